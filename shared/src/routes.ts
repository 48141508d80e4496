/** Client route paths of spec section 2, in react-router syntax. */
export const RoutePath = {
  home: '/',
  gsdt: '/gsdt',
  sitemap: '/sitemap.html',
  agreement: '/agreement.html',
  vipXieyi: '/vip/xieyi',
  vipShuoming: '/vip/shuoming',
  vipPayPage: '/vip/pay_page',
  vipPayOrder: '/vip/payOrder',
  szhfaCyy: '/szhfa/cyy',
  szhfaJrjg: '/szhfa/jrjg',
  szhfaQyfw: '/szhfa/qyfw',
  szhfaZfjg: '/szhfa/zfjg',
  szhfaOpenapi: '/szhfa/openapi',
  policyList: '/policy/list/:s?',
  policySbyl: '/policy/sbyl',
  policyDetail: '/policy/detail/:id',
  policyNewsDetail: '/policy/newsdetail/:file',
  infoDetail: '/info/detail/:id',
  companyList: '/company/list/:s?',
  companyDetail: '/company/detail/:id/:type?',
  projectList: '/project/list/:s?',
  projectDetail: '/project/detail/:id',
  bigScreen: '/big_screen/:screen',
  bigScreenSwitch: '/big_screen/switch/:s?',
  evaluateResult: '/evaluate/gaoxin_result/:file',
  hideHtPdf: '/hideHt/pdf/:kind',
  userLogin: '/user/login',
  userRegister: '/user/register',
  userForget: '/user/forget',
  userLogout: '/user/logout',
  wechatAuth: '/wechat/auth',
  wechatCallback: '/wechat/callback',
  matchZsk: '/match/zsk',
  matchPolicy: '/match/policy',
  matchChat: '/match/chat',
  evaluateGaoxin: '/evaluate/gaoxin',
  evaluateZhuanjing: '/evaluate/zhuanjing/:pclx?',
  invalidLink: '/error/invalid-link',
  /** A 专精特新 / 创新型 / 小巨人 self-assessment result, in the style of gaoxin_result. */
  evaluateZhuanjingResult: '/evaluate/zhuanjing_result/:file',
} as const;

/** The personal-centre pages under /user/ (all need login). */
export const USER_CENTRE_PAGES = [
  'index',
  'account',
  'message',
  'feedback',
  'security',
  'my_rights',
  'push_list',
  'my_company',
  'order_list',
  'vip_rights',
  'subscription',
  'collect_record',
  'history_record',
  'download_record',
  'product_solution',
  'evaluate_record',
  'api_keys',
  'api_order',
] as const;
export type UserCentrePage = (typeof USER_CENTRE_PAGES)[number];

/** The three chat modes (spec section 1). */
export const CHAT_MODES = ['zsk', 'qypj', 'zcpp'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** The 专精特新 evaluation kinds: 专精特新中小企业, 专精特新"小巨人", 创新型中小企业. */
export const ZHUANJING_KINDS = ['zjtx', 'xjr', 'cxxzx'] as const;
export type ZhuanjingKind = (typeof ZHUANJING_KINDS)[number];

/** The hidden PDF-render pages. */
export const PDF_PAGES = ['qypj', 'zcpp', 'qypjCover', 'zcppCover', 'zcppPdfQypj', 'zcppBackCover'] as const;
export type PdfPage = (typeof PDF_PAGES)[number];

/** The hidden page the PDF renderer opens for an assessment result (/hideHt/pdf/evaluate/:id?rt=render token). */
export const EVALUATE_PDF_PAGE = '/hideHt/pdf/evaluate/:id';

/** The four dashboards in the 数据大屏 chooser, in the spec's order. */
export const BIG_SCREENS = [
  { id: 's1', title: '全要素科创数据智慧平台' },
  { id: 's2', title: '科创政策产业大数据可视化平台' },
  { id: 's3', title: '科创企业产业大数据可视化平台' },
  { id: 's4', title: '产业链要素大数据可视化平台' },
] as const;
export type BigScreenId = (typeof BIG_SCREENS)[number]['id'];
export const BIG_SCREEN_CHOOSER_TITLE = '请选择需要查看的可视化大屏';

/** Bots (search engines) never see the invalid-link page's redirect countdown. */
export const BOT_UA_PATTERN = /bot|spider|crawl|slurp|bingpreview|baiduspider|sogou|360spider|yisouspider|bytespider/i;

/** Mobile user agents get the mobile site where the spec asks for a mobile redirect check. */
export const MOBILE_UA_PATTERN = /Android|iPhone|iPod|Windows Phone|Mobile|HarmonyOS|MicroMessenger.*Mobile/i;
