import { CPC_CENTRAL, CPC_OFFICE, GOV_OFFICE, NPCSC, STATE_COUNCIL, type ReferenceDocument } from './model.ts';

/**
 * 知识产权: the national strategy and plans, the protection opinion, the patent action plan, and the patent law they
 * rest on. Part of INNOVATION_DOCUMENTS (innovation.ts), in that list's order.
 */
export const IP_DOCUMENTS: ReferenceDocument[] = [
  {
    key: 'ip-strong-2021',
    title: '知识产权强国建设纲要（2021－2035年）',
    docNo: null,
    agencies: [CPC_CENTRAL, STATE_COUNCIL],
    publishedDate: '2021-09-22',
    status: '现行有效',
    themes: ['知识产权保护', '高价值专利培育', '专利转化运用'],
    facts: [],
  },
  {
    key: 'ip-plan-2021',
    title: '国务院关于印发“十四五”国家知识产权保护和运用规划的通知',
    docNo: '国发〔2021〕20号',
    agencies: [STATE_COUNCIL],
    writtenDate: '2021-10-09',
    publishedDate: '2021-10-28',
    status: '现行有效',
    themes: ['高价值专利培育', '知识产权质押融资', '知识产权保护'],
    facts: [],
  },
  {
    key: 'ip-protection-2019',
    title: '关于强化知识产权保护的意见',
    docNo: null,
    agencies: [CPC_OFFICE, GOV_OFFICE],
    publishedDate: '2019-11-24',
    status: '现行有效',
    themes: ['知识产权保护'],
    facts: [],
  },
  {
    key: 'patent-action-2023',
    title: '国务院办公厅关于印发《专利转化运用专项行动方案（2023—2025年）》的通知',
    docNo: '国办发〔2023〕37号',
    agencies: [GOV_OFFICE],
    writtenDate: '2023-10-17',
    publishedDate: '2023-10-19',
    status: '现行有效',
    themes: ['专利转化运用', '高价值专利培育'],
    facts: [],
  },
  {
    key: 'patent-law',
    title: '中华人民共和国专利法',
    docNo: null,
    agencies: [NPCSC],
    // The fourth amendment, adopted 2020-10-17, in force from 2021-06-01.
    publishedDate: '2020-10-17',
    status: '现行有效',
    themes: ['知识产权保护', '高价值专利培育', '专利转化运用'],
    facts: [
      {
        id: 'patent-law.kinds',
        article: '第二条',
        topic: '定义',
        text: '发明是指对产品、方法或者其改进所提出的新的技术方案；实用新型是指对产品的形状、构造或者其结合所提出的适于实用的新的技术方案；外观设计是指对产品的整体或者局部的形状、图案或者其结合以及色彩与形状、图案的结合所作出的富有美感并适于工业应用的新设计。',
      },
      {
        id: 'patent-law.service-invention',
        article: '第六条第一款',
        topic: '对象',
        text: '执行本单位的任务或者主要是利用本单位的物质技术条件所完成的发明创造为职务发明创造，申请专利的权利属于该单位，申请被批准后该单位为专利权人；该单位可以依法处置其职务发明创造申请专利的权利和专利权，促进相关发明创造的实施和运用。',
      },
      {
        id: 'patent-law.employee',
        article: '第十五条',
        topic: '对象',
        text: '被授予专利权的单位应当对职务发明创造的发明人或者设计人给予奖励；专利实施后，根据其推广应用的范围和取得的经济效益，对发明人或者设计人给予合理的报酬。',
      },
      {
        id: 'patent-law.incentive',
        article: '第十五条第二款',
        topic: '对象',
        text: '国家鼓励被授予专利权的单位实行产权激励，采取股权、期权、分红等方式，使发明人或者设计人合理分享创新收益。',
      },
      {
        id: 'patent-law.term',
        article: '第四十二条第一款',
        topic: '期限',
        text: '发明专利权的期限为20年，实用新型专利权的期限为10年，外观设计专利权的期限为15年，均自申请日起计算。',
      },
      {
        id: 'patent-law.delay-compensation',
        article: '第四十二条第二款',
        topic: '期限',
        text: '自发明专利申请日起满4年，且自实质审查请求之日起满3年后授予发明专利权的，国务院专利行政部门应专利权人的请求，就发明专利在授权过程中的不合理延迟给予专利权期限补偿，但由申请人引起的不合理延迟除外。',
      },
      {
        id: 'patent-law.drug-compensation',
        article: '第四十二条第三款',
        topic: '期限',
        text: '为补偿新药上市审评审批占用的时间，对在中国获得上市许可的新药相关发明专利，国务院专利行政部门应专利权人的请求给予专利权期限补偿；补偿期限不超过5年，新药批准上市后总有效专利权期限不超过14年。',
      },
      {
        id: 'patent-law.open-license',
        article: '第五十条',
        topic: '程序',
        text: '专利权人自愿以书面方式向国务院专利行政部门声明愿意许可任何单位或者个人实施其专利，并明确许可使用费支付方式、标准的，由国务院专利行政部门予以公告，实行开放许可。',
      },
      {
        id: 'patent-law.damages',
        article: '第七十一条第一款',
        topic: '金额',
        text: '对故意侵犯专利权、情节严重的，可以在按照权利人受到的损失、侵权人获得的利益或者专利许可使用费倍数确定数额的1倍以上5倍以下确定赔偿数额。',
      },
      {
        id: 'patent-law.statutory',
        article: '第七十一条第二款',
        topic: '金额',
        text: '权利人的损失、侵权人获得的利益和专利许可使用费均难以确定的，人民法院可以根据专利权的类型、侵权行为的性质和情节等因素，确定给予3万元以上500万元以下的赔偿。',
      },
    ],
  },
];
