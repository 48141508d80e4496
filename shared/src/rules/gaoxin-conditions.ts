import type { Criterion } from './types.ts';
import { neededFor, percent, ratioAtLeast, shortBy, units, wan } from './figures.ts';
import { isSet } from './fields.ts';
import { HIGH_TECH_FIELDS, type GaoxinInput } from './gaoxin-input.ts';

// The 认定条件 of a 高企 (办法第十一条) that are checked, not scored: registered a year, IP, field, staff,
// R&D and income shares, no accident. Condition c7 (the score) is in gaoxin.ts, where the score is known.

export const BAN_FA = '《高新技术企业认定管理办法》（国科发火〔2016〕32号）第十一条';

/** The R&D share the latest year's sales require (指引: ≤5000万 5 %; 5000万–2亿 inclusive 4 %; above 3 %). */
export function rdBandPct(latestSalesWan: number): 5 | 4 | 3 {
  const s = units(latestSalesWan);
  if (s <= units(5000)) return 5;
  if (s <= units(20000)) return 4;
  return 3;
}

/** Conditions c1–c6; `years` is the full years registered, null when the date of establishment is missing. */
export function gaoxinConditions(v: GaoxinInput, years: number | null): Criterion[] {
  const criteria: Criterion[] = [];
  criteria.push(
    years === null
      ? {
          id: 'c1',
          label: '注册成立一年以上',
          part: 'base',
          status: 'unknown',
          value: '未填写成立日期',
          threshold: '≥1年',
          rule: '企业申请认定时须注册成立一年以上。',
          source: BAN_FA,
        }
      : {
          id: 'c1',
          label: '注册成立一年以上',
          part: 'base',
          status: years >= 1 ? 'met' : 'missed',
          value: `成立${years}年（${v.established}）`,
          threshold: '≥1年',
          rule: '企业申请认定时须注册成立一年以上（365个日历天数以上）。',
          source: BAN_FA,
          ...(years < 1 ? { gap: '成立未满一年，满一年后方可申请' } : {}),
        },
  );

  const ipKnown = isSet(v.class1Count) && isSet(v.class2Count) && isSet(v.acquisition);
  const ipCount = (v.class1Count ?? 0) + (v.class2Count ?? 0);
  criteria.push({
    id: 'c2',
    label: '拥有核心支持作用的知识产权',
    part: 'base',
    status: !ipKnown ? 'unknown' : ipCount >= 1 && v.acquisition !== 'none' ? 'met' : 'missed',
    value: ipKnown ? `Ⅰ类${v.class1Count}项，Ⅱ类${v.class2Count}项` : '未填写',
    threshold: '≥1项',
    rule: '企业通过自主研发、受让、受赠、并购等方式，获得对其主要产品（服务）在技术上发挥核心支持作用的知识产权的所有权。',
    source: BAN_FA,
    ...(ipKnown && ipCount === 0 ? { gap: '至少需要1项知识产权' } : {}),
  });

  criteria.push({
    id: 'c3',
    label: '核心技术属于重点支持领域',
    part: 'base',
    status: !isSet(v.techField)
      ? 'unknown'
      : (HIGH_TECH_FIELDS as readonly string[]).includes(v.techField)
        ? 'met'
        : 'missed',
    value: !isSet(v.techField) ? '未选择' : v.techField === 'none' ? '不属于八大领域' : v.techField,
    threshold: '八大领域之一',
    rule: '对企业主要产品（服务）发挥核心支持作用的技术属于《国家重点支持的高新技术领域》规定的范围。',
    source: BAN_FA,
  });

  if (isSet(v.staffTotal) && isSet(v.techStaff)) {
    const need = Math.ceil(v.staffTotal / 10);
    const ok = v.staffTotal > 0 && v.techStaff * 10 >= v.staffTotal;
    criteria.push({
      id: 'c4',
      label: '科技人员占比',
      part: 'base',
      status: ok ? 'met' : 'missed',
      value: `${v.techStaff}/${v.staffTotal}人，${percent(v.techStaff, v.staffTotal)}`,
      threshold: '≥10%',
      rule: '企业从事研发和相关技术创新活动的科技人员占企业当年职工总数的比例不低于10%（累计实际工作时间183天以上）。',
      source: BAN_FA,
      ...(ok ? {} : { gap: `还差${Math.max(1, need - v.techStaff)}名科技人员` }),
    });
  } else {
    criteria.push({
      id: 'c4',
      label: '科技人员占比',
      part: 'base',
      status: 'unknown',
      value: '未填写',
      threshold: '≥10%',
      rule: '科技人员占企业当年职工总数的比例不低于10%。',
      source: BAN_FA,
    });
  }

  const salesKnown = v.sales && v.sales.every(isSet);
  const rdKnown = v.rd && v.rd.every(isSet);
  if (salesKnown && rdKnown) {
    const sales = v.sales as [number, number, number];
    const rd = v.rd as [number, number, number];
    const salesSum = sales[0] + sales[1] + sales[2];
    const rdSum = rd[0] + rd[1] + rd[2];
    const pct = rdBandPct(sales[2]);
    const ok = salesSum > 0 && ratioAtLeast(rdSum, salesSum, pct);
    const bandText =
      pct === 5
        ? '最近一年销售收入5000万元（含）以下'
        : pct === 4
          ? '最近一年销售收入5000万元至2亿元（含）'
          : '最近一年销售收入2亿元以上';
    criteria.push({
      id: 'c5',
      label: '研发费用占销售收入比例',
      part: 'base',
      status: ok ? 'met' : 'missed',
      value: `近三年研发费用${wan(rdSum)} ÷ 销售收入${wan(salesSum)} = ${percent(rdSum, salesSum)}`,
      threshold: `≥${pct}%（${bandText}）`,
      rule: '近三个会计年度研究开发费用总额占同期销售收入总额的比例：最近一年销售收入小于5,000万元（含）的不低于5%；5,000万元至2亿元（含）的不低于4%；2亿元以上的不低于3%。',
      source: BAN_FA,
      ...(ok
        ? {}
        : {
            gap:
              salesSum > 0
                ? `研发费用还差${wan(shortBy(neededFor(salesSum, pct), rdSum))}`
                : '近三年销售收入为0，无法满足比例要求',
          }),
    });
    if (isSet(v.rdDomestic)) {
      const okD = rdSum > 0 && ratioAtLeast(v.rdDomestic, rdSum, 60);
      criteria.push({
        id: 'c5b',
        label: '境内研发费用占比',
        part: 'base',
        status: okD ? 'met' : 'missed',
        value: `境内${wan(v.rdDomestic)} ÷ 全部${wan(rdSum)} = ${percent(v.rdDomestic, rdSum)}`,
        threshold: '≥60%',
        rule: '在中国境内发生的研究开发费用总额占全部研究开发费用总额的比例不低于60%。',
        source: BAN_FA,
        ...(okD
          ? {}
          : { gap: rdSum > 0 ? `境内研发费用还差${wan(shortBy(neededFor(rdSum, 60), v.rdDomestic))}` : '研发费用为0' }),
      });
    } else {
      criteria.push({
        id: 'c5b',
        label: '境内研发费用占比',
        part: 'base',
        status: 'unknown',
        value: '未填写',
        threshold: '≥60%',
        rule: '在中国境内发生的研究开发费用总额占全部研究开发费用总额的比例不低于60%。',
        source: BAN_FA,
      });
    }
  } else {
    criteria.push({
      id: 'c5',
      label: '研发费用占销售收入比例',
      part: 'base',
      status: 'unknown',
      value: '未填写完整',
      threshold: '5%/4%/3%（按最近一年销售收入）',
      rule: '近三个会计年度研究开发费用总额占同期销售收入总额的比例符合要求。',
      source: BAN_FA,
    });
    criteria.push({
      id: 'c5b',
      label: '境内研发费用占比',
      part: 'base',
      status: 'unknown',
      value: '未填写完整',
      threshold: '≥60%',
      rule: '在中国境内发生的研究开发费用总额占全部研究开发费用总额的比例不低于60%。',
      source: BAN_FA,
    });
  }

  if (isSet(v.totalIncome) && isSet(v.hiTechIncome)) {
    const ok = v.totalIncome > 0 && ratioAtLeast(v.hiTechIncome, v.totalIncome, 60);
    criteria.push({
      id: 'c6',
      label: '高新技术产品（服务）收入占比',
      part: 'base',
      status: ok ? 'met' : 'missed',
      value: `${wan(v.hiTechIncome)} ÷ ${wan(v.totalIncome)} = ${percent(v.hiTechIncome, v.totalIncome)}`,
      threshold: '≥60%',
      rule: '近一年高新技术产品（服务）收入占企业同期总收入的比例不低于60%。',
      source: BAN_FA,
      ...(ok
        ? {}
        : {
            gap:
              v.totalIncome > 0
                ? `高新收入还差${wan(shortBy(neededFor(v.totalIncome, 60), v.hiTechIncome))}`
                : '总收入为0',
          }),
    });
  } else {
    criteria.push({
      id: 'c6',
      label: '高新技术产品（服务）收入占比',
      part: 'base',
      status: 'unknown',
      value: '未填写',
      threshold: '≥60%',
      rule: '近一年高新技术产品（服务）收入占企业同期总收入的比例不低于60%。',
      source: BAN_FA,
    });
  }
  return criteria;
}

/** Condition c8: no major safety or quality accident, no serious environmental violation in the last year. */
export function noAccidentCondition(v: GaoxinInput): Criterion {
  return isSet(v.noAccident)
    ? {
        id: 'c8',
        label: '近一年无重大安全、质量事故和严重环境违法行为',
        part: 'base',
        status: v.noAccident ? 'met' : 'missed',
        value: v.noAccident ? '无' : '有',
        threshold: '无',
        rule: '企业申请认定前一年内未发生重大安全、重大质量事故或严重环境违法行为。',
        source: BAN_FA,
        ...(v.noAccident ? {} : { gap: '申请前一年内发生过，需满一年后再申请' }),
      }
    : {
        id: 'c8',
        label: '近一年无重大安全、质量事故和严重环境违法行为',
        part: 'base',
        status: 'unknown',
        value: '未选择',
        threshold: '无',
        rule: '企业申请认定前一年内未发生重大安全、重大质量事故或严重环境违法行为。',
        source: BAN_FA,
      };
}
