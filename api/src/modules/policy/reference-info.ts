import type { Kysely } from 'kysely';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import type { Database } from '../../db/schema.ts';
import { presentPolicyRef } from './presenter.ts';

type ReferenceInfo = Pick<PolicyDetail, 'is_reference' | 'doc_status' | 'written_date' | 'replaced_by'>;

/**
 * A policy's standing as a document (migration 0022): whether it is a real national document of the
 * reference layer, its stated validity and 成文日期, and the document that replaced it when that is in the
 * portal (resolved by source_id here, so a replacement written later is still found).
 */
export async function referenceInfo(db: Kysely<Database>, id: number): Promise<ReferenceInfo> {
  const row = await db
    .selectFrom('policies')
    .select(['source', 'doc_status', 'written_date', 'replaced_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  const replacement = row?.replaced_by
    ? await db
        .selectFrom('policies as r')
        .innerJoin('agencies as a', 'a.id', 'r.agency_id')
        .select(['r.id', 'r.title', 'r.publish_date', 'a.name as agency_name'])
        .where('r.source_id', '=', row.replaced_by)
        .executeTakeFirst()
    : undefined;
  return {
    is_reference: row?.source === 'reference',
    doc_status: row?.doc_status ?? '',
    written_date: row?.written_date ?? '',
    replaced_by: replacement ? presentPolicyRef(replacement) : null,
  };
}
