import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContentWrites } from '../../content-writes.ts';
import type { Database } from '../../db/schema.ts';
import { ATTACHMENT_MAX_BYTES, fetchAttachments } from './attachments.ts';
import { decodeBody } from './decode.ts';
import { AgencyIndex } from './extract/agency.ts';
import { extractPage } from './extract/page.ts';
import { PoliteFetcher, userAgent, type FetchOptions } from './fetcher.ts';
import { dryRunLine, itemOf } from './item.ts';
import { pageUrl, readList } from './list.ts';
import { PushMatcher } from '../push/matcher.ts';
import { writeItem } from './publish.ts';
import { DbQueue, MemoryQueue, type CrawlQueue, type QueueEntry } from './queue.ts';
import { contentHash, minhash } from './minhash.ts';
import type { CrawlSource } from './sources.ts';

/**
 * One run of a source: list pages yield detail pages (and the next list page), detail pages are fetched
 * (conditionally when seen before), extracted, folded or written, and each finishes in one transaction with
 * its crawl_seen row and the run's counts. A run killed midway is resumed by the next `run` of its source.
 * Every failure is recorded with its reason and the run goes on.
 */
export interface RunOptions {
  publicBaseUrl: string;
  /** The contact in the User-Agent (CRAWL_CONTACT); the portal's URL when unset. */
  contact?: string;
  /** Where attachment files are stored (DATA_DIR/policy-files, policy/files.ts). */
  filesDir: string;
  /** Attachment size cap (20 MB unless set). */
  attachmentMaxBytes?: number;
  dryRun?: boolean;
  /** Pages fetched by this invocation at most (the source's max_pages otherwise). */
  maxPages?: number;
  /** Overrides of the source's politeness, for tests against the fixture site. */
  fetch?: Partial<FetchOptions>;
  /** List pages followed at most (50): an endless pager stops there, recorded as a failure. */
  listCap?: number;
  onProgress?: (s: RunSummary, pending: number) => void;
  /** The search and push matcher of the process that runs this (the API's 立即运行); a command's own otherwise. */
  writes?: ContentWrites;
  print?: (line: string) => void;
  now?: () => number;
}

export interface RunSummary {
  runId: number | null;
  resumed: boolean;
  fetched: number;
  new_items: number;
  updated: number;
  unchanged: number;
  folded: number;
  failed: number;
  failures: { url: string; reason: string }[];
  notes: string[];
  /** Pages left for the next run (a --max-pages stop). */
  left: number;
}

const LIST_CAP = 50;
const JS_ONLY = '页面正文由脚本生成（无服务端内容），无法抓取';

async function startRun(db: Kysely<Database>, source: CrawlSource, now: number) {
  const open = await db
    .selectFrom('crawl_runs')
    .selectAll()
    .where('source_id', '=', source.id)
    .where('state', '=', 'running')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) return { row: open, resumed: true };
  const row = await db
    .insertInto('crawl_runs')
    .values({ source_id: source.id, state: 'running', started_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, resumed: false };
}

