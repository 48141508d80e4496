import type { PolicyType } from './policy-vocabulary.ts';
import type { Rng } from './rng.ts';
import { roundAmount } from './policy-header.ts';

/** 500 -> 500万元, 20000 -> 2亿元: amounts as documents write them. */
export function money(wan: number): string {
  if (wan >= 10_000 && wan % 10_000 === 0) return `${wan / 10_000}亿元`;
  return `${wan}万元`;
}

/**
 * Support clauses per policy type, each a sentence with its own amounts derived from the document's
 * ceiling `a` (万元), so the summary's "最高X万元" matches the biggest clause.
 */
const CLAUSES: Record<PolicyType, ((a: number, topic: string, r: Rng) => string)[]> = {
  资金扶持: [
    (a, t, r) =>
      `对${t}领域企业新建或扩建研发中心、中试基地的，按项目实际投资额的${r.pick([20, 30])}%给予资助，最高${money(a)}。`,
    (a, _t, r) =>
      `对上年度研发投入超过${r.pick([500, 1000, 2000])}万元且同比增长10%以上的企业，按增量部分的10%给予奖励，最高${money(roundAmount(a / 2))}。`,
    (a) => `对首次入选国家级专精特新“小巨人”企业的，给予一次性奖励${money(roundAmount(a / 5))}。`,
    (a) => `支持企业牵头承担国家重大科技专项和重点研发计划项目，按国家实际拨付经费的30%给予配套支持，最高${money(a)}。`,
    (a, t) =>
      `对企业购置${t}相关研发仪器设备的，按设备购置额的15%给予补助，单个企业每年最高${money(roundAmount(a / 2))}。`,
    (a, t) => `对${t}领域关键核心技术攻关项目，采取“揭榜挂帅”方式组织实施，单个项目最高资助${money(a)}。`,
  ],
  税收优惠: [
    (_a, _t, r) =>
      `企业开展研发活动中实际发生的研发费用，未形成无形资产计入当期损益的，在按规定据实扣除的基础上，自${r.pick([2023, 2024])}年1月1日起，再按照实际发生额的100%在税前加计扣除；形成无形资产的，按照无形资产成本的200%在税前摊销。`,
    () => '经认定的高新技术企业，减按15%的税率征收企业所得税。',
    () =>
      '企业可在预缴申报当年第3季度（按季预缴）或9月份（按月预缴）企业所得税时，自行选择就当年上半年研发费用享受加计扣除优惠政策。',
    () =>
      '高新技术企业和科技型中小企业具备资格年度之前5个年度发生的尚未弥补完的亏损，准予结转以后年度弥补，最长结转年限由5年延长至10年。',
  ],
  资质认定: [
    (a) =>
      `对首次认定的高新技术企业，给予一次性${money(roundAmount(Math.min(a, 50)))}奖励；对重新认定的，给予${money(roundAmount(Math.min(a, 50) / 2))}奖励。`,
    (a) => `对新认定的专精特新中小企业，给予一次性${money(roundAmount(Math.min(a, 100) / 2))}奖励。`,
    (a) => `对首次获评国家级专精特新“小巨人”企业的，给予一次性${money(roundAmount(Math.min(a, 200)))}奖励。`,
    () => '对入库的科技型中小企业，优先推荐申报各级科技计划项目，并按规定享受研发费用加计扣除等优惠政策。',
  ],
  人才政策: [
    (a, t) => `对引进的${t}领域顶尖人才团队，经评审认定后给予最高${money(roundAmount(a * 2))}综合资助。`,
    (a) => `对新入选的科技领军人才，给予${money(roundAmount(Math.min(a, 300) / 3))}人才奖励，分三年发放。`,
    () => '对新引进的全职博士研究生，按每人每月3000元的标准给予生活补贴，最长3年。',
    (a) => `对新设立的国家级博士后科研工作站给予${money(roundAmount(Math.min(a, 100)))}建站资助。`,
  ],
  金融支持: [
    (a) => `对合作银行向科技型中小企业发放贷款形成的本金损失，按50%给予风险补偿，单笔最高${money(a)}。`,
    (a) => `对企业投保科技保险的，按实际保费的50%给予补贴，每家企业每年最高${money(roundAmount(Math.min(a, 50)))}。`,
    (a) => `对在境内外证券交易所首发上市的企业，分阶段给予累计最高${money(roundAmount(a * 2))}奖励。`,
    () => '对企业获得知识产权质押贷款的，按实际支付利息的50%给予贴息，贴息期限不超过1年。',
  ],
  平台建设: [
    (a) =>
      `对新认定的国家级工程技术研究中心，给予${money(a)}资助；对新认定的省级工程技术研究中心，给予${money(roundAmount(a / 5))}资助。`,
    (a) => `对新认定的新型研发机构，根据上年度研发投入情况，给予最高${money(a)}运营经费支持。`,
    (a) => `对新认定的国家级科技企业孵化器给予${money(roundAmount(a / 2))}奖励。`,
  ],
  知识产权: [
    () => '对获得国内发明专利授权的，每件资助1万元；对获得美国、日本、欧洲等国家和地区发明专利授权的，每件资助3万元。',
    (a) =>
      `对获得中国专利金奖的单位给予${money(roundAmount(Math.min(a, 100)))}奖励，获得银奖、优秀奖的分别给予相应奖励。`,
    (a) => `对开展高价值专利培育的企业，按实际投入的30%给予资助，最高${money(roundAmount(Math.min(a, 200)))}。`,
  ],
  成果转化: [
    (a) => `对技术合同成交额达到500万元以上的技术输出方，按成交额的2%给予奖补，最高${money(roundAmount(a / 5))}。`,
    (a) => `对高校、科研院所科技成果在本地转化实施的，按技术交易额的10%给予补助，最高${money(roundAmount(a / 2))}。`,
    () => '科技成果转化净收入用于奖励完成人和为成果转化作出重要贡献人员的比例不低于70%。',
  ],
  创新创业: [
    (a) => `对获得大赛全国总决赛一等奖的企业给予${money(roundAmount(Math.min(a, 100)))}奖励。`,
    (a) =>
      `科技创新券每家企业每年最高可申领${money(roundAmount(Math.min(a, 50)))}，用于购买检验检测、研究开发等科技服务。`,
    (a) => `对新认定的国家级众创空间给予${money(roundAmount(Math.min(a, 100)))}一次性奖励。`,
  ],
  数字化转型: [
    (a) => `对实施数字化改造的中小企业，按项目软硬件投资额的20%给予补助，最高${money(a)}。`,
    (a) => `对入选国家级智能制造示范工厂的企业，给予一次性${money(roundAmount(a / 2))}奖励。`,
    (a) =>
      `对工业互联网平台服务商为中小企业提供数字化转型服务的，按服务合同金额的30%给予补贴，最高${money(roundAmount(a / 3))}。`,
  ],
};

