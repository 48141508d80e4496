import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, PoliciesTable } from '../../db/schema.ts';
import { htmlToText, indexDocuments } from '../search/indexer.ts';

export interface NewPolicy {
  policy: Insertable<PoliciesTable>;
  labelIds?: number[];
  attachments?: { name: string; file_type: string; size_bytes: number }[];
}

/** Searchable text of a policy: doc number, summary and body. */
export function policyIndexText(p: { doc_no: string; summary: string; body_html: string }): string {
  return `${p.doc_no} ${p.summary} ${htmlToText(p.body_html)}`;
}

/** Writes policies with their labels and attachments and indexes them, all in one transaction. */
export async function createPolicies(db: Kysely<Database>, dialect: DialectName, items: NewPolicy[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const item of items) {
      const { id } = await trx.insertInto('policies').values(item.policy).returning('id').executeTakeFirstOrThrow();
      ids.push(id);
      if (item.labelIds?.length) await trx.insertInto('policy_labels').values(item.labelIds.map((l) => ({ policy_id: id, label_id: l }))).execute();
      if (item.attachments?.length) await trx.insertInto('policy_attachments').values(item.attachments.map((a) => ({ ...a, policy_id: id }))).execute();
    }
    await indexDocuments(trx, dialect, 'policy', items.map((it, i) => ({ id: ids[i] as number, title: it.policy.title, body: policyIndexText(it.policy) })));
    return ids;
  });
}
