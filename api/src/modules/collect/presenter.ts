import type { Kysely } from 'kysely';
import { RECORD_TYPE_NAMES, type RecordItem, type RecordType } from '@aikc/shared/schemas/collect';
import type { Database } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { RecordRow } from './service.ts';

type Target = { id: number; title: string; date: string };

/** Titles and dates of the records' targets, one query per type present. */
async function targets(db: Kysely<Database>, rows: RecordRow[]): Promise<Map<string, Target>> {
  const ids = (t: RecordType) => rows.filter((r) => r.type === t).map((r) => r.target_id);
  const out = new Map<string, Target>();
  const put = (type: RecordType, list: Target[]) => list.forEach((x) => out.set(`${type}:${x.id}`, x));
  const q: Promise<void>[] = [];
  const policy = ids('policy');
  if (policy.length)
    q.push(
      db
        .selectFrom('policies')
        .select(['id', 'title', 'publish_date as date'])
        .where('id', 'in', policy)
        .execute()
        .then((l) => put('policy', l)),
    );
  const project = ids('project');
  if (project.length)
    q.push(
      db
        .selectFrom('projects')
        .select(['id', 'title', 'apply_end as date'])
        .where('id', 'in', project)
        .execute()
        .then((l) => put('project', l)),
    );
  const news = ids('news');
  if (news.length)
    q.push(
      db
        .selectFrom('news')
        .select(['id', 'title', 'publish_date as date'])
        .where('id', 'in', news)
        .execute()
        .then((l) => put('news', l)),
    );
  const info = ids('interpretation');
  if (info.length)
    q.push(
      db
        .selectFrom('interpretations')
        .select(['id', 'title', 'publish_date as date'])
        .where('id', 'in', info)
        .execute()
        .then((l) => put('interpretation', l)),
    );
  const company = ids('company');
  if (company.length)
    q.push(
      db
        .selectFrom('companies')
        .select(['id', 'name as title', 'founded_date as date'])
        .where('id', 'in', company)
        .execute()
        .then((l) => put('company', l)),
    );
  await Promise.all(q);
  return out;
}

/** Collection or history rows with their targets' titles; a removed target shows as 该内容已下架. */
export async function presentRecords(db: Kysely<Database>, rows: RecordRow[]): Promise<RecordItem[]> {
  const found = await targets(db, rows);
  return rows.map((r) => {
    const type = r.type as RecordType;
    const t = found.get(`${type}:${r.target_id}`);
    return {
      id: r.id,
      type,
      type_name: RECORD_TYPE_NAMES[type] ?? type,
      target_id: r.target_id,
      title: t?.title ?? '该内容已下架',
      date: t?.date ?? '',
      time: formatDateTime(r.at),
      exists: t !== undefined,
    };
  });
}
