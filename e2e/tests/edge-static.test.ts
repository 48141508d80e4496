import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, pickEncoding, type EdgeServer } from '../../scripts/edge.ts';
import { precompressDir } from '../../scripts/precompress.ts';
import { freePort } from '../src/ports.ts';
import { ROOT } from '../src/stack.ts';

/**
 * The edge's static serving (issue 21): precompressed brotli and gzip variants chosen by Accept-Encoding, with
 * the original Content-Type, Vary, immutable caching for hashed assets and revalidation (ETag) for HTML. Raw
 * node:http requests, so the body is checked as sent, then decoded and compared with the file.
 */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(r: Raw): Buffer {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(r.body);
  if (enc === 'gzip') return zlib.gunzipSync(r.body);
  return r.body;
}

// A bundle shaped like a Vite build: hashed assets, the HTML shell, version.json, a favicon, one tiny file.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `政策${i}`))};\n`.repeat(4);
const CSS = `.result-item{display:flex;gap:8px}\n`.repeat(80);
const HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>AI科策云</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;

let dir: string;
let clientDist: string;
let screensDist: string;
let adminDist: string;
let edge: EdgeServer;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-edge-static-'));
  clientDist = path.join(dir, 'client');
  screensDist = path.join(dir, 'screens');
  adminDist = path.join(dir, 'admin');
  for (const d of [clientDist, screensDist, adminDist]) {
    fs.mkdirSync(path.join(d, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(d, 'index.html'), HTML);
    fs.writeFileSync(path.join(d, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    fs.writeFileSync(path.join(d, 'assets', 'index-Ef56Gh78.css'), CSS);
    fs.writeFileSync(path.join(d, 'assets', 'tiny-0000aaaa.js'), 'export {};\n');
  }
  fs.writeFileSync(path.join(clientDist, 'version.json'), JSON.stringify({ buildId: 'x'.repeat(300) }));
  fs.writeFileSync(
    path.join(clientDist, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`,
  );
  await precompressDir(clientDist);
  await precompressDir(screensDist);
  await precompressDir(adminDist);
  const closed = `http://127.0.0.1:${await freePort()}`;
  edge = await startEdge({
    port: 0,
    host: '127.0.0.1',
    apiUrl: closed,
    gatewayUrl: closed,
    clientDist,
    screensDist,
    adminDist,
    log: () => {},
  });
  base = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (edge) {
    edge.closeAllConnections();
    await new Promise<void>((r) => edge.close(() => r()));
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and *, falls back to identity', () => {
    const both = { br: true, gzip: true };
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('*, br;q=0', both)).toBe('gzip');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', { br: false, gzip: true })).toBeNull();
  });
});

describe('static serving at the edge', () => {
  const cases = [
    {
      url: '/assets/index-Ab12Cd34.js',
      file: 'assets/index-Ab12Cd34.js',
      type: /^text\/javascript; charset=utf-8$/,
      cache: 'public, max-age=31536000, immutable',
    },
    {
      url: '/assets/index-Ef56Gh78.css',
      file: 'assets/index-Ef56Gh78.css',
      type: /^text\/css; charset=utf-8$/,
      cache: 'public, max-age=31536000, immutable',
    },
    { url: '/favicon.svg', file: 'favicon.svg', type: /^image\/svg\+xml/, cache: 'no-cache' },
    { url: '/version.json', file: 'version.json', type: /^application\/json; charset=utf-8$/, cache: 'no-cache' },
    // The SPA fallback: any route answers with the shell, compressed and revalidated.
    { url: '/policy/list', file: 'index.html', type: /^text\/html; charset=utf-8$/, cache: 'no-cache' },
  ];
  for (const c of cases) {
    for (const enc of ['br', 'gzip'] as const) {
      it(`${c.url} with Accept-Encoding: ${enc}`, async () => {
        const r = await get(base, c.url, { 'Accept-Encoding': enc });
        expect(r.status).toBe(200);
        expect(r.headers['content-encoding']).toBe(enc);
        expect(r.headers.vary).toMatch(/Accept-Encoding/i);
        expect(r.headers['content-type']).toMatch(c.type);
        expect(r.headers['cache-control']).toBe(c.cache);
        expect(r.headers.etag).toBeTruthy();
        const original = fs.readFileSync(path.join(clientDist, c.file));
        expect(r.body.length).toBeLessThan(original.length);
        expect(decode(r).equals(original)).toBe(true);
      });
    }
  }

  it('a browser-style header gets brotli; none gets the file as is', async () => {
    const original = fs.readFileSync(path.join(clientDist, 'assets', 'index-Ab12Cd34.js'));
    const chrome = await get(base, '/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(decode(chrome).equals(original)).toBe(true);
    const plain = await get(base, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.equals(original)).toBe(true);
  });

  it('HTML revalidates: the ETag of the variant answers 304', async () => {
    const first = await get(base, '/', { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(base, '/', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('a file too small to gain is sent as is; variants and missing assets are not served', async () => {
    const tiny = await get(base, '/assets/tiny-0000aaaa.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(base, '/assets/index-Ab12Cd34.js.br')).status).toBe(404);
    const gone = await get(base, '/assets/index-00000000.js', { 'Accept-Encoding': 'br' });
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('the screens bundle under /big_screen/ is served the same way', async () => {
    const r = await get(base, '/big_screen/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(r).equals(fs.readFileSync(path.join(screensDist, 'assets', 'index-Ab12Cd34.js')))).toBe(true);
    const shell = await get(base, '/big_screen/s1', { 'Accept-Encoding': 'gzip' });
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
  });

  it("the back office under /admin/ is its own bundle, behind the portal's strict policy (no eval)", async () => {
    const r = await get(base, '/admin/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(r).equals(fs.readFileSync(path.join(adminDist, 'assets', 'index-Ab12Cd34.js')))).toBe(true);
    for (const route of ['/admin', '/admin/orders', '/admin/content/policy/edit/1']) {
      const shell = await get(base, route);
      expect(shell.status, route).toBe(200);
      expect(shell.headers['content-type']).toMatch(/^text\/html/);
      expect(shell.headers['content-security-policy']).toContain("script-src 'self';");
      expect(shell.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect((await get(base, '/admin/assets/index-00000000.js')).status).toBe(404);
  });
});

// The real build (npm run build -w @aikc/client -w @aikc/screens): every script of the first route leaves compressed.
const builtIndex = path.join(ROOT, 'client', 'dist', 'index.html');
describe.skipIf(!fs.existsSync(builtIndex))('the built client bundle', () => {
  let real: EdgeServer;
  let realBase: string;
  beforeAll(async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    real = await startEdge({
      port: 0,
      host: '127.0.0.1',
      apiUrl: closed,
      gatewayUrl: closed,
      clientDist: path.join(ROOT, 'client', 'dist'),
      screensDist: path.join(ROOT, 'screens', 'dist'),
      log: () => {},
    });
    realBase = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    real.closeAllConnections();
    await new Promise<void>((r) => real.close(() => r()));
  });

  it('serves the shell and every script and stylesheet it names as brotli that decodes to the built file', async () => {
    const shell = await get(realBase, '/', { 'Accept-Encoding': 'br' });
    expect(shell.headers['content-encoding']).toBe('br');
    const html = decode(shell).toString('utf8');
    expect(html).toContain('lang="zh-CN"');
    const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) {
      const r = await get(realBase, u, { 'Accept-Encoding': 'br' });
      const original = fs.readFileSync(path.join(ROOT, 'client', 'dist', u));
      if (original.length >= 256) expect(r.headers['content-encoding'], u).toBe('br');
      expect(decode(r).equals(original), u).toBe(true);
    }
  });
});
