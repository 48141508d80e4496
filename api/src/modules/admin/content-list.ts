import type { Kysely } from 'kysely';
import { PolicyFilterSchema, ProjectFilterSchema } from '@aikc/shared/filters';
import { NewsListBodySchema } from '@aikc/shared/schemas/news';
import {
  CONTENT_STATE_NAMES,
  type ContentKind,
  type ContentRow,
  type ContentState,
} from '@aikc/shared/admin/schemas/content';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { z } from 'zod';
import type { ContentListQuerySchema } from '@aikc/shared/admin/schemas/content';
import type { Search } from '@aikc/search';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { searchInterpretations, searchNews } from '../news/service.ts';
import { searchPolicies } from '../policy/service.ts';
import { searchProjects } from '../project/service.ts';
import { TABLE_OF, type EditableKind } from './content-edit.ts';
import { visibilityState } from './content-publish.ts';

type Query = z.output<typeof ContentListQuerySchema>;
type AnyRow = Record<string, unknown> & { id: number };

export function contentRow(kind: ContentKind, r: AnyRow): ContentRow {
  const state: ContentState = kind === 'qa' ? 'published' : visibilityState(r);
  const subtitle = kind === 'policy' ? r.doc_no : kind === 'qa' ? r.theme : (r.source ?? r.department ?? '');
  const updated = Number(r.updated_at ?? r.created_at ?? 0);
  return {
    kind,
    id: r.id,
    title: String(kind === 'qa' ? r.question : r.title),
    subtitle: String(subtitle ?? ''),
    publish_date: String(r.publish_date ?? r.valid_from ?? ''),
    state,
    state_name: CONTENT_STATE_NAMES[state],
    publish_at: state === 'scheduled' && r.publish_at ? formatDateTime(Number(r.publish_at)) : '',
    source_id: String(r.source_id ?? ''),
    updated_at: updated ? formatDateTime(updated) : '',
  };
}

/** The portal's own page sizes (15, 30, 50): a staff page size is served with the nearest one not smaller. */
function portalPageSize(n: number): 15 | 30 | 50 {
  return n <= 15 ? 15 : n <= 30 ? 30 : 50;
}

/** With a keyword: the portal's search engine and its filters (so staff find what users find), ids in its order. */
async function searchIds(handle: Db, search: Search, q: Query & { q: string }, kind: EditableKind) {
  const { db, dialect } = handle;
  const pageSize = portalPageSize(q.pageSize);
  const common = { keyword: q.q, page: q.page, pageSize, sort: 'relevance' as const };
  if (kind === 'policy') {
    const f = PolicyFilterSchema.parse({ ...common, province: q.region ?? '', from: q.from ?? '', to: q.to ?? '' });
    const res = await searchPolicies(search, db, dialect, f);
    return { ids: res.rows.map((r) => Number(r.id)), total: res.total, pageSize };
  }
  if (kind === 'project') {
    const res = await searchProjects(search, db, ProjectFilterSchema.parse({ ...common, province: q.region ?? '' }));
    return { ids: res.rows.map((r) => Number(r.id)), total: res.total, pageSize };
  }
  const f = NewsListBodySchema.parse({ ...common, province: q.region ?? '' });
  const res = kind === 'news' ? await searchNews(search, db, f) : await searchInterpretations(search, db, f);
  return { ids: res.rows.map((r) => r.id), total: res.total, pageSize };
}

async function rowsByIds(db: Kysely<Database>, kind: EditableKind, ids: number[]): Promise<AnyRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db.selectFrom(TABLE_OF[kind]).selectAll().where('id', 'in', ids).execute()) as AnyRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Content for the back office: by the portal's search with a keyword, else newest first with the state filter. */
export async function listContent(handle: Db, search: Search, q: Query): Promise<AdminList<ContentRow>> {
  const { db } = handle;
  if (q.kind === 'qa') {
    let sel = db.selectFrom('qa_entries');
    if (q.q) sel = sel.where('question', 'like', `%${q.q}%`);
    const [rows, count] = await Promise.all([
      sel
        .selectAll()
        .orderBy('id', 'desc')
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),
      sel.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((r) => contentRow('qa', r as unknown as AnyRow)),
      total: Number(count.n),
      page: q.page,
      pageSize: q.pageSize,
    };
  }
  const kind = q.kind;
  // Offline and scheduled items are not in the portal's engine (search/visibility.ts): with those states a
  // keyword is matched against the title in the table instead.
  if (q.q && q.state !== 'offline' && q.state !== 'scheduled') {
    const found = await searchIds(handle, search, { ...q, q: q.q }, kind);
    const rows = await rowsByIds(db, kind, found.ids);
    return {
      items: rows.map((r) => contentRow(kind, r)),
      total: found.total,
      page: q.page,
      pageSize: found.pageSize,
    };
  }
  let sel = db.selectFrom(TABLE_OF[kind] as 'policies');
  if (q.state === 'offline') sel = sel.where('offline', '=', 1).where('publish_at', 'is', null);
  else if (q.state === 'scheduled') sel = sel.where('offline', '=', 1).where('publish_at', 'is not', null);
  else if (q.state === 'published') sel = sel.where('offline', '=', 0);
  if (q.q) sel = sel.where('title', 'like', `%${q.q}%`);
  if (q.from) sel = sel.where('publish_date', '>=', q.from);
  if (q.to) sel = sel.where('publish_date', '<=', q.to);
  const [rows, count] = await Promise.all([
    sel
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    sel.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => contentRow(kind, r as unknown as AnyRow)),
    total: Number(count.n),
    page: q.page,
    pageSize: q.pageSize,
  };
}
