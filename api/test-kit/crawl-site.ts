import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import iconv from 'iconv-lite';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { fixtureAgencies, fixtureDoc, type FixtureDoc } from '../src/modules/crawl/fixture/documents.ts';
import { renderPage, type Layout } from '../src/modules/crawl/fixture/layouts.ts';
import { runEnv } from '../src/modules/crawl/env.ts';
import type { RunOptions } from '../src/modules/crawl/runner.ts';
import { buildDocx, buildPdf } from './office-files.ts';
import type { TestApi } from './harness.ts';

/**
 * The crawler's fixture site: government site sections served on 127.0.0.1 by the project's own generator
 * (demo documents: real agency names, 「示例」 titles and 文号). Families: a national 政策文件库 (metadata
 * table, 下一页 paging), a provincial 科技厅 通知公告 (page-number paging, 申报通知, real PDF and DOCX attachments),
 * an oversized and a mis-typed attachment on the second notice,
 * a city site (metadata only in the body and signature; its first notice reprints the province's first), a
 * GBK site (declared, and one page declaring UTF-8 wrongly), a JSON list API, and the failures: 403, 404, 500,
 * slow, garbage, a 50 MB body, a redirect to another host (localhost), a JavaScript-only page, a robots.txt
 * disallowed page and an endless pager. ETags make a second run's requests conditional; `touch` changes a page.
 */
const NAMES = ['科学技术部', '广东省科学技术厅', '广州市科学技术局', '浙江省科学技术厅', '上海市科学技术委员会'];
export const SITE_AGENCIES = NAMES.map(
  (n) => fixtureAgencies().find((a) => a.name === n) as ReturnType<typeof fixtureAgencies>[number],
);
const [NATIONAL, PROVINCE, CITY, ZHEJIANG, SHANGHAI] = SITE_AGENCIES as [
  (typeof SITE_AGENCIES)[number],
  (typeof SITE_AGENCIES)[number],
  (typeof SITE_AGENCIES)[number],
  (typeof SITE_AGENCIES)[number],
  (typeof SITE_AGENCIES)[number],
];

/**
 * The fixture site is local: tests may go faster than the 1 request a second real sites get. Attachments are
 * capped at 1 MB so the fixture's oversized one is refused without serving 20 MB.
 */
export function fastRun(api: TestApi): RunOptions {
  return {
    ...runEnv(api.deps.config),
    writes: api.deps,
    fetch: { ratePerSec: 500, timeoutMs: 1000, retries: 1, backoffMs: 10 },
    listCap: 4,
    attachmentMaxBytes: 1_000_000,
  };
}

export async function insertSiteAgencies(db: Kysely<Database>): Promise<void> {
  for (const a of SITE_AGENCIES) {
    const exists = await db.selectFrom('agencies').select('id').where('name', '=', a.name).executeTakeFirst();
    if (!exists)
      await db
        .insertInto('agencies')
        .values({
          name: a.name,
          short_name: a.short_name,
          level: a.level,
          region_code: a.region_code,
          doc_prefix: a.prefixes[0] as string,
        })
        .execute();
  }
}

interface Family {
  layout: Layout;
  docs: FixtureDoc[];
  charset?: 'gbk';
}

function reprintOf(orig: FixtureDoc, n: number): FixtureDoc {
  const base = fixtureDoc('site-city', n, { agency: CITY, apply: false });
  return {
    ...base,
    title: `广州市科学技术局转发${orig.agency.name}${orig.title.replace(/^关于/u, '关于')}`.slice(0, 120),
    paragraphs: ['各区科技主管部门：', `现将《${orig.title}》转发给你们，请认真贯彻执行。`, ...orig.paragraphs],
    apply: null,
    attachments: [],
  };
}

export class CrawlSite {
  private server: http.Server | null = null;
  port = 0;
  /** Full (200) responses and 304s per path. */
  readonly full = new Map<string, number>();
  readonly notModified = new Map<string, number>();
  /** A delay before each detail page, so a test can kill a run in the middle. */
  delayMs = 0;
  /** Every request as host + path, to show which hosts were asked. */
  readonly requests: string[] = [];
  /** Every User-Agent the site was sent. */
  readonly agents = new Set<string>();
  private readonly families: Record<string, Family>;
  private readonly versions = new Map<string, number>();
  private readonly files = new Map<string, Buffer>();