/** `k` distinct support clauses for the type. */
export function supportClauses(type: PolicyType, ceiling: number, topic: string, rng: Rng, k: number): string[] {
  return rng.sample(CLAUSES[type], k).map((c) => c(ceiling, topic, rng));
}

/** Eligibility conditions as 申报条件 lists state them. */
export function conditions(region: string, rng: Rng): string[] {
  const base = [
    `在${region || '中国境内'}依法注册登记，具有独立法人资格，财务管理制度健全；`,
    '近三年内无严重失信行为，未被列入经营异常名录和严重违法失信名单；',
    '近三年内未发生重大安全、重大质量事故和严重环境违法行为；',
  ];
  const extra = [
    '上年度研发费用占营业收入比例不低于3%；',
    '拥有与主营业务相关的有效发明专利或其他核心知识产权；',
    '企业从事研发和相关技术创新活动的科技人员占职工总数的比例不低于10%；',
    '项目具有明确的技术指标和经济指标，实施期一般为2至3年；',
    '申报单位须承诺按要求落实自筹资金，自筹资金与申请财政资金比例不低于1:1；',
    '同一项目不得重复申报其他财政专项资金；',
  ];
  return [...base, ...rng.sample(extra, rng.int(2, 4))];
}

export function materials(rng: Rng): string[] {
  const all = [
    '项目申报书（通过系统在线填报后导出并加盖公章）；',
    '营业执照复印件；',
    '经会计师事务所审计的上年度财务审计报告；',
    '上年度研发费用专项审计报告或鉴证报告；',
    '知识产权证明材料（专利证书、软件著作权登记证书等）；',
    '项目可行性研究报告；',
    '申报单位信用承诺书；',
    '其他能证明项目实施能力的相关材料。',
  ];
  return [...rng.sample(all.slice(0, 7), rng.int(3, 6)), all[7] as string];
}
