import { DEFAULT_MESSAGES, ResultCode } from '@aikc/shared/result-codes';

/**
 * An error with a business code and a Chinese message for the user. Anything thrown that is not an AppError
 * is masked as 500 by the error handler and logged with its stack.
 */
export class AppError extends Error {
  readonly code: number;
  /** Sent as the envelope's `data` (e.g. which right ran out and where to upgrade); null when absent. */
  readonly data: unknown;
  constructor(code: number, msg?: string, data: unknown = null) {
    super(msg ?? DEFAULT_MESSAGES[code] ?? '请求失败');
    this.code = code;
    this.data = data;
  }
}

export const badRequest = (msg?: string) => new AppError(ResultCode.BAD_REQUEST, msg);
export const unauthorized = (msg?: string) => new AppError(ResultCode.UNAUTHORIZED, msg);
export const forbidden = (msg?: string) => new AppError(ResultCode.FORBIDDEN, msg);
export const notFound = (msg?: string) => new AppError(ResultCode.NOT_FOUND, msg);
export const conflict = (msg?: string) => new AppError(ResultCode.CONFLICT, msg);
export const tooManyRequests = (msg?: string) => new AppError(ResultCode.TOO_MANY_REQUESTS, msg);
