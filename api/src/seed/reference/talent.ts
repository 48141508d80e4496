import { MOF, NPCSC, SAT, type ReferenceDocument } from './model.ts';

/**
 * Talent: the individual income tax rules a 科技人才 or a 外籍人才 meets. They list no corpus theme on purpose:
 * a theme's generated documents cite the first reference document listed under it (policy-themes.ts), and a
 * local 人才引进 notice does not rest on a tax law; the 问答库 cites these directly.
 */
export const TALENT_DOCUMENTS: ReferenceDocument[] = [
  {
    key: 'iit-law',
    title: '中华人民共和国个人所得税法',
    docNo: null,
    agencies: [NPCSC],
    // The seventh amendment, adopted 2018-08-31, in force from 2019-01-01; the articles below are of that text.
    publishedDate: '2018-08-31',
    status: '现行有效',
    themes: [],
    facts: [
      {
        id: 'iit-law.resident',
        article: '第一条第一款',
        topic: '对象',
        text: '在中国境内有住所，或者无住所而一个纳税年度内在中国境内居住累计满183天的个人，为居民个人，其从中国境内和境外取得的所得，依法缴纳个人所得税。',
      },
      {
        id: 'iit-law.non-resident',
        article: '第一条第二款',
        topic: '对象',
        text: '在中国境内无住所又不居住，或者无住所而一个纳税年度内在中国境内居住累计不满183天的个人，为非居民个人，其从中国境内取得的所得，依法缴纳个人所得税。',
      },
      {
        id: 'iit-law.comprehensive',
        article: '第二条第二款',
        topic: '定义',
        text: '工资、薪金所得，劳务报酬所得，稿酬所得和特许权使用费所得为综合所得；居民个人取得综合所得，按纳税年度合并计算个人所得税。',
      },
      {
        id: 'iit-law.rates',
        article: '第三条',
        topic: '税率',
        text: '综合所得适用3%至45%的超额累进税率；经营所得适用5%至35%的超额累进税率；利息、股息、红利所得，财产租赁所得，财产转让所得和偶然所得，适用比例税率，税率为20%。',
      },
      {
        id: 'iit-law.awards',
        article: '第四条第一款第（一）项',
        topic: '对象',
        text: '省级人民政府、国务院部委和中国人民解放军军以上单位，以及外国组织、国际组织颁发的科学、教育、技术、文化、卫生、体育、环境保护等方面的奖金，免征个人所得税。',
      },
      {
        id: 'iit-law.deduction',
        article: '第六条第一款第（一）项',
        topic: '金额',
        text: '居民个人的综合所得，以每一纳税年度的收入额减除费用6万元以及专项扣除、专项附加扣除和依法确定的其他扣除后的余额，为应纳税所得额。',
      },
    ],
  },
  {
    key: 'expat-allowance-2023',
    title: '财政部 税务总局关于延续实施外籍个人有关津补贴个人所得税政策的公告',
    docNo: '财政部 税务总局公告2023年第29号',
    agencies: [MOF, SAT],
    publishedDate: '2023-08-18',
    status: '现行有效',
    themes: [],
    facts: [
      {
        id: 'expat-allowance-2023.choice',
        article: '第一条',
        topic: '条件',
        text: '外籍个人符合居民个人条件的，可以选择享受个人所得税专项附加扣除，也可以选择按规定享受住房补贴、语言训练费、子女教育费等津补贴免税优惠政策，但不得同时享受；一经选择，在一个纳税年度内不得变更。',
      },
      {
        id: 'expat-allowance-2023.period',
        article: '第二条',
        topic: '期限',
        text: '外籍个人津补贴免税政策执行至2027年12月31日。',
      },
    ],
  },
];
