import type { Insertable, Kysely } from 'kysely';
import type { ContentFields } from '@aikc/shared/admin/schemas/content';
import type { Db } from '../../db/database.ts';
import type { Database, InterpretationsTable, NewsTable, PoliciesTable, ProjectsTable } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { loadNameTables, regionColumns } from '../content-import/resolve.ts';
import { rewriteInterpretation } from '../info/writer.ts';
import { rewriteNews } from '../news/writer.ts';
import { POLICY_REWRITE_KINDS, rewritePolicy } from '../policy/writer.ts';
import { rewriteProject } from '../project/writer.ts';
import { type KindLock, type SearchKind, writeContent } from '@aikc/search';
import { sanitizeBody } from '../../lib/sanitize-body.ts';
import type { ContentWrites } from '../../content-writes.ts';
import type { PushMatcher } from '../push/matcher.ts';
import { appendAudit, type Actor } from './audit.ts';

/**
 * Staff edits of stored content, through the writers the import uses (policy/news/info/project writer.ts)
 * inside the content write door (search/content-write.ts): the row, its search index row and the kind's search
 * generation change in one transaction, so the portal's search and listing caches (keyed by generation) drop
 * the old title at once; policy rewrites also run the subscription pushes. The audit row goes in the same
 * transaction.
 */
export type EditableKind = 'policy' | 'interpretation' | 'news' | 'project';
export const TABLE_OF = {
  policy: 'policies',
  interpretation: 'interpretations',
  news: 'news',
  project: 'projects',
} as const;

export type AnyRow = Record<string, unknown> & { id: number };

/** The editable fields of a stored row, as the edit form shows them. */
export async function fieldsOf(db: Kysely<Database>, kind: EditableKind, row: AnyRow): Promise<Partial<ContentFields>> {
  const base = { title: String(row.title), body_html: String(row.body_html), publish_date: String(row.publish_date) };
  if (kind === 'policy' || kind === 'project') {
    const agency = await db
      .selectFrom('agencies')
      .select('name')
      .where('id', '=', Number(row.agency_id))
      .executeTakeFirst();
    return {
      ...base,
      agency: agency?.name ?? '',
      region_code: String(row.region_code),
      ...(kind === 'policy' ? { doc_no: String(row.doc_no) } : { deadline: String(row.apply_end) }),
    };
  }
  if (kind === 'news') return { ...base, agency: String(row.source), region_code: String(row.region_code) };
  return { ...base, agency: String(row.source) };
}

export async function loadRow(db: Kysely<Database>, kind: EditableKind, id: number): Promise<AnyRow> {
  const row = (await db.selectFrom(TABLE_OF[kind]).selectAll().where('id', '=', id).executeTakeFirst()) as
    AnyRow | undefined;
  if (!row) throw notFound('内容不存在或已删除');
  return row;
}

/** The row with the staff's fields applied; names resolved against the agency table. */
async function applied(
  db: Kysely<Database>,
  kind: EditableKind,
  row: AnyRow,
  f: Partial<ContentFields>,
  now: number,
): Promise<AnyRow> {
  const next: AnyRow = { ...row };
  if (f.title !== undefined) next.title = f.title;
  if (f.body_html !== undefined) next.body_html = sanitizeBody(f.body_html);
  if (f.publish_date !== undefined) next.publish_date = f.publish_date;
  if (f.region_code !== undefined && kind !== 'interpretation') Object.assign(next, regionColumns(f.region_code));
  if (f.agency !== undefined) {
    if (kind === 'policy' || kind === 'project') {
      const agencyId = (await loadNameTables(db)).agency(f.agency);
      if (agencyId === undefined) throw badRequest(`发文机关不存在：${f.agency}`);
      next.agency_id = agencyId;
    } else next.source = f.agency;
  }
  if (kind === 'policy' && f.doc_no !== undefined) next.doc_no = f.doc_no;
  if (kind === 'project' && f.deadline !== undefined) {
    if (f.deadline < String(next.apply_start)) throw badRequest('申报截止日期不能早于开始日期');
    next.apply_end = f.deadline;
  }
  if (kind === 'policy') next.updated_at = now;
  return next;
}

