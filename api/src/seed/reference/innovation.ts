import {
  CPC_CENTRAL,
  GOV_OFFICE,
  MIIT,
  MOF,
  MOST,
  NPC,
  NPCSC,
  STATE_COUNCIL,
  type ReferenceDocument,
} from './model.ts';
import { IP_DOCUMENTS } from './intellectual-property.ts';

/** 成果转化, 科研管理, the laws they rest on, and 双创 and its carriers. */
const TRANSFER_AND_CARRIERS: ReferenceDocument[] = [
  {
    key: 'transfer-law',
    title: '中华人民共和国促进科技成果转化法',
    docNo: null,
    agencies: [NPCSC],
    // The amended text of 2015-08-29, in force from 2015-10-01.
    publishedDate: '2015-08-29',
    status: '现行有效',
    themes: ['科技成果转化', '技术经纪人', '职务科技成果赋权'],
    facts: [
      {
        id: 'transfer-law.definition',
        article: '第二条',
        topic: '定义',
        text: '科技成果转化是指为提高生产力水平而对科技成果所进行的后续试验、开发、应用、推广直至形成新技术、新工艺、新材料、新产品，发展新产业等活动。',
      },
      {
        id: 'transfer-law.self-decide',
        article: '第十八条',
        topic: '程序',
        text: '国家设立的研究开发机构、高等院校对其持有的科技成果，可以自主决定转让、许可或者作价投资，但应当通过协议定价、在技术交易市场挂牌交易、拍卖等方式确定价格；协议定价的，应当在本单位公示科技成果名称和拟交易价格。',
      },
      {
        id: 'transfer-law.completer',
        article: '第十九条第一款',
        topic: '条件',
        text: '国家设立的研究开发机构、高等院校所取得的职务科技成果，完成人和参加人在不变更职务科技成果权属的前提下，可以根据与本单位的协议进行该项科技成果的转化，并享有协议规定的权益。',
      },
      {
        id: 'transfer-law.income',
        article: '第四十三条',
        topic: '对象',
        text: '国家设立的研究开发机构、高等院校转化科技成果所获得的收入全部留归本单位，在对完成、转化职务科技成果做出重要贡献的人员给予奖励和报酬后，主要用于科学技术研究开发与成果转化等相关工作。',
      },
      {
        id: 'transfer-law.reward-rules',
        article: '第四十四条',
        topic: '程序',
        text: '职务科技成果转化后，由科技成果完成单位对完成、转化该项科技成果做出重要贡献的人员给予奖励和报酬；单位可以规定或者与科技人员约定奖励和报酬的方式、数额和时限，制定相关规定应当充分听取本单位科技人员的意见，并在本单位公开。',
      },
      {
        id: 'transfer-law.reward',
        article: '第四十五条',
        topic: '比例',
        text: '单位未规定、也未与科技人员约定奖励和报酬的，转让、许可职务科技成果的，从转让净收入或许可净收入中提取不低于50%的比例；作价投资的，从形成的股份或出资比例中提取不低于50%的比例；自行实施或与他人合作实施的，在实施转化成功投产后连续3至5年，每年从营业利润中提取不低于5%的比例，用于奖励和报酬。',
      },
    ],
  },
  {
    key: 'transfer-rules-2016',
    title: '实施《中华人民共和国促进科技成果转化法》若干规定',
    docNo: '国发〔2016〕16号',
    agencies: [STATE_COUNCIL],
    writtenDate: '2016-02-26',
    publishedDate: '2016-03-02',
    status: '现行有效',
    themes: ['科技成果转化', '职务科技成果赋权'],
    facts: [],
  },
  {
    key: 'tech-transfer-system-2017',
    title: '国务院关于印发国家技术转移体系建设方案的通知',
    docNo: '国发〔2017〕44号',
    agencies: [STATE_COUNCIL],
    writtenDate: '2017-09-15',
    publishedDate: '2017-09-26',
    status: '现行有效',
    themes: ['技术经纪人', '科技成果转化', '技术合同登记'],
    facts: [],
  },
  {
    key: 'civil-code',
    title: '中华人民共和国民法典',
    docNo: null,
    agencies: [NPC],
    publishedDate: '2020-05-28',
    status: '现行有效',
    themes: ['技术合同登记', '知识产权质押融资'],
    facts: [
      {
        id: 'civil-code.pledge',
        article: '第四百四十条第（五）项',
        topic: '对象',
        text: '可以转让的注册商标专用权、专利权、著作权等知识产权中的财产权，可以出质。',
      },
      {
        id: 'civil-code.pledge-limit',
        article: '第四百四十四条',
        topic: '条件',
        text: '知识产权中的财产权出质后，出质人不得转让或者许可他人使用，但是出质人与质权人协商同意的除外。',
      },
      {
        id: 'civil-code.tech-contract',
        article: '第八百四十三条',
        topic: '定义',
        text: '技术合同是当事人就技术开发、转让、许可、咨询或者服务订立的确立相互之间权利和义务的合同。',
      },
    ],
  },
  {
    key: 'funds-reform-2021',
    title: '国务院办公厅关于改革完善中央财政科研经费管理的若干意见',
    docNo: '国办发〔2021〕32号',
    agencies: [GOV_OFFICE],
    writtenDate: '2021-08-05',
    publishedDate: '2021-08-13',
    status: '现行有效',
    themes: ['科研经费管理改革'],
    facts: [],
  },
  {
    key: 'science-progress-law',
    title: '中华人民共和国科学技术进步法',
    docNo: null,
    agencies: [NPCSC],
    // The revised text of 2021-12-24, in force from 2022-01-01.
    publishedDate: '2021-12-24',
    status: '现行有效',
    themes: ['重点实验室', '科技领军企业', '创新联合体'],
    facts: [],
  },
  {
    key: 'innovation-strategy-2016',
    title: '国家创新驱动发展战略纲要',
    docNo: null,
    agencies: [CPC_CENTRAL, STATE_COUNCIL],
    publishedDate: '2016-05-19',
    status: '现行有效',
    themes: ['科技领军企业', '创新联合体'],
    facts: [],
  },
  {
    key: 'talent-reform-2016',
    title: '关于深化人才发展体制机制改革的意见',
    docNo: null,
    agencies: [CPC_CENTRAL],
    publishedDate: '2016-03-21',
    status: '现行有效',
    themes: ['高层次人才引进', '青年科技人才', '外国高端人才'],
    facts: [],
  },
  {
    key: 'maker-space-2015',
    title: '国务院办公厅关于发展众创空间推进大众创新创业的指导意见',
    docNo: '国办发〔2015〕9号',
    agencies: [GOV_OFFICE],
    writtenDate: '2015-03-02',
    publishedDate: '2015-03-11',
    status: '现行有效',
    themes: ['众创空间', '科技企业孵化器'],
    // 二、重点任务 (一)(二)(四), as their content was reported; the other tasks are not held.
    facts: [
      {
        id: 'maker-space-2015.spaces',
        article: '第二条第（一）项',
        topic: '对象',
        text: '加快构建一批低成本、便利化、全要素、开放式的众创空间，实现创新与创业、线上与线下、孵化与投资相结合，为创新创业者提供工作空间、网络空间、社交空间和资源共享空间。',
      },
      {
        id: 'maker-space-2015.threshold',
        article: '第二条第（二）项',
        topic: '条件',
        text: '降低创新创业门槛：深化商事制度改革，为创业企业工商注册提供便利，并提出对众创空间等新型孵化机构的房租、宽带接入费用和公共软件等给予适当财政补贴。',
      },
      {
        id: 'maker-space-2015.patents',
        article: '第二条第（四）项',
        topic: '程序',
        text: '支持创新创业公共服务：完善专利审查快速通道，对小微企业核心专利申请予以优先审查。',
      },
    ],
  },
  {
    key: 'double-innovation-2015',
    title: '国务院关于大力推进大众创业万众创新若干政策措施的意见',
    docNo: '国发〔2015〕32号',
    agencies: [STATE_COUNCIL],
    writtenDate: '2015-06-11',
    publishedDate: '2015-06-16',
    status: '现行有效',
    themes: ['众创空间', '大学生创业', '留学人员创业', '创新创业大赛'],
    facts: [],
  },
  {
    key: 'new-rd-institutions-2019',
    title: '关于促进新型研发机构发展的指导意见',
    docNo: '国科发政〔2019〕313号',
    agencies: [MOST],
    publishedDate: '2019-09-12',
    status: '现行有效',
    themes: ['新型研发机构'],
    // The guidance numbers its paragraphs 一、二、…; only those whose wording is checked are held.
    facts: [
      {
        id: 'new-rd-institutions-2019.definition',
        article: '第一条',
        topic: '定义',
        text: '新型研发机构是聚焦科技创新需求，主要从事科学研究、技术创新和研发服务，投资主体多元化、管理制度现代化、运行机制市场化、用人机制灵活的独立法人机构，可依法注册为科技类民办非企业单位（社会服务机构）、事业单位和企业。',
      },
      {
        id: 'new-rd-institutions-2019.responsibility',
        article: '第三条',
        topic: '程序',
        text: '发展新型研发机构，坚持“谁举办、谁负责，谁设立、谁撤销”。',
      },
      {
        id: 'new-rd-institutions-2019.projects',
        article: '第十一条',
        topic: '对象',
        text: '符合条件的新型研发机构，可申报国家科技重大专项、国家重点研发计划、国家自然科学基金等各类政府科技项目、科技创新基地和人才计划。',
      },
      {
        id: 'new-rd-institutions-2019.non-profit',
        article: '第十二条',
        topic: '条件',
        text: '科技类民办非企业单位性质的新型研发机构，运营所得利润主要用于机构管理运行、建设发展和研发创新等，出资方不得分红；符合条件的可按照非营利组织企业所得税、职务科技成果转化个人所得税、科技创新进口税收等规定享受税收优惠。',
      },
    ],
  },
  {
    key: 'hi-tech-zones-2020',
    title: '国务院关于促进国家高新技术产业开发区高质量发展的若干意见',
    docNo: '国发〔2020〕7号',
    agencies: [STATE_COUNCIL],
    writtenDate: '2020-07-13',
    publishedDate: '2020-07-17',
    status: '现行有效',
    themes: ['高新区'],
    facts: [],
  },
  {
    key: 'vc-state-2016',
    title: '国务院关于促进创业投资持续健康发展的若干意见',
    docNo: '国发〔2016〕53号',
    agencies: [STATE_COUNCIL],
    writtenDate: '2016-09-16',
    publishedDate: '2016-09-20',
    status: '现行有效',
    themes: ['创业投资'],
    facts: [],
  },
];

