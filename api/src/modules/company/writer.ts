import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { CompaniesTable, CompanyFinancialsTable, CompanyIpTable, Database } from '../../db/schema.ts';
import { indexDocuments, writeContent, type Search } from '@aikc/search';

/** Searchable text of a company: industry, legal person, address and business scope. */
export function companyIndexText(c: {
  industry_name: string;
  legal_person: string;
  address: string;
  business_scope: string;
  credit_code: string;
}): string {
  return `${c.credit_code} ${c.industry_name} ${c.legal_person} ${c.address} ${c.business_scope}`;
}

export interface NewCompany {
  company: Insertable<CompaniesTable>;
  tags?: { tag: string; granted_date: string }[];
  financials?: Omit<Insertable<CompanyFinancialsTable>, 'company_id'>[];
  ip?: Omit<Insertable<CompanyIpTable>, 'company_id'>[];
}

/** Writes companies with tags, financials and IP and indexes them in one transaction. */
export async function createCompanies(
  search: Search | null,
  db: Kysely<Database>,
  dialect: DialectName,
  items: NewCompany[],
): Promise<number[]> {
  return writeContent(search, db, dialect, 'company', async (trx, lock) => {
    const ids: number[] = [];
    for (const item of items) {
      const { id } = await trx.insertInto('companies').values(item.company).returning('id').executeTakeFirstOrThrow();
      ids.push(id);
      if (item.tags?.length)
        await trx
          .insertInto('company_tags')
          .values(item.tags.map((t) => ({ ...t, company_id: id })))
          .execute();
      if (item.financials?.length)
        await trx
          .insertInto('company_financials')
          .values(item.financials.map((f) => ({ ...f, company_id: id })))
          .execute();
      if (item.ip?.length)
        await trx
          .insertInto('company_ip')
          .values(item.ip.map((x) => ({ ...x, company_id: id })))
          .execute();
    }
    await indexDocuments(
      lock,
      'company',
      items.map((it, i) => ({ id: ids[i] as number, title: it.company.name, body: companyIndexText(it.company) })),
    );
    return ids;
  });
}
