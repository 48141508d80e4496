/**
 * The open API's refusals: a stable machine-readable `error` code, the HTTP status, and the Chinese message a
 * developer reads. Every answer is `{code, error, msg, data, request_id}`; `code` is the HTTP status, `error`
 * is null on success.
 */
export const OPENAPI_ERRORS = {
  missing_credentials: {
    status: 401,
    msg: '缺少签名参数：请在请求头中携带 X-Aikc-Key、X-Aikc-Timestamp、X-Aikc-Nonce 与 X-Aikc-Signature',
  },
  unknown_key: { status: 401, msg: '密钥不存在或已删除，请在个人中心「开放接口密钥」中查看' },
  key_disabled: { status: 403, msg: '该密钥已停用，请在个人中心启用后再调用' },
  timestamp_expired: { status: 401, msg: '请求时间戳无效或与服务器时间相差超过5分钟，请校准服务器时间' },
  nonce_invalid: { status: 400, msg: '随机串格式不正确：应为16至64位字母、数字、下划线或连字符' },
  nonce_reused: { status: 401, msg: '随机串已使用过，疑似重放请求，每次请求请生成新的随机串' },
  signature_invalid: { status: 401, msg: '签名校验失败，请核对签名原文的拼接规则与密钥' },
  rate_limited: { status: 429, msg: '请求过于频繁，已超过该密钥每秒调用次数上限，请稍后重试' },
  quota_exhausted: { status: 403, msg: '调用次数已用完（剩余0次），请购买开放接口套餐或开通会员' },
  invalid_params: { status: 400, msg: '请求参数有误' },
  not_found: { status: 404, msg: '请求的数据不存在' },
  route_not_found: { status: 404, msg: '接口不存在，请核对请求方法与路径' },
  internal_error: { status: 500, msg: '系统繁忙，请稍后再试' },
} as const satisfies Record<string, { status: number; msg: string }>;

export type OpenApiErrorCode = keyof typeof OPENAPI_ERRORS;
export const OPENAPI_ERROR_CODES = Object.keys(OPENAPI_ERRORS) as OpenApiErrorCode[];