export async function runSource(handle: Db, source: CrawlSource, opts: RunOptions): Promise<RunSummary> {
  const db = handle.db;
  const now = opts.now ?? Date.now;
  // A command (the crawl CLI, the worker) searches nothing; its matcher lasts the run.
  const writes = opts.writes ?? { search: null, pushMatcher: new PushMatcher() };
  const agencies = new AgencyIndex(
    await db.selectFrom('agencies').select(['name', 'short_name', 'region_code', 'level']).orderBy('id').execute(),
  );
  const summary: RunSummary = {
    runId: null,
    resumed: false,
    fetched: 0,
    new_items: 0,
    updated: 0,
    unchanged: 0,
    folded: 0,
    failed: 0,
    failures: [],
    notes: [],
    left: 0,
  };
  let queue: CrawlQueue;
  if (opts.dryRun) queue = new MemoryQueue();
  else {
    const { row, resumed } = await startRun(db, source, now());
    Object.assign(summary, {
      runId: row.id,
      resumed,
      fetched: Number(row.fetched),
      new_items: Number(row.new_items),
      updated: Number(row.updated),
      unchanged: Number(row.unchanged),
      folded: Number(row.folded),
      failed: Number(row.failed),
      failures: JSON.parse(row.failures_json) as RunSummary['failures'],
    });
    queue = new DbQueue(db, source.id, row.id);
  }
  if (!summary.resumed)
    await queue.add(source.list_urls.map((url) => ({ url, kind: 'list' as const, depth: 1, parent: '' })));

  const fetcher = new PoliteFetcher({
    userAgent: userAgent(opts.publicBaseUrl, opts.contact),
    ratePerSec: source.rate_per_sec,
    maxBytes: source.max_bytes,
    timeoutMs: 15_000,
    retries: 3,
    backoffMs: 1000,
    ...opts.fetch,
  });
  const counts = () => ({
    fetched: summary.fetched,
    new_items: summary.new_items,
    updated: summary.updated,
    unchanged: summary.unchanged,
    folded: summary.folded,
    failed: summary.failed,
    failures_json: JSON.stringify(summary.failures.slice(-500)),
  });
  const saveRun = (trx: Kysely<Database>) =>
    summary.runId === null
      ? Promise.resolve()
      : trx
          .updateTable('crawl_runs')
          .set(counts())
          .where('id', '=', summary.runId)
          .execute()
          .then(() => undefined);
  const fail = async (e: QueueEntry, reason: string) => {
    summary.failed += 1;
    summary.failures.push({ url: e.url, reason });
    await queue.finish(e, 'failed', reason, saveRun);
  };

  const limit = opts.maxPages ?? source.max_pages;
  let budget = limit;
  for (let e = await queue.next(); e; e = await queue.next()) {
    if (budget-- <= 0) break;
    try {
      if (e.kind === 'list') await listPage(e);
      else await detailPage(e);
    } catch (err) {
      // A page that breaks the parser (garbage bytes) is this page's failure, not the run's.
      await fail(e, `页面无法解析：${(err as Error).message.slice(0, 200)}`);
    }
    opts.onProgress?.(summary, await queue.pending());
  }
  summary.left = await queue.pending();
  if (summary.runId !== null && summary.left === 0)
    await db
      .updateTable('crawl_runs')
      .set({ ...counts(), state: 'done', finished_at: now() })
      .where('id', '=', summary.runId)
      .execute();
  return summary;

  async function listPage(e: QueueEntry): Promise<void> {
    const r = await fetcher.get(e.url);
    if (!r.ok) return fail(e, r.reason);
    summary.fetched += 1;
    const { text, note } = decodeBody(r.body, r.contentType);
    if (note) summary.notes.push(`${e.url}：${note}`);
    const list = readList(text, r.url, source);
    const added = await queue.add(
      list.details.map((url) => ({ url, kind: 'detail' as const, depth: 0, parent: e.url })),
    );
    let next: string | null = list.next;
    if (source.paging === 'pages' || source.paging === 'json') next = pageUrl(source, e.depth + 1);
    // A page that brings nothing new ends the paging: an endless pager repeats itself or runs empty.
    if (next && added > 0) {
      const cap = opts.listCap ?? LIST_CAP;
      if (e.depth >= cap) {
        summary.failures.push({ url: next, reason: `翻页超过上限（${cap}页），已停止翻页` });
        summary.failed += 1;
      } else await queue.add([{ url: next, kind: 'list', depth: e.depth + 1, parent: e.url }]);
    }
    await queue.finish(e, 'done', '', saveRun);
  }

  async function detailPage(e: QueueEntry): Promise<void> {
    const seen = opts.dryRun
      ? undefined
      : await db.selectFrom('crawl_seen').selectAll().where('url', '=', e.url).executeTakeFirst();
    const r = await fetcher.get(e.url, seen ? { etag: seen.etag, lastModified: seen.last_modified } : {});
    if (!r.ok) return fail(e, r.reason);
    summary.fetched += 1;
    if (r.notModified) {
      summary.unchanged += 1;
      return queue.finish(e, 'done', '', saveRun);
    }
    const { text, note } = decodeBody(r.body, r.contentType);
    if (note) summary.notes.push(`${e.url}：${note}`);
    const page = extractPage(text, r.url, {
      agencies,
      defaultAgency: source.agency || undefined,
      defaultRegion: source.region_code || undefined,
      selectors: source.selectors,
    });
    const hash = contentHash(page.bodyText);
    if (seen && seen.content_hash === hash) {
      summary.unchanged += 1;
      return queue.finish(e, 'done', '', saveRun);
    }
    if (page.bodyText.replace(/\s+/gu, '').length < 20 && /<script/iu.test(text)) return fail(e, JS_ONLY);
    const item = itemOf(page, source);
    if (typeof item === 'string') return fail(e, `无法识别为政策文件：${item}`);
    const fetched = await fetchAttachments(page.attachments, e.url, {
      fetcher,
      maxBytes: opts.attachmentMaxBytes ?? ATTACHMENT_MAX_BYTES,
      filesDir: opts.dryRun ? null : opts.filesDir,
    });
    // A refused attachment is a failure of its own; the page and its other attachments still go in.
    summary.failed += fetched.failures.length;
    summary.failures.push(...fetched.failures);
    const atts = fetched.stored;
    // Kept with the fields so an item approved later in review gets the same attachments (settle.ts).
    item.fields.attachments = atts.map(({ text, ...a }) => ({ ...a, text_chars: text.length, text }));
    if (opts.dryRun) {
      opts.print?.(dryRunLine(item));
      summary.new_items += 1;
      return queue.finish(e, 'done', '');
    }
    const fp = { hash, minhash: minhash(page.bodyText) };
    const written = await writeItem(handle, writes, source, item, fp, atts, now());
    if (typeof written === 'string') return fail(e, `写入失败：${written}`);
    if (written.outcome === 'new') summary.new_items += 1;
    else if (written.outcome === 'updated') summary.updated += 1;
    else if (written.outcome === 'folded') summary.folded += 1;
    else summary.unchanged += 1;
    const row = {
      source_id: source.id,
      etag: r.etag,
      last_modified: r.lastModified,
      content_hash: hash,
      minhash: fp.minhash,
      item_source_id: item.sourceId,
      // A folded page points at the group's head (a document or a waiting item); only the head is a source.
      policy_id: written.outcome === 'folded' ? null : written.policyId,
      folded_into: written.outcome === 'folded' ? (written.foldedInto ?? '') : '',
      reprint_json: written.reprint ? JSON.stringify(written.reprint) : '',
      fields_json: JSON.stringify(item.fields),
      fetched_at: now(),
    };
    await queue.finish(e, 'done', '', async (trx) => {
      await trx
        .insertInto('crawl_seen')
        .values({ url: e.url, ...row })
        .onConflict((oc) => oc.column('url').doUpdateSet(row))
        .execute();
      await saveRun(trx);
    });
  }
}