  constructor() {
    const withFiles = (d: FixtureDoc): FixtureDoc => ({
      ...d,
      attachments: [
        { name: '附件1：项目申报书（示例）.docx', file: `att-${d.id}.docx` },
        { name: '附件2：申报汇总表（示例）.pdf', file: `att-${d.id}.pdf` },
      ],
    });
    const province = [0, 1, 2, 3].map((i) =>
      withFiles(fixtureDoc('site-province', i, { agency: PROVINCE, apply: i < 2 })),
    );
    // The second notice also links an oversized guide and a 「.xlsx」 that is an error page served as 200.
    const second = province[1] as FixtureDoc;
    second.attachments.push(
      { name: '附件3：申报指南全文（示例）.pdf', file: `big-${second.id}.pdf` },
      { name: '附件4：推荐汇总表（示例）.xlsx', file: `missing-${second.id}.xlsx` },
    );
    this.families = {
      gov: {
        layout: 'national',
        docs: [0, 1, 2, 3].map((i) => ({
          ...fixtureDoc('site-national', i, { agency: NATIONAL, apply: false }),
          attachments: [],
        })),
      },
      kjt: { layout: 'provincial', docs: province },
      city: {
        layout: 'city',
        docs: [
          reprintOf(province[0] as FixtureDoc, 0),
          ...[1, 2].map((i) => ({ ...fixtureDoc('site-city', i, { agency: CITY }), attachments: [] })),
        ],
      },
      gbk: {
        layout: 'dl',
        docs: [0, 1, 2].map((i) => ({
          ...fixtureDoc('site-gbk', i, { agency: ZHEJIANG, apply: false }),
          attachments: [],
        })),
        charset: 'gbk',
      },
      json: {
        layout: 'inline',
        docs: [0, 1, 2].map((i) => ({
          ...fixtureDoc('site-json', i, { agency: SHANGHAI, apply: false }),
          attachments: [],
        })),
      },
    };
  }

  doc(family: string, i: number): FixtureDoc {
    return this.families[family]?.docs[i] as FixtureDoc;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Changes a page's content (and so its ETag): the next run must fetch it again. */
  touch(family: string, i: number): void {
    const key = `${family}/${i}`;
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
  }

  async start(): Promise<void> {
    for (const d of this.families.kjt?.docs ?? []) {
      this.files.set(`att-${d.id}.pdf`, buildPdf(`Demo attachment ${d.id} for the crawler fixture`));
      this.files.set(`att-${d.id}.docx`, await buildDocx(`示例附件：${d.title}`));
      // Over a 1 MB attachment cap: a real PDF head padded out (a test sets the cap; the default is 20 MB).
      const big = buildPdf(`Oversized attachment ${d.id}`);
      this.files.set(`big-${d.id}.pdf`, Buffer.concat([big, Buffer.alloc(1_200_000, 0x20)]));
      this.files.set(
        `missing-${d.id}.xlsx`,
        Buffer.from('<!DOCTYPE html><html><body><h1>您访问的页面不存在</h1></body></html>', 'utf8'),
      );
    }
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => this.server?.close(() => r()));
  }

  private detailHtml(family: string, i: number): string {
    const f = this.families[family] as Family;
    const d = f.docs[i] as FixtureDoc;
    const v = this.versions.get(`${family}/${i}`) ?? 0;
    const doc = v ? { ...d, paragraphs: [...d.paragraphs, `（第${v}次更新：补充说明示例文字。）`] } : d;
    return renderPage(doc, f.layout, '/files/').html;
  }

