/** Business constants of spec section 9, named once and imported everywhere. */

export const TOKEN_COOKIE = 'front-token';
export const TOKEN_TTL_DAYS = 7;
export const TOKEN_TTL_MS = TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Header names and values every call carries (spec section 7). */
export const AUTH_HEADER = 'Authorization';
export const PLATFORM_HEADER = 'Platform';
export const PLATFORM_PC_WEB = 'pc-web';

export const USER_INFO_CACHE_SECONDS = 600;
/** The IP-derived region is kept in a cookie for half a day. */
export const IP_REGION_COOKIE = 'ip-region';
export const IP_REGION_COOKIE_HOURS = 12;
/** The chosen city is kept in a cookie for one hour. */
export const CITY_COOKIE = 'city-choice';
export const CITY_COOKIE_HOURS = 1;

/**
 * Live connections one user may hold at once (issue 32): the gateway's sockets per user, the gateway's chat
 * session feeds per user, and the API's open chat streams per user all stop here, so the gateway never asks the
 * API for a stream the API would refuse. Past it a connection is refused with OPEN_STREAMS_MESSAGE.
 */
export const OPEN_STREAMS_PER_USER = 20;
export const OPEN_STREAMS_MESSAGE = '您同时打开的页面或连接过多，请关闭部分页面后再试';
/**
 * Sockets without a login (walls, QR login dialogs) one address may hold on one gateway (issue 35); a control room
 * behind one NAT address runs many walls, so it is well above a person's tabs. Past it: ANON_SOCKETS_MESSAGE.
 */
export const ANON_SOCKETS_PER_IP = 200;
export const ANON_SOCKETS_MESSAGE = '当前网络的连接数过多，请稍后再试';

export const CODE_RESEND_SECONDS = 60;
export const HISTORY_MAX = 10;

/**
 * The home page's feeds: items per list, the closing-soon window and the news query. The client's feeds
 * (client/src/pages/home/home-feeds.ts) and the edge that renders `/` with them (scripts/ssr) ask alike.
 */
export const HOME_FEED_SIZE = 8;
export const HOME_CLOSING_DAYS = 15;
export const HOME_NEWS_QUERY = { pageSize: 10, sort: 'date' } as const;

export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_OPTIONS = [15, 30, 50] as const;
export const PAGE_SIZE_ALT = 10;
export const PAGE_SIZE_MAX = 50;

export const AUTO_RELOAD_MINUTES = 30;
export const BUILD_CHECK_MINUTES = 60;
export const BACK_TO_TOP_PX = 1000;
export const ERROR_PAGE_COUNTDOWN_SECONDS = 1000;

export const CAPTCHA_TYPE = 'blockPuzzle';
/** The slider is shown at 400x200 where embedded and 310x155 as a pop-up; the server image is 310x155. */
export const CAPTCHA_IMAGE_SIZE = { width: 400, height: 200 } as const;
export const CAPTCHA_POPUP_SIZE = { width: 310, height: 155 } as const;

/**
 * Cycle-label chart colours, picked by index mod length. The spec notes both 5 and 4 colours; we use 5
 * (the list the labels are drawn from) and keep the rule "index mod length" so either count works.
 */
export const CYCLE_LABEL_COLORS = ['#1f6fff', '#13a8a8', '#fa8c16', '#eb2f96', '#722ed1'] as const;
export function cycleLabelColor(index: number): string {
  const n = CYCLE_LABEL_COLORS.length;
  return CYCLE_LABEL_COLORS[((index % n) + n) % n] as string;
}

/** Company status words shown in a warning style (spec: cancelled, revoked or closed). */
export const COMPANY_WARNING_STATUS_WORDS = ['注销', '吊销', '停业', '撤销', '关闭'] as const;
export function isWarningCompanyStatus(status: string): boolean {
  return COMPANY_WARNING_STATUS_WORDS.some((w) => status.includes(w));
}

export const SERVICE_HOURS_TEXT = '工作日 9:00-18:00';
export const PRODUCT_NAME = 'AI科策云';
export const PRODUCT_SLOGAN = '科技政策与企业大数据服务平台';
