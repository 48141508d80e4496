/**
 * Business result codes carried in the `code` field of every `{code,msg,data}` envelope.
 * HTTP status mirrors the class of the code (see `httpStatusFor`) so proxies and logs agree with the body.
 */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 503,
  /**
   * The account has no bound mobile number yet (a WeChat-only account). The cached user-info call hands
   * this back to its caller instead of showing an error, so the page can ask the user to bind a mobile.
   */
  NEED_BIND_MOBILE: 8001,
  /**
   * The account has no enterprise (企业信息) yet. Returned like 8001: evaluations and policy matching use it
   * to send the user to /user/my_company first. The company module owns it: user_info never returns 8002
   * (user_info returns 8001, with the user in `data`, only for an account without a mobile).
   */
  NEED_COMPANY: 8002,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes that the cached user-info call passes back to its caller without an error toast (spec section 8). */
export const USER_INFO_PASS_THROUGH_CODES: readonly number[] = [ResultCode.NEED_BIND_MOBILE, ResultCode.NEED_COMPANY];

/** Default Chinese messages per code, used when a handler gives none. */
export const DEFAULT_MESSAGES: Record<number, string> = {
  [ResultCode.OK]: '操作成功',
  [ResultCode.BAD_REQUEST]: '请求参数有误',
  [ResultCode.UNAUTHORIZED]: '登录已失效，请重新登录',
  [ResultCode.FORBIDDEN]: '暂无权限访问',
  [ResultCode.NOT_FOUND]: '您访问的内容不存在',
  [ResultCode.CONFLICT]: '数据已存在',
  [ResultCode.PAYLOAD_TOO_LARGE]: '上传内容过大',
  [ResultCode.TOO_MANY_REQUESTS]: '操作过于频繁，请稍后再试',
  [ResultCode.INTERNAL]: '系统繁忙，请稍后再试',
  [ResultCode.UPSTREAM_UNAVAILABLE]: '服务暂不可用，请稍后再试',
  [ResultCode.NEED_BIND_MOBILE]: '请先绑定手机号',
  [ResultCode.NEED_COMPANY]: '请先完善企业信息',
};

/** HTTP status for a business code: 2xx for success and the pass-through codes, the code itself for 4xx/5xx. */
export function httpStatusFor(code: number): number {
  if (code >= 400 && code < 600) return code;
  return 200;
}
