import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The third held-out set, written after every planner change of Nov 2026 (the second held-out set was looked at
 * while making some of them) and run once, untouched: the honest figure for the planner as it stands. Every fact
 * is stated in the reference facts (seed/reference).
 */
export const HELD_OUT_3: SuiteSession[] = [
  ask('企业委托个人搞研发的钱能不能算进加计扣除', '80%', D.RD2015),
  ask('高企申报时高新技术产品收入占总收入至少要多少', '60%', D.HNTE),
  ask('小巨人研发投入两年加起来要多少', '1200万元', D.TIERS26),
  ask('新能源车购置税减免啥时候结束', '2027年12月31日', D.NEV),
  ask('专利被人侵权了 对方是故意的 最多赔几倍', '5倍', D.PATENT),
  ask('科技型中小企业的年销售收入不能超过多少', '2亿元', D.TSME),
  ask('个体工商户年应纳税所得额100万，个税能减半吗', ['减半', '200万元'], D.SP12),
  ask('技术先进型服务企业职工教育经费扣除比例', '8%', D.TASS),
  ask('研发形成无形资产的摊销能按百分之多少', '200%', D.RD2023),
  ask('资产总额4500万的企业算不算小型微利企业', '5000万元', D.SP6),
  ask('公司制创投投资种子期科技企业满2年，能按投资额多少抵扣', '70%', D.VC2018),
  talk(['小规模纳税人增值税征收率多少', '1%', D.SVAT], ['月销售额多少以下免征', '10万元', D.SVAT]),
];

export const OUT_OF_SCOPE_HELD_3: string[] = ['推荐一部好看的电影', '怎么做红烧肉'];
