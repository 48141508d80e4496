import type { Kysely, Selectable } from 'kysely';
import type { AdminList, AdminPageQuery } from '@aikc/shared/admin/schemas/common';
import type { CrawlRunRow, CrawlSourceRow } from '@aikc/shared/admin/schemas/crawl';
import type { CrawlSourceInput } from '@aikc/shared/schemas/crawl';
import type { Db } from '../../db/database.ts';
import type { CrawlRunsTable, Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { runSource, type RunOptions, type RunSummary } from './runner.ts';
import { sourceOf, sourceValues, type CrawlSource } from './sources.ts';

/**
 * The back office's work on crawl sources (admin/crawl-routes.ts only validates and calls): list with the last
 * run, create, edit, pause and resume, run now in the background, and the runs with their failures. Writes take
 * the caller's transaction so the audit row commits with them.
 */

/**
 * The sources this server is running now (one per app: AppDeps.crawlRuns); a second 「立即运行」 of one is refused
 * until it ends.
 */
export class CrawlRuns {
  private readonly active = new Map<number, Promise<RunSummary | null>>();

  has(sourceId: number): boolean {
    return this.active.has(sourceId);
  }

  /**
   * Starts a run in the background (a run takes minutes at one request a second); its progress and failures are
   * read from the runs list. A run killed with the server is resumed by the next run of the source.
   */
  start(handle: Db, source: CrawlSource, opts: RunOptions, log: (e: unknown) => void): void {
    const run = runSource(handle, source, opts)
      .catch((e: unknown) => {
        log(e);
        return null;
      })
      .finally(() => this.active.delete(source.id));
    this.active.set(source.id, run);
  }

  /** Resolves when the background runs started by this server have ended (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.active.values()]);
  }
}

function runRow(r: Selectable<CrawlRunsTable>): CrawlRunRow {
  return {
    id: r.id,
    state: r.state === 'done' ? 'done' : 'running',
    started_at: formatDateTime(Number(r.started_at)),
    finished_at: r.finished_at === null ? '' : formatDateTime(Number(r.finished_at)),
    fetched: Number(r.fetched),
    new_items: Number(r.new_items),
    updated: Number(r.updated),
    unchanged: Number(r.unchanged),
    folded: Number(r.folded),
    failed: Number(r.failed),
    failures: JSON.parse(r.failures_json) as CrawlRunRow['failures'],
  };
}

export async function listSources(
  db: Kysely<Database>,
  runs: CrawlRuns,
  q: AdminPageQuery,
): Promise<AdminList<CrawlSourceRow>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('crawl_sources')
      .selectAll()
      .orderBy('id')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    db
      .selectFrom('crawl_sources')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: CrawlSourceRow[] = [];
  for (const row of rows) {
    const last = await db
      .selectFrom('crawl_runs')
      .selectAll()
      .where('source_id', '=', row.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const { id, enabled, ...s } = sourceOf(row);
    const lastRun = last ? (({ failures: _f, ...rest }: CrawlRunRow) => rest)(runRow(last)) : null;
    items.push({ id, ...s, enabled, running: runs.has(id), last_run: lastRun });
  }
  return { items, total: Number(count.n), page: q.page, pageSize: q.pageSize };
}

async function sourceById(db: Kysely<Database>, id: number): Promise<CrawlSource> {
  const row = await db.selectFrom('crawl_sources').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('采集来源不存在');
  return sourceOf(row);
}

async function nameTaken(db: Kysely<Database>, name: string, except: number): Promise<boolean> {
  const row = await db
    .selectFrom('crawl_sources')
    .select('id')
    .where('name', '=', name)
    .where('id', '!=', except)
    .executeTakeFirst();
  return row !== undefined;
}

export async function createSource(trx: Kysely<Database>, input: CrawlSourceInput, now = Date.now()) {
  const values = sourceValues(input, now);
  if (typeof values === 'string') throw badRequest(values);
  if (await nameTaken(trx, input.name, 0)) throw conflict('来源名称已存在');
  const row = await trx
    .insertInto('crawl_sources')
    .values({ ...values, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return sourceOf(row);
}

export async function updateSource(
  trx: Kysely<Database>,
  id: number,
  input: CrawlSourceInput,
  now = Date.now(),
): Promise<{ before: CrawlSource; after: CrawlSource }> {
  const before = await sourceById(trx, id);
  const values = sourceValues(input, now);
  if (typeof values === 'string') throw badRequest(values);
  if (await nameTaken(trx, input.name, id)) throw conflict('来源名称已存在');
  const row = await trx
    .updateTable('crawl_sources')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after: sourceOf(row) };
}

/** Pauses (the schedule skips it, 「立即运行」 is refused) or resumes a source. */
export async function setEnabled(trx: Kysely<Database>, id: number, enabled: boolean, now = Date.now()) {
  const before = await sourceById(trx, id);
  if (before.enabled === enabled) throw conflict(enabled ? '该来源已在运行中（未暂停）' : '该来源已暂停');
  await trx
    .updateTable('crawl_sources')
    .set({ enabled: enabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
  return before;
}

/** Checks that a source may run now (exists, not paused, not already running here). */
export async function runnable(db: Kysely<Database>, runs: CrawlRuns, id: number): Promise<CrawlSource> {
  const s = await sourceById(db, id);
  if (!s.enabled) throw conflict('该来源已暂停，请先恢复再运行');
  if (runs.has(id)) throw conflict('该来源正在运行，请等待本次运行结束');
  return s;
}

export async function listRuns(
  db: Kysely<Database>,
  q: AdminPageQuery & { source_id: number },
): Promise<AdminList<CrawlRunRow>> {
  await sourceById(db, q.source_id);
  const base = db.selectFrom('crawl_runs').where('source_id', '=', q.source_id);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(runRow), total: Number(count.n), page: q.page, pageSize: q.pageSize };
}
