import crypto from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OpenApiKeyApi } from '@aikc/shared/api-paths';
import type { ApiKeyView } from '@aikc/shared/open-api/keys';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import { canonicalString, sortedQuery } from '@aikc/shared/open-api/signing';
import { createApp } from '../../app.ts';
import { createRuntimes } from '../../composition.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { keyWithQuota, seedOpenContent, signedGet, signFor, type TestKey } from './test-kit.ts';

describeEachDb('open API: signatures and refusals', (dialect) => {
  let api: TestApi;
  let k: TestKey;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await seedOpenContent(api.deps.db);
    k = await keyWithQuota(api, { calls: 1000, rate: 1000 });
  });
  afterAll(() => api.close());

  it('the shared canonical string equals a vector written out by hand (Node crypto)', () => {
    const q = { page_size: '10', keyword: "人工 智能!*'()~", page: '1', a: 'b' };
    const c = canonicalString({
      method: 'get',
      path: '/openapi/v1/policies',
      query: Object.entries(q),
      timestamp: '1767225600',
      nonce: 'n0nce-0123456789abcdef',
      bodySha256Hex: crypto.createHash('sha256').update('').digest('hex'),
    });
    const byHand = [
      'OPENAPI-HMAC-SHA256',
      'GET',
      '/openapi/v1/policies',
      'a=b&keyword=%E4%BA%BA%E5%B7%A5%20%E6%99%BA%E8%83%BD%21%2A%27%28%29~&page=1&page_size=10',
      '1767225600',
      'n0nce-0123456789abcdef',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n');
    expect(c).toBe(byHand);
    // Names are ordered by name, not by the whole "name=value" text (a=… before a-b=…).
    expect(
      sortedQuery([
        ['a-b', '1'],
        ['a', '2'],
        ['a', '1'],
      ]),
    ).toBe('a=1&a=2&a-b=1');
    expect(crypto.createHmac('sha256', 'sk_test').update(byHand).digest('hex')).toBe(
      signFor('GET', '/openapi/v1/policies', q, 'sk_test', '1767225600', 'n0nce-0123456789abcdef'),
    );
  });

  it('a request signed by the documented rule passes; every tampered part fails with signature_invalid', async () => {
    const ok = await signedGet(api, k, OpenApiV1.policies, { keyword: '人工智能 扶持', page: '1' });
    expect(ok.status).toBe(200);
    expect(ok.body.error).toBeNull();
    const tampered = await signedGet(
      api,
      k,
      OpenApiV1.policies,
      { keyword: '人工智能' },
      { sentQuery: { keyword: '新能源' } },
    );
    expect(tampered).toMatchObject({ status: 401, body: { error: 'signature_invalid', code: 401 } });
    const wrongSecret = await signedGet(api, k, OpenApiV1.policies, {}, { secret: 'sk_not-the-secret' });
    expect(wrongSecret.body.error).toBe('signature_invalid');
    // A signature over another path does not open this one.
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = signFor('GET', OpenApiV1.projects, {}, k.key.secret, ts, 'abcdefabcdefabcdef01');
    const res = await fetch(`${api.baseUrl}${OpenApiV1.policies}`, {
      headers: {
        'X-Aikc-Key': k.key.key_id,
        'X-Aikc-Timestamp': ts,
        'X-Aikc-Nonce': 'abcdefabcdefabcdef01',
        'X-Aikc-Signature': sig,
      },
    });
    expect(((await res.json()) as { error: string }).error).toBe('signature_invalid');
  });

  it('each refusal has its code, its HTTP status and a Chinese message', async () => {
    const cases: [Promise<Awaited<ReturnType<typeof signedGet>>>, number, string][] = [
      [signedGet(api, k, OpenApiV1.policies, {}, { omit: ['X-Aikc-Signature'] }), 401, 'missing_credentials'],
      [signedGet(api, k, OpenApiV1.policies, {}, { keyId: 'ak_000000000000000000000000' }), 401, 'unknown_key'],
      [
        signedGet(api, k, OpenApiV1.policies, {}, { timestamp: String(Math.floor(Date.now() / 1000) - 305) }),
        401,
        'timestamp_expired',
      ],
      [
        signedGet(api, k, OpenApiV1.policies, {}, { timestamp: String(Math.floor(Date.now() / 1000) + 305) }),
        401,
        'timestamp_expired',
      ],
      [signedGet(api, k, OpenApiV1.policies, {}, { nonce: 'short' }), 400, 'nonce_invalid'],
      [signedGet(api, k, '/openapi/v1/policies/99999999'), 404, 'not_found'],
    ];
    for (const [p, status, error] of cases) {
      const r = await p;
      expect(r.status, error).toBe(status);
      expect(r.body).toMatchObject({ code: status, error, data: null });
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(r.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Just under 5 minutes off is still accepted.
    const edge = await signedGet(
      api,
      k,
      OpenApiV1.policies,
      {},
      { timestamp: String(Math.floor(Date.now() / 1000) - 295) },
    );
    expect(edge.status).toBe(200);
  });

  it('a reused nonce is refused (a replay of the exact request too)', async () => {
    const nonce = crypto.randomBytes(16).toString('hex');
    const first = await signedGet(api, k, OpenApiV1.policies, {}, { nonce });
    expect(first.status).toBe(200);
    const replay = await signedGet(api, k, OpenApiV1.policies, {}, { nonce });
    expect(replay).toMatchObject({ status: 401, body: { error: 'nonce_reused' } });
    // Another key may use the same nonce: nonces are per key.
    const other = await keyWithQuota(api, { calls: 5, rate: 100 });
    expect((await signedGet(api, other, OpenApiV1.policies, {}, { nonce })).status).toBe(200);
  });

  it('a replay after a restart (another process on the same database, no Redis) is refused and billed once', async () => {
    const mine = await keyWithQuota(api, { calls: 10, rate: 100 });
    const nonce = crypto.randomBytes(16).toString('hex');
    const ts = String(Math.floor(Date.now() / 1000));
    expect((await signedGet(api, mine, OpenApiV1.policies, {}, { nonce, timestamp: ts })).status).toBe(200);
    // A fresh app over the same database: nothing of the first one's memory survives, as after a restart.
    const fresh = createRuntimes({ config: api.deps.config, db: api.deps.db, logger: api.deps.logger });
    const app = createApp(fresh);
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const standby = { ...api, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
      const replay = await signedGet(standby, mine, OpenApiV1.policies, {}, { nonce, timestamp: ts });
      expect(replay).toMatchObject({ status: 401, body: { error: 'nonce_reused' } });
      expect((await signedGet(standby, mine, OpenApiV1.policies)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await fresh.close();
    }
    const pkg = await api.deps.db.db
      .selectFrom('api_packages')
      .select('used')
      .where('user_id', '=', mine.userId)
      .executeTakeFirstOrThrow();
    expect(pkg.used).toBe(2);
    // The used nonce is a database row (openapi_nonces), which any process reads.
    const rows = await api.deps.db.db.selectFrom('openapi_nonces').select('nonce').where('nonce', '=', nonce).execute();
    expect(rows).toHaveLength(1);
  });

  it('disabled keys answer key_disabled, deleted keys unknown_key; another user cannot touch them', async () => {
    const mine = await keyWithQuota(api, { calls: 10, rate: 100 });
    const stranger = await keyWithQuota(api);
    const row = await api.deps.db.db
      .selectFrom('api_keys')
      .selectAll()
      .where('key_id', '=', mine.key.key_id)
      .executeTakeFirstOrThrow();
    const theirs = await api.call(OpenApiKeyApi.disable, { id: row.id }, { token: stranger.token });
    expect(theirs.body.code).toBe(404);
    expect((await signedGet(api, mine, OpenApiV1.policies)).status).toBe(200);
    await api.call(OpenApiKeyApi.disable, { id: row.id }, { token: mine.token });
    const disabled = await signedGet(api, mine, OpenApiV1.policies);
    expect(disabled).toMatchObject({ status: 403, body: { error: 'key_disabled' } });
    await api.call(OpenApiKeyApi.enable, { id: row.id }, { token: mine.token });
    expect((await signedGet(api, mine, OpenApiV1.policies)).status).toBe(200);
    const left = await api.call<ApiKeyView[]>(OpenApiKeyApi.remove, { id: row.id }, { token: mine.token });
    expect(left.body.data).toEqual([]);
    expect((await signedGet(api, mine, OpenApiV1.policies)).body.error).toBe('unknown_key');
  });

  it('the secret is shown once, stored sealed, and never listed', async () => {
    const list = await api.call<ApiKeyView[]>(OpenApiKeyApi.list, {}, { token: k.token, method: 'GET' });
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body.data)).not.toContain(k.key.secret);
    expect(list.body.data[0]).toMatchObject({
      key_id: k.key.key_id,
      secret_hint: k.key.secret.slice(-4),
      status: 'active',
      rate_per_second: 1000,
    });
    const row = await api.deps.db.db
      .selectFrom('api_keys')
      .selectAll()
      .where('key_id', '=', k.key.key_id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).toMatch(/^v1\./);
    expect(row.secret_enc).not.toContain(k.key.secret.slice(3, 20));
    const bad = await api.call(OpenApiKeyApi.create, { name: '' }, { token: k.token });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('请输入密钥名称');
  });

  it("the rate limit answers 429 with Retry-After past the key's requests per second (default 3)", async () => {
    const slow = await keyWithQuota(api, { calls: 100 });
    expect(slow.key.rate_per_second).toBe(3);
    const rs = await Promise.all(Array.from({ length: 6 }, () => signedGet(api, slow, OpenApiV1.policies)));
    const limited = rs.filter((r) => r.status === 429);
    expect(rs.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited[0]?.body.error).toBe('rate_limited');
    expect(limited[0]?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(limited[0]?.headers.get('x-quota-remaining')).toMatch(/^\d+$/);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signedGet(api, slow, OpenApiV1.policies)).status).toBe(200);
  });
});
