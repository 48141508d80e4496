import type { AssessmentResult, Criterion, PartScore, RuleSetInfo } from './types.ts';
import { percent, ratioAtLeast, ratioAtMost, wan, yearGrowth } from './figures.ts';
import { answerOf, isSet } from './fields.ts';
import { condition, pickBand, scoredItem, sumParts, unknownMax } from './build.ts';
import { IP_GRADE_LABELS, type ZhuanjingInput } from './zhuanjing-input.ts';
import { decide, scoreCondition, suggestionsOf } from './verdict.ts';

const SRC = '《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）附件1 创新型中小企业评价标准';

export const CXXZX_2022: RuleSetInfo = {
  id: 'cxxzx-2022',
  kind: 'cxxzx',
  title: '创新型中小企业评价标准（2022年）',
  source: SRC,
  effectiveFrom: '2022-06-01',
  note: '工信部企业〔2026〕2号第三十条：在“科技和创新型中小企业”标准发布前，继续适用本标准。',
};
export const CXXZX_PASS_SCORE = 60;
export const CXXZX_PART_MIN = { innovation: 20, growth: 15, specialization: 15 } as const;

export const CXXZX_IP_POINTS = { highValue1: 20, self1: 15, class1: 10, class2: 5, none: 0 } as const;
export const CXXZX_RD_BANDS = [
  { atLeast: 5, points: 20 },
  { atLeast: 3, points: 15 },
  { atLeast: 2, points: 10 },
  { atLeast: 1, points: 5 },
] as const;
export const CXXZX_GROWTH_BANDS = [
  { atLeast: 15, points: 20 },
  { atLeast: 10, points: 15 },
  { atLeast: 5, points: 10 },
  { atLeast: 0, points: 5 },
] as const;
export const CXXZX_DEBT_BANDS = [
  { atMost: 55, points: 10 },
  { atMost: 75, points: 5 },
] as const;
export const CXXZX_SHARE_BANDS = [
  { atLeast: 70, points: 20 },
  { atLeast: 60, points: 15 },
  { atLeast: 55, points: 10 },
  { atLeast: 50, points: 5 },
] as const;

