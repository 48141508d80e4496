import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminApi } from '@aikc/shared/api-paths';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const CLAIMED = 19 * 1024 * 1024;

/**
 * Starts a POST that announces a 19 MB body, sends its first megabyte, and resolves with the answer without
 * sending the rest: only a server that answers from the headers can answer it.
 */
function partialUpload(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: { code: number; msg: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(CLAIMED), ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(`{"items":[${'"x",'.repeat(250_000)}`);
  });
}

describeEachDb('admin import: authentication before the body', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { ADMIN_TOKEN });
  });
  afterAll(() => api.close());

  it('an anonymous or wrongly-authorized large body is answered 401 before it is sent in full', async () => {
    const anon = await partialUpload(api.baseUrl, {});
    expect(anon).toEqual({ status: 401, body: { code: 401, msg: '管理令牌无效', data: null } });
    const wrong = await partialUpload(api.baseUrl, { Authorization: 'Bearer not-the-admin-token-at-all' });
    expect(wrong.status).toBe(401);
  });

  it('the admin token still imports (the gate lets it through to the parser)', async () => {
    const res = await fetch(`${api.baseUrl}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ items: [] }),
    });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code, body.msg).not.toBe(401);
  });
});
