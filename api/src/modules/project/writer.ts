import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, ProjectsTable } from '../../db/schema.ts';
import { writeContent } from '../search/content-write.ts';
import { htmlToText, indexDocuments } from '../search/indexer.ts';

/** Searchable text of a project: department, support, conditions and body. */
export function projectIndexText(p: { department: string; support_text: string; conditions_html: string; body_html: string }): string {
  return `${p.department} ${p.support_text} ${htmlToText(p.conditions_html)} ${htmlToText(p.body_html)}`;
}

/** Writes projects with their labels and indexes them in one transaction. */
export async function createProjects(db: Kysely<Database>, dialect: DialectName, items: { project: Insertable<ProjectsTable>; labelIds?: number[] }[]): Promise<number[]> {
  return writeContent(db, dialect, 'project', async (trx, lock) => {
    const ids: number[] = [];
    for (const item of items) {
      const { id } = await trx.insertInto('projects').values(item.project).returning('id').executeTakeFirstOrThrow();
      ids.push(id);
      if (item.labelIds?.length) await trx.insertInto('project_labels').values(item.labelIds.map((l) => ({ project_id: id, label_id: l }))).execute();
    }
    await indexDocuments(lock, 'project', items.map((it, i) => ({ id: ids[i] as number, title: it.project.title, body: projectIndexText(it.project) })));
    return ids;
  });
}
