import { PRODUCT_NAME } from '@aikc/shared/constants';

/** Who the platform serves, with the part of it each group uses most. */
export const AUDIENCES: { name: string; text: string; href: string }[] = [
  { name: '企业', text: '查政策、看申报、做自评，及时掌握可申报项目与截止时间', href: '/policy/list' },
  { name: '政府机构', text: '政策发布效果与区域科创数据的可视化分析，辅助精准施策', href: '/szhfa/zfjg' },
  { name: '金融机构', text: '以科创企业画像与政策资质数据支持获客、授信与投后管理', href: '/szhfa/jrjg' },
  { name: '产业园区', text: '园区企业政策匹配、申报组织与产业数据监测', href: '/szhfa/cyy' },
  { name: '企业服务机构', text: '以政策与企业数据提升咨询、申报代理等服务效率', href: '/szhfa/qyfw' },
];

/**
 * Product milestones in the order they went live. Only launches of the platform's own features are listed;
 * no dates, awards or financing are claimed.
 */
export const MILESTONES: { title: string; text: string }[] = [
  {
    title: '政策库上线',
    text: '汇集国家、省、市、区县四级科技政策，支持按地区、层级、发文机构、政策类型与有效状态检索，提供政策原文、附件与解读。',
  },
  {
    title: '项目申报库与申报日历上线',
    text: '整理各地申报项目的申报时间、支持方式与申报条件，以日历形式呈现每日开始与截止的申报窗口。',
  },
  {
    title: '企业数据库上线',
    text: '提供企业基本信息、经营状态、知识产权等公开信息查询，并对注销、吊销等异常状态作醒目提示。',
  },
  { title: 'AI问答上线', text: '推出知识库问答、企业评价、政策匹配三种问答模式，帮助企业快速理解政策、找到适配政策。' },
  {
    title: '企业自评测上线',
    text: '提供高新技术企业自测，以及创新型中小企业、专精特新中小企业、专精特新“小巨人”企业自测，给出指标达标情况参考。',
  },
  { title: '数据大屏上线', text: '推出全要素科创数据、科创政策、科创企业与产业链要素四块可视化大屏，数据实时更新。' },
];

/** Release notes shown as 平台动态: what changed, in product terms only. */
export const RELEASE_NOTES: { tag: string; title: string; text: string; href: string }[] = [
  {
    tag: '申报日历',
    title: '申报日历上线按地区提醒',
    text: '申报日历支持按省、市筛选，每日显示当天开始和截止的申报项目数量，并在首页提示即将截止的项目，便于企业提前准备申报材料。',
    href: '/policy/sbyl',
  },
  {
    tag: '政策库',
    title: '政策检索支持多条件组合筛选',
    text: '政策库可按地区、政策层级、发文机构、政策类型、标签和有效状态组合筛选，每个筛选项显示对应结果数量，检索关键词在结果中高亮显示。',
    href: '/policy/list',
  },
  {
    tag: '企业库',
    title: '企业详情新增知识产权分类查看',
    text: '企业详情页可分别查看发明专利、实用新型、外观设计和软件著作权信息。',
    href: '/company/list',
  },
  {
    tag: '账号服务',
    title: '支持微信扫码登录',
    text: '用户可使用微信扫码登录，首次扫码按提示绑定手机号后即可使用，也可继续使用短信验证码或密码登录。',
    href: '/?act=login',
  },
  {
    tag: '数据大屏',
    title: '四块数据大屏开放访问',
    text: `${PRODUCT_NAME}数据大屏包括全要素科创数据智慧平台、科创政策产业大数据可视化平台、科创企业产业大数据可视化平台和产业链要素大数据可视化平台。`,
    href: '/big_screen/s1',
  },
  {
    tag: '网站服务',
    title: '网站地图上线',
    text: '网站地图汇总本站全部栏目及各栏目最新收录内容，方便快速查找。',
    href: '/sitemap.html',
  },
];
