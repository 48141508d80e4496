/**
 * Every call of spec section 7 by its exact name, plus the content calls the spec implies, in the same
 * `/api/front/<area>/<verb>` style. Client, gateway and tests import these; none spells a path by hand.
 */
import { apiPath as p } from './api-paths-user.ts';

export { API_PREFIX, OtherApi, UserApi } from './api-paths-user.ts';

export const LoginApi = {
  loginByMobileCode: p('login', 'login_by_mobile_code'),
  sendMobileCode: p('login', 'send_mobile_code'),
  loginByPassword: p('login', 'login_by_password'),
  registerByPassword: p('login', 'register_by_password'),
  forgetPassword: p('login', 'forget_password'),
  logout: p('login', 'logout'),
  loginByWxEwm: p('login', 'login_by_wx_ewm'),
  wxByBang: p('login', 'wx_by_bang'),
  /** GET ?scene=: the QR scene status the realtime gateway polls (schema in schemas/wechat.ts). */
  wxSceneStatus: p('login', 'wx_scene_status'),
} as const;

/** Where WeChat's servers push Official Account events (GET echostr check, POST signed XML). */
export const WechatApi = {
  event: '/api/wechat/event',
} as const;

/** Development-only pages and calls (absent when NODE_ENV=production). */
export const DevApi = {
  /** GET: recent SMS codes of the dev provider (HTML; `?format=json` for tests; `&mobile=` filters). */
  smsOutbox: '/api/dev/sms-outbox',
  /** GET ?scene=: the WeChat simulator page for a QR scene. */
  wechatAuth: '/api/dev/wechat/auth',
  /** POST {scene, as: 'new'|'existing', openid?}: "scans" the scene, sending signed XML to WechatApi.event. */
  wechatScan: '/api/dev/wechat/scan',
  /** GET ?redirect_uri&state: the simulated Open Platform qrconnect page; redirects with a one-time code. */
  wechatQrconnect: '/api/dev/wechat/qrconnect',
  /** POST {redirect_uri, state, as, openid?}: issues the one-time code and redirects (or JSON with format=json). */
  wechatQrconnectConfirm: '/api/dev/wechat/qrconnect/confirm',
} as const;

/** Where uploaded files are served (avatars under /uploads/avatars/). */
export const UPLOADS_PREFIX = '/uploads';

export const CaptchaApi = {
  get: p('captcha', 'get'),
  check: p('captcha', 'check'),
} as const;

export const BigScreenApi = {
  s1data: p('big_screen', 's1data'),
  s2data: p('big_screen', 's2data'),
  s3data: p('big_screen', 's3data'),
  s4data: p('big_screen', 's4data'),
} as const;

/** Policy library (政策库): list with search and facets, detail, attachment download. */
export const PolicyApi = {
  list: p('policy', 'lists'),
  detail: p('policy', 'detail'),
  /** GET ?id= (attachment id): the file itself; recorded in download_list for a logged-in caller. */
  attachment: p('policy', 'attachment'),
} as const;

/** Declaration projects (申报项目) and the declaration calendar (申报日历, /policy/sbyl). */
export const ProjectApi = {
  list: p('project', 'lists'),
  detail: p('project', 'detail'),
  closingSoon: p('project', 'closing_soon'),
} as const;

export const CalendarApi = {
  month: p('sbyl', 'month'),
  day: p('sbyl', 'day'),
} as const;

/** Company database (企业库). */
export const CompanyApi = {
  list: p('company', 'lists'),
  detail: p('company', 'detail'),
  ipList: p('company', 'ip_lists'),
} as const;

/** Policy news (政策资讯, /policy/newsdetail/:id.html). */
export const NewsApi = {
  list: p('news', 'lists'),
  detail: p('news', 'detail'),
} as const;

/** Policy interpretations (政策解读, /info/detail/:id). */
export const InfoApi = {
  list: p('info', 'lists'),
  detail: p('info', 'detail'),
} as const;

/** Site-wide data: the sitemap page's sections and recent items. */
export const SiteApi = {
  sitemap: p('site', 'sitemap'),
} as const;

