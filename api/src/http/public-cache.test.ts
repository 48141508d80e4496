import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CompanyApi, PolicyApi, ProjectApi, UserApi } from '@aikc/shared/api-paths';
import { createApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import { buildUser } from '../../test-kit/builders.ts';
import { buildPolicies } from '../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../test-kit/harness.ts';
import { defineCall } from './define-call.ts';
import { PublicCache, publicCacheOf, registerPublicCache } from './public-cache.ts';

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

async function post(baseUrl: string, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Platform: 'pc-web', ...headers }, body });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The headers a client can see, minus Date (which changes by the second). */
function headersOf(h: Headers): Record<string, string> {
  return Object.fromEntries([...h.entries()].filter(([k]) => k !== 'date'));
}

describeEachDb('public micro-cache of list answers', (dialect) => {
  let api: TestApi;
  let uncached: { server: Server; url: string };
  const cache = () => publicCacheOf(api.deps) as PublicCache;

  beforeAll(async () => {
    api = await startTestApi(dialect);
    // Enough policies that a list answer passes 1 KB (the gzipped copy) while a project list stays below it.
    await buildPolicies(api.deps.db, [{ title: '关于科技创新券补贴的通知' }, { title: '人才引进补贴实施办法' }, ...Array.from({ length: 12 }, (_, i) => ({ title: `关于第${i + 1}批科技型中小企业入库补贴的公示` }))]);
    // A second app over the same database with the cache off: the reference for "computed every time".
    const app = createApp({ ...api.deps } as AppDeps, { publicCache: false });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    uncached = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  afterAll(async () => {
    uncached.server.closeAllConnections();
    uncached.server.close();
    await api.close();
  });

  it('answers a repeat with the same bytes and headers as a computed answer', async () => {
    for (const [path, body] of [
      [PolicyApi.list, { keyword: '补贴' }],
      [ProjectApi.list, {}],
      [CompanyApi.list, { keyword: '科技' }],
    ] as const) {
      cache().clear();
      const identity = { 'Accept-Encoding': 'identity' };
      const first = await post(api.baseUrl, path, JSON.stringify(body), identity);
      const keys = [...cache().keys()];
      const second = await post(api.baseUrl, path, JSON.stringify(body), identity);
      const reference = await post(uncached.url, path, JSON.stringify(body), identity);
      // One entry under the parsed input, one under the raw body (read by the fast path before parsing).
      expect(keys.length).toBe(2);
      expect(keys.filter((k) => k.startsWith('raw ')).length).toBe(1);
      expect(first.status).toBe(200);
      expect(JSON.parse(first.bytes.toString('utf8'))).toMatchObject({ code: 200 });
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(reference.bytes.equals(first.bytes)).toBe(true);
      expect(headersOf(second.headers)).toEqual(headersOf(first.headers));
      // An answer of 1 KB or more also has a gzipped copy, so it says it varies by Accept-Encoding.
      const big = first.bytes.length >= 1024;
      const { vary, ...rest } = headersOf(first.headers);
      expect(vary).toBe(big ? 'Accept-Encoding' : undefined);
      expect(headersOf(reference.headers)).toEqual(rest);
      expect(first.headers.get('etag')).toMatch(/^W\/"/);

      // A browser asks for gzip: the same answer (compressed once at fill time when big enough), same ETag.
      const zipped = await post(api.baseUrl, path, JSON.stringify(body), { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(zipped.headers.get('content-encoding')).toBe(big ? 'gzip' : null);
      if (big) expect(Number(zipped.headers.get('content-length'))).toBeLessThan(first.bytes.length);
      expect(zipped.bytes.equals(first.bytes)).toBe(true);
      expect(zipped.headers.get('etag')).toBe(first.headers.get('etag'));
    }
  });

  it('shares one entry between inputs that parse alike ({} and the defaults spelled out)', async () => {
    cache().clear();
    await post(api.baseUrl, PolicyApi.list, '{}');
    await post(api.baseUrl, PolicyApi.list, JSON.stringify({ page: 1, keyword: '' }));
    // The answer was computed once: one parsed-input entry (the second body hit it), plus the raw entry of
    // the body that computed it.
    expect([...cache().keys()].filter((k) => !k.startsWith('raw ')).length).toBe(1);
    expect(cache().size).toBe(2);
  });

  it('shows a document written through the writers in the next list answer', async () => {
    const list = async () => JSON.parse((await post(api.baseUrl, PolicyApi.list, JSON.stringify({ keyword: '量子通信' }))).bytes.toString('utf8')) as { data: { total: number } };
    expect((await list()).data.total).toBe(0);
    expect((await list()).data.total).toBe(0);
    await buildPolicies(api.deps.db, [{ title: '量子通信产业扶持政策' }]);
    expect((await list()).data.total).toBe(1);
  });

  it('refuses a bad body in Chinese, below HTTP 500, and stores nothing', async () => {
    cache().clear();
    for (const body of ['[]', 'null', '"补贴"', '{"keyword":', '{bad json}']) {
      for (let i = 0; i < 2; i++) {
        const res = await post(api.baseUrl, PolicyApi.list, body);
        expect(res.status).toBeLessThan(500);
        const env = JSON.parse(res.bytes.toString('utf8')) as { code: number; msg: string; data: unknown };
        expect(env.code).not.toBe(200);
        expect(env.msg).toMatch(HAS_CHINESE);
        expect(env.data).toBeNull();
      }
    }
    expect(cache().size).toBe(0);
  });

  it('reads a body before the parser only when it is plain JSON of a declared length, and answers alike either way', async () => {
    cache().clear();
    const body = JSON.stringify({ keyword: '补贴' });
    const plain = await post(api.baseUrl, PolicyApi.list, body);
    // Chunked (no Content-Length) and a JSON type with extra parameters take the usual parser path.
    const chunked = await fetch(`${api.baseUrl}${PolicyApi.list}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Platform: 'pc-web' },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    const typed = await post(api.baseUrl, PolicyApi.list, body, { 'Content-Type': 'application/json; charset=utf-8; x=1' });
    expect(Buffer.from(await chunked.arrayBuffer()).equals(plain.bytes)).toBe(true);
    expect(typed.bytes.equals(plain.bytes)).toBe(true);
    // Bad JSON read by the fast path gets the parser's own refusal.
    const bad = await post(api.baseUrl, PolicyApi.list, '{"keyword":');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString('utf8'))).toMatchObject({ msg: '请求体不是有效的JSON', data: null });
  });

  it('keeps one entry per Platform header', async () => {
    cache().clear();
    const a = await post(api.baseUrl, PolicyApi.list, '{}', { Platform: 'pc-web' });
    const b = await post(api.baseUrl, PolicyApi.list, '{}', { Platform: 'h5' });
    await post(api.baseUrl, PolicyApi.list, '{}', { Platform: 'h5' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect([...cache().keys()].filter((k) => !k.startsWith('raw ')).length).toBe(2);
    expect([...cache().keys()].filter((k) => k.startsWith('raw ')).length).toBe(2);
  });

  it('never stores a logged-in call', async () => {
    cache().clear();
    const { token } = await buildUser(api.deps.db.db);
    const res = await api.call(UserApi.collectList, {}, { token });
    expect(res.body.code).toBe(200);
    await api.call(UserApi.collectList, {}, { token });
    expect(cache().size).toBe(0);
  });

  it('answers concurrent identical misses alike', async () => {
    cache().clear();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(api.baseUrl, PolicyApi.list, JSON.stringify({ keyword: '人才' }))));
    for (const a of answers) expect(a.bytes.equals(answers[0]?.bytes as Buffer)).toBe(true);
    expect([...cache().keys()].filter((k) => !k.startsWith('raw ')).length).toBe(1);
  });
});

describe('defineCall publicCache option', () => {
  it('is refused for calls that read the user', () => {
    const deps = {} as AppDeps;
    registerPublicCache(deps, new PublicCache());
    for (const auth of ['user', 'optional'] as const) {
      expect(() => defineCall(Router(), deps, '/x', { input: z.object({}), auth, publicCache: true }, () => null)).toThrow(/publicCache/);
    }
  });
});

describe('PublicCache bounds', () => {
  const answer = (n: number) => ({ body: Buffer.alloc(n), contentType: 'application/json; charset=utf-8', etag: undefined });

  it('evicts the least recently used entry past the entry bound', () => {
    const c = new PublicCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) c.set(k, answer(10), c.stamp());
    expect(c.get('a')).toBeDefined(); // a is now the most recently used
    c.set('d', answer(10), c.stamp());
    expect(c.size).toBe(3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
    expect(c.totalBytes).toBe(30);
  });

  it('keeps the stored bytes under the byte bound', () => {
    const c = new PublicCache({ maxEntries: 100, maxBytes: 1000 });
    for (let i = 0; i < 20; i++) c.set(`k${i}`, answer(200), c.stamp());
    expect(c.totalBytes).toBeLessThanOrEqual(1000);
    expect(c.size).toBe(5);
    expect(c.get('k19')).toBeDefined();
    expect(c.get('k0')).toBeUndefined();
    c.set('huge', answer(600), c.stamp()); // over a quarter of the budget: not stored
    expect(c.get('huge')).toBeUndefined();
  });

  it('drops an entry past its TTL', () => {
    const c = new PublicCache({ ttlMs: 1000 });
    const t = Date.now();
    c.set('a', answer(1), c.stamp(t));
    expect(c.get('a', t + 999)).toBeDefined();
    expect(c.get('a', t + 1000)).toBeUndefined();
    expect(c.size).toBe(0);
  });
});
