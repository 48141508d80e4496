import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, PoliciesTable } from '../../db/schema.ts';
import { writeContent, type KindLock } from '../search/content-write.ts';
import { htmlToText, indexDocuments } from '../search/indexer.ts';

export interface NewPolicy {
  policy: Insertable<PoliciesTable>;
  labelIds?: number[];
  attachments?: { name: string; file_type: string; size_bytes: number }[];
}

/** Searchable text of a policy: doc number, summary and body (its plain text, `body_text`). */
export function policyIndexText(p: { doc_no: string; summary: string; body_text: string }): string {
  return `${p.doc_no} ${p.summary} ${p.body_text}`;
}

/** The row as stored: the body's plain text is derived here, so it never disagrees with the body. */
export function withBodyText<P extends { body_html: string }>(p: P): P & { body_text: string } {
  return { ...p, body_text: htmlToText(p.body_html) };
}

/** Writes policies with their labels and attachments and indexes them, all in one transaction. */
export async function createPolicies(db: Kysely<Database>, dialect: DialectName, items: NewPolicy[]): Promise<number[]> {
  return writeContent(db, dialect, 'policy', (trx, lock) => insertPolicies(trx, lock, items));
}

/** The inserts and index rows of createPolicies, inside a content transaction that holds the policy lock. */
export async function insertPolicies(trx: Kysely<Database>, lock: KindLock, items: NewPolicy[]): Promise<number[]> {
  const ids: number[] = [];
  const rows = items.map((it) => withBodyText(it.policy));
  for (const [k, item] of items.entries()) {
    const { id } = await trx.insertInto('policies').values(rows[k] as (typeof rows)[number]).returning('id').executeTakeFirstOrThrow();
    ids.push(id);
    if (item.labelIds?.length) await trx.insertInto('policy_labels').values(item.labelIds.map((l) => ({ policy_id: id, label_id: l }))).execute();
    if (item.attachments?.length) await trx.insertInto('policy_attachments').values(item.attachments.map((a) => ({ ...a, policy_id: id }))).execute();
  }
  await indexDocuments(lock, 'policy', rows.map((p, i) => ({ id: ids[i] as number, title: p.title, body: policyIndexText(p) })));
  return ids;
}
