import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The request queue of a run. The database queue is what makes a run crash-safe: an entry is `done` only in the
 * transaction that records what its page became, so a run killed with SIGKILL resumes with exactly the pages
 * not yet finished. A URL seen by an earlier run is queued again (a list names it again), once per run. The
 * memory queue serves --dry-run, which writes nothing.
 */
export type EntryKind = 'list' | 'detail';

export interface QueueEntry {
  id: number;
  url: string;
  kind: EntryKind;
  /** A list page's page number (1 for the list URL), a detail page's 0. */
  depth: number;
}

export interface NewEntry {
  url: string;
  kind: EntryKind;
  depth: number;
  parent: string;
}

export interface CrawlQueue {
  /** Queues the entries not yet queued in this run; returns how many were new. */
  add(entries: readonly NewEntry[]): Promise<number>;
  next(): Promise<QueueEntry | null>;
  /** Marks an entry finished; `inside` runs in the same transaction (the page's records). */
  finish(
    e: QueueEntry,
    state: 'done' | 'failed',
    reason: string,
    inside?: (db: Kysely<Database>) => Promise<void>,
  ): Promise<void>;
  pending(): Promise<number>;
}

export class DbQueue implements CrawlQueue {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sourceId: number,
    private readonly runId: number,
  ) {}

  async add(entries: readonly NewEntry[]): Promise<number> {
    let added = 0;
    for (const e of entries) {
      const row = await this.db
        .selectFrom('crawl_queue')
        .select(['id', 'run_id'])
        .where('source_id', '=', this.sourceId)
        .where('url', '=', e.url)
        .executeTakeFirst();
      if (row && row.run_id === this.runId) continue;
      if (row)
        await this.db
          .updateTable('crawl_queue')
          .set({
            state: 'pending',
            run_id: this.runId,
            kind: e.kind,
            depth: e.depth,
            parent_url: e.parent,
            attempts: 0,
            reason: '',
          })
          .where('id', '=', row.id)
          .execute();
      else
        await this.db
          .insertInto('crawl_queue')
          .values({
            source_id: this.sourceId,
            url: e.url,
            kind: e.kind,
            state: 'pending',
            run_id: this.runId,
            depth: e.depth,
            parent_url: e.parent,
            next_at: 0,
          })
          .onConflict((oc) => oc.columns(['source_id', 'url']).doNothing())
          .execute();
      added += 1;
    }
    return added;
  }

  async next(): Promise<QueueEntry | null> {
    const row = await this.db
      .selectFrom('crawl_queue')
      .select(['id', 'url', 'kind', 'depth'])
      .where('source_id', '=', this.sourceId)
      .where('run_id', '=', this.runId)
      .where('state', '=', 'pending')
      .orderBy('id')
      .executeTakeFirst();
    if (!row) return null;
    await this.db
      .updateTable('crawl_queue')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return { id: row.id, url: row.url, kind: row.kind as EntryKind, depth: Number(row.depth) };
  }

  async finish(
    e: QueueEntry,
    state: 'done' | 'failed',
    reason: string,
    inside?: (db: Kysely<Database>) => Promise<void>,
  ) {
    await this.db.transaction().execute(async (trx) => {
      await inside?.(trx);
      await trx.updateTable('crawl_queue').set({ state, reason }).where('id', '=', e.id).execute();
    });
  }

  async pending(): Promise<number> {
    const r = await this.db
      .selectFrom('crawl_queue')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source_id', '=', this.sourceId)
      .where('run_id', '=', this.runId)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}

export class MemoryQueue implements CrawlQueue {
  private readonly entries: (QueueEntry & { state: string })[] = [];
  private readonly urls = new Set<string>();

  async add(entries: readonly NewEntry[]): Promise<number> {
    let added = 0;
    for (const e of entries) {
      if (this.urls.has(e.url)) continue;
      this.urls.add(e.url);
      this.entries.push({ id: this.entries.length + 1, url: e.url, kind: e.kind, depth: e.depth, state: 'pending' });
      added += 1;
    }
    return added;
  }

  async next(): Promise<QueueEntry | null> {
    return this.entries.find((e) => e.state === 'pending') ?? null;
  }

  async finish(e: QueueEntry, state: 'done' | 'failed') {
    const found = this.entries.find((x) => x.id === e.id);
    if (found) found.state = state;
  }

  async pending(): Promise<number> {
    return this.entries.filter((e) => e.state === 'pending').length;
  }
}
