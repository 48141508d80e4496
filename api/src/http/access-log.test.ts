import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EvaluateApi, PolicyApi, SystemApi } from '@aikc/shared/api-paths';
import { createApp } from '../app.ts';
import { createRuntimes } from '../composition.ts';
import { REDACT_PATHS } from '../logger.ts';
import { createTestDb, describeEachDb, testConfig } from '../../test-kit/harness.ts';

describeEachDb('access log', (dialect) => {
  const lines: Record<string, unknown>[] = [];
  let server: Server;
  let url: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const t = await createTestDb(dialect);
    dispose = t.dispose;
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const l of chunk.toString('utf8').split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
        cb();
      },
    });
    const logger = pino({ name: 'api', level: 'info', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    const app = createApp(createRuntimes({ config: testConfig(), db: t.db, logger }));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await dispose();
  });

  const completed = () => lines.filter((l) => l.msg === 'request completed');

  it('writes one line per request with method, url, status, response time and platform', async () => {
    const res = await fetch(`${url}${PolicyApi.list}?from=test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Platform: 'h5' },
      body: '{}',
    });
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    const mine = completed().filter((l) => (l.req as { url: string }).url.startsWith(PolicyApi.list));
    expect(mine).toHaveLength(1);
    const line = mine[0] as Record<string, unknown>;
    expect(line.req).toEqual({ method: 'POST', url: `${PolicyApi.list}?from=test` });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(line.platform).toBe('h5');
    expect(typeof line.responseTime).toBe('number');
    expect(line.name).toBe('api');
    expect(line.level).toBe(30);
    // Only these fields: the lines skip the logger's redaction because none of them can hold a secret.
    expect(Object.keys(line).sort()).toEqual([
      'hostname',
      'level',
      'msg',
      'name',
      'pid',
      'platform',
      'req',
      'res',
      'responseTime',
      'time',
    ]);
  });

  it('logs refusals and unknown paths, with an empty platform when the header is missing', async () => {
    await (await fetch(`${url}/api/front/nope`, { method: 'POST' })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    const line = completed().find((l) => (l.req as { url: string }).url === '/api/front/nope');
    expect(line?.res).toEqual({ statusCode: 404 });
    expect(line?.platform).toBe('');
  });

  it('leaves the health probe out', async () => {
    await (await fetch(`${url}${SystemApi.health}`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    expect(completed().some((l) => (l.req as { url: string }).url === SystemApi.health)).toBe(false);
  });
  it('keeps render tokens out of the lines: an rt value is written as [redacted]', async () => {
    const token = 'eyJzZWNyZXQiOiJyZW5kZXIifQ.c2lnbmF0dXJlLXZhbHVl';
    const res = await fetch(`${url}${EvaluateApi.renderData}?id=1&rt=${token}`);
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    const mine = completed().filter((l) => (l.req as { url: string }).url.startsWith(EvaluateApi.renderData));
    expect(mine).toHaveLength(1);
    expect((mine[0]?.req as { url: string }).url).toBe(`${EvaluateApi.renderData}?id=1&rt=[redacted]`);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
