import type { Kysely } from 'kysely';
import { provinceCodeOf, cityCodeOf } from '@aikc/shared/regions';
import type { Database } from '../../db/schema.ts';

/** Names an import file may use, resolved to ids once per import: agencies (full or short name) and labels. */
export interface NameTables {
  agency(name: string): number | undefined;
  /** A policy/project type label (kind policy_type). */
  type(name: string): number | undefined;
  /** An industry or topic label. */
  label(name: string): number | undefined;
}

export async function loadNameTables(db: Kysely<Database>): Promise<NameTables> {
  const [agencies, labels] = await Promise.all([
    db.selectFrom('agencies').select(['id', 'name', 'short_name']).orderBy('id').execute(),
    db.selectFrom('labels').select(['id', 'kind', 'name']).orderBy('id').execute(),
  ]);
  const byAgency = new Map<string, number>();
  for (const a of agencies) {
    if (!byAgency.has(a.name)) byAgency.set(a.name, a.id);
    if (a.short_name && !byAgency.has(a.short_name)) byAgency.set(a.short_name, a.id);
  }
  const types = new Map<string, number>();
  const others = new Map<string, number>();
  for (const l of labels) {
    const m = l.kind === 'policy_type' ? types : others;
    if (!m.has(l.name)) m.set(l.name, l.id);
  }
  return { agency: (n) => byAgency.get(n), type: (n) => types.get(n), label: (n) => others.get(n) };
}

/** The province and city columns of a region code, as the seed writes them ('000000' where there is none). */
export function regionColumns(code: string): { region_code: string; province_code: string; city_code: string } {
  if (code === '000000') return { region_code: code, province_code: '000000', city_code: '000000' };
  return {
    region_code: code,
    province_code: provinceCodeOf(code),
    city_code: code.endsWith('0000') ? '000000' : cityCodeOf(code),
  };
}
