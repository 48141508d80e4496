import type { Kysely } from 'kysely';
import type { ImportPolicy } from '@aikc/shared/schemas/content-import';
import type { Database } from '../../db/schema.ts';

type Fact = NonNullable<ImportPolicy['facts']>[number];

/**
 * Replaces a policy's facts (policy_facts) in the write's transaction. Rows go by policy and by fact id: a
 * re-seed reuses policy ids, and a fact keeps its id when its document is rewritten, so neither leaves a stale row.
 */
export async function writePolicyFacts(trx: Kysely<Database>, policyId: number, facts: readonly Fact[]): Promise<void> {
  const ids = facts.map((f) => f.id);
  await trx
    .deleteFrom('policy_facts')
    .where((eb) => eb.or([eb('policy_id', '=', policyId), ...(ids.length > 0 ? [eb('fact_id', 'in', ids)] : [])]))
    .execute();
  if (facts.length === 0) return;
  await trx
    .insertInto('policy_facts')
    .values(
      facts.map((f, sort) => ({
        policy_id: policyId,
        fact_id: f.id,
        article: f.article,
        topic: f.topic,
        text: f.text,
        sort,
      })),
    )
    .execute();
}
