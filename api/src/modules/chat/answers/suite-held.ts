import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The held-out half of the judged answer suite: written with the tuning half, before any code, and never looked
 * at while tuning. Its figures say whether the answers generalise to questions phrased differently.
 */
export const HELD_OUT: SuiteSession[] = [
  ask('请问现在企业研发投入在所得税前可以加计多少比例？', '100%', D.RD2023),
  ask('研发加计扣除是不是只有制造业能按100%', ['100%', '除不适用'], D.RD2023),
  ask('烟草公司研发能加计扣除吗', '不能', D.RD2015),
  ask('委托个人做研发的费用按多少计入加计扣除基数', '80%', D.RD2015),
  ask('加计扣除可以在年度汇算的时候再享受吗', ['汇算清缴', '能'], D.RD_PREPAY),
  ask('高企研发费用占比按最近几年算', ['近三个会计年度', '三个'], D.HNTE),
  ask('高新企业科技人员不到10%能通过认定吗', '不能', D.HNTE),
  ask('申请高企之前一年有严重环境违法，还能申请吗', '不能', D.HNTE),
  ask('高新技术企业证书能用多久', ['三年', '3年'], D.HNTE),
  ask('高企享受税收优惠需要备案审批吗', ['自行判别', '不需要'], D.CIT_PROC),
  ask('科技型中小企业资产总额上限多少', '2亿元', D.TSME),
  ask('科小评价科技人员指标0分可以吗', '不能', D.TSME),
  ask('小微企业所得税实际税率多少', ['20%', '25%'], D.SP12),
  ask('小型微利企业资产总额上限', '5000万元', D.SP6),
  ask('小规模纳税人预征率是多少', '1%', D.SVAT),
  ask('印花税可以减半吗', ['减半', '能'], D.SP12),
  ask('技术先进型服务企业从哪年开始全国推广15%税率', '2017年1月1日', D.TASS),
  ask('IC设计公司所得税两免三减半吗', ['第一年至第二年', '两免三减半'], D.ICSW),
  ask('技术转让800万所得税怎么算', ['500万元', '减半'], D.CIT_REG),
  ask('植物新品种转让能享受技术转让优惠吗', '能', D.TT2010),
  ask('天使投资不满2年转让股权能抵扣吗', '不能', D.VC2018),
  ask('单位没规定奖励比例，成果作价投资给科研人员多少股份', '50%', D.TRANSFER_LAW),
  ask('小巨人企业要几项Ⅰ类知识产权', '4项', D.TIERS26),
  ask('专精特新中小企业需要发明专利吗', ['1项', '需要'], D.TIERS26),
  ask('外观设计专利保护期是多少年', '15年', D.PATENT),
  ask('商标能不能质押融资', '可以', D.CIVIL),
  ask('2026年买新能源车购置税怎么算', '减半', D.NEV),
  ask('员工8个人的软件公司属于什么类型企业', '微型', D.SIZE),
  talk(['高企资格有效期几年', ['三年', '3年'], D.HNTE], ['亏损呢，能结转几年', '10年', D.HNTE_LOSS]),
  talk(['小型微利企业的条件是什么', '300人', D.SP6], ['这个优惠执行到什么时候', '2027年12月31日', D.SP12]),
  talk(['委托境外研发费用能加计扣除吗', '80%', D.RD_ABROAD], ['有上限吗', '三分之二', D.RD_ABROAD]),
];

export const OUT_OF_SCOPE_HELD: string[] = [
  '附近有什么好吃的火锅店',
  '怎么减肥最快',
  '给我讲个笑话',
  '周杰伦最新的歌叫什么',
  '汽车保养多久一次',
];
