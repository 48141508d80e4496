import { entries } from './model.ts';

/** 专利法: the kinds of patent, service inventions and the term compensation of the 2020 amendment. */
export const PATENTS_2_QA = [
  ...entries('patent3', '知识产权保护', [
    {
      question: '发明和实用新型有什么区别？',
      phrasings: ['发明专利和实用新型的区别', '方法能申请实用新型吗', '实用新型保护什么'],
      answer:
        '发明是对产品、方法或者其改进提出的新的技术方案；实用新型只针对产品的形状、构造或者其结合提出的适于实用的新的技术方案。',
      basis: ['patent-law.kinds'],
    },
    {
      question: '外观设计可以只保护产品的局部吗？',
      phrasings: ['局部外观设计', '产品局部能申请外观专利吗', '外观设计保护范围'],
      answer: '可以：外观设计保护对产品的整体或者局部的形状、图案或者其结合以及色彩与形状、图案的结合所作出的新设计。',
      basis: ['patent-law.kinds'],
    },
    {
      question: '员工主要利用单位设备完成的发明，专利归谁？',
      phrasings: ['职务发明专利归属', '在职发明专利属于谁', '执行单位任务完成的发明归谁'],
      answer:
        '执行本单位任务或主要利用本单位物质技术条件完成的是职务发明创造，申请专利的权利属于单位，申请被批准后单位为专利权人。',
      basis: ['patent-law.service-invention'],
    },
    {
      question: '发明专利审查拖得太久，保护期能补偿吗？',
      phrasings: ['专利权期限补偿', '授权延迟能延长专利期吗', '发明专利期限补偿条件', '审查用的时间能补偿保护期吗'],
      answer:
        '须同时满足两个期限：自发明专利申请日起满4年，且自实质审查请求之日起满3年后授权的，可请求就不合理延迟给予专利权期限补偿，由申请人引起的不合理延迟除外。',
      basis: ['patent-law.delay-compensation'],
    },
  ]),
  ...entries('patent4', '专利转化运用', [
    {
      question: '单位可以自行处置职务发明的专利权吗？',
      phrasings: ['职务发明专利能转让吗', '单位处置专利权', '职务发明实施运用'],
      answer: '可以：单位可以依法处置其职务发明创造申请专利的权利和专利权，促进相关发明创造的实施和运用。',
      basis: ['patent-law.service-invention'],
    },
  ]),
  ...entries('patent5', '生物医药', [
    {
      question: '新药相关发明专利的保护期可以补偿多久？',
      phrasings: ['药品专利期限补偿', '新药专利延长几年', '药品专利最长保护多久'],
      answer: '补偿期限不超过5年，且新药批准上市后总有效专利权期限不超过14年。',
      basis: ['patent-law.drug-compensation'],
    },
  ]),
];
