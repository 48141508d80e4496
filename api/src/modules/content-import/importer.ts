import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import {
  ImportItemSchema,
  type ContentImportItem,
  type ImportFailure,
  type ImportItem,
  type ImportQa,
  type ImportReport,
} from '@aikc/shared/schemas/content-import';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { Db } from '../../db/database.ts';
import type { Database, InterpretationsTable, NewsTable } from '../../db/schema.ts';
import { insertInterpretations, rewriteInterpretation } from '../info/writer.ts';
import { insertNews, rewriteNews } from '../news/writer.ts';
import { insertPolicies, POLICY_REWRITE_KINDS, rewritePolicy, type NewPolicy } from '../policy/writer.ts';
import { insertProjects, rewriteProject } from '../project/writer.ts';
import { type SearchKind, writeContent } from '@aikc/search';
import type { ContentWrites } from '../../content-writes.ts';
import type { PushMatcher } from '../push/matcher.ts';
import { writePolicyFacts } from './facts.ts';
import { importQaEntries } from './qa.ts';
import type { Ready } from './ready.ts';
import { loadNameTables, type NameTables } from './resolve.ts';
import { build, type Built } from './build-row.ts';

/**
 * Adds or updates content from import items (a JSONL file's lines or the admin API's items) through the
 * module writers, so indexing, the search state and policy pushes happen in the write's own transaction.
 * Each item is validated alone: a bad one is reported with its line and reason, the rest go in. Items are
 * keyed by `source_id`: an item whose hash equals the stored one is skipped (re-importing a file changes
 * nothing), a changed one rewrites its row.
 */
export interface RawItem {
  line: number;
  raw: unknown;
}

export interface ImportProgress {
  (done: number, total: number): void;
}

const BATCH = 200;
const TABLES = { policy: 'policies', interpretation: 'interpretations', news: 'news', project: 'projects' } as const;
const ORDER: ContentImportItem['kind'][] = ['policy', 'interpretation', 'news', 'project'];

function hashOf(item: ImportItem): string {
  return crypto.createHash('sha256').update(JSON.stringify(item)).digest('hex');
}

/**
 * Called inside each content transaction that wrote rows, with the ids written (inserted or rewritten): the back
 * office appends its audit row there, so the content and its audit entry commit together.
 */
export type InWrite = (trx: Kysely<Database>, kind: ImportItem['kind'], ids: number[]) => Promise<void>;

export async function importContent(
  handle: Db,
  writes: ContentWrites,
  raws: readonly RawItem[],
  progress?: ImportProgress,
  now = Date.now(),
  inWrite?: InWrite,
): Promise<ImportReport> {
  const report: ImportReport = { inserted: 0, updated: 0, unchanged: 0, failed: [], pushes: 0 };
  const byKind = new Map<ContentImportItem['kind'], Ready[]>();
  const qa: Ready<ImportQa>[] = [];
  for (const { line, raw } of raws) {
    const parsed = ImportItemSchema.safeParse(raw);
    if (!parsed.success) {
      report.failed.push({ line, reason: firstIssueMessage(parsed.error) });
      continue;
    }
    const item = parsed.data;
    if (item.kind === 'qa') {
      qa.push({ line, item, hash: hashOf(item) });
      continue;
    }
    const list = byKind.get(item.kind) ?? [];
    list.push({ line, item, hash: hashOf(item) });
    byKind.set(item.kind, list);
  }
  const names = await loadNameTables(handle.db);
  let done = report.failed.length;
  const total = raws.length;
  progress?.(done, total);
  // Policies first, so interpretations in the same file can name them by source id.
  for (const kind of ORDER) {
    const items = dedupe(byKind.get(kind) ?? [], report.failed);
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
      await writeBatch(handle, writes, kind, batch, names, report, now, inWrite);
      done += batch.length;
      progress?.(done, total);
    }
  }
  // The 问答库 last: its answers cite the facts of policies written above.
  const entries = dedupe(qa, report.failed);
  await importQaEntries(handle.db, entries, report, now, inWrite);
  done += entries.length;
  if (entries.length > 0) progress?.(done, total);
  report.failed.sort((a, b) => a.line - b.line);
  return report;
}

/** A source id given twice in one import: the later line wins, the earlier is reported. */
function dedupe<I extends ImportItem>(items: Ready<I>[], failed: ImportFailure[]): Ready<I>[] {
  const last = new Map<string, Ready<I>>();
  for (const r of items) {
    const prev = last.get(r.item.source_id);
    if (prev)
      failed.push({ line: prev.line, reason: `source_id ${r.item.source_id} 在第${r.line}行再次出现，以后者为准` });
    last.set(r.item.source_id, r);
  }
  return [...last.values()];
}

