import { FUNDING_THEMES } from './themes/funding.ts';
import { INDUSTRY_THEMES } from './themes/industry.ts';
import { INNOVATION_THEMES } from './themes/innovation.ts';
import type { PolicyTheme } from './themes/model.ts';
import { RECOGNITION_THEMES } from './themes/recognition.ts';

/**
 * The order of the themes in the corpus. It is part of the corpus: national documents take fixed rows in this
 * order and local documents draw a theme by its index here, so reordering changes every seeded database.
 * A new theme goes at the end.
 */
const CORPUS_ORDER = [
  '首台（套）重大技术装备',
  '首批次新材料',
  '首版次软件',
  '瞪羚企业',
  '独角兽企业',
  '知识产权质押融资',
  '专精特新“小巨人”',
  '揭榜挂帅',
  '科技成果转化',
  '技术经纪人',
  '新型研发机构',
  '概念验证中心',
  '中试基地',
  '科技特派员',
  '外国高端人才',
  '博士后工作站',
  '研发费用加计扣除',
  '高新技术企业认定',
  '科技型中小企业评价',
  '科技企业孵化器',
  '众创空间',
  '科技保险',
  '高价值专利培育',
  '专利转化运用',
  '知识产权保护',
  '知识产权贯标',
  '数字化转型',
  '绿色低碳',
  '人工智能',
  '生物医药',
  '集成电路',
  '科技创新券',
  '创新联合体',
  '重点实验室',
  '企业技术中心',
  '制造业创新中心',
  '技术先进型服务企业',
  '软件和集成电路企业所得税优惠',
  '技术转让所得税收优惠',
  '科技信贷',
  '创业投资',
  '企业上市',
  '工业互联网',
  '智能制造',
  '5G应用',
  '数据要素',
  '算力基础设施',
  '新能源汽车',
  '低空经济',
  '氢能',
  '新型储能',
  '机器人',
  '创新型中小企业',
  '制造业单项冠军',
  '技术创新示范企业',
  '科技领军企业',
  '高层次人才引进',
  '青年科技人才',
  '卓越工程师',
  '科研经费管理改革',
  '职务科技成果赋权',
  '技术合同登记',
  '大学科技园',
  '高新区',
  '创新创业大赛',
  '留学人员创业',
  '大学生创业',
  '研发投入后补助',
  '服务型制造',
];

const byName = new Map(
  [...FUNDING_THEMES, ...RECOGNITION_THEMES, ...INNOVATION_THEMES, ...INDUSTRY_THEMES].map((t) => [t.name, t]),
);
if (byName.size !== CORPUS_ORDER.length || new Set(CORPUS_ORDER).size !== CORPUS_ORDER.length) {
  throw new Error('themes: every theme must be listed once in CORPUS_ORDER');
}

/** Every policy theme, in corpus order (see themes/model.ts for what a theme is). */
export const THEMES: PolicyTheme[] = CORPUS_ORDER.map((name) => {
  const theme = byName.get(name);
  if (!theme) throw new Error(`themes: ${name} is in CORPUS_ORDER but in no theme list`);
  return theme;
});
