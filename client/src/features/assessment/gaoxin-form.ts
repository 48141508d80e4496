import { HIGH_TECH_FIELD_OPTIONS, type GaoxinField } from '@aikc/shared/rules/gaoxin-input';
import { bandOptions, range, type FormStep } from './field-spec.ts';

/** The 高企 form in the 工作指引's order: 基本条件, then the four parts of 创新能力评价. */
export const GAOXIN_STEPS: FormStep<GaoxinField>[] = [
  {
    title: '基本条件',
    intro:
      '《高新技术企业认定管理办法》第十一条的八项条件须全部满足。金额单位均为万元，按会计年度填写，未经营的年度填0。',
    fields: [
      { key: 'established', kind: 'date', label: '注册成立日期', extra: '须注册成立一年以上（365个日历天数以上）' },
      {
        key: 'techField',
        kind: 'select',
        label: '核心技术所属领域',
        extra: '《国家重点支持的高新技术领域》八大领域',
        options: HIGH_TECH_FIELD_OPTIONS.map((f) => ({ value: f, label: f === 'none' ? '不属于以上领域' : f })),
      },
      {
        key: 'staffTotal',
        kind: 'count',
        label: '最近一年职工总数',
        unit: '人',
        extra: '含在职、兼职和临时聘用人员（兼职、临时聘用人员全年须在企业累计工作183天以上）',
      },
      {
        key: 'techStaff',
        kind: 'count',
        label: '科技人员数',
        unit: '人',
        extra: '直接从事研发和相关技术创新活动、以及专门从事上述活动管理和提供直接技术服务的人员；须占职工总数10%以上',
      },
      {
        key: 'sales',
        kind: 'years',
        item: 'amount',
        label: '销售收入',
        extra:
          '主营业务收入与其他业务收入之和；最近一年的销售收入决定研发费用比例：≤5000万元 5%，5000万–2亿元（含）4%，>2亿元 3%',
      },
      {
        key: 'rd',
        kind: 'years',
        item: 'amount',
        label: '研究开发费用',
        extra: '按研发费用辅助账归集；近三年合计占同期销售收入合计的比例须达到上述要求',
      },
      {
        key: 'rdDomestic',
        kind: 'amount',
        label: '近三年在中国境内发生的研发费用合计',
        extra: '须占近三年研发费用合计的60%以上',
      },
      { key: 'totalIncome', kind: 'amount', label: '最近一年总收入', extra: '收入总额减去不征税收入' },
      {
        key: 'hiTechIncome',
        kind: 'amount',
        label: '最近一年高新技术产品（服务）收入',
        extra: '须占同期总收入60%以上',
      },
      {
        key: 'noAccident',
        kind: 'yesno',
        label: '申请前一年内是否未发生重大安全、质量事故或严重环境违法行为',
        yes: '未发生',
        no: '发生过',
      },
    ],
  },
  {
    title: '知识产权',
    intro:
      '满分30分（含加分项，合计不超过30分）。按与主要产品（服务）相关的知识产权计算，Ⅱ类知识产权在有效期内只能使用一次。',
    fields: [
      {
        key: 'class1Count',
        kind: 'count',
        label: 'Ⅰ类知识产权数量',
        unit: '项',
        extra:
          '发明专利（含国防专利）、植物新品种、国家级农作物品种、国家新药、国家一级中药保护品种、集成电路布图设计专有权。A档：1项以上 7–8分',
      },
      {
        key: 'class2Count',
        kind: 'count',
        label: 'Ⅱ类知识产权数量',
        unit: '项',
        extra: '实用新型专利、外观设计专利、软件著作权。B档 ≥5项 5–6分 · C档 3–4项 3–4分 · D档 1–2项 1–2分',
      },
      {
        key: 'acquisition',
        kind: 'select',
        label: '知识产权获得方式',
        options: [
          { value: 'self', label: '有自主研发（1–6分）' },
          { value: 'transfer', label: '仅有受让、受赠、并购等（1–3分）' },
          { value: 'none', label: '没有知识产权' },
        ],
      },
      {
        key: 'acquisitionPts',
        kind: 'select',
        label: '获得方式自评得分',
        extra: '自主研发1–6分；仅受让、受赠、并购1–3分',
        options: range(6),
      },
      {
        key: 'advancePts',
        kind: 'select',
        label: '技术的先进程度（自评）',
        extra: '由评审专家判断，此处请按企业实际自评',
        options: bandOptions([
          ['A 高', [8, 7]],
          ['B 较高', [6, 5]],
          ['C 一般', [4, 3]],
          ['D 较低', [2, 1]],
          ['E 无', [0]],
        ]),
      },
      {
        key: 'corePts',
        kind: 'select',
        label: '对主要产品（服务）在技术上发挥核心支持作用（自评）',
        options: bandOptions([
          ['A 强', [8, 7]],
          ['B 较强', [6, 5]],
          ['C 一般', [4, 3]],
          ['D 较弱', [2, 1]],
          ['E 无', [0]],
        ]),
      },
      {
        key: 'standardPts',
        kind: 'select',
        label: '是否参与编制国家标准、行业标准、检测方法、技术规范（加分项）',
        options: bandOptions([
          ['A 是', [2, 1]],
          ['B 否', [0]],
        ]),
      },
    ],
  },
  {
    title: '科技成果转化',
    intro:
      '满分30分。按近三年（不足三年按实际经营年限）科技成果转化的年平均数分档：≥5项 A档25–30分 · ≥4项 B档19–24分 · ≥3项 C档13–18分 · ≥2项 D档7–12分 · ≥1项 E档1–6分 · 0项 0分。',
    fields: [
      {
        key: 'conversions',
        kind: 'years',
        item: 'count',
        label: '科技成果转化数（项）',
        extra: '同一科技成果分别在国内外转化的，或转化为多个产品、服务、工艺、样品、样机等的，只计为一项',
      },
    ],
  },
  {
    title: '研发组织管理',
    intro: '满分20分，按企业制度建设与执行情况自评。',
    fields: [
      {
        key: 'mgmtSystem',
        kind: 'select',
        label: '研发项目立项、组织管理制度，研发投入核算体系与研发费用辅助账',
        extra: '最高6分',
        options: range(6),
      },
      {
        key: 'mgmtInstitution',
        kind: 'select',
        label: '内部研究开发机构及科研条件，产学研合作',
        extra: '最高6分',
        options: range(6),
      },
      {
        key: 'mgmtIncentive',
        kind: 'select',
        label: '科技成果转化组织实施与激励奖励制度，开放式创新创业平台',
        extra: '最高4分',
        options: range(4),
      },
      {
        key: 'mgmtTalent',
        kind: 'select',
        label: '人才培养进修、技能培训、人才引进与绩效评价奖励制度',
        extra: '最高4分',
        options: range(4),
      },
    ],
  },
  {
    title: '企业成长性',
    intro:
      '满分20分。增长率 = 1/2 ×（第二年÷第一年 + 第三年÷第二年）− 1，净资产与销售收入各10分：≥35% 9–10分 · ≥25% 7–8分 · ≥15% 5–6分 · ≥5% 3–4分 · >0 1–2分 · ≤0 0分。第一年为0按后两年计算；第二年为0或实际经营一年的按0分计。销售收入取自“基本条件”。',
    fields: [
      {
        key: 'netAssets',
        kind: 'years',
        item: 'amount',
        signed: true,
        label: '年末净资产',
        extra: '资产总额减负债总额',
      },
    ],
  },
];
