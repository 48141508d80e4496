import crypto from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import { createApp } from '../../app.ts';
import { createRuntimes } from '../../composition.ts';
import type { AppDeps } from '../../deps.ts';
import { startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { keyWithQuota, seedOpenContent, signedGet } from './test-kit.ts';

/** With REDIS_URL, nonces and rate limits live in Redis and are shared by every API instance. */
const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS) process.stdout.write('[skip] open API on Redis: TEST_REDIS_URL is not set\n');

describe.skipIf(!REDIS)('open API on Redis: two API instances share nonces and the rate budget', () => {
  let a: TestApi;
  let b: TestApi;
  let server: Server;
  let depsB: AppDeps;
  beforeAll(async () => {
    a = await startTestApi('sqlite', { REDIS_URL: REDIS });
    await seedOpenContent(a.deps.db);
    // A second app over the same database: its own runtimes (own Redis connections, own memory), sharing Redis.
    depsB = createRuntimes({ config: a.deps.config, db: a.deps.db, logger: a.deps.logger });
    server = await new Promise<Server>((resolve) => {
      const s = createApp(depsB).listen(0, '127.0.0.1', () => resolve(s));
    });
    b = { ...a, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await depsB.close();
    await a.close();
  });

  it('a nonce used once is refused on the next call; 3 per second then 429', async () => {
    const k = await keyWithQuota(a, { calls: 50 });
    const nonce = crypto.randomBytes(16).toString('hex');
    expect((await signedGet(a, k, OpenApiV1.policies, {}, { nonce })).status).toBe(200);
    expect((await signedGet(b, k, OpenApiV1.policies, {}, { nonce })).body.error).toBe('nonce_reused');
    await new Promise((r) => setTimeout(r, 1100));
    // Spread over both instances: one budget of 3 a second for the key, not 3 per instance.
    const rs = await Promise.all(Array.from({ length: 6 }, (_, i) => signedGet(i % 2 ? b : a, k, OpenApiV1.policies)));
    expect(rs.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
    const limited = rs.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited[0]?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const keys = await (await import('redis')).createClient({ url: REDIS }).connect();
    try {
      expect(await keys.exists(`aikc:eph:oa:nonce:${k.key.key_id}:${nonce}`)).toBe(1);
    } finally {
      await keys.quit();
    }
  });
});
