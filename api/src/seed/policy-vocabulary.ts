/**
 * The policy vocabulary of the label tree besides industries (industries.ts): the policy types every policy
 * has one of, and the topics (专题) policies are tagged with.
 */
export const POLICY_TYPES = [
  '资金扶持',
  '税收优惠',
  '资质认定',
  '人才政策',
  '金融支持',
  '平台建设',
  '知识产权',
  '成果转化',
  '创新创业',
  '数字化转型',
] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const TOPICS = [
  '专精特新',
  '高新技术企业',
  '研发费用加计扣除',
  '科技型中小企业',
  '首台（套）',
  '科技企业孵化器',
  '新型研发机构',
  '产学研合作',
  '科技金融',
  '人才引进',
  '企业技术中心',
  '技术合同登记',
  '揭榜挂帅',
  '未来产业',
];
