import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type EdgeServer } from '../../scripts/edge.ts';

/**
 * The edge in front of several gateways (issue 35): a long-polling session is pinned by the `aikc_gw` cookie to
 * the gateway that answered its first request, new sessions go to the gateways in turn, and the API's internal
 * calls are never forwarded. Stand-in servers answer with their own name.
 */
function named(name: string, seen: string[]): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    seen.push(`${name} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(name);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

function get(url: string, cookie?: string): Promise<{ status: number; body: string; setCookie?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: cookie ? { Cookie: cookie } : {} }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, setCookie: res.headers['set-cookie']?.[0] }));
      })
      .on('error', reject);
  });
}

describe('edge with two gateways', () => {
  const seen: string[] = [];
  const servers: http.Server[] = [];
  let edge: EdgeServer;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-edge-gw-'));
    for (const d of ['client', 'screens']) {
      fs.mkdirSync(path.join(dir, d), { recursive: true });
      fs.writeFileSync(path.join(dir, d, 'index.html'), '<!doctype html><title>AI科策云</title>');
    }
    const [api, one, two] = await Promise.all([named('api', seen), named('gw1', seen), named('gw2', seen)]);
    servers.push(api.server, one.server, two.server);
    edge = await startEdge({
      port: 0,
      host: '127.0.0.1',
      apiUrl: api.url,
      gatewayUrl: [one.url, two.url],
      clientDist: path.join(dir, 'client'),
      screensDist: path.join(dir, 'screens'),
      log: () => {},
    });
    base = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await edge.drain(1000);
    for (const s of servers) s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pins a polling session to its gateway by cookie and spreads new sessions', async () => {
    const poll = '/socket.io/?EIO=4&transport=polling';
    const first = await get(`${base}${poll}`);
    const second = await get(`${base}${poll}`);
    expect(new Set([first.body, second.body])).toEqual(new Set(['gw1', 'gw2']));
    const cookie = first.setCookie!.split(';')[0]!;
    expect(first.setCookie).toMatch(/^aikc_gw=[01]; Path=\/socket\.io; HttpOnly; SameSite=Lax$/);
    for (let i = 0; i < 4; i++) {
      const again = await get(`${base}${poll}&sid=abc`, cookie);
      expect(again.body).toBe(first.body);
      expect(again.setCookie).toBeUndefined();
    }
  });

  it('never forwards the internal calls, whatever the token', async () => {
    const before = seen.length;
    const res = await get(`${base}/api/internal/user_events?since=0`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ code: 404, msg: '接口不存在', data: null });
    expect(seen.slice(before)).toEqual([]);
    expect((await get(`${base}/api/front/user/user_info`)).body).toBe('api');
  });
});
