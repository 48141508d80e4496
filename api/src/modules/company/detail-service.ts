import type { Kysely } from 'kysely';
import { COMPANY_IP_KINDS } from '@aikc/shared/schemas/company';
import type { Database } from '../../db/schema.ts';

const RELATED_LIMIT = 8;
type CompanyIpKind = (typeof COMPANY_IP_KINDS)[number];

/** What a company's detail page shows besides the company row: IP counts, financials, related policies. */
export async function companyDetailParts(db: Kysely<Database>, c: { id: number; province_code: string; industry_name: string }) {
  const [ipRows, financials, related] = await Promise.all([
    db.selectFrom('company_ip').select(['kind', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', '=', c.id).groupBy('kind').execute(),
    db.selectFrom('company_financials').selectAll().where('company_id', '=', c.id).orderBy('year').execute(),
    // Policies tagged with an industry label named like the company's industry, in its province or nationwide.
    db
      .selectFrom('policies as p')
      .innerJoin('agencies as a', 'a.id', 'p.agency_id')
      .select(['p.id', 'p.title', 'p.publish_date', 'a.name as agency_name'])
      .where('p.province_code', 'in', [c.province_code, '000000'])
      .orderBy((eb) => eb.case().when(eb.exists(eb.selectFrom('policy_labels as pl').innerJoin('labels as l', 'l.id', 'pl.label_id').select('pl.policy_id').whereRef('pl.policy_id', '=', 'p.id').where('l.name', '=', c.industry_name))).then(0).else(1).end())
      .orderBy('p.publish_date', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
  ]);
  const ipCounts = Object.fromEntries(COMPANY_IP_KINDS.map((k) => [k, 0])) as Record<CompanyIpKind, number>;
  for (const row of ipRows) if (row.kind in ipCounts) ipCounts[row.kind] = Number(row.n);
  return { ipCounts, financials, related };
}

/** One page of a company's IP rows (all kinds or one), newest application first. */
export async function companyIpPage(db: Kysely<Database>, companyId: number, kind: CompanyIpKind | 'all', page: number, pageSize: number) {
  let q = db.selectFrom('company_ip').where('company_id', '=', companyId);
  if (kind !== 'all') q = q.where('kind', '=', kind);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('apply_date', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  return { rows, total: Number(n) };
}
