import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminApi, UserApi } from '@aikc/shared/api-paths';
import { startEdge, type EdgeServer } from '../../scripts/edge.ts';
import { startTestApi, type TestApi } from '../../api/test-kit/harness.ts';
import { freePort } from '../src/ports.ts';

/**
 * Issue 32: the API answers an anonymous large upload 401 from its headers, before the body arrives. Through
 * the edge the client must get that 401 (in the envelope), not the 503 the proxy made of the broken upload.
 */
describe('edge: an early API answer to a large body is passed through', () => {
  let dir: string;
  let api: TestApi;
  let edge: EdgeServer;
  let base: string;
  const log: string[] = [];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-edge-early-'));
    for (const d of ['client', 'screens']) {
      fs.mkdirSync(path.join(dir, d), { recursive: true });
      fs.writeFileSync(path.join(dir, d, 'index.html'), '<!doctype html><title>t</title>');
    }
    api = await startTestApi('sqlite', { ADMIN_TOKEN: 'test-admin-token-0123456789abcdef' });
    edge = await startEdge({
      port: 0,
      host: '127.0.0.1',
      apiUrl: api.baseUrl,
      gatewayUrl: `http://127.0.0.1:${await freePort()}`,
      clientDist: path.join(dir, 'client'),
      screensDist: path.join(dir, 'screens'),
      log: (l) => log.push(l),
    });
    base = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => edge.close(resolve));
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a 19 MB anonymous admin import and a 19 MB anonymous upload get the API 401, not 503', async () => {
    const big = Buffer.alloc(19 * 1024 * 1024, 0x20);
    const imp = await fetch(`${base}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(imp.status).toBe(401);
    expect(await imp.json()).toMatchObject({ code: 401, msg: '管理令牌无效' });
    const form = new FormData();
    form.set('file', new Blob([big]), 'a.pdf');
    const up = await fetch(`${base}${UserApi.uploadEvaluateFile}`, { method: 'POST', body: form });
    expect(up.status).toBe(401);
    expect(((await up.json()) as { code: number }).code).toBe(401);
  });
});