/** Membership plans, orders and payment (the vip area), and the user's orders, invoices and rights. */
export const MemberApi = {
  /** The plans with the server's prices for the caller (upgrade credit included). */
  plans: p('vip', 'plans'),
  createOrder: p('vip', 'create_order'),
  orderDetail: p('vip', 'order_detail'),
  /** GET ?order_no=: the status alone; the realtime gateway polls it for a watched order. */
  orderStatus: p('vip', 'order_status'),
  /** POST {order_no, channel}: the QR content of a payment channel for an unpaid order. */
  payCode: p('vip', 'pay_code'),
  cancelOrder: p('vip', 'cancel_order'),
  orderList: p('user', 'order_list'),
  applyInvoice: p('user', 'apply_invoice'),
  /** GET ?order_no=: the issued invoice's PDF (the owner's token in Authorization; the centre fetches it as a blob). */
  invoicePdf: p('user', 'invoice_pdf'),
  myRights: p('user', 'my_rights'),
} as const;

/** Where payment providers send their notifications (WeChat Pay v3 JSON, Alipay form posts). */
export const PayNotifyApi = {
  wechat: '/api/pay/notify/wechat',
  alipay: '/api/pay/notify/alipay',
  /** WeChat Pay v3 退款结果通知 (REFUND.SUCCESS / ABNORMAL / CLOSED) of refunds the back office asked for. */
  wechatRefund: '/api/pay/notify/wechat_refund',
} as const;

/** The development payment simulator (absent when NODE_ENV=production). */
export const DevPayApi = {
  /** GET ?order_no&channel: the cashier page a simulator QR code points to. */
  cashier: '/api/dev/pay/cashier',
  /** POST {order_no, channel}: pays, sending the channel's signed notification to PayNotifyApi. */
  pay: '/api/dev/pay/pay',
} as const;

/** The AI assistant (知识库问答, 企业评价, 政策匹配): sessions, questions, the answer stream. */
export const ChatApi = {
  sessions: p('chat', 'sessions'),
  messages: p('chat', 'messages'),
  rename: p('chat', 'rename'),
  remove: p('chat', 'delete'),
  ask: p('chat', 'ask'),
  stop: p('chat', 'stop'),
  /** GET ?session_id: NDJSON events of the session's answers in progress, held open while read (the gateway). */
  stream: p('chat', 'stream'),
  /** POST {keyword}: companies for the qypj / zcpp picker. */
  companies: p('chat', 'companies'),
  /** POST {message_id}: starts the PDF report of a qypj / zcpp answer as a job; answers the job at once. */
  report: p('chat', 'report'),
  /** GET ?job_id: the report job's stage and progress (the page polls it), then the report id. */
  reportJob: p('chat', 'report_job'),
  /** GET ?rt: the report's data for the hidden /hideHt/pdf pages, with a render token instead of a session. */
  reportData: p('chat', 'report_data'),
} as const;

/** The open API's keys and usage in the user centre (api_order itself is UserApi.apiOrder). */
export const OpenApiKeyApi = {
  list: p('user', 'api_keys'),
  create: p('user', 'api_key_create'),
  disable: p('user', 'api_key_disable'),
  enable: p('user', 'api_key_enable'),
  remove: p('user', 'api_key_delete'),
  /** GET ?days=: calls per key per China day. */
  usage: p('user', 'api_usage'),
  /** POST {package}: an order for an API package, paid through MemberApi.payCode like a membership. */
  createOrder: p('vip', 'create_api_order'),
} as const;

/** Operational endpoints outside the product contract. */
export const SystemApi = {
  health: '/api/health',
  version: '/api/version',
} as const;

/** Search help: suggestions as the user types (schemas/search-help.ts). */
export const SearchApi = {
  /** GET ?keyword=: themes and policy titles for the search boxes. */
  suggest: p('search', 'suggest'),
} as const;

