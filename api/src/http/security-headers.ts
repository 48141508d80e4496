import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. Without a Content-Security-Policy every header helmet sets is a constant,
 * yet its middleware runs a dozen closures per request; this records what helmet does to a response once and
 * replays it with one call. Helmet stays the authority on which headers and values (a test compares both).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  if (options.contentSecurityPolicy !== false) throw new Error('securityHeaders: a Content-Security-Policy may vary per request; use helmet itself');
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name, String(value)),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  helmet(options)({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('securityHeaders: helmet did not finish synchronously');
  return (_req, res, next) => {
    res.setHeaders(set);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
