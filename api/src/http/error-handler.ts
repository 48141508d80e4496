import type { ErrorRequestHandler, RequestHandler } from 'express';
import { fail } from '@aikc/shared/envelope';
import { httpStatusFor, ResultCode } from '@aikc/shared/result-codes';
import type { Logger } from '../logger.ts';
import { AppError } from './errors.ts';

/** Body-parser and other HTTP-level errors that carry a status but come from outside our code. */
interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
}

function fromHttpError(err: HttpishError): AppError | null {
  const status = err.status ?? err.statusCode;
  if (!status || status >= 500) return null;
  if (err.type === 'entity.parse.failed') return new AppError(ResultCode.BAD_REQUEST, '请求体不是有效的JSON');
  if (err.type === 'entity.too.large') return new AppError(ResultCode.PAYLOAD_TOO_LARGE);
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new AppError(ResultCode.BAD_REQUEST, '不支持的请求编码');
  }
  return new AppError(ResultCode.BAD_REQUEST);
}

/** The one error handler: AppErrors become their envelope; anything else is logged and masked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = err instanceof AppError ? err : fromHttpError(err as HttpishError);
    if (known) {
      res.status(httpStatusFor(known.code)).json({ ...fail(known.code, known.message), data: known.data ?? null });
      return;
    }
    logger.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json(fail(ResultCode.INTERNAL));
  };
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json(fail(ResultCode.NOT_FOUND, '接口不存在'));
};
