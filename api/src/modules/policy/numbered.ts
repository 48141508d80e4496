import type { Kysely } from 'kysely';
import { docNumberCore, docNumberKey } from '@aikc/shared/doc-number';
import type { Database } from '../../db/schema.ts';

/**
 * Of `ids`, the policies whose 文号, or the 文号 of one of their reprints (a reprint is listed under the
 * document it reprints), has one of the canonical `keys` (shared/doc-number.ts).
 */
export async function policiesNumbered(
  db: Kysely<Database>,
  ids: readonly number[],
  keys: readonly string[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(keys);
  const [own, reprinted] = await Promise.all([
    db.selectFrom('policies').select(['id', 'doc_no']).where('id', 'in', ids).execute(),
    db.selectFrom('policy_reprints').select(['policy_id as id', 'doc_no']).where('policy_id', 'in', ids).execute(),
  ]);
  const found = new Set<number>();
  // A number typed without its issuer is keyed by its core (docNumberKeys).
  const has = (docNo: string) => wanted.has(docNumberKey(docNo)) || wanted.has(docNumberCore(docNo) ?? '');
  for (const r of [...own, ...reprinted]) if (r.doc_no && has(r.doc_no)) found.add(Number(r.id));
  return [...found];
}