/** 首台（套）重大技术装备 and 科技保险. */
const FIRST_SET_INSURANCE: ReferenceDocument[] = [
  {
    key: 'first-set-insurance-2015',
    title: '财政部 工业和信息化部 保监会关于开展首台（套）重大技术装备保险补偿机制试点工作的通知',
    docNo: '财建〔2015〕19号',
    agencies: [MOF, MIIT, '中国保险监督管理委员会'],
    publishedDate: '2015-02-02',
    status: '现行有效',
    themes: ['首台（套）重大技术装备', '科技保险'],
    // Items 二 and 三 only: the subsidy rate and period are left out until their item is checked against the text.
    facts: [
      {
        id: 'first-set-insurance-2015.definition',
        article: '第二条',
        topic: '定义',
        text: '首台（套）重大技术装备是指经过创新，其品种、规格或技术参数等有重大突破，具有知识产权但尚未取得市场业绩的首台（套）或首批次的装备、系统和核心部件。',
      },
      {
        id: 'first-set-insurance-2015.units',
        article: '第二条',
        topic: '定义',
        text: '首台（套）装备是指用户首次使用的前三台（套）装备产品；首批次装备是指用户首次使用的同品种、同技术规格参数、同批签订合同、同批生产的装备产品。',
      },
      {
        id: 'first-set-insurance-2015.insurance',
        article: '第三条',
        topic: '对象',
        text: '保险补偿机制坚持政府引导、市场化运作：保险公司针对重大技术装备的特殊风险提供定制化的首台（套）重大技术装备综合险，承保质量风险和责任风险；装备制造企业投保，装备使用方受益，中央财政对符合条件的投保企业给予保费补贴。',
      },
    ],
  },
];

/**
 * Innovation: 成果转化, 双创 and carriers, 知识产权 (intellectual-property.ts), 科研管理, and the laws they rest on.
 * The order is the corpus's: a theme's generated documents cite the first document listed under it, and the seed
 * numbers documents in this order.
 */
export const INNOVATION_DOCUMENTS: ReferenceDocument[] = [
  ...TRANSFER_AND_CARRIERS,
  ...IP_DOCUMENTS,
  ...FIRST_SET_INSURANCE,
];
