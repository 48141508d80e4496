import type { RequestHandler } from 'express';
import { publicCacheOf, sendSerialized } from './public-cache.ts';

/** The limit express.json applies to every body (app.ts). */
const MAX_BODY = 256 * 1024;

/** Express matches case-insensitively with an optional trailing slash; so does this. */
export function pathKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * Answers a repeated public list call from the micro-cache before the body parser, zod and routing run:
 * the key is the raw body itself, so a hit costs one read of the request and one write of stored bytes.
 * Only plain JSON posts with a declared length are taken (no Content-Encoding, at most the parser's limit);
 * anything else goes the usual way untouched. On a miss the body, already read, is parsed here exactly as
 * express.json would (`strict: false`), and defineCall also stores the answer under this raw key.
 */
export function publicFastPath(deps: object): RequestHandler {
  return (req, res, next) => {
    const cache = publicCacheOf(deps);
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'] ?? '';
    if (
      !cache ||
      req.method !== 'POST' ||
      !cache.paths.has(pathKey(req.path)) ||
      !(length > 0 && length <= MAX_BODY) ||
      req.headers['content-encoding'] !== undefined ||
      !/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(type)
    ) {
      next();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('error', next);
    req.on('end', () => {
      if (size !== length) {
        next(Object.assign(new Error('request size did not match content length'), { status: 400, type: 'request.size.invalid' }));
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const platform = req.headers.platform;
      const key = `raw ${pathKey(req.path)} ${typeof platform === 'string' ? platform : ''}\n${raw}`;
      const hit = cache.get(key);
      if (hit) {
        sendSerialized(req, res, hit);
        return;
      }
      try {
        req.body = JSON.parse(raw) as unknown;
      } catch {
        next(Object.assign(new Error('invalid JSON'), { status: 400, type: 'entity.parse.failed' }));
        return;
      }
      res.locals.publicRawKey = key;
      next();
    });
  };
}