/** 创新型中小企业: base requirements, then a score ≥60 with the part minima, or one direct condition. */
export function evaluateCxxzx(v: ZhuanjingInput): AssessmentResult {
  const criteria: Criterion[] = [
    condition(
      'b1',
      '属于中小企业',
      answerOf(v.isSme),
      v.isSme ? '是' : '否',
      '是',
      '在中华人民共和国境内工商注册登记、具有独立法人资格，符合《中小企业划型标准规定》的中小企业。',
      SRC,
    ),
    condition(
      'b2',
      '未被列入经营异常名录或严重失信主体名单',
      answerOf(v.notListed),
      v.notListed ? '未列入' : '已列入',
      '未列入',
      '未被列入经营异常名录或严重失信主体名单。',
      SRC,
    ),
    condition(
      'b3',
      '产品不属于禁止、限制或淘汰类',
      answerOf(v.productsAllowed),
      v.productsAllowed ? '不属于' : '属于',
      '不属于',
      '提供的产品（服务）不属于国家禁止、限制或淘汰类。',
      SRC,
    ),
    condition(
      'b4',
      '近三年无重大事故与偷漏税行为',
      answerOf(v.noIncidents),
      v.noIncidents ? '无' : '有',
      '无',
      '近三年未发生重大安全（含网络安全、数据安全）、质量、环境污染等事故以及偷漏税等违法违规行为。',
      SRC,
    ),
  ];

  const ip = isSet(v.ipGrade) ? CXXZX_IP_POINTS[v.ipGrade] : null;
  criteria.push(
    scoredItem(
      'ip',
      '与主导产品相关的有效知识产权',
      'innovation',
      20,
      ip,
      isSet(v.ipGrade) ? IP_GRADE_LABELS[v.ipGrade] : '',
      'Ⅰ类高价值1项以上20分',
      'A Ⅰ类高价值知识产权1项以上（20分）· B 自主研发Ⅰ类知识产权1项以上（15分）· C Ⅰ类知识产权1项以上（10分）· D Ⅱ类知识产权1项以上（5分）· E 无（0分）',
      SRC,
      ip !== null && ip < 20
        ? {
            gain: (ip < 10 ? 10 : ip < 15 ? 15 : 20) - ip,
            hint:
              ip < 10
                ? '取得1项Ⅰ类知识产权（如发明专利）'
                : ip < 15
                  ? '取得自主研发的Ⅰ类知识产权'
                  : '形成Ⅰ类高价值知识产权',
          }
        : undefined,
    ),
  );

  const rdLast = v.rd?.[2];
  const revLast = v.revenue?.[2];
  if (isSet(rdLast) && isSet(revLast) && revLast > 0) {
    const b = pickBand(CXXZX_RD_BANDS, (x) => ratioAtLeast(rdLast, revLast, x.atLeast));
    criteria.push(
      scoredItem(
        'rd_ratio',
        '上年度研发费用占营业收入比重',
        'innovation',
        20,
        b.points,
        `${wan(rdLast)} ÷ ${wan(revLast)} = ${percent(rdLast, revLast)}`,
        '≥5%得20分',
        'A 5%以上（20分）· B 3%–5%（15分）· C 2%–3%（10分）· D 1%–2%（5分）· E 1%以下（0分）；区间含下限',
        SRC,
        b.up ? { gain: b.up.points - b.points, hint: `研发费用占比提高到${b.up.atLeast}%以上` } : undefined,
      ),
    );
  } else {
    criteria.push(
      scoredItem(
        'rd_ratio',
        '上年度研发费用占营业收入比重',
        'innovation',
        20,
        isSet(rdLast) && revLast === 0 ? 0 : null,
        '营业收入为0',
        '≥5%得20分',
        'A 5%以上（20分）· B 3%–5%（15分）· C 2%–3%（10分）· D 1%–2%（5分）· E 1%以下（0分）',
        SRC,
      ),
    );
  }

  const m1 = v.mainRevenue?.[1];
  const m2 = v.mainRevenue?.[2];
  const g = isSet(m1) && isSet(m2) ? yearGrowth(m1, m2) : null;
  const growthRule =
    'A 15%以上（20分）· B 10%–15%（15分）· C 5%–10%（10分）· D 0%–5%（5分）· E 0%以下（0分）；区间含下限';
  if (g) {
    const b = pickBand(CXXZX_GROWTH_BANDS, (x) => g.atLeast(x.atLeast));
    criteria.push(
      scoredItem(
        'growth',
        '上年度主营业务收入增长率',
        'growth',
        20,
        b.points,
        `增长率${g.text}`,
        '≥15%得20分',
        growthRule,
        SRC,
        b.up ? { gain: b.up.points - b.points, hint: `主营业务收入增长率达到${b.up.atLeast}%以上` } : undefined,
      ),
    );
  } else {
    const c = scoredItem('growth', '上年度主营业务收入增长率', 'growth', 20, null, '', '≥15%得20分', growthRule, SRC);
    if (isSet(m1) && isSet(m2)) c.value = '前一年主营业务收入为负值，增长率无法计算';
    criteria.push(c);
  }

  const debtRule = 'A 55%以下（10分）· B 55%–75%（5分）· C 75%以上（0分）；55%含在A档，75%含在B档';
  if (isSet(v.liabilities) && isSet(v.assets) && v.assets > 0) {
    const { liabilities: l, assets: a } = v;
    const b = pickBand(CXXZX_DEBT_BANDS, (x) => ratioAtMost(l, a, x.atMost));
    criteria.push(
      scoredItem(
        'debt',
        '上年度资产负债率',
        'growth',
        10,
        b.points,
        `${wan(l)} ÷ ${wan(a)} = ${percent(l, a)}`,
        '≤55%得10分',
        debtRule,
        SRC,
        b.points < 10
          ? { gain: (b.points === 5 ? 10 : 5) - b.points, hint: `资产负债率降到${b.points === 5 ? 55 : 75}%以下` }
          : undefined,
      ),
    );
  } else {
    criteria.push(scoredItem('debt', '上年度资产负债率', 'growth', 10, null, '', '≤55%得10分', debtRule, SRC));
  }

  const se = answerOf(v.strategicEmerging);
  criteria.push(
    scoredItem(
      'field',
      '主导产品所属领域',
      'specialization',
      10,
      se === null ? null : se ? 10 : 5,
      se ? '属于战略性新兴产业' : '属于其他领域',
      '属于战略性新兴产业得10分',
      'A 属于《战略性新兴产业分类》（10分）· B 属于其他领域（5分）',
      SRC,
    ),
  );

  if (isSet(m2) && isSet(revLast) && revLast > 0) {
    const b = pickBand(CXXZX_SHARE_BANDS, (x) => ratioAtLeast(m2, revLast, x.atLeast));
    criteria.push(
      scoredItem(
        'main_share',
        '上年度主营业务收入占营业收入比重',
        'specialization',
        20,
        b.points,
        `${wan(m2)} ÷ ${wan(revLast)} = ${percent(m2, revLast)}`,
        '≥70%得20分',
        'A 70%以上（20分）· B 60%–70%（15分）· C 55%–60%（10分）· D 50%–55%（5分）· E 50%以下（0分）；区间含下限',
        SRC,
        b.up ? { gain: b.up.points - b.points, hint: `主营业务收入占比提高到${b.up.atLeast}%以上` } : undefined,
      ),
    );
  } else {
    criteria.push(
      scoredItem(
        'main_share',
        '上年度主营业务收入占营业收入比重',
        'specialization',
        20,
        null,
        '',
        '≥70%得20分',
        'A 70%以上（20分）· B 60%–70%（15分）· C 55%–60%（10分）· D 50%–55%（5分）· E 50%以下（0分）',
        SRC,
      ),
    );
  }

  const parts: PartScore[] = [
    {
      id: 'innovation',
      label: '创新能力',
      points: sumParts(criteria, 'innovation'),
      max: 40,
      min: CXXZX_PART_MIN.innovation,
    },
    { id: 'growth', label: '成长性', points: sumParts(criteria, 'growth'), max: 30, min: CXXZX_PART_MIN.growth },
    {
      id: 'specialization',
      label: '专业化',
      points: sumParts(criteria, 'specialization'),
      max: 30,
      min: CXXZX_PART_MIN.specialization,
    },
  ];
  const score = parts.reduce((a, p) => a + p.points, 0);

  // Route A: the score and each part's minimum.
  const routeA: Criterion[] = [
    scoreCondition(
      'score',
      '评价得分达到60分以上',
      score,
      unknownMax(criteria),
      CXXZX_PASS_SCORE,
      '评价得分达到60分以上（满分100分）。',
      SRC,
      'routeA',
    ),
    ...parts.map((p) =>
      scoreCondition(
        `min_${p.id}`,
        `${p.label}得分不低于${p.min}分`,
        p.points,
        unknownMax(criteria, p.id),
        p.min ?? 0,
        `其中${p.label}得分不低于${p.min}分。`,
        SRC,
        'routeA',
      ),
    ),
  ];
  // Route B: any one direct condition.
  const eq = isSet(v.equity3y) ? v.equity3y >= 500 : null;
  const routeB: Criterion[] = [
    condition(
      'd1',
      '近三年获得国家级、省级科技奖励',
      answerOf(v.sciTechAward),
      v.sciTechAward ? '是' : '否',
      '是',
      '近三年内获得过国家级、省级科技奖励。',
      SRC,
      undefined,
      'routeB',
    ),
    condition(
      'd2',
      '获得高新技术企业、国家级技术创新示范企业、知识产权优势企业或示范企业等荣誉（有效期内）',
      answerOf(v.techTitle),
      v.techTitle ? '是' : '否',
      '是',
      '获得高新技术企业、国家级技术创新示范企业、知识产权优势企业和知识产权示范企业等荣誉（均为有效期内）。',
      SRC,
      undefined,
      'routeB',
    ),
    condition(
      'd3',
      '拥有经认定的省部级以上研发机构',
      answerOf(v.provincialRdCentre),
      v.provincialRdCentre ? '是' : '否',
      '是',
      '拥有经认定的省部级以上研发机构。',
      SRC,
      undefined,
      'routeB',
    ),
    condition(
      'd4',
      '近三年新增股权融资总额（合格机构投资者实缴）500万元以上',
      eq,
      isSet(v.equity3y) ? wan(v.equity3y) : '',
      '≥500万元',
      '近三年新增股权融资总额（合格机构投资者的实缴额）500万元以上。',
      SRC,
      isSet(v.equity3y) ? `还差${wan(500 - v.equity3y)}` : undefined,
      'routeB',
    ),
  ];
  criteria.push(...routeA, ...routeB);

  const any = (cs: Criterion[], s: string) => cs.some((c) => c.status === s);
  const aStatus = any(routeA, 'missed') ? 'missed' : any(routeA, 'unknown') ? 'unknown' : 'met';
  const bStatus = any(routeB, 'met') ? 'met' : any(routeB, 'unknown') ? 'unknown' : 'missed';
  const routeStatus =
    aStatus === 'met' || bStatus === 'met'
      ? 'met'
      : aStatus === 'unknown' || bStatus === 'unknown'
        ? 'unknown'
        : 'missed';
  const route: Criterion = {
    id: 'route',
    label: '评价得分或直通条件',
    part: 'base',
    status: routeStatus,
    value: `评价得分${score}分${aStatus === 'met' ? '（达标）' : ''}；直通条件${bStatus === 'met' ? '已满足' : bStatus === 'unknown' ? '待确认' : '均不满足'}`,
    threshold: '得分≥60分且各部分达到最低分，或满足任一直通条件',
    rule: '满足基本条件，且评价得分达到60分以上（创新能力≥20分、成长性≥15分、专业化≥15分），或满足直通条件之一。',
    source: SRC,
  };
  if (routeStatus === 'missed') {
    route.gap = routeA
      .filter((c) => c.status === 'missed')
      .map((c) => `${c.label}${c.gap ? `，${c.gap}` : ''}`)
      .join('；');
  }
  criteria.push(route);
  const passBy =
    bStatus === 'met' && aStatus !== 'met'
      ? '通过直通条件认定。'
      : aStatus === 'met'
        ? `评价得分${score}分，达到60分且各部分均达到最低分。`
        : undefined;
  return decide({
    ruleSet: CXXZX_2022,
    criteria,
    parts,
    score,
    maxScore: 100,
    passScore: CXXZX_PASS_SCORE,
    suggestions: suggestionsOf(criteria),
    ...(passBy ? { summaryPass: passBy } : {}),
  });
}
