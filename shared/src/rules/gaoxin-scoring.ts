import type { Criterion, PartScore } from './types.ts';
import { isSet } from './fields.ts';
import type { GaoxinInput } from './gaoxin-input.ts';
import { GROWTH_BANDS, growthOf, growthPoints } from './gaoxin-growth.ts';

// 创新能力评价 of a 高企 (指引): 知识产权 30, 科技成果转化能力 30, 研究开发组织管理水平 20, 企业成长性 20.

export const ZHI_YIN = '《高新技术企业认定管理工作指引》（国科发火〔2016〕195号）';
export const IP_CAP = 30;

/** Conversion bands by yearly average (A ≥5 … E ≥1), points at the band floor. */
export const CONVERSION_BANDS = [
  { grade: 'A', atLeast: 5, points: 25, range: '25–30' },
  { grade: 'B', atLeast: 4, points: 19, range: '19–24' },
  { grade: 'C', atLeast: 3, points: 13, range: '13–18' },
  { grade: 'D', atLeast: 2, points: 7, range: '7–12' },
  { grade: 'E', atLeast: 1, points: 1, range: '1–6' },
] as const;

/** 知识产权数量: Ⅰ类 1 → 7, ≥2 → 8; else Ⅱ类 ≥6 → 6, 5 → 5, 3–4 → 3–4, 1–2 → 1–2; none 0. */
export function ipQuantityPoints(class1: number, class2: number): { points: number; grade: string } {
  if (class1 >= 1) return { points: class1 >= 2 ? 8 : 7, grade: 'A' };
  if (class2 >= 5) return { points: class2 >= 6 ? 6 : 5, grade: 'B' };
  if (class2 >= 3) return { points: class2, grade: 'C' };
  if (class2 >= 1) return { points: class2, grade: 'D' };
  return { points: 0, grade: 'E' };
}

const clampInt = (v: number, max: number) => Math.max(0, Math.min(max, Math.trunc(v)));

function rated(
  id: string,
  part: string,
  label: string,
  max: number,
  v: number | null | undefined,
  rule: string,
  hint: string,
): Criterion {
  if (!isSet(v))
    return { id, label, part, status: 'unknown', max, value: '未填写', threshold: `0–${max}分`, rule, source: ZHI_YIN };
  const points = clampInt(v, max);
  const c: Criterion = {
    id,
    label,
    part,
    status: points > 0 ? 'met' : 'missed',
    points,
    max,
    value: `自评${points}分`,
    threshold: `0–${max}分`,
    rule,
    source: ZHI_YIN,
  };
  if (points < max) c.next = { gain: max - points, hint };
  return c;
}

/** The scored items (in the 指引's order) with the four parts and their sum. */
export interface GaoxinScoring {
  items: Criterion[];
  parts: PartScore[];
  score: number;
  /** What the items left unknown could still add (the IP part no more than its cap). */
  unknownMax: number;
}