async function storedHashes(
  db: Kysely<Database>,
  kind: ContentImportItem['kind'],
  ids: string[],
): Promise<Map<string, { id: number; hash: string | null }>> {
  const rows = await db
    .selectFrom(TABLES[kind])
    .select(['id', 'source_id', 'source_hash'])
    .where('source_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.source_id as string, { id: r.id, hash: r.source_hash ?? null }]));
}

async function writeBatch(
  handle: Db,
  writes: ContentWrites,
  kind: ContentImportItem['kind'],
  batch: Ready[],
  names: NameTables,
  report: ImportReport,
  now: number,
  inWrite?: InWrite,
): Promise<void> {
  // Resolve names and check unchanged lines before opening a write: a file imported again takes no lock at all.
  const before = await storedHashes(
    handle.db,
    kind,
    batch.map((r) => r.item.source_id),
  );
  const pending: { ready: Ready; row: Built }[] = [];
  for (const ready of batch) {
    if (before.get(ready.item.source_id)?.hash === ready.hash) {
      report.unchanged += 1;
      continue;
    }
    const built = await build(handle.db, ready, names, now);
    if (typeof built === 'string') report.failed.push({ line: ready.line, reason: built });
    else pending.push({ ready, row: built });
  }
  if (pending.length === 0) return;
  // A policy rewrite resets the interpretations' listing too (policy/writer.ts, rewritePolicy).
  const searchKinds: readonly SearchKind[] = kind === 'policy' ? POLICY_REWRITE_KINDS : [kind];
  await writeContent(writes.search, handle.db, handle.dialect, searchKinds, async (trx, lock) => {
    // Read again under the lock: another import may have written these source ids since.
    const stored = await storedHashes(
      trx,
      kind,
      pending.map((p) => p.ready.item.source_id),
    );
    const fresh: { ready: Ready; row: Built }[] = [];
    const rewritten = [...stored.values()].map((s) => s.id);
    const withFacts: { policyId: number; item: ContentImportItem }[] = [];
    const pushesBefore = kind === 'policy' ? await pushCount(trx, rewritten) : 0;
    for (const p of pending) {
      const s = stored.get(p.ready.item.source_id);
      if (!s) {
        fresh.push(p);
        continue;
      }
      if (s.hash === p.ready.hash) {
        report.unchanged += 1;
        continue;
      }
      report.updated += 1;
      await rewrite(trx, lock, writes.pushMatcher, s.id, p.row, now);
      withFacts.push({ policyId: s.id, item: p.ready.item });
    }
    const ids =
      fresh.length > 0
        ? await insert(
            trx,
            lock,
            writes.pushMatcher,
            fresh.map((f) => f.row),
          )
        : [];
    report.inserted += fresh.length;
    fresh.forEach((f, i) => withFacts.push({ policyId: ids[i] as number, item: f.ready.item }));
    for (const w of withFacts)
      if (w.item.kind === 'policy' && w.item.facts) await writePolicyFacts(trx, w.policyId, w.item.facts);
    if (kind === 'policy') report.pushes += (await pushCount(trx, [...rewritten, ...ids])) - pushesBefore;
    await inWrite?.(trx, kind, [...withFacts.map((w) => w.policyId)]);
  });
}

/** Pushes recorded for these policies (the writers make them; the report counts the new ones). */
async function pushCount(db: Kysely<Database>, policyIds: number[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < policyIds.length; i += 500) {
    const row = await db
      .selectFrom('pushes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('policy_id', 'in', policyIds.slice(i, i + 500))
      .executeTakeFirstOrThrow();
    n += Number(row.n);
  }
  return n;
}

async function insert(
  trx: Kysely<Database>,
  lock: Parameters<typeof insertNews>[1],
  matcher: PushMatcher,
  rows: Built[],
): Promise<number[]> {
  const kind = rows[0]?.kind;
  if (kind === 'policy')
    return insertPolicies(
      trx,
      lock,
      matcher,
      rows.map((r) => r.value as NewPolicy),
    );
  if (kind === 'interpretation')
    return insertInterpretations(
      trx,
      lock,
      rows.map((r) => r.value as Insertable<InterpretationsTable>),
    );
  if (kind === 'news')
    return insertNews(
      trx,
      lock,
      rows.map((r) => r.value as Insertable<NewsTable>),
    );
  return insertProjects(
    trx,
    lock,
    rows.map((r) => r.value as Parameters<typeof insertProjects>[2][number]),
  );
}

async function rewrite(
  trx: Kysely<Database>,
  lock: Parameters<typeof insertNews>[1],
  matcher: PushMatcher,
  id: number,
  row: Built,
  now: number,
): Promise<void> {
  if (row.kind === 'policy') {
    await rewritePolicy(trx, lock, matcher, id, { ...row.value, policy: { ...row.value.policy, updated_at: now } });
  } else if (row.kind === 'interpretation') await rewriteInterpretation(trx, lock, id, row.value);
  else if (row.kind === 'news') await rewriteNews(trx, lock, id, row.value);
  else await rewriteProject(trx, lock, id, row.value);
}
