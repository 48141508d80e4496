import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { PLATFORM_HEADER } from '@aikc/shared/constants';
import type { Logger } from '../logger.ts';

const PLATFORM = PLATFORM_HEADER.toLowerCase();

/**
 * One access-log line per request (pino-http), written when the response is done or the connection closed
 * first: req {method, url}, platform, res {statusCode}, responseTime (ms), 'request completed', or
 * 'request errored' with an err for 5xx. The URL is the one the client called (pino's serializer takes
 * originalUrl). The one secret a query string carries is a PDF render token (`rt`, on the hidden pages' data
 * calls): its value is written as [redacted], so a log reader cannot open another user's report data.
 *
 * The lines are written by a child without the logger's redaction: a line holds only the fields above,
 * none of which is a header, a body or a credential (the redact paths).
 */
/** The URL with the value of any `rt` query parameter (a render token) replaced. */
export function redactRenderToken(url: string): string {
  return url.replace(/([?&]rt=)[^&#]*/g, '$1[redacted]');
}

export function accessLog(logger: Logger, ignore: (url: string) => boolean): RequestHandler {
  const middleware = pinoHttp({
    logger: logger.child({}, { redact: { paths: [] } }),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactRenderToken(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (req: IncomingMessage) => ({ platform: req.headers[PLATFORM] ?? '' }),
    autoLogging: { ignore: (req: IncomingMessage) => ignore(req.url ?? '') },
  });
  return (req, res, next) => {
    middleware(req as IncomingMessage, res as ServerResponse, next);
  };
}
