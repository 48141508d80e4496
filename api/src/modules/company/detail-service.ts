import type { Kysely } from 'kysely';
import type { COMPANY_IP_KINDS } from '@aikc/shared/schemas/company';
import type { Database } from '../../db/schema.ts';

type CompanyIpKind = (typeof COMPANY_IP_KINDS)[number];

/** One page of a company's IP rows (all kinds or one), newest application first. */
export async function companyIpPage(
  db: Kysely<Database>,
  companyId: number,
  kind: CompanyIpKind | 'all',
  page: number,
  pageSize: number,
) {
  let q = db.selectFrom('company_ip').where('company_id', '=', companyId);
  if (kind !== 'all') q = q.where('kind', '=', kind);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('apply_date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows, total: Number(n) };
}
