import { Cron } from 'croner';
import type { Kysely, Selectable } from 'kysely';
import { CrawlSourceInputSchema, CrawlSelectorsSchema, type CrawlSourceInput } from '@aikc/shared/schemas/crawl';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { CrawlSourcesTable, Database } from '../../db/schema.ts';

/** A source row read back: JSON columns parsed, booleans as booleans. */
export interface CrawlSource extends Omit<CrawlSourceInput, 'enabled'> {
  id: number;
  enabled: boolean;
}

export function sourceOf(row: Selectable<CrawlSourcesTable>): CrawlSource {
  return {
    id: row.id,
    name: row.name,
    list_urls: JSON.parse(row.list_urls_json) as string[],
    paging: row.paging as CrawlSource['paging'],
    page_pattern: row.page_pattern,
    selectors: CrawlSelectorsSchema.parse(JSON.parse(row.selectors_json)),
    region_code: row.region_code,
    agency: row.agency,
    cron: row.cron,
    max_pages: Number(row.max_pages),
    max_bytes: Number(row.max_bytes),
    rate_per_sec: Number(row.rate_per_sec),
    enabled: Number(row.enabled) === 1,
    auto_publish: row.auto_publish === null ? null : Number(row.auto_publish),
  };
}

/** A cron expression croner accepts, or the reason it does not. */
function cronProblem(cron: string): string | null {
  if (!cron) return null;
  try {
    new Cron(cron, { paused: true }).stop();
    return null;
  } catch {
    return `定时表达式无效：${cron}`;
  }
}

/** The columns of a valid source, or the reason it is refused (what the schema alone cannot tell). */
export function sourceValues(s: CrawlSourceInput, now: number) {
  const bad = cronProblem(s.cron);
  if (bad) return bad;
  if (s.paging === 'pages' && !s.page_pattern) return '按页码翻页时须填写翻页地址模式（含{n}）';
  return {
    name: s.name,
    list_urls_json: JSON.stringify(s.list_urls),
    paging: s.paging,
    page_pattern: s.page_pattern,
    selectors_json: JSON.stringify(s.selectors),
    region_code: s.region_code,
    agency: s.agency,
    cron: s.cron,
    max_pages: s.max_pages,
    max_bytes: s.max_bytes,
    rate_per_sec: s.rate_per_sec,
    enabled: s.enabled ? 1 : 0,
    auto_publish: s.auto_publish,
    updated_at: now,
  };
}

/** Adds a source, or updates the one with the same name. Returns the source or the reason it is refused. */
export async function saveSource(db: Kysely<Database>, raw: unknown, now = Date.now()): Promise<CrawlSource | string> {
  const parsed = CrawlSourceInputSchema.safeParse(raw);
  if (!parsed.success) return firstIssueMessage(parsed.error);
  const s = parsed.data;
  const values = sourceValues(s, now);
  if (typeof values === 'string') return values;
  await db
    .insertInto('crawl_sources')
    .values({ ...values, created_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
  return (await findSource(db, s.name)) as CrawlSource;
}

export async function findSource(db: Kysely<Database>, name: string): Promise<CrawlSource | null> {
  const row = await db.selectFrom('crawl_sources').selectAll().where('name', '=', name).executeTakeFirst();
  return row ? sourceOf(row) : null;
}

/** Enabled sources with a schedule, for the worker. */
export async function scheduledSources(db: Kysely<Database>): Promise<CrawlSource[]> {
  const rows = await db
    .selectFrom('crawl_sources')
    .selectAll()
    .where('enabled', '=', 1)
    .where('cron', '!=', '')
    .orderBy('id')
    .execute();
  return rows.map(sourceOf);
}