  private list(family: string, from: number, to: number, next: string | null): string {
    const f = this.families[family] as Family;
    const items = f.docs
      .slice(from, to)
      .map(
        (d, k) => `<li><a href="/${family}/content_${from + k}.html">${d.title}</a><span>${d.publishDate}</span></li>`,
      )
      .join('');
    const pager = next ? `<div class="page"><a href="${next}">下一页</a></div>` : '';
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>示例列表</title></head><body><a href="/">首页</a><ul class="list">${items}</ul>${pager}</body></html>`;
  }

  private send(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Buffer | string, type: string) {
    const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const etag = `"${crypto.createHash('sha1').update(buf).digest('hex').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) {
      this.notModified.set(path, (this.notModified.get(path) ?? 0) + 1);
      res.writeHead(304, { etag }).end();
      return;
    }
    this.full.set(path, (this.full.get(path) ?? 0) + 1);
    res.writeHead(200, { 'content-type': type, etag, 'content-length': buf.length }).end(buf);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    this.requests.push(`${req.headers.host ?? ''}${path}`);
    this.agents.add(req.headers['user-agent'] ?? '');
    const html = 'text/html; charset=utf-8';
    if (path === '/robots.txt') return this.send(req, res, path, 'User-agent: *\nDisallow: /private/\n', 'text/plain');
    let m: RegExpExecArray | null;
    if (path === '/gov/index.html') return this.send(req, res, path, this.list('gov', 0, 2, '/gov/index_1.html'), html);
    if (path === '/gov/index_1.html') return this.send(req, res, path, this.list('gov', 2, 4, null), html);
    // The 通知公告 pager: index.html, index_2.html, then empty pages.
    if ((m = /^\/kjt\/index(?:_(\d+))?\.html$/u.exec(path))) {
      const n = Number(m[1] ?? 1);
      return this.send(req, res, path, this.list('kjt', (n - 1) * 2, n * 2, null), html);
    }
    if (path === '/city/index.html') return this.send(req, res, path, this.list('city', 0, 3, null), html);
    if (path === '/gbk/index.html') {
      const body = this.list('gbk', 0, 3, null).replace('charset="utf-8"', 'charset="gbk"');
      return this.send(req, res, path, iconv.encode(body, 'gbk'), 'text/html; charset=gbk');
    }
    if (path === '/api/zcwj/list') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const docs = this.families.json?.docs ?? [];
      const list = docs
        .slice((page - 1) * 2, page * 2)
        .map((d, k) => ({ title: d.title, url: `/json/content_${(page - 1) * 2 + k}.html`, date: d.publishDate }));
      return this.send(
        req,
        res,
        `${path}?page=${page}`,
        JSON.stringify({ code: 0, data: { list, total: docs.length } }),
        'application/json',
      );
    }
    if ((m = /^\/(gov|kjt|city|gbk|json)\/content_(\d+)\.html$/u.exec(path))) {
      const [family, i] = [m[1] as string, Number(m[2])];
      if (!this.families[family]?.docs[i]) return void res.writeHead(404).end('not found');
      if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
      const page = this.detailHtml(family, i);
      if (family === 'gbk') {
        // The third GBK page declares UTF-8 in its header and meta, and sends GBK bytes.
        const wrong = i === 2;
        const body = iconv.encode(wrong ? page : page.replace('charset="utf-8"', 'charset="gbk"'), 'gbk');
        return this.send(req, res, path, body, wrong ? html : 'text/html; charset=gbk');
      }
      return this.send(req, res, path, page, html);
    }
    if ((m = /^\/files\/(.+)$/u.exec(path))) {
      const file = this.files.get(m[1] as string);
      if (!file) return void res.writeHead(404).end();
      return this.send(req, res, path, file, m[1]?.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream');
    }
    return this.failure(req, res, path, url);
  }

  private async failure(req: http.IncomingMessage, res: http.ServerResponse, path: string, url: URL): Promise<void> {
    const html = 'text/html; charset=utf-8';
    this.full.set(path, (this.full.get(path) ?? 0) + 1);
    switch (path) {
      case '/bad/index.html': {
        const links = ['403', '404', '500', 'slow', 'garbage', 'huge', 'redirect', 'js']
          .map((k) => `<li><a href="/bad/${k}.html">示例失败页${k}</a></li>`)
          .join('');
        const extra = `<li><a href="/private/secret.html">示例禁止页</a></li><li><a href="http://localhost:${this.port}/gov/content_0.html">其他站点</a></li>`;
        return void res
          .writeHead(200, { 'content-type': html })
          .end(`<html><body><ul>${links}${extra}</ul></body></html>`);
      }
      case '/bad/403.html':
        return void res.writeHead(403).end('forbidden');
      case '/bad/500.html':
        return void res.writeHead(500).end('error');
      case '/bad/slow.html':
        await new Promise((r) => setTimeout(r, 3000));
        if (!res.destroyed) res.writeHead(200, { 'content-type': html }).end('<html><body>late</body></html>');
        return;
      case '/bad/garbage.html':
        return void res
          .writeHead(200, { 'content-type': html })
          .end(
            Buffer.concat([
              Buffer.from('<html><body><div><<<>>'),
              crypto.randomBytes(2000),
              Buffer.from('</td></span>'),
            ]),
          );
      case '/bad/huge.html': {
        // 50 MB, chunked (no length announced): the crawler must stop reading at its cap.
        res.writeHead(200, { 'content-type': html });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let sent = 0; sent < 50 * 1024 * 1024 && !res.destroyed; sent += chunk.length) {
          if (!res.write(chunk)) await new Promise((r) => res.once('drain', r).once('close', r));
        }
        return void res.end();
      }
      case '/bad/redirect.html':
        return void res.writeHead(302, { location: `http://localhost:${this.port}/gov/content_1.html` }).end();
      case '/bad/js.html':
        return void res
          .writeHead(200, { 'content-type': html })
          .end(
            '<html><head><title>示例</title></head><body><div id="app"></div><script src="/app.js"></script><script>render()</script></body></html>',
          );
      case '/endless/index.html': {
        const p = Number(url.searchParams.get('p') ?? '1');
        return void res
          .writeHead(200, { 'content-type': html })
          .end(
            `<html><body><ul><li><a href="/bad/404.html?e=${p}">示例${p}</a></li></ul><a href="/endless/index.html?p=${p + 1}">下一页</a></body></html>`,
          );
      }
      default:
        return void res.writeHead(404, { 'content-type': html }).end('<html><body>404</body></html>');
    }
  }
}
