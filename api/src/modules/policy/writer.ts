import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, PoliciesTable } from '../../db/schema.ts';
import { indexDocuments, type IndexedTokens, type KindLock, writeContent } from '@aikc/search';
import type { ContentWrites } from '../../content-writes.ts';
import { pushPolicies } from '../push/engine.ts';
import type { PushMatcher } from '../push/matcher.ts';
import type { MatchablePolicy } from '../push/terms.ts';
import { htmlToText } from '../../lib/html-text.ts';

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

/**
 * Writes policies with their labels and attachments, indexes them and pushes them to matching subscriptions
 * (push/engine.ts), all in one transaction.
 */
export async function createPolicies(
  writes: ContentWrites,
  db: Kysely<Database>,
  dialect: DialectName,
  items: NewPolicy[],
): Promise<number[]> {
  return writeContent(writes.search, db, dialect, 'policy', (trx, lock) =>
    insertPolicies(trx, lock, writes.pushMatcher, items),
  );
}

/** The inserts and index rows of createPolicies, inside a content transaction that holds the policy lock. */
export async function insertPolicies(
  trx: Kysely<Database>,
  lock: KindLock,
  matcher: PushMatcher,
  items: NewPolicy[],
): Promise<number[]> {
  const ids: number[] = [];
  const rows = items.map((it) => withBodyText(it.policy));
  for (const [k, item] of items.entries()) {
    const { id } = await trx
      .insertInto('policies')
      .values(rows[k] as (typeof rows)[number])
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
    if (item.labelIds?.length)
      await trx
        .insertInto('policy_labels')
        .values(item.labelIds.map((l) => ({ policy_id: id, label_id: l })))
        .execute();
    if (item.attachments?.length)
      await trx
        .insertInto('policy_attachments')
        .values(item.attachments.map((a) => ({ ...a, policy_id: id })))
        .execute();
  }
  const indexed = await indexDocuments(
    lock,
    'policy',
    rows.map((p, i) => ({ id: ids[i] as number, title: p.title, body: policyIndexText(p) })),
  );
  await pushPolicies(
    trx,
    matcher,
    rows.map((p, i) => matchable(ids[i] as number, p, items[i]?.labelIds ?? [], indexed[i])),
  );
  return ids;
}

/** What the push engine reads of a written policy. */
function matchable(
  id: number,
  p: ReturnType<typeof withBodyText<Insertable<PoliciesTable>>>,
  labelIds: readonly number[],
  indexed?: IndexedTokens,
): MatchablePolicy {
  return {
    id,
    title: p.title,
    summary: p.summary,
    body_text: p.body_text,
    province_code: p.province_code,
    city_code: p.city_code,
    region_code: p.region_code,
    level: p.level,
    type_id: p.type_id,
    agency_id: p.agency_id,
    labelIds,
    // The index tokens cover the title, doc number, summary and body: the same words keywords are matched against.
    ...(indexed ? { tokens: [...indexed.titleTokens, ...indexed.bodyTokens] } : {}),
  };
}

/**
 * The search locks a policy rewrite needs: an interpretation is listed under its policy's province
 * (news/interpretation-search-spec.ts), so a rewrite is a reset of the interpretations' listing as well.
 */
export const POLICY_REWRITE_KINDS = ['policy', 'interpretation'] as const;

/**
 * Rewrites an existing policy, its labels and its index row (a reset for search readers); attachments stay.
 * `lock` must hold POLICY_REWRITE_KINDS (checked).
 */
export async function rewritePolicy(
  trx: Kysely<Database>,
  lock: KindLock,
  matcher: PushMatcher,
  id: number,
  item: NewPolicy,
): Promise<void> {
  await lock.markReset('interpretation');
  const row = withBodyText(item.policy);
  // An update keeps the policy's creation time (Kysely leaves undefined columns out of the SET list).
  await trx
    .updateTable('policies')
    .set({ ...row, created_at: undefined })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('policy_labels').where('policy_id', '=', id).execute();
  if (item.labelIds?.length)
    await trx
      .insertInto('policy_labels')
      .values(item.labelIds.map((l) => ({ policy_id: id, label_id: l })))
      .execute();
  const indexed = await indexDocuments(lock, 'policy', [{ id, title: row.title, body: policyIndexText(row) }]);
  await pushPolicies(trx, matcher, [matchable(id, row, item.labelIds ?? [], indexed[0])]);
}
