import type { AddressInfo } from 'node:net';
import express from 'express';
import { expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

async function headersOf(mw: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(mw);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const out: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      if (!['date', 'etag', 'keep-alive', 'connection', 'content-length', 'content-type'].includes(k)) out[k] = v;
    });
    return out;
  } finally {
    server.close();
  }
}

// The headers the API sent before helmet replaced a hand-made replay of them: a helmet upgrade that changes
// one shows up here.
it('sets helmet’s headers without a Content-Security-Policy, resources same-site', async () => {
  expect(await headersOf(securityHeaders())).toEqual({
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
});
