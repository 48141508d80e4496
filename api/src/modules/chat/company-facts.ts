import type { Kysely } from 'kysely';
import type { CompanyFacts } from '@aikc/shared/company-eval';
import type { Database } from '../../db/schema.ts';
import { regionName } from '../search/lookups.ts';

export interface CompanyRecord {
  id: number;
  province_code: string;
  city_code: string;
  industry_code: string;
  facts: CompanyFacts;
}

/** A company's register data, figures (last three years) and qualifications, as the evaluation reads them. */
export async function loadCompany(db: Kysely<Database>, id: number): Promise<CompanyRecord | null> {
  const c = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!c) return null;
  const [years, tags] = await Promise.all([
    db
      .selectFrom('company_financials')
      .selectAll()
      .where('company_id', '=', id)
      .orderBy('year', 'desc')
      .limit(3)
      .execute(),
    db.selectFrom('company_tags').select('tag').where('company_id', '=', id).execute(),
  ]);
  return {
    id: Number(c.id),
    province_code: c.province_code,
    city_code: c.city_code,
    industry_code: c.industry_code,
    facts: {
      name: c.name,
      status: c.status,
      founded: c.founded_date,
      industry: c.industry_name,
      region: regionName(c.city_code || c.province_code),
      capital: Number(c.registered_capital),
      staffCount: Number(c.staff_count),
      invention: Number(c.invention_patents),
      utility: Number(c.utility_patents),
      design: Number(c.design_patents),
      software: Number(c.software_copyrights),
      tags: tags.map((t) => t.tag),
      years: years.reverse().map((y) => ({
        year: Number(y.year),
        revenue: Number(y.revenue),
        mainRevenue: Number(y.main_revenue),
        hightechRevenue: Number(y.hightech_revenue),
        rd: Number(y.rd_expense),
        netAssets: Number(y.net_assets),
        totalAssets: Number(y.total_assets),
        totalLiabilities: Number(y.total_liabilities),
        netProfit: Number(y.net_profit),
        staff: Number(y.staff),
        rdStaff: Number(y.rd_staff),
      })),
    },
  };
}

/** The company picker: by name (or credit code), a few at a time. */
export async function findCompanies(
  db: Kysely<Database>,
  keyword: string,
  id?: number,
): Promise<{ id: number; name: string; region: string; industry: string }[]> {
  const k = keyword.trim();
  let q = db.selectFrom('companies').select(['id', 'name', 'province_code', 'industry_name']).orderBy('id').limit(20);
  if (id !== undefined) q = q.where('id', '=', id);
  else if (k)
    q = q.where((eb) =>
      eb.or([eb('name', 'like', `%${k.replace(/[%_\\]/g, '')}%`), eb('credit_code', '=', k.toUpperCase())]),
    );
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    region: regionName(r.province_code),
    industry: r.industry_name,
  }));
}