/** Self-assessments (高企, 创新型, 专精特新, 小巨人): drafts, results, files; uploads go to UserApi.uploadEvaluateFile. */
export const EvaluateApi = {
  saveDraft: p('evaluate', 'save_draft'),
  getDraft: p('evaluate', 'get_draft'),
  submit: p('evaluate', 'submit'),
  /** GET ?id=: the caller's own result (404 for anyone else's). */
  result: p('evaluate', 'result'),
  list: p('evaluate', 'lists'),
  /** GET ?id= (file id): the caller's own supporting document. */
  file: p('evaluate', 'file'),
  delFile: p('evaluate', 'del_file'),
  /** POST {id}: renders the result to PDF (modules/pdf), records it in the download list; answers {report_id}. */
  pdf: p('evaluate', 'pdf'),
  /** GET ?id=: where the caller's PDF of that result stands while EvaluateApi.pdf waits (queue position). */
  pdfProgress: p('evaluate', 'pdf_progress'),
  /** GET ?id=&rt=: the result for the hidden PDF page, authorized by a short-lived render token (no session). */
  renderData: p('evaluate', 'render_data'),
} as const;

/** Generated reports (PDFs of the one renderer). */
export const ReportApi = {
  /** GET ?id=: the report file, to its owner only. */
  download: p('report', 'download'),
} as const;

/** Subscription calls beyond spec section 7's add/list/del (edit, pause, the 30-day preview) and the push list. */
export const SubscriptionApi = {
  editSubscription: p('user', 'edit_subscription'),
  pauseSubscription: p('user', 'pause_subscription'),
  previewSubscription: p('user', 'preview_subscription'),
  pushList: p('user', 'push_list'),
  /** GET: the condition options (regions, labels, types, agencies, industries) of the subscription form. */
  subscriptionOptions: p('user', 'subscription_options'),
  /**
   * The /user/index dashboard's own counts and newest policies. get_index_count and get_new_article_list keep
   * serving the home page's public figures, so the personal variants have names of their own.
   */
  centreCounts: p('user', 'centre_counts'),
  centreArticles: p('user', 'centre_articles'),
} as const;

/** Service calls authenticated by ADMIN_TOKEN (configuration), never by a user token. */
export const AdminApi = {
  /** POST {items: ImportItem[]}: adds or updates content through the writers; answers an ImportReport. */
  importContent: '/api/admin/import',
  /** POST {order_no}: marks the order's applied invoice 已开具 (the operator issued it) and tells the user. */
  issueInvoice: '/api/admin/issue_invoice',
} as const;

/**
 * The realtime gateway's own calls, authenticated by GATEWAY_TOKEN (configuration), never by a user token; the
 * edge does not forward them (schemas/user-events.ts).
 */
export const InternalApi = {
  /** GET ?since=&limit=: the change feed of per-user events after a cursor. */
  userEvents: '/api/internal/user_events',
  /** POST {user_ids}: unread totals of many users in one call. */
  userCounts: '/api/internal/user_counts',
  /** POST {tokens}: the user behind each of these login tokens that still holds. */
  tokenCheck: '/api/internal/token_check',
  /** POST {scenes, consume}: the status of many login QR scenes in one call (the gateway's QR topic). */
  sceneStatuses: '/api/internal/scene_statuses',
  /** POST {orders: [{order_no, token}]}: the status of many orders, each for its owner's token (the order topic). */
  orderStatuses: '/api/internal/order_statuses',
} as const;

/** The caller's feedback with its status and reply (user/feedback itself sends one). */
export const FeedbackApi = {
  list: p('user', 'feedback_list'),
  /** POST: a visitor's feedback or 商务合作 with a mobile or email contact and a solved captcha (not signed in). */
  visitor: p('other', 'visitor_feedback'),
} as const;

/** 数据导出 (issue 36): list exports to Excel, charged to the `export` right per row. */
export const ExportApi = {
  /** POST {source}: the rows the search holds and the rows the member has left this month. */
  preview: p('export', 'preview'),
  /** POST {source, columns, rows}: charges the rows and starts the export; small ones are done on return. */
  start: p('export', 'start'),
  /** GET ?id=: the export's stage and progress (the dialog polls a large one). */
  job: p('export', 'job'),
  /** GET ?id=: the .xlsx file, to its owner only (also listed in 我的下载). */
  download: p('export', 'download'),
} as const;
