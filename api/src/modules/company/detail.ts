import type { Kysely, Selectable } from 'kysely';
import { COMPANY_IP_KINDS, type CompanyDetail } from '@aikc/shared/schemas/company';
import type { CompanyFinancialsTable, Database } from '../../db/schema.ts';
import { presentPolicyRef } from '../policy/presenter.ts';
import { presentCompanyDetail } from './presenter.ts';
import { loadCompanies, type CompanyRowFull } from './service.ts';

const RELATED_LIMIT = 8;

type IpCounts = CompanyDetail['ip_counts'];

/**
 * A company's register row with its tags, IP counts by kind (the rows of company_ip, which the 知识产权 tab lists)
 * and every year of figures: the one source of the company page's facts. The AI evaluation and matching read
 * it too, so a figure in a report is the figure on the page.
 */
export async function companyProfile(db: Kysely<Database>, id: number): Promise<CompanyProfile | null> {
  const [c] = await loadCompanies(db, [id]);
  return c ? profileOf(db, c) : null;
}

export interface CompanyProfile {
  row: CompanyRowFull;
  ip_counts: IpCounts;
  financials: Omit<Selectable<CompanyFinancialsTable>, 'company_id'>[];
}

async function profileOf(db: Kysely<Database>, c: CompanyRowFull): Promise<CompanyProfile> {
  const [ipRows, financials] = await Promise.all([
    db
      .selectFrom('company_ip')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', c.id)
      .groupBy('kind')
      .execute(),
    db.selectFrom('company_financials').selectAll().where('company_id', '=', c.id).orderBy('year').execute(),
  ]);
  const counts = Object.fromEntries(COMPANY_IP_KINDS.map((k) => [k, 0])) as IpCounts;
  for (const row of ipRows) if (row.kind in counts) counts[row.kind] = Number(row.n);
  return { row: c, ip_counts: counts, financials: financials.map(({ company_id: _c, ...f }) => f) };
}

/** A company's detail (the portal's detail page and the open API alike); null when there is none. */
export async function companyDetail(db: Kysely<Database>, id: number): Promise<CompanyDetail | null> {
  const [c] = await loadCompanies(db, [id]);
  if (!c) return null;
  const [p, related] = await Promise.all([profileOf(db, c), relatedPolicies(db, c)]);
  return presentCompanyDetail(c, {
    ip_counts: p.ip_counts,
    financials: p.financials,
    related_policies: related.map(presentPolicyRef),
  });
}

/** Policies tagged with an industry label named like the company's industry, in its province or nationwide. */
function relatedPolicies(db: Kysely<Database>, c: CompanyRowFull) {
  return db
    .selectFrom('policies as p')
    .innerJoin('agencies as a', 'a.id', 'p.agency_id')
    .select(['p.id', 'p.title', 'p.publish_date', 'a.name as agency_name'])
    .where('p.province_code', 'in', [c.province_code, '000000'])
    .orderBy((eb) =>
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('policy_labels as pl')
              .innerJoin('labels as l', 'l.id', 'pl.label_id')
              .select('pl.policy_id')
              .whereRef('pl.policy_id', '=', 'p.id')
              .where('l.name', '=', c.industry_name),
          ),
        )
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('p.publish_date', 'desc')
    .limit(RELATED_LIMIT)
    .execute();
}
