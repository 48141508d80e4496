import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Paths from '@aikc/shared/api-paths';
import { describeEachDb, startTestApi, type TestApi } from '../../test-kit/harness.ts';
import { buildUser } from '../../test-kit/builders.ts';

/** Every `/api/front/**` call the contract names. */
const CALLS: string[] = (Object.values(Paths) as unknown[])
  .filter((v): v is Record<string, string> => typeof v === 'object' && v !== null)
  .flatMap((group) => Object.values(group))
  .filter((path) => path.startsWith(Paths.API_PREFIX));

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

/** Bodies that can never be a valid call: not a JSON object at all. */
const nonObjectBody = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);

/** Objects whose fields have random names and values of random types. */
const randomObject = fc.dictionary(
  fc.oneof(
    fc.constantFrom('mobile', 'id', 'page', 'page_size', 'keyword', 'type', 'token', 'scene', 'password'),
    fc.string({ maxLength: 12 }),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  { maxKeys: 6 },
);

async function post(api: TestApi, path: string, body: string, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Platform: 'pc-web' };
  if (token) headers.Authorization = token;
  const res = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, text };
}

describeEachDb('malformed input at the boundary', (dialect) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    token = (await buildUser(api.deps.db.db)).token;
  });
  afterAll(() => api.close());

  it('lists a call for every group of the contract', () => {
    expect(CALLS.length).toBeGreaterThan(40);
  });

  it('answers non-object JSON bodies with a non-200 code, a Chinese msg and HTTP < 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), nonObjectBody, fc.boolean(), async (path, body, withToken) => {
        const res = await post(api, path, JSON.stringify(body), withToken ? token : undefined);
        expect(res.status).toBeLessThan(500);
        const env = JSON.parse(res.text) as { code: number; msg: string };
        expect(env.code).not.toBe(200);
        expect(env.msg).toMatch(HAS_CHINESE);
      }),
      { numRuns: 150 },
    );
  });

  it('never fails with HTTP 500 on random objects, and explains every refusal in Chinese', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), randomObject, fc.boolean(), async (path, body, withToken) => {
        const res = await post(api, path, JSON.stringify(body), withToken ? token : undefined);
        expect(res.status).toBeLessThan(500);
        const env = JSON.parse(res.text) as { code: number; msg: string };
        if (env.code !== 200) expect(env.msg).toMatch(HAS_CHINESE);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses broken JSON and random query strings without HTTP 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), fc.string({ maxLength: 60 }), async (path, raw) => {
        const broken = await post(api, path, `{${raw}`);
        expect(broken.status).toBeLessThan(500);
        const qs = new URLSearchParams({ page: raw, id: raw, keyword: raw, scene: raw }).toString();
        const res = await fetch(`${api.baseUrl}${path}?${qs}`, {
          headers: { Platform: 'pc-web', Authorization: token },
        });
        expect(res.status).toBeLessThan(500);
        const text = await res.text();
        if (res.headers.get('content-type')?.includes('json')) {
          const env = JSON.parse(text) as { code: number; msg: string };
          if (env.code !== 200) expect(env.msg).toMatch(HAS_CHINESE);
        }
      }),
      { numRuns: 150 },
    );
  });
});
