import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { defineCall } from './define-call.ts';
import { fastCallDispatch } from './fast-dispatch.ts';

const deps = {} as AppDeps;

/** Two apps over the same routers, one with the map dispatch in front: they must answer alike. */
function routers(): Router[] {
  const first = Router();
  first.get('/api/x/shadowed', (_req, res) => {
    res.json({ from: 'plain' });
  });
  defineCall(first, deps, '/api/x/call', { input: z.object({}) }, () => 'first');
  const second = Router();
  defineCall(second, deps, '/api/x/shadowed', { input: z.object({}) }, () => 'call');
  defineCall(second, deps, '/api/x/call', { input: z.object({}) }, () => 'second');
  defineCall(second, deps, '/api/x/other', { input: z.object({ n: z.coerce.number() }) }, ({ input }) => input.n);
  return [first, second];
}

function build(fast: boolean): express.Express {
  const app = express();
  app.set('query parser', 'simple');
  const rs = routers();
  if (fast) app.use(fastCallDispatch(rs));
  for (const r of rs) app.use(r);
  app.use((_req, res) => {
    res.status(404).json({ from: 'none' });
  });
  app.use(((err, _req, res, _next) => {
    res.status(400).json({ err: String((err as Error).message) });
  }) as express.ErrorRequestHandler);
  return app;
}

describe('fastCallDispatch', () => {
  const servers: Server[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    for (const fast of [false, true]) {
      const s = await new Promise<Server>((resolve) => {
        const x = build(fast).listen(0, '127.0.0.1', () => resolve(x));
      });
      servers.push(s);
      urls.push(`http://127.0.0.1:${(s.address() as AddressInfo).port}`);
    }
  });
  afterAll(() => servers.forEach((s) => s.close()));

  it('answers exactly as the router walk does, path variants, shadowing and errors included', async () => {
    const cases: [string, RequestInit?][] = [
      ['/api/x/call'],
      ['/api/x/call/'],
      ['/API/X/Call'],
      ['/api/x/call//'],
      ['/api/x/shadowed'],
      ['/api/x/shadowed', { method: 'POST' }],
      ['/api/x/other?n=7'],
      ['/api/x/other?n=x'],
      ['/api/x/other', { method: 'DELETE' }],
      ['/api/x/missing'],
    ];
    for (const [path, init] of cases) {
      const [slow, fast] = await Promise.all(urls.map(async (u) => {
        const r = await fetch(u + path, init);
        return { status: r.status, body: await r.text() };
      }));
      expect(fast, path).toEqual(slow);
    }
    const first = await (await fetch(`${urls[1]}/api/x/call`)).json();
    expect(first).toMatchObject({ data: 'first' });
    const plain = await (await fetch(`${urls[1]}/api/x/shadowed`)).json();
    expect(plain).toEqual({ from: 'plain' });
  });
});
