import { IP_GRADE_LABELS, IP_GRADES, type ZhuanjingField } from '@aikc/shared/rules/zhuanjing-input';
import type { RuleSetId } from '@aikc/shared/rules/rule-sets';
import { range, type FieldSpec, type FormStep } from './field-spec.ts';

const yes = (key: ZhuanjingField, label: string, extra?: string): FieldSpec<ZhuanjingField> => ({
  key,
  kind: 'yesno',
  label,
  ...(extra ? { extra } : {}),
});

/** Every 梯度培育 field with the step it belongs to; a rule set's form shows the ones it reads, in this order. */
const FIELDS: [string, FieldSpec<ZhuanjingField>][] = [
  ['基本情况', yes('isSme', '是否为符合《中小企业划型标准规定》、具有独立法人资格的中小企业')],
  ['基本情况', yes('notListed', '是否未被列入经营异常名录或严重失信主体名单')],
  ['基本情况', yes('productsAllowed', '提供的产品（服务）是否不属于国家禁止、限制或淘汰类')],
  [
    '基本情况',
    yes('noIncidents', '近三年是否未发生重大安全（含网络、数据安全）、质量、环境污染事故及偷漏税等违法违规行为'),
  ],
  ['基本情况', yes('hasInnovativeTitle', '是否已认定为科技型中小企业或创新型中小企业（有效期内）')],
  ['基本情况', yes('isZjtx', '是否已认定为专精特新中小企业（有效期内）')],
  ['基本情况', { key: 'nicheYears', kind: 'count', label: '从事特定细分市场年限', unit: '年' }],
  ['财务数据', { key: 'revenue', kind: 'years', item: 'amount', label: '营业收入' }],
  [
    '财务数据',
    { key: 'mainRevenue', kind: 'years', item: 'amount', label: '主营业务收入', extra: '不能大于同年营业收入' },
  ],
  ['财务数据', { key: 'rd', kind: 'years', item: 'amount', label: '研发费用' }],
  ['财务数据', { key: 'netProfit', kind: 'amount', signed: true, label: '上年度净利润', extra: '亏损填负数' }],
  ['财务数据', { key: 'liabilities', kind: 'amount', label: '上年末负债总额' }],
  ['财务数据', { key: 'assets', kind: 'amount', label: '上年末资产总额' }],
  [
    '财务数据',
    { key: 'equity3y', kind: 'amount', label: '近三年新增股权融资总额', extra: '合格机构投资者的实缴额；没有填0' },
  ],
  [
    '财务数据',
    { key: 'equity2y', kind: 'amount', label: '近两年新增股权融资总额', extra: '合格机构投资者的实缴额；没有填0' },
  ],
  ['财务数据', { key: 'staffTotal', kind: 'count', label: '上年度职工总数', unit: '人' }],
  ['财务数据', { key: 'rdStaff', kind: 'count', label: '上年度研发人员数', unit: '人' }],
  [
    '创新能力',
    {
      key: 'ipGrade',
      kind: 'select',
      label: '与主导产品相关的有效知识产权',
      options: IP_GRADES.map((g) => ({ value: g, label: IP_GRADE_LABELS[g] })),
    },
  ],
  [
    '创新能力',
    {
      key: 'class1Count',
      kind: 'count',
      label: '与主导产品相关的Ⅰ类知识产权数量',
      unit: '项',
      extra: '发明专利、集成电路布图设计专有权、植物新品种等',
    },
  ],
  [
    '创新能力',
    {
      key: 'rdInstitution',
      kind: 'select',
      label: '研发机构级别',
      options: [
        { value: 'national', label: '国家级' },
        { value: 'provincial', label: '省级' },
        { value: 'city', label: '市级' },
        { value: 'belowCity', label: '市级以下' },
        { value: 'none', label: '未建立研发机构' },
      ],
    },
  ],
  ['创新能力', yes('strategicEmerging', '主导产品是否属于《战略性新兴产业分类》')],
  ['创新能力', yes('awardTop3', '是否获得省部级以上科技奖励且排名前三')],
  ['创新能力', yes('nationalAwardTop3', '是否获得国家级科技奖励且排名前三')],
  [
    '专业化与精细化',
    {
      key: 'productField',
      kind: 'select',
      label: '主导产品所属领域',
      options: [
        { value: 'key', label: '在产业链供应链关键环节补短板、锻长板、填空白（5分）' },
        { value: 'basic', label: '工业“六基”领域、中华老字号或链主企业配套（3分）' },
        { value: 'other', label: '其他（0分）' },
      ],
    },
  ],
  [
    '专业化与精细化',
    {
      key: 'digitalLevel',
      kind: 'select',
      label: '数字化水平（中小企业数字化水平评测）',
      options: [
        { value: '3', label: '三级及以上（5分）' },
        { value: '2', label: '二级（3分）' },
        { value: '1', label: '一级（0分）' },
      ],
    },
  ],
  [
    '专业化与精细化',
    {
      key: 'qualityItems',
      kind: 'count',
      label: '质量管理达标项数',
      unit: '项',
      extra: '如获得省级以上质量奖、通过质量管理体系认证、主导产品执行国际或国家标准等，每项3分，最高5分',
    },
  ],
  [
    '专业化与精细化',
    {
      key: 'featurePts',
      kind: 'select',
      label: '特色化指标自评得分',
      extra: '由各省级中小企业主管部门自行设定1–3个指标（满分15分），请对照本省细则自评',
      options: range(15),
    },
  ],
  ['专业化与精细化', yes('sixBases', '主导产品是否属于工业“六基”领域或产业链供应链关键环节')],
  ['市场与评价', yes('leadingShare', '主导产品细分市场占有率是否位居前列')],
  ['市场与评价', yes('marketTop', '主导产品全国细分市场占有率是否达到10%以上或位列全国前三')],
  ['市场与评价', yes('marketShare10', '主导产品全国细分市场占有率是否达到10%以上')],
  [
    '市场与评价',
    {
      key: 'devScore',
      kind: 'score',
      label: '专精特新发展评价得分',
      extra:
        '该得分只能由工信部优质中小企业梯度培育平台（zjtx.miit.gov.cn）按工信厅企业〔2024〕75号指标体系自动计算，本测评不代为估算；请填写平台显示的得分，不清楚可留空',
    },
  ],
  ['直通条件', yes('sciTechAward', '近三年是否获得国家级、省级科技奖励')],
  [
    '直通条件',
    yes('techTitle', '是否拥有有效期内的高新技术企业、国家级技术创新示范企业、知识产权优势企业或示范企业称号'),
  ],
  ['直通条件', yes('provincialRdCentre', '是否拥有经认定的省部级以上研发机构')],
];

/** The form steps of a rule set: only the fields it reads. */
export function zhuanjingSteps(fields: readonly string[]): FormStep<ZhuanjingField>[] {
  const steps: FormStep<ZhuanjingField>[] = [];
  for (const [step, spec] of FIELDS) {
    if (!fields.includes(spec.key)) continue;
    let s = steps.find((x) => x.title === step);
    if (!s) steps.push((s = { title: step, fields: [] }));
    s.fields.push(spec);
  }
  return steps;
}

export const STEP_INTROS: Partial<Record<RuleSetId, string>> = {
  'cxxzx-2022':
    '满足全部基本条件，且评价得分达到60分以上（创新能力≥20分、成长性≥15分、专业化≥15分），或满足任一直通条件。金额单位：万元。',
  'zjtx-2022': '满足基本条件，且评价得分（专业化25 · 精细化25 · 特色化15 · 创新能力35）达到60分以上。金额单位：万元。',
  'zjtx-2026': '以下条件须全部满足。金额单位：万元。',
  'xjr-2022': '以下条件须全部满足。金额单位：万元。',
  'xjr-2026': '以下条件须全部满足。金额单位：万元。',
};
