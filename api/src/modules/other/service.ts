import type { Kysely } from 'kysely';
import type { LabelKind, MapLabelListsResult } from '@aikc/shared/schemas/other';
import { PROVINCES } from '@aikc/shared/regions';
import type { Selectable } from 'kysely';
import type { Database, LabelsTable } from '../../db/schema.ts';

export type LabelRow = Selectable<LabelsTable>;

/** Labels of a kind in display order; `parentId` 0 = top level, a number = its children, undefined = all. */
export async function listLabels(db: Kysely<Database>, kind: LabelKind, parentId?: number): Promise<LabelRow[]> {
  let q = db.selectFrom('labels').selectAll().where('kind', '=', kind);
  if (parentId === 0) q = q.where('parent_id', 'is', null);
  else if (parentId !== undefined) q = q.where('parent_id', '=', parentId);
  // Top level first on both dialects (SQLite sorts NULL first, PostgreSQL last).
  return q
    .orderBy((eb) => eb.fn.coalesce('parent_id', eb.lit(0)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

async function countByProvince(db: Kysely<Database>, table: 'policies' | 'companies'): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['province_code', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('province_code')
    .execute();
  return new Map(rows.map((r) => [r.province_code.trim(), Number(r.n)]));
}

/** Per-province policy and company counts for the China map: every province, zero counts included. */
export async function mapCounts(db: Kysely<Database>): Promise<MapLabelListsResult> {
  const [policies, companies] = await Promise.all([countByProvince(db, 'policies'), countByProvince(db, 'companies')]);
  return {
    list: PROVINCES.map((p) => ({
      code: p.code,
      name: p.shortName,
      policy_count: policies.get(p.code) ?? 0,
      company_count: companies.get(p.code) ?? 0,
    })),
    national_policy_count: policies.get('000000') ?? 0,
  };
}

/**
 * Caches an async value for `ttlMs`: the map counts scan a million-row table and change only when content is
 * loaded, so one computation per minute is plenty.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let value: Promise<T> | undefined;
  let at = 0;
  return () => {
    if (!value || now() - at > ttlMs) {
      at = now();
      value = load().catch((err: unknown) => {
        value = undefined;
        throw err;
      });
    }
    return value;
  };
}