/** The insertable columns of a row for a writer's rewrite: no id, no derived text. */
function columnsOf(row: AnyRow): Record<string, unknown> {
  const { id: _id, body_text: _t, ...rest } = row;
  return rest;
}

async function labelIds(db: Kysely<Database>, kind: 'policy' | 'project', id: number): Promise<number[]> {
  if (kind === 'policy') {
    const rows = await db.selectFrom('policy_labels').select('label_id').where('policy_id', '=', id).execute();
    return rows.map((r) => r.label_id);
  }
  const rows = await db.selectFrom('project_labels').select('label_id').where('project_id', '=', id).execute();
  return rows.map((r) => r.label_id);
}

/**
 * Writes `next` (a stored row, changed or not) through the kind's writer inside a content transaction that
 * holds the kind's locks: the row, its labels kept, its index row (skipped while offline: search/visibility.ts)
 * and, for policies, the subscription pushes.
 */
export async function rewriteRow(
  trx: Kysely<Database>,
  lock: KindLock,
  matcher: PushMatcher,
  kind: EditableKind,
  id: number,
  next: AnyRow,
): Promise<void> {
  const cols = columnsOf(next);
  if (kind === 'policy')
    await rewritePolicy(trx, lock, matcher, id, {
      policy: cols as Insertable<PoliciesTable>,
      labelIds: await labelIds(trx, 'policy', id),
    });
  else if (kind === 'project')
    await rewriteProject(trx, lock, id, {
      project: cols as Insertable<ProjectsTable>,
      labelIds: await labelIds(trx, 'project', id),
    });
  else if (kind === 'news') await rewriteNews(trx, lock, id, cols as Insertable<NewsTable>);
  else await rewriteInterpretation(trx, lock, id, cols as Insertable<InterpretationsTable>);
}

/** The search locks a write of `kind` takes (a policy rewrite also resets the interpretations' listing). */
export function locksOf(kind: EditableKind): readonly SearchKind[] {
  return kind === 'policy' ? POLICY_REWRITE_KINDS : [kind];
}

/** Applies an edit through the kind's writer, with its audit row, in one content transaction. */
export async function editContent(
  handle: Db,
  writes: ContentWrites,
  actor: Actor,
  kind: EditableKind,
  id: number,
  fields: Partial<ContentFields>,
  now = Date.now(),
): Promise<AnyRow> {
  return writeContent(writes.search, handle.db, handle.dialect, locksOf(kind), async (trx, lock) => {
    const row = await loadRow(trx, kind, id);
    const next = await applied(trx, kind, row, fields, now);
    await rewriteRow(trx, lock, writes.pushMatcher, kind, id, next);
    await appendAudit(
      trx,
      actor,
      {
        action: 'content.update',
        entity: kind,
        entityId: id,
        before: await fieldsOf(trx, kind, row),
        after: await fieldsOf(trx, kind, next),
      },
      now,
    );
    return next;
  });
}

/** A 知识库 entry's question and answer (not a search kind: a plain audited update). */
export async function editQa(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  f: Partial<ContentFields>,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('qa_entries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('知识库条目不存在');
    const next = {
      question: f.title ?? row.question,
      answer: f.body_html !== undefined ? sanitizeBody(f.body_html) : row.answer,
    };
    await trx
      .updateTable('qa_entries')
      .set({ ...next, updated_at: now })
      .where('id', '=', id)
      .execute();
    await appendAudit(
      trx,
      actor,
      {
        action: 'content.update',
        entity: 'qa',
        entityId: id,
        before: { title: row.question, body_html: row.answer },
        after: { title: next.question, body_html: next.answer },
      },
      now,
    );
  });
}
