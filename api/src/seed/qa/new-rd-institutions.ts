import { entries } from './model.ts';

/** 新型研发机构: what 国科发政〔2019〕313号 defines and allows. */
export const NEW_RD_INSTITUTIONS_QA = entries('nrdi', '新型研发机构', [
  {
    question: '什么是新型研发机构？',
    phrasings: ['新型研发机构的定义', '新型研发机构和传统科研院所有什么不同', '哪些机构算新型研发机构'],
    answer:
      '聚焦科技创新需求，主要从事科学研究、技术创新和研发服务，投资主体多元化、管理制度现代化、运行机制市场化、用人机制灵活的独立法人机构。',
    basis: ['new-rd-institutions-2019.definition'],
  },
  {
    question: '新型研发机构可以注册成什么性质的法人？',
    phrasings: [
      '新型研发机构注册成什么法人',
      '新型研发机构能登记为事业单位吗',
      '新型研发机构法人类型',
      '新型研发机构可以注册为企业吗',
      '新型研发机构用什么身份登记注册',
    ],
    answer: '新型研发机构可依法注册为科技类民办非企业单位（社会服务机构）、事业单位和企业。',
    basis: ['new-rd-institutions-2019.definition'],
  },
  {
    question: '新型研发机构能申报国家重点研发计划吗？',
    phrasings: ['新型研发机构申报国家科技项目', '新型研发机构能报自然科学基金吗', '新型研发机构能申报人才计划吗'],
    answer:
      '符合条件的可以：可申报国家科技重大专项、国家重点研发计划、国家自然科学基金等各类政府科技项目、科技创新基地和人才计划。',
    basis: ['new-rd-institutions-2019.projects'],
  },
  {
    question: '民办非企业性质的新型研发机构，出资方能分红吗？',
    phrasings: ['民非新型研发机构利润怎么用', '新型研发机构出资人能拿分红吗', '社会服务机构性质研发机构的收益分配'],
    answer: '不能：运营所得利润主要用于机构管理运行、建设发展和研发创新等，出资方不得分红。',
    basis: ['new-rd-institutions-2019.non-profit'],
  },
  {
    question: '民办非企业性质的新型研发机构能享受哪些税收优惠？',
    phrasings: ['新型研发机构税收优惠', '民非研发机构免企业所得税吗', '新型研发机构进口科研设备免税吗'],
    answer: '符合条件的，可按照非营利组织企业所得税、职务科技成果转化个人所得税、科技创新进口税收等规定享受税收优惠。',
    basis: ['new-rd-institutions-2019.non-profit'],
  },
  {
    question: '新型研发机构由谁负责管理？',
    phrasings: ['新型研发机构的责任主体', '新型研发机构谁设立谁撤销', '新型研发机构的举办单位要负责吗'],
    answer: '坚持“谁举办、谁负责，谁设立、谁撤销”，由举办和设立新型研发机构的一方承担相应责任。',
    basis: ['new-rd-institutions-2019.responsibility'],
  },
]);
