import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { Router, type Response } from 'express';
import type { AppDeps } from '../../deps.ts';
import { presentRobots, presentSitemapIndex, presentUrl, URLSET_CLOSE, URLSET_OPEN } from './presenter.ts';
import { parsePartName, partExists, sitemapPart, sitemapParts } from './service.ts';

/** How many URLs are joined into one write to the socket. */
const WRITE_BATCH = 500;

function notFoundText(res: Response): void {
  res.status(404).type('text/plain; charset=utf-8').send('未找到该站点地图');
}

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and `/sitemap/<kind>-<n>.xml` (a part), proxied by the edge. XML and
 * text, not the JSON envelope: their readers are crawlers. A bad part name is a 404, never a 500.
 */
export function sitemapRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;
  const origin = deps.config.PUBLIC_BASE_URL.replace(/\/+$/, '');

  r.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(presentRobots(origin));
  });

  r.get('/sitemap.xml', async (_req, res) => {
    const parts = await sitemapParts(db);
    res.type('application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=600');
    res.send(presentSitemapIndex(origin, parts));
  });

  r.get('/sitemap/:name', async (req, res) => {
    const name = parsePartName(req.params.name);
    if (!name || !(await partExists(db, name.kind, name.part))) return notFoundText(res);
    res.type('application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=600');
    res.setHeader('Vary', 'Accept-Encoding');
    // A part of 50,000 companies is ~4.8 MB of XML and ~10x smaller gzipped; crawlers all accept gzip.
    let out: Writable = res;
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      const gz = zlib.createGzip({ level: 6 });
      gz.pipe(res);
      out = gz;
    }
    out.write(URLSET_OPEN);
    let batch = '';
    let n = 0;
    try {
      for await (const entry of sitemapPart(db, name.kind, name.part)) {
        batch += presentUrl(origin, entry);
        if (++n % WRITE_BATCH === 0) {
          // Backpressure: a slow crawler holds the next database page, not memory.
          if (!out.write(batch)) await Promise.race([once(out, 'drain'), once(res, 'close')]);
          batch = '';
        }
        if (res.destroyed) {
          out.destroy();
          return;
        }
      }
    } catch (err) {
      // Headers are gone: the only honest end is a cut connection (the crawler retries), logged here.
      deps.logger.error({ err, part: req.params.name }, 'sitemap part failed mid-stream');
      out.destroy();
      res.destroy();
      return;
    }
    out.end(batch + URLSET_CLOSE);
  });

  return r;
}
