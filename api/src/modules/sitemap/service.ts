import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';

/**
 * The search-engine sitemap (sitemaps.org 0.9): an index of parts, each part one kind's detail pages over a fixed
 * id range of PART_SIZE ids, so a part never holds more than 50,000 URLs (the protocol's limit) and is read by
 * keyset pages of PAGE_SIZE rows: the 1M-company corpus is streamed, never held in memory.
 */
export const PART_SIZE = 50_000;
const PAGE_SIZE = 5_000;

export const SITEMAP_KINDS = ['policy', 'interpretation', 'news', 'project', 'company'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One URL of a part: the page's path and its last modification (W3C datetime: a date, or date-time with zone). */
export interface SitemapEntry {
  path: string;
  lastmod: string;
}

type ContentTable = 'policies' | 'interpretations' | 'news' | 'projects' | 'companies';

const TABLE: Record<SitemapKind, ContentTable> = {
  policy: 'policies',
  interpretation: 'interpretations',
  news: 'news',
  project: 'projects',
  company: 'companies',
};

/** The portal path of a detail page (shared/src/routes.ts). */
const PAGE_PATH: Record<SitemapKind, (id: number) => string> = {
  policy: (id) => `/policy/detail/${id}`,
  interpretation: (id) => `/info/detail/${id}`,
  news: (id) => `/policy/newsdetail/${id}.html`,
  project: (id) => `/project/detail/${id}`,
  company: (id) => `/company/detail/${id}`,
};

/** `2026-11-25T10:04:05+08:00`: the policy writer's timestamp in China time, as W3C datetime. */
export function w3cDateTime(ms: number): string {
  return `${formatDateTime(ms).replace(' ', 'T')}+08:00`;
}

/** A part's name in the URL: `policy-3` is the policy ids (100000, 150000]. Anything else is not a part. */
export function parsePartName(name: string): { kind: SitemapKind; part: number } | null {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m) return null;
  const kind = SITEMAP_KINDS.find((k) => k === m[1]);
  return kind ? { kind, part: Number(m[2]) } : null;
}

function partRange(part: number): { lo: number; hi: number } {
  return { lo: (part - 1) * PART_SIZE + 1, hi: part * PART_SIZE };
}

/** The parts of every kind that hold at least one page, in kind order. */
export async function sitemapParts(db: Kysely<Database>): Promise<{ kind: SitemapKind; part: number }[]> {
  const parts: { kind: SitemapKind; part: number }[] = [];
  for (const kind of SITEMAP_KINDS) {
    const row = await db
      .selectFrom(TABLE[kind])
      .select((eb) => eb.fn.max('id').as('max_id'))
      .executeTakeFirst();
    const maxId = Number(row?.max_id ?? 0);
    for (let part = 1; (part - 1) * PART_SIZE < maxId; part += 1) {
      const { lo, hi } = partRange(part);
      // Deleted ranges leave gaps: list only parts with a page (an index lookup each).
      const any = await db
        .selectFrom(TABLE[kind])
        .select('id')
        .where('id', '>=', lo)
        .where('id', '<=', hi)
        .limit(1)
        .executeTakeFirst();
      if (any) parts.push({ kind, part });
    }
  }
  return parts;
}

/** Company pages change when a tag is granted or an IP right filed or granted; the latest of those dates. */
async function companyDates(db: Kysely<Database>, lo: number, hi: number): Promise<Map<number, string>> {
  const [tags, ip] = await Promise.all([
    db
      .selectFrom('company_tags')
      .select(['company_id', (eb) => eb.fn.max('granted_date').as('d')])
      .where('company_id', '>=', lo)
      .where('company_id', '<=', hi)
      .groupBy('company_id')
      .execute(),
    db
      .selectFrom('company_ip')
      .select(['company_id', (eb) => eb.fn.max(sql<string>`coalesce(grant_date, apply_date)`).as('d')])
      .where('company_id', '>=', lo)
      .where('company_id', '<=', hi)
      .groupBy('company_id')
      .execute(),
  ]);
  const dates = new Map<number, string>();
  for (const r of [...tags, ...ip]) {
    const prev = dates.get(r.company_id);
    if (r.d && (!prev || r.d > prev)) dates.set(r.company_id, r.d);
  }
  return dates;
}

/**
 * One keyset page of a part: ids above `after`, at most PAGE_SIZE, with their lastmod. Content taken down or
 * scheduled is read but marked `hidden` (search/visibility.ts), so the page still tells where the next begins.
 */
async function entryPage(
  db: Kysely<Database>,
  kind: SitemapKind,
  after: number,
  hi: number,
): Promise<{ id: number; lastmod: string; hidden?: boolean }[]> {
  const base = (t: ContentTable) =>
    db.selectFrom(t).where('id', '>', after).where('id', '<=', hi).orderBy('id').limit(PAGE_SIZE);
  switch (kind) {
    case 'policy':
      return (await base('policies').select(['id', 'updated_at', 'offline']).execute()).map((r) => ({
        id: r.id,
        lastmod: w3cDateTime(Number(r.updated_at)),
        hidden: Number(r.offline) === 1,
      }));
    case 'interpretation':
    case 'news':
    case 'project':
      return (await base(TABLE[kind]).select(['id', 'publish_date', 'offline']).execute()).map((r) => ({
        id: r.id,
        lastmod: r.publish_date,
        hidden: Number(r.offline) === 1,
      }));
    case 'company': {
      const rows = await base('companies').select(['id', 'founded_date']).execute();
      if (rows.length === 0) return [];
      const later = await companyDates(db, rows[0]!.id, rows[rows.length - 1]!.id);
      return rows.map((r) => {
        const d = later.get(r.id);
        return { id: r.id, lastmod: d && d > r.founded_date ? d : r.founded_date };
      });
    }
  }
}

/** Every page of one part in id order, read PAGE_SIZE rows at a time (the route checks first that the part exists). */
export async function* sitemapPart(
  db: Kysely<Database>,
  kind: SitemapKind,
  part: number,
): AsyncGenerator<SitemapEntry> {
  const { lo, hi } = partRange(part);
  let after = lo - 1;
  for (;;) {
    const page = await entryPage(db, kind, after, hi);
    for (const r of page) if (!r.hidden) yield { path: PAGE_PATH[kind](r.id), lastmod: r.lastmod };
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1]!.id;
  }
}

/** Whether a part holds at least one page. */
export async function partExists(db: Kysely<Database>, kind: SitemapKind, part: number): Promise<boolean> {
  const { lo, hi } = partRange(part);
  return !!(await db
    .selectFrom(TABLE[kind])
    .select('id')
    .where('id', '>=', lo)
    .where('id', '<=', hi)
    .limit(1)
    .executeTakeFirst());
}
