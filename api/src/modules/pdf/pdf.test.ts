import { afterAll, describe, expect, it } from 'vitest';
import { PdfMessages, PdfRenderer } from './renderer.ts';
import { RenderTokens } from './render-token.ts';

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
    await expect(r.render({ url: page('x'), title: 't' })).rejects.toThrow(PdfMessages.noChromium);
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
      const pdf = await r.render({ url: page(`<h1>测评报告</h1>${READY}`), title: '测试' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[56](\.\d+)? 84[12](\.\d+)?\]/);
    }, 60_000);

    it('fails with a Chinese message when the page is not ready in time', async () => {
      await quick.render({ url: page(READY), title: 'warm-up' }).catch(() => undefined);
      const started = Date.now();
      await expect(quick.render({ url: page('never ready'), title: 't' })).rejects.toThrow(PdfMessages.timeout);
      expect(Date.now() - started).toBeLessThan(5000);
    }, 60_000);

    it('runs at most `concurrency` at once and refuses past the queue', async () => {
      const slow = page('<script>setTimeout(() => { window.__PDF_READY__ = true; }, 800)</script>');
      const results = await Promise.allSettled([
        r.render({ url: slow, title: 'a' }),
        r.render({ url: slow, title: 'b' }),
        r.render({ url: slow, title: 'c' }),
      ]);
      expect(results.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason.message).toBe(PdfMessages.busy);
    }, 60_000);
  });
});
