import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { keyWithQuota, seedOpenContent, type TestKey } from './test-kit.ts';

/**
 * The documented example clients (docs/openapi-examples/), run as published against a real API: Node in
 * process, curl + openssl, Python and Java as child processes. Each tool that is absent skips with a [skip] line.
 */
const run = promisify(execFile);
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi-examples');
const has = (cmd: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((d) => fs.existsSync(path.join(d, cmd)));

describe('open API example clients', () => {
  let api: TestApi;
  let k: TestKey;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
    await seedOpenContent(api.deps.db);
    k = await keyWithQuota(api, { calls: 100, rate: 1000 });
    env = { ...process.env, AIKC_BASE_URL: api.baseUrl, AIKC_KEY: k.key.key_id, AIKC_SECRET: k.key.secret };
  });
  afterAll(() => api.close());

  const expectPolicies = (body: { code: number; error: null; data: { items: { title: string }[]; total: number } }) => {
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(1);
    expect(body.data.items[0]?.title).toBe('广东省人工智能产业扶持办法');
  };
  /** Output: a status line, then the JSON body. */
  const parse = (out: string) => {
    const [first, ...rest] = out.split('\n');
    return { status: Number(first?.split(' ')[0]), body: JSON.parse(rest.join('\n')) };
  };

  it('Node (in process)', async () => {
    const mod = (await import(pathToFileURL(path.join(DIR, 'node.mjs')).href)) as {
      callOpenApi(o: {
        baseUrl: string;
        keyId: string;
        secret: string;
        path: string;
        query: Record<string, string | number>;
      }): Promise<{ status: number; remaining: string; body: never }>;
    };
    const r = await mod.callOpenApi({
      baseUrl: api.baseUrl,
      keyId: k.key.key_id,
      secret: k.key.secret,
      path: '/openapi/v1/policies',
      query: { keyword: '人工智能', page: 1, page_size: 10 },
    });
    expect(r.status).toBe(200);
    expect(r.remaining).toMatch(/^\d+$/);
    expectPolicies(r.body);
  });

  it('curl + openssl (shell)', async (ctx) => {
    if (!has('curl') || !has('openssl') || !has('bash')) {
      process.stdout.write('[skip] curl example: curl, openssl or bash is not installed\n');
      ctx.skip();
    }
    const { stdout } = await run('bash', [path.join(DIR, 'curl.sh')], { env, timeout: 20_000 });
    const [head, body] = stdout.split(/\r?\n\r?\n/);
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head?.toLowerCase()).toContain('x-quota-remaining:');
    expectPolicies(JSON.parse(body as string));
  });

  it('Python (standard library)', async (ctx) => {
    if (!has('python3')) {
      process.stdout.write('[skip] Python example: python3 is not installed\n');
      ctx.skip();
    }
    const { stdout } = await run('python3', [path.join(DIR, 'python.py')], { env, timeout: 20_000 });
    const r = parse(stdout);
    expect(r.status).toBe(200);
    expectPolicies(r.body);
  });

  it('Java (JDK 17+ single-file launcher)', async (ctx) => {
    if (!has('java')) {
      process.stdout.write('[skip] Java example: java is not installed\n');
      ctx.skip();
    }
    const { stdout } = await run('java', [path.join(DIR, 'AikcOpenApi.java')], { env, timeout: 60_000 });
    const r = parse(stdout);
    expect(r.status).toBe(200);
    expectPolicies(r.body);
  }, 90_000);
});
