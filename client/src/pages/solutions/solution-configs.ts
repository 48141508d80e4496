import { BIG_SCREENS } from '@aikc/shared/routes';

export type SolutionKey = 'cyy' | 'jrjg' | 'qyfw' | 'zfjg';
export type DeliveryMode = 'saas' | 'api' | 'private';

export interface TitledText {
  title: string;
  text: string;
}

/** A capability of the portal offered to this audience, linked to the page where it can be tried. */
export interface Capability extends TitledText {
  href: string;
  linkText: string;
}

/** Everything one /szhfa/* solution page shows; one page component renders any of them. */
export interface SolutionConfig {
  key: SolutionKey;
  title: string;
  audience: string;
  summary: string;
  painPoints: TitledText[];
  capabilities: Capability[];
  scenarios: TitledText[];
  recommended: DeliveryMode;
}

const screen = (id: (typeof BIG_SCREENS)[number]['id']) => ({
  href: `/big_screen/${id}`,
  title: BIG_SCREENS.find((s) => s.id === id)?.title ?? '数据大屏',
});

/** The three ways the platform is delivered, the same for every audience. */
export const DELIVERY_MODES: Record<DeliveryMode, TitledText> = {
  saas: {
    title: 'SaaS 账号',
    text: '开通机构账号即可在线使用政策库、申报日历、企业库、AI问答与数据大屏等功能，无需部署，开通即用。',
  },
  api: {
    title: '数据接口',
    text: '通过开放平台以标准接口获取政策、项目、企业与申报日历数据，接入机构自有的业务系统或门户。',
  },
  private: {
    title: '私有化部署',
    text: '在机构自有服务器或指定的云环境中部署平台，数据存储在本地，适合对数据存储位置和系统对接有明确要求的单位。',
  },
};

