import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { expect, it } from 'vitest';
import { HELMET_OPTIONS } from '../app.ts';
import { securityHeaders } from './security-headers.ts';

async function headersOf(mw: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
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
      if (k !== 'date' && k !== 'etag' && k !== 'keep-alive' && k !== 'connection') out[k] = v;
    });
    return out;
  } finally {
    server.close();
  }
}

it('sets exactly the headers helmet sets', async () => {
  const replayed = await headersOf(securityHeaders(HELMET_OPTIONS));
  expect(replayed).toEqual(await headersOf(helmet(HELMET_OPTIONS)));
  expect(replayed['x-frame-options']).toBe('SAMEORIGIN');
  expect(replayed['cross-origin-resource-policy']).toBe('same-site');
  expect(replayed['x-powered-by']).toBeUndefined();
});

it('refuses options with a Content-Security-Policy', () => {
  expect(() => securityHeaders({})).toThrow(/Content-Security-Policy/);
});
