import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { indexTable, SEARCH_KINDS } from '@aikc/search';
import { generateInterpretation, generateNews } from './articles.ts';
import { generateCompany } from './companies.ts';
import { buildContext, type SeedSizes } from './context.ts';
import { generatePolicy } from './policy-body.ts';
import { Progress, type ProgressSink } from './progress.ts';
import { generateProject } from './projects.ts';
import {
  writeAgencies,
  writeCompanies,
  writeInterpretations,
  writeLabels,
  writeNews,
  writePolicies,
  writeProjects,
} from './writers.ts';

export interface SeedOptions {
  seed: number;
  today: string;
  sizes: SeedSizes;
  /** Empty the content tables first; without it a database that has content is refused. */
  reset?: boolean;
  /** Where progress goes (stderr in the CLI); null for silence. */
  progress?: ProgressSink | null;
}

/** Content tables, children before parents (the order to empty them in). */
export const CONTENT_TABLES = [
  'company_ip',
  'company_financials',
  'company_tags',
  'companies',
  'project_labels',
  'projects',
  'news',
  'interpretations',
  'policy_citations',
  'policy_reprints',
  'policy_attachments',
  'policy_labels',
  'policies',
  'agencies',
  'labels',
] as const;
const IDENTITY_TABLES = [
  'labels',
  'agencies',
  'policies',
  'policy_attachments',
  'policy_reprints',
  'interpretations',
  'news',
  'projects',
  'companies',
  'company_ip',
];

export class SeedRefused extends Error {}

export async function contentRowCount(handle: Db): Promise<number> {
  let n = 0;
  for (const t of ['labels', 'policies', 'companies'] as const) {
    const r = await handle.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    n += Number(r.n);
  }
  return n;
}

/** Every search reader must drop what it holds of the old corpus (ids are reused after an emptying). */
const RESET_SEARCH_STATE = 'UPDATE search_state SET generation = generation + 1, resets = resets + 1';

export async function emptyContent(handle: Db): Promise<void> {
  if (handle.dialect === 'postgres') {
    const index = SEARCH_KINDS.map(indexTable);
    await handle.db.transaction().execute(async (trx) => {
      // The search locks first, like every content writer (content-write.ts): taken after the TRUNCATE's
      // table locks, a writer holding one and waiting for a table would deadlock with this.
      await sql.raw(RESET_SEARCH_STATE).execute(trx);
      await sql.raw(`TRUNCATE ${[...CONTENT_TABLES, ...index].join(', ')} RESTART IDENTITY CASCADE`).execute(trx);
    });
    return;
  }
  const db = handle.sqlite!;
  db.transaction(() => {
    db.exec(RESET_SEARCH_STATE);
    for (const t of CONTENT_TABLES) db.exec(`DELETE FROM ${t}`);
    for (const kind of SEARCH_KINDS) db.exec(`DELETE FROM ${indexTable(kind)}`);
    db.exec(`DELETE FROM sqlite_sequence WHERE name IN (${IDENTITY_TABLES.map((t) => `'${t}'`).join(', ')})`);
  })();
}

/** After explicit-id inserts PostgreSQL's identity sequences must move past the corpus ids. */
async function syncSequences(handle: Db): Promise<void> {
  if (handle.dialect !== 'postgres') return;
  for (const t of IDENTITY_TABLES) {
    await sql
      .raw(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), COALESCE((SELECT MAX(id) FROM ${t}), 0) + 1, false)`)
      .execute(handle.db);
  }
}

async function writeInBatches<T>(
  progress: Progress,
  table: string,
  total: number,
  batchSize: number,
  make: (n: number) => T,
  write: (rows: T[]) => Promise<unknown>,
  stats: Record<string, number>,
): Promise<void> {
  progress.start(table, total);
  for (let from = 1; from <= total; from += batchSize) {
    const rows: T[] = [];
    for (let n = from; n < from + batchSize && n <= total; n++) rows.push(make(n));
    await write(rows);
    progress.tick(rows.length);
  }
  stats[table] = Math.round(progress.finish());
}

/**
 * Generates the corpus and writes it: labels, agencies, then policies, interpretations, news, projects and
 * companies in batches. Returns milliseconds per table.
 */
export async function runSeed(handle: Db, opts: SeedOptions): Promise<Record<string, number>> {
  const progress = new Progress(opts.progress ?? null);
  if (opts.reset) {
    progress.line('emptying content tables');
    await emptyContent(handle);
  } else if ((await contentRowCount(handle)) > 0) {
    throw new SeedRefused('The database already has content; run with --reset to replace it.');
  }
  const ctx = buildContext(opts.seed, opts.today, opts.sizes);
  const sizes = opts.sizes;
  const stats: Record<string, number> = {};
  if (handle.sqlite) handle.sqlite.pragma('cache_size = -262144');

  await writeLabels(handle, ctx.labels.rows);
  await writeAgencies(handle, ctx.agencies);
  progress.line(`${ctx.labels.rows.length} labels, ${ctx.agencies.length} agencies`);

  let attachmentId = 1;
  await writeInBatches(
    progress,
    'policies',
    sizes.policies,
    500,
    (n) => {
      const row = generatePolicy(ctx, n, attachmentId);
      attachmentId += row.attachments.length;
      return row;
    },
    (rows) => writePolicies(handle, rows),
    stats,
  );
  if (sizes.policies > 0) {
    await writeInBatches(
      progress,
      'interpretations',
      sizes.interpretations,
      1000,
      (n) => generateInterpretation(ctx, n),
      (rows) => writeInterpretations(handle, rows),
      stats,
    );
    await writeInBatches(
      progress,
      'projects',
      sizes.projects,
      1000,
      (n) => generateProject(ctx, n),
      (rows) => writeProjects(handle, rows),
      stats,
    );
  }
  await writeInBatches(
    progress,
    'news',
    sizes.news,
    1000,
    (n) => generateNews(ctx, n),
    (rows) => writeNews(handle, rows),
    stats,
  );
  let ipId = 1;
  await writeInBatches(
    progress,
    'companies',
    sizes.companies,
    2000,
    (n) => {
      const row = generateCompany(ctx, n, ipId);
      ipId += row.ip.length;
      return row;
    },
    (rows) => writeCompanies(handle, rows),
    stats,
  );

  await syncSequences(handle);
  progress.line(handle.dialect === 'postgres' ? 'vacuuming and analyzing' : 'analyzing');
  // PostgreSQL: VACUUM as well, so the visibility map is set after the bulk load and index-only scans (a
  // list page's label lookups) read no table pages; autovacuum would get there only later.
  await sql.raw(handle.dialect === 'postgres' ? 'VACUUM (ANALYZE)' : 'ANALYZE').execute(handle.db);
  if (handle.sqlite) handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  return stats;
}
