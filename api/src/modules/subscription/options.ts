import type { Kysely } from 'kysely';
import { SELECTOR_PROVINCES, findProvince } from '@aikc/shared/regions';
import type { OptionItem, SubscriptionOptions } from '@aikc/shared/schemas/subscription';
import { CHOICE_DIMENSIONS, dimensionSpec, type ChoiceDimension } from '@aikc/shared/schemas/subscription-conditions';
import { pushDimension } from '../push/dimensions.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The subscription form's choices: the 27-entry region list with each province's cities, and each list
 * dimension's choices, fixed in the shared table or listed from its vocabulary (push/dimensions.ts): policy
 * types, topic labels, top-level industries, national and provincial issuing agencies (the ones users subscribe to).
 */
export async function subscriptionOptions(db: Kysely<Database>): Promise<SubscriptionOptions> {
  const agencyLevels = CHOICE_DIMENSIONS.flatMap((k) => {
    const v = pushDimension(k).vocabulary;
    return v?.table === 'agencies' ? v.lists : [];
  });
  const [labels, agencies] = await Promise.all([
    db.selectFrom('labels').select(['id', 'kind', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute(),
    agencyLevels.length
      ? db
          .selectFrom('agencies')
          .select(['id', 'name', 'level'])
          .where('level', 'in', agencyLevels)
          .orderBy('level')
          .orderBy('id')
          .limit(500)
          .execute()
      : [],
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
  const choices = (k: ChoiceDimension): OptionItem<string | number>[] => {
    const fixed = dimensionSpec(k).choices;
    if (fixed) return Object.entries(fixed).map(([id, name]) => ({ id, name }));
    const v = pushDimension(k).vocabulary;
    if (!v) throw new Error(`subscription dimension ${k}: no choices and no vocabulary`);
    if (v.table === 'agencies')
      return agencies.filter((a) => v.lists.includes(a.level)).map((a) => ({ id: a.id, name: a.name }));
    return labels
      .filter((l) => l.kind === v.lists && (!v.topOnly || l.parent_id === null))
      .map((l) => ({ id: l.id, name: l.name }));
  };
  return { regions, ...Object.fromEntries(CHOICE_DIMENSIONS.map((k) => [k, choices(k)])) } as SubscriptionOptions;
}