export const SOLUTIONS: Record<SolutionKey, SolutionConfig> = {
  cyy: {
    key: 'cyy',
    title: '产业园区数字化方案',
    audience: '产业园区',
    summary:
      '为园区管理机构提供政策获取、申报组织、企业摸排和产业分析的一体化数字工具，帮助园区把惠企政策及时送达入驻企业，提升园区服务能力。',
    painPoints: [
      { title: '政策信息分散', text: '国家、省、市、区县各级政策来源多、更新快，园区难以及时整理并告知入驻企业。' },
      { title: '申报组织靠人工', text: '申报通知发布后才逐家摸排，企业资质底数不清，容易错过申报窗口。' },
      { title: '企业培育缺抓手', text: '高新技术企业、专精特新企业的培育梯队不明确，辅导工作缺少依据。' },
      { title: '产业分析缺数据', text: '招商研判和产业规划缺少企业与产业链数据支撑，服务成效难以直观呈现。' },
    ],
    capabilities: [
      {
        title: '园区政策库',
        text: '按园区所在省市筛选各级科技政策，查看政策原文、附件与解读。',
        href: '/policy/list',
        linkText: '进入政策库',
      },
      {
        title: '申报日历',
        text: '按日查看本地申报项目的开始与截止时间，提前组织企业准备材料。',
        href: '/policy/sbyl',
        linkText: '查看申报日历',
      },
      {
        title: '企业查询',
        text: '查询入驻及拟引进企业的工商登记、经营状态和知识产权信息。',
        href: '/company/list',
        linkText: '进入企业库',
      },
      {
        title: '政策匹配',
        text: '依据企业信息智能匹配可申报政策，为企业给出申报参考。',
        href: '/match/chat/zcpp',
        linkText: '体验政策匹配',
      },
      {
        title: '高企自测',
        text: '对照高新技术企业认定指标逐项自测，摸清培育梯队。',
        href: '/evaluate/gaoxin',
        linkText: '开始自测',
      },
      {
        title: screen('s4').title,
        text: '以可视化大屏展示产业链上中下游的企业与要素分布。',
        href: screen('s4').href,
        linkText: '查看大屏',
      },
    ],
    scenarios: [
      { title: '高企培育摸排', text: '组织入驻企业完成高企自测，按达标情况分层建立培育名单，有针对性地开展辅导。' },
      { title: '申报季集中服务', text: '通过申报日历掌握本地申报窗口，结合政策匹配结果向符合条件的企业定向通知。' },
      { title: '招商研判', text: '借助企业库与产业链大屏了解目标企业和产业链缺口，为招商决策提供参考。' },
    ],
    recommended: 'saas',
  },
  jrjg: {
    key: 'jrjg',
    title: '金融机构数字化方案',
    audience: '金融机构',
    summary:
      '面向银行、担保、投资等金融机构，以科创企业公开数据和政策资质信息支持科创金融业务的获客、尽调与存量客户管理。',
    painPoints: [
      { title: '轻资产企业难评估', text: '科创企业固定资产少，传统授信依据不足，需要更多维度的参考信息。' },
      { title: '获客效率低', text: '依赖线下走访，难以批量发现具备科技资质、享受政策支持的企业。' },
      { title: '信息分散', text: '企业的工商、知识产权与政策支持信息分布在不同渠道，核实耗时。' },
      { title: '存量管理滞后', text: '对存量客户经营状态的变化缺少持续、批量的了解手段。' },
    ],
    capabilities: [
      {
        title: '企业数据库',
        text: '按地区、行业、注册资本、成立时间等条件筛选企业，查看工商、经营状态与知识产权信息。',
        href: '/company/list',
        linkText: '进入企业库',
      },
      {
        title: '企业评价',
        text: 'AI企业评价从多个维度生成企业评价参考，辅助前期了解。',
        href: '/match/chat/qypj',
        linkText: '体验企业评价',
      },
      {
        title: '政策与项目',
        text: '了解企业所在地区的扶持政策与申报项目，判断企业可能获得的政策支持。',
        href: '/project/list',
        linkText: '查看申报项目',
      },
      {
        title: screen('s3').title,
        text: '以可视化大屏展示区域科创企业的分布、资质与知识产权情况。',
        href: screen('s3').href,
        linkText: '查看大屏',
      },
      {
        title: '数据接口',
        text: '通过开放接口将企业与政策数据接入行内系统，支持批量查询。',
        href: '/szhfa/openapi',
        linkText: '了解开放平台',
      },
    ],
    scenarios: [
      { title: '科创客户名单拓展', text: '按地区、行业和资质标签筛选企业，形成科创金融产品的目标客户名单。' },
      {
        title: '授信前了解企业',
        text: '在尽职调查前快速了解企业的登记信息、知识产权和政策支持情况。本平台数据仅供参考，不替代机构自身的审查。',
      },
      { title: '存量客户复核', text: '通过数据接口定期复核存量客户的经营状态，对注销、吊销等异常状态及时关注。' },
    ],
    recommended: 'api',
  },
  qyfw: {
    key: 'qyfw',
    title: '企业服务数字化方案',
    audience: '企业服务机构',
    summary:
      '为科技咨询、知识产权、财税及申报代理等企业服务机构提供政策与企业数据工具，提升政策研究、客户诊断和申报服务的效率。',
    painPoints: [
      { title: '政策研究耗人力', text: '各地政策数量多、口径不一，人工检索和解读占用大量顾问时间。' },
      { title: '申报节点易遗漏', text: '同时服务多家客户、多个项目，申报开始与截止时间容易遗漏。' },
      { title: '客户诊断不标准', text: '客户初次咨询时缺少统一的诊断工具，服务质量依赖个人经验。' },
      { title: '客户拓展难', text: '缺少按地区、行业和资质条件筛选潜在客户的手段。' },
    ],
    capabilities: [
      {
        title: '政策检索与解读',
        text: '多条件检索各级政策，关键词高亮，附政策解读与相关申报项目。',
        href: '/policy/list',
        linkText: '进入政策库',
      },
      {
        title: '申报日历',
        text: '按地区查看每日开始与截止的申报项目，统一安排服务节奏。',
        href: '/policy/sbyl',
        linkText: '查看申报日历',
      },
      {
        title: '政策匹配',
        text: '依据客户企业信息匹配可申报政策，快速形成服务建议。',
        href: '/match/chat/zcpp',
        linkText: '体验政策匹配',
      },
      {
        title: '高企与专精特新自测',
        text: '对照认定指标为客户逐项自测，作为初诊的标准化工具。',
        href: '/evaluate/gaoxin',
        linkText: '开始自测',
      },
      {
        title: '企业查询',
        text: '按地区、行业、资质标签等条件查找潜在客户企业。',
        href: '/company/list',
        linkText: '进入企业库',
      },
    ],
    scenarios: [
      { title: '客户初诊', text: '通过高企或专精特新自测与政策匹配，为新客户出具可申报方向的参考建议。' },
      { title: '申报季项目管理', text: '以申报日历掌握各地申报窗口，提前提醒客户准备材料。' },
      { title: '区域客户拓展', text: '在企业库中按地区和行业筛选企业，结合当地政策开展精准拓展。' },
    ],
    recommended: 'saas',
  },
  zfjg: {
    key: 'zfjg',
    title: '政府机构数字化方案',
    audience: '政府机构',
    summary:
      '面向科技、工业和信息化等主管部门及区县政府，提供政策汇集、精准触达和区域科创数据可视化能力，辅助惠企政策落地和科学决策。',
    painPoints: [
      { title: '政策触达难', text: '政策发布后主要依靠门户网站和公众号，企业知晓率不高。' },
      { title: '落地效果难评估', text: '惠企政策覆盖了多少企业、申报情况如何，缺少直观的数据呈现。' },
      { title: '企业底数不清', text: '区域内科技型企业、高新技术企业和专精特新企业的分布与梯队情况掌握不全。' },
      { title: '决策缺少对标', text: '制定政策时缺少对上级和周边地区同类政策的系统对比。' },
    ],
    capabilities: [
      {
        title: '政策库',
        text: '汇集国家及各地科技政策，便于对标上级和周边地区的同类政策。',
        href: '/policy/list',
        linkText: '进入政策库',
      },
      {
        title: '申报日历',
        text: '集中展示本地申报项目的申报窗口，方便企业查询。',
        href: '/policy/sbyl',
        linkText: '查看申报日历',
      },
      {
        title: screen('s1').title,
        text: '汇总区域政策、项目、企业与知识产权数据，一屏掌握区域科创态势。',
        href: screen('s1').href,
        linkText: '查看大屏',
      },
      {
        title: screen('s2').title,
        text: '从地区、层级、发文机构等维度呈现政策发布情况。',
        href: screen('s2').href,
        linkText: '查看大屏',
      },
      {
        title: '政策匹配',
        text: '企业输入自身信息即可匹配可申报政策，推动政策精准直达。',
        href: '/match/chat/zcpp',
        linkText: '体验政策匹配',
      },
      {
        title: '专精特新自测',
        text: '引导企业对照认定指标自测，服务梯度培育工作。',
        href: '/evaluate/zhuanjing/zjtx',
        linkText: '开始自测',
      },
    ],
    scenarios: [
      { title: '惠企政策精准直达', text: '将本地政策与申报项目集中发布，企业通过政策匹配和订阅推送及时获知。' },
      { title: '区域科创态势研判', text: '在指挥中心或会议室通过数据大屏展示区域科创数据，支撑工作研判。' },
      { title: '专精特新梯度培育', text: '组织企业开展专精特新自测，掌握培育梯队，开展分层服务。' },
    ],
    recommended: 'private',
  },
};