/** Scores 创新能力评价; `years` is the full years registered, null when unknown (then growth is unknown). */
export function scoreGaoxin(v: GaoxinInput, years: number | null): GaoxinScoring {
  const criteria: Criterion[] = [];
  const ipItems: Criterion[] = [
    rated(
      'ip_advance',
      'ip',
      '技术的先进程度',
      8,
      v.advancePts,
      'A 高（7–8分）· B 较高（5–6分）· C 一般（3–4分）· D 较低（1–2分）· E 无（0分）',
      '提升知识产权所涉技术的先进程度',
    ),
    rated(
      'ip_core',
      'ip',
      '对主要产品（服务）的核心支持作用',
      8,
      v.corePts,
      'A 强（7–8分）· B 较强（5–6分）· C 一般（3–4分）· D 较弱（1–2分）· E 无（0分）',
      '加强知识产权与主要产品（服务）的关联',
    ),
  ];
  if (isSet(v.class1Count) && isSet(v.class2Count)) {
    const q = ipQuantityPoints(v.class1Count, v.class2Count);
    const c: Criterion = {
      id: 'ip_quantity',
      label: '知识产权数量',
      part: 'ip',
      status: q.points > 0 ? 'met' : 'missed',
      points: q.points,
      max: 8,
      value: `Ⅰ类${v.class1Count}项，Ⅱ类${v.class2Count}项（${q.grade}档）`,
      threshold: 'Ⅰ类1项以上7–8分',
      rule: 'A 1项及以上Ⅰ类（7–8分）· B 5项及以上Ⅱ类（5–6分）· C 3–4项Ⅱ类（3–4分）· D 1–2项Ⅱ类（1–2分）· E 0项（0分）。本测评：Ⅰ类1项7分、2项及以上8分；Ⅱ类按项数计分。',
      source: ZHI_YIN,
    };
    if (q.points < 7) c.next = { gain: 7 - q.points, hint: '取得1项Ⅰ类知识产权（如发明专利、集成电路布图设计专有权）' };
    else if (q.points < 8) c.next = { gain: 1, hint: '再取得1项Ⅰ类知识产权' };
    ipItems.push(c);
  } else {
    ipItems.push({
      id: 'ip_quantity',
      label: '知识产权数量',
      part: 'ip',
      status: 'unknown',
      max: 8,
      value: '未填写',
      threshold: 'Ⅰ类1项以上7–8分',
      rule: 'A 1项及以上Ⅰ类（7–8分）· B 5项及以上Ⅱ类（5–6分）· C 3–4项Ⅱ类（3–4分）· D 1–2项Ⅱ类（1–2分）· E 0项（0分）',
      source: ZHI_YIN,
    });
  }
  const acqMax = v.acquisition === 'transfer' ? 3 : v.acquisition === 'none' ? 0 : 6;
  const acq = rated(
    'ip_acquisition',
    'ip',
    '知识产权获得方式',
    6,
    isSet(v.acquisitionPts) ? Math.min(v.acquisitionPts, acqMax) : v.acquisitionPts,
    'A 有自主研发（1–6分）· B 仅有受让、受赠和并购等（1–3分）',
    '通过自主研发取得知识产权',
  );
  ipItems.push(acq);
  ipItems.push(
    rated(
      'ip_standard',
      'ip',
      '参与编制国家标准、行业标准等（加分项）',
      2,
      v.standardPts,
      'A 是（1–2分）· B 否（0分）；加分后知识产权得分不超过30分',
      '参与编制国家标准、行业标准、检测方法或技术规范',
    ),
  );
  const ipRaw = ipItems.reduce((a, c) => a + (c.points ?? 0), 0);
  const ipPoints = Math.min(IP_CAP, ipRaw);
  for (const c of ipItems) if (c.next) c.next.gain = Math.max(0, Math.min(IP_CAP, ipRaw + c.next.gain) - ipPoints);
  criteria.push(...ipItems);

  if (v.conversions && v.conversions.every(isSet) && years !== null) {
    const total = (v.conversions as number[]).reduce((a, b) => a + b, 0);
    const span = Math.max(1, Math.min(3, years));
    const b = CONVERSION_BANDS.find((x) => total >= x.atLeast * span);
    const points = b?.points ?? 0;
    const idx = b ? CONVERSION_BANDS.indexOf(b) : CONVERSION_BANDS.length;
    const c: Criterion = {
      id: 'conversion',
      label: '科技成果转化能力',
      part: 'conversion',
      status: points > 0 ? 'met' : 'missed',
      points,
      max: 30,
      value: `近${span}年共${total}项，年均${(total / span).toFixed(2)}项（${b?.grade ?? 'F'}档，区间${b?.range ?? '0'}分）`,
      threshold: '年均≥5项为A档',
      rule: '按近3年（不足3年按实际经营年限）科技成果转化的年平均数：A ≥5项（25–30分）· B ≥4项（19–24分）· C ≥3项（13–18分）· D ≥2项（7–12分）· E ≥1项（1–6分）· F 0项（0分）。区间内分值由评审专家确定，本测评按区间下限计。',
      source: ZHI_YIN,
    };
    const up = idx > 0 ? CONVERSION_BANDS[idx - 1] : undefined;
    if (up)
      c.next = {
        gain: up.points - points,
        hint: `近${span}年成果转化再增加${up.atLeast * span - total}项（年均达到${up.atLeast}项）`,
      };
    criteria.push(c);
  } else {
    criteria.push({
      id: 'conversion',
      label: '科技成果转化能力',
      part: 'conversion',
      status: 'unknown',
      max: 30,
      value: '未填写',
      threshold: '年均≥5项为A档',
      rule: '按近3年科技成果转化的年平均数分档计分。',
      source: ZHI_YIN,
    });
  }

  criteria.push(
    rated(
      'mgmt_system',
      'management',
      '研发项目管理制度、研发投入核算体系与辅助账',
      6,
      v.mgmtSystem,
      '制定了企业研究开发的组织管理制度，建立了研发投入核算体系，编制了研发费用辅助账（≤6分）',
      '完善研发项目立项、核算体系与研发费用辅助账',
    ),
    rated(
      'mgmt_institution',
      'management',
      '研发机构与产学研合作',
      6,
      v.mgmtInstitution,
      '设立了内部科学技术研究开发机构并具备相应的科研条件，与国内外研究开发机构开展多种形式产学研合作（≤6分）',
      '设立内部研发机构，开展产学研合作',
    ),
    rated(
      'mgmt_incentive',
      'management',
      '成果转化激励与开放式创新平台',
      4,
      v.mgmtIncentive,
      '建立了科技成果转化的组织实施与激励奖励制度，建立开放式的创新创业平台（≤4分）',
      '建立成果转化激励制度与开放式创新平台',
    ),
    rated(
      'mgmt_talent',
      'management',
      '人才培养与绩效评价奖励',
      4,
      v.mgmtTalent,
      '建立了科技人员的培养进修、职工技能培训、优秀人才引进，以及人才绩效评价奖励制度（≤4分）',
      '建立科技人员培养与绩效评价奖励制度',
    ),
  );

  for (const [id, label, fig] of [
    ['growth_assets', '净资产增长率', v.netAssets],
    ['growth_sales', '销售收入增长率', v.sales],
  ] as const) {
    const rule =
      '增长率 = 1/2 ×（第二年÷第一年 + 第三年÷第二年）− 1：A ≥35%（9–10分）· B ≥25%（7–8分）· C ≥15%（5–6分）· D ≥5%（3–4分）· E >0（1–2分）· F ≤0（0分）。第一年为0的按后两年计算；第二年为0的按0分计；实际经营一年的按0分计。区间内分值由评审专家确定，本测评按区间下限计。';
    if (!fig || !fig.every(isSet) || years === null) {
      criteria.push({
        id,
        label,
        part: 'growth',
        status: 'unknown',
        max: 10,
        value: '未填写完整',
        threshold: '≥35%为A档',
        rule,
        source: ZHI_YIN,
      });
      continue;
    }
    const g = growthOf(fig as [number, number, number], years);
    const p = growthPoints(g);
    const why =
      g.case === 'oneYear'
        ? '实际经营仅一年，按0分计'
        : g.case === 'y2zero'
          ? '第二年为0（或为负），按0分计'
          : `${g.case === 'laterTwo' ? '按后两年计算，' : ''}增长率${((g.rate ?? 0) * 100).toFixed(2)}%`;
    const c: Criterion = {
      id,
      label,
      part: 'growth',
      status: p.points > 0 ? 'met' : 'missed',
      points: p.points,
      max: 10,
      value: `${why}（${p.grade}档，区间${p.range}分）`,
      threshold: '≥35%为A档',
      rule,
      source: ZHI_YIN,
    };
    const up = [...GROWTH_BANDS].reverse().find((b) => b.points > p.points);
    if (up && g.case !== 'oneYear') c.next = { gain: up.points - p.points, hint: `${label}达到${up.atLeast}%以上` };
    criteria.push(c);
  }

  const partPoints = (part: string) => criteria.filter((c) => c.part === part).reduce((a, c) => a + (c.points ?? 0), 0);
  const parts: PartScore[] = [
    { id: 'ip', label: '知识产权', points: ipPoints, max: 30 },
    { id: 'conversion', label: '科技成果转化能力', points: partPoints('conversion'), max: 30 },
    { id: 'management', label: '研究开发组织管理水平', points: partPoints('management'), max: 20 },
    { id: 'growth', label: '企业成长性', points: partPoints('growth'), max: 20 },
  ];
  const score = parts.reduce((a, p) => a + p.points, 0);
  // An unknown item could still add up to its maximum (the IP part no more than its cap).
  const unknownIp = Math.min(
    IP_CAP - ipPoints,
    criteria.filter((c) => c.part === 'ip' && c.status === 'unknown').reduce((a, c) => a + (c.max ?? 0), 0),
  );
  const unknownOther = criteria
    .filter((c) => c.part !== 'ip' && c.status === 'unknown')
    .reduce((a, c) => a + (c.max ?? 0), 0);
  return { items: criteria, parts, score, unknownMax: unknownIp + unknownOther };
}
