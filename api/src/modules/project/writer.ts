import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, ProjectsTable } from '../../db/schema.ts';
import { indexDocuments, type KindLock, writeContent, type Search } from '@aikc/search';
import { htmlToText } from '../../lib/html-text.ts';

/** Searchable text of a project: department, support, conditions and body. */
export function projectIndexText(p: {
  department: string;
  support_text: string;
  conditions_html: string;
  body_html: string;
}): string {
  return `${p.department} ${p.support_text} ${htmlToText(p.conditions_html)} ${htmlToText(p.body_html)}`;
}

/** Writes projects with their labels and indexes them in one transaction. */
export async function createProjects(
  search: Search | null,
  db: Kysely<Database>,
  dialect: DialectName,
  items: { project: Insertable<ProjectsTable>; labelIds?: number[] }[],
): Promise<number[]> {
  return writeContent(search, db, dialect, 'project', (trx, lock) => insertProjects(trx, lock, items));
}

/** The inserts and index rows of createProjects, inside a content transaction that holds the project lock. */
export async function insertProjects(
  trx: Kysely<Database>,
  lock: KindLock,
  items: { project: Insertable<ProjectsTable>; labelIds?: number[] }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const { id } = await trx.insertInto('projects').values(item.project).returning('id').executeTakeFirstOrThrow();
    ids.push(id);
    if (item.labelIds?.length)
      await trx
        .insertInto('project_labels')
        .values(item.labelIds.map((l) => ({ project_id: id, label_id: l })))
        .execute();
  }
  await indexDocuments(
    lock,
    'project',
    items.map((it, i) => ({ id: ids[i] as number, title: it.project.title, body: projectIndexText(it.project) })),
  );
  return ids;
}

/** Rewrites an existing project, its labels and its index row (a reset for search readers). */
export async function rewriteProject(
  trx: Kysely<Database>,
  lock: KindLock,
  id: number,
  item: { project: Insertable<ProjectsTable>; labelIds?: number[] },
): Promise<void> {
  await trx.updateTable('projects').set(item.project).where('id', '=', id).execute();
  await trx.deleteFrom('project_labels').where('project_id', '=', id).execute();
  if (item.labelIds?.length)
    await trx
      .insertInto('project_labels')
      .values(item.labelIds.map((l) => ({ project_id: id, label_id: l })))
      .execute();
  await indexDocuments(lock, 'project', [{ id, title: item.project.title, body: projectIndexText(item.project) }]);
}
