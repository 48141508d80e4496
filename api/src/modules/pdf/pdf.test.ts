import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfMessages, PdfRenderer } from './renderer.ts';
import { RenderTokens } from './render-token.ts';
import { FairQueue } from './fair-queue.ts';
import fs from 'node:fs';
import { groupMemoryBytes, killGroup, uidOf } from './browser-process.ts';

const HAS_CHROMIUM = new PdfRenderer().available;
if (!HAS_CHROMIUM)
  process.stdout.write('[skip] PDF rendering tests: no Chromium at /usr/bin/chromium (apt-get install chromium)\n');

const page = (body: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><meta charset="utf-8"><body>${body}</body>`)}`;
const READY = '<script>setTimeout(() => { window.__PDF_READY__ = true; }, 50)</script>';

describe('render tokens', () => {
  const t = new RenderTokens(1000);
  it('verifies its own tokens for their purpose and id, until they expire', () => {
    const tok = t.issue('evaluate', 7, 3, 10_000);
    expect(t.verify(tok, 'evaluate', 10_500)).toEqual({ id: 7, userId: 3 });
    expect(t.verify(tok, 'qypj', 10_500)).toBeNull();
    expect(t.verify(tok, 'evaluate', 11_001)).toBeNull();
  });
  it('refuses a changed body, a forged signature and another key', () => {
    const tok = t.issue('evaluate', 7, 3);
    const [body, mac] = tok.split('.');
    const forged = `${Buffer.from(
      Buffer.from(body ?? '', 'base64url')
        .toString()
        .replace('.7.', '.8.'),
    ).toString('base64url')}.${mac}`;
    expect(t.verify(forged, 'evaluate')).toBeNull();
    expect(t.verify(`${body}.AAAA`, 'evaluate')).toBeNull();
    expect(new RenderTokens().verify(tok, 'evaluate')).toBeNull();
    expect(t.verify('garbage', 'evaluate')).toBeNull();
  });
});

describe('the PDF renderer', () => {
  it('says in Chinese that Chromium is missing', async () => {
    const r = new PdfRenderer({ executablePath: '/nonexistent/chromium' });
    await expect(r.render({ owner: 1, url: page('x'), title: 't' })).rejects.toThrow(PdfMessages.noChromium);
  });

  describe.skipIf(!HAS_CHROMIUM)('with Chromium', () => {
    // Generous limits: these run beside other suites on a shared machine; the timeout case has its own.
    const r = new PdfRenderer({ concurrency: 1, maxQueued: 1, timeoutMs: 15_000 });
    const quick = new PdfRenderer({ timeoutMs: 1500 });
    afterAll(async () => {
      await r.close();
      await quick.close();
    });

    it('prints an A4 PDF once the page says it is ready', async () => {
      const pdf = await r.render({ owner: 1, url: page(`<h1>测评报告</h1>${READY}`), title: '测试' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[56](\.\d+)? 84[12](\.\d+)?\]/);
    }, 60_000);

    it('fails with a Chinese message when the page is not ready in time', async () => {
      await quick.render({ owner: 1, url: page(READY), title: 'warm-up' }).catch(() => undefined);
      const started = Date.now();
      await expect(quick.render({ owner: 1, url: page('never ready'), title: 't' })).rejects.toThrow(
        PdfMessages.timeout,
      );
      // A limit held, not the test's own timeout: far above the 1.5 s (or a cold browser's 4.5 s) on a loaded machine.
      expect(Date.now() - started).toBeLessThan(30_000);
    }, 60_000);

    it('gives a new browser’s first render its cold limit, then holds renders to the normal one', async () => {
      // The first export after a start loaded the client with empty caches and timed out (a 503 to the user).
      const cold = new PdfRenderer({ timeoutMs: 1500, coldTimeoutMs: 20_000 });
      const late = page('<script>setTimeout(() => { window.__PDF_READY__ = true; }, 2500)</script>');
      try {
        const pdf = await cold.render({ owner: 1, url: late, title: 'first' });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        await expect(cold.render({ owner: 1, url: late, title: 'second' })).rejects.toThrow(PdfMessages.timeout);
      } finally {
        await cold.close();
      }
    }, 60_000);

    it('runs at most `concurrency` at once and refuses past the queue', async () => {
      const slow = page('<script>setTimeout(() => { window.__PDF_READY__ = true; }, 800)</script>');
      const results = await Promise.allSettled([
        r.render({ owner: 1, url: slow, title: 'a' }),
        r.render({ owner: 2, url: slow, title: 'b' }),
        r.render({ owner: 3, url: slow, title: 'c' }),
      ]);
      expect(results.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason.message).toBe(PdfMessages.busy);
    }, 60_000);
  });

  describe.skipIf(!HAS_CHROMIUM)('the browser process', () => {
    const own = new PdfRenderer({ timeoutMs: 15_000 });
    const capped = new PdfRenderer({ timeoutMs: 15_000, memoryCapMb: 40 });
    afterAll(async () => {
      await own.close();
      await capped.close();
    });
    const ok = { owner: 1, url: page(`<h1>报告</h1>${READY}`), title: 't' };

    it('runs sandboxed, never as root, in its own process group; a killed browser is replaced for the next render', async () => {
      await own.render(ok);
      const pid = own.pid as number;
      expect(pid).toBeGreaterThan(0);
      if (process.getuid?.() === 0) expect(uidOf(pid)).not.toBe(0);
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(cmdline).not.toContain('--no-sandbox');
      expect(groupMemoryBytes(pid)).toBeGreaterThan(0);
      killGroup(pid);
      for (let i = 0; i < 50 && own.pid === pid; i++) await new Promise((r) => setTimeout(r, 100));
      const pdf = await own.render(ok);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(own.pid).not.toBe(pid);
    }, 90_000);

    it('kills the browser that grows past its memory cap: the render fails with a Chinese message', async () => {
      const slow = page('<script>setTimeout(() => { window.__PDF_READY__ = true; }, 3000)</script>');
      await expect(capped.render({ ...ok, url: slow })).rejects.toThrow(PdfMessages.failed);
    }, 90_000);
  });

  describe.skipIf(!HAS_CHROMIUM)('one fair queue for every user', () => {
    // Tokens live 4 s; one render takes about 0.5 s. A token issued at request time would expire in the queue.
    const tokens = new RenderTokens(4000);
    let server: http.Server;
    let base: string;
    beforeAll(async () => {
      // The hidden page as the edge serves it: it prints only with a valid token in its URL.
      server = http.createServer((req, res) => {
        const rt = new URL(req.url ?? '/', 'http://x').searchParams.get('rt') ?? '';
        const ok = tokens.verify(rt, 'evaluate') !== null;
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          ok
            ? `<!doctype html><body>报告<script>setTimeout(() => { window.__PDF_READY__ = true; }, 400)</script></body>`
            : `<!doctype html><body><script>window.__PDF_ERROR__ = '报告链接已失效'; window.__PDF_READY__ = true;</script></body>`,
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    const fair = new PdfRenderer({ concurrency: 1, timeoutMs: 15_000 });
    afterAll(async () => {
      await fair.close();
      server.close();
    });

    it('25 requests of one user: 2 are taken, the rest refused at once; a second user is served next, no token expires', async () => {
      const ends: string[] = [];
      const job = (owner: number, name: string) => {
        const stages: number[] = [];
        const p = fair
          .render({
            owner,
            title: name,
            url: () => `${base}/?rt=${encodeURIComponent(tokens.issue('evaluate', 1, owner))}`,
            onStage: (s, ahead) => s === 'queued' && stages.push(ahead),
          })
          .then((pdf) => {
            ends.push(name);
            return { pdf, stages };
          });
        return p;
      };
      const flood = Array.from({ length: 25 }, (_, i) => job(1, `a${i}`));
      const bystander = job(2, 'b');
      const results = await Promise.allSettled([...flood, bystander]);
      const reasons = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
      expect(reasons).toEqual(Array(23).fill(PdfMessages.perUser(2)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      // The second user waited for the one render running, not behind the first user's second.
      expect(ends).toEqual(['a0', 'b', 'a1']);
      const b = results[25] as PromiseFulfilledResult<{ pdf: Buffer; stages: number[] }>;
      expect(b.value.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(b.value.stages).toEqual([1]);
    }, 120_000);
  });
});

describe('the fair queue', () => {
  it('serves the owner with the fewest running first, and tells each waiting job its place', async () => {
    const q = new FairQueue({ concurrency: 1, perOwner: 3, maxWaiting: 10, refuse: (why) => new Error(why) });
    const order: string[] = [];
    const places: Record<string, number[]> = {};
    const take = (owner: number, name: string) =>
      q
        .acquire(owner, (ahead) => (places[name] ??= []).push(ahead))
        .then((release) => {
          order.push(name);
          return release;
        });
    const first = await take(1, 'a1');
    const waits = [take(1, 'a2'), take(1, 'a3'), take(2, 'b1'), take(3, 'c1')];
    await expect(q.acquire(1, undefined)).rejects.toThrow('owner');
    // a1 runs; b1 comes first (its owner has none running), then c1.
    expect(places.c1?.at(-1)).toBe(2);
    first();
    const r2 = await waits[2];
    r2?.();
    const r3 = await waits[3];
    r3?.();
    (await (waits[0] as Promise<() => void>))();
    (await (waits[1] as Promise<() => void>))();
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });
});
