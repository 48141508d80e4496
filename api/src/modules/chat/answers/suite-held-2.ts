import * as D from './suite-model.ts';
import { ask, talk, type SuiteSession } from './suite-model.ts';

/**
 * The second held-out set, written after the planner learnt question intent and yes/no verdicts (Nov 2026) and
 * run once, untouched: colloquial, with typos, long, and follow-ups, phrased unlike the tuning half, the first
 * held-out half and the 问答库's phrasings. Its figures say whether those changes generalise; it is not tuned
 * against. Every fact is stated in the reference facts (seed/reference).
 */
export const HELD_OUT_2: SuiteSession[] = [
  ask('我们厂研发花的钱税前能多扣几成啊', '100%', D.RD2023),
  ask('研发费用加记扣除现在啥比例', '100%', D.RD2023),
  ask('开饭店的公司做研发能不能加计扣除', '不能', D.RD2015),
  ask('芯片设计公司研发费用加计扣除能到多少', '120%', D.RD_IC),
  ask('高企的研发人员占比最低要多少才行', '10%', D.HNTE),
  ask('我们公司去年刚注册，满打满算8个月，能不能报高新', '不能', D.HNTE),
  ask('高新证书过期了要重新申请吗', ['重新申请', '三年'], D.HNTE),
  ask('年销售额1.5个亿的企业申请高企，研发投入要占销售收入百分之几', '4%', D.HNTE),
  ask(
    '你好，我想咨询一下，我们是一家做医疗器械的小公司，今年准备申请高新技术企业认定，不知道对企业成立时间有没有要求？',
    '一年以上',
    D.HNTE,
  ),
  ask('科小职工人数最多多少人', '500人', D.TSME),
  ask('创新型中小企业评分要多少分以上', '60分', D.TIERS22),
  ask('专精特新小巨人营收门槛是多少', '5000万元', D.TIERS26),
  ask('小微企业年应纳税所得额上限是多少', '300万元', D.SP6),
  ask('个体户减半征收个人所得税有金额限制吗', '200万元', D.SP12),
  ask('小规模纳税人每个月卖10万以内要交增值税吗', ['免征', '不用', '不需要'], D.SVAT),
  ask('技术先进型服务企业的企业所得税是百分之几', '15%', D.TASS),
  ask('实用新型专利能保护几年', '10年', D.PATENT),
  ask('专利侵权赔偿法院最多能判多少钱', '500万元', D.PATENT),
  ask('著作权能不能拿去银行质押贷款', '可以', D.CIVIL),
  ask('今年买新能源汽车购置税减多少', '减半', D.NEV),
  talk(['发明专利保护多少年', '20年', D.PATENT], ['外观呢', '15年', D.PATENT]),
  talk(['高企所得税税率是多少', '15%', D.CIT_LAW], ['那技术先进型服务企业呢', '15%', D.TASS]),
  talk(
    ['研发费用加计扣除要审批不', ['不需要', '自行判别'], D.CIT_PROC],
    ['那委托外部机构做的研发怎么算', '80%', D.RD2015],
  ),
];

export const OUT_OF_SCOPE_HELD_2: string[] = [
  '明天北京天气怎么样',
  '帮我写一首关于秋天的诗',
  '股票怎么选',
  '电脑蓝屏了怎么办',
  '哪里可以买到便宜的机票',
];
