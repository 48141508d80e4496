import type { Kysely } from 'kysely';
import { SELECTOR_PROVINCES, findProvince } from '@aikc/shared/regions';
import type { SubscriptionOptions } from '@aikc/shared/schemas/subscription';
import type { Database } from '../../db/schema.ts';

/**
 * The subscription form's choices: the 27-entry region list with each province's cities, policy types, topic
 * labels, top-level industries, and national and provincial issuing agencies (the ones users subscribe to).
 */
export async function subscriptionOptions(db: Kysely<Database>): Promise<SubscriptionOptions> {
  const [labels, agencies] = await Promise.all([
    db.selectFrom('labels').select(['id', 'kind', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('agencies')
      .select(['id', 'name'])
      .where('level', 'in', ['national', 'provincial'])
      .orderBy('level')
      .orderBy('id')
      .limit(500)
      .execute(),
  ]);
  const regions = SELECTOR_PROVINCES.map((p) => {
    if (p.id === 0) return { code: '000000', name: '全国', cities: [] };
    const prov = findProvince(String(p.id));
    return {
      code: String(p.id),
      name: prov?.name ?? p.name,
      cities: (prov?.cities ?? []).map((c) => ({ code: c.code, name: c.name })),
    };
  });
  const pick = (kind: string, topOnly: boolean) =>
    labels
      .filter((l) => l.kind === kind && (!topOnly || l.parent_id === null))
      .map((l) => ({ id: l.id, name: l.name }));
  return {
    regions,
    types: pick('policy_type', false),
    labels: pick('topic', false),
    industries: pick('industry', true),
    agencies,
  };
}
