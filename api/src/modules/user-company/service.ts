import type { Kysely, Selectable } from 'kysely';
import { USER_COMPANY_MAX } from '@aikc/shared/schemas/user-company';
import type { Page } from '@aikc/shared/schemas/common';
import type { Database, UserCompaniesTable } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../login/service.ts';

export type UserCompanyRow = Selectable<UserCompaniesTable> & {
  legal_person: string | null;
  status: string | null;
  region_code: string | null;
  industry_name: string | null;
};

/**
 * The user's default company (我的企业 marked 默认), or null when they have linked none. THE entry point for
 * every feature that acts "for the user's company" (policy matching, evaluations, assessments): read it
 * here, never from the table directly, so the default rule stays in one place.
 */
export async function defaultCompanyOf(db: Kysely<Database>, userId: number): Promise<UserCompanyRow | null> {
  return (await rows(db, userId).where('uc.is_default', '=', 1).executeTakeFirst()) ?? null;
}

function rows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user_companies as uc')
    .leftJoin('companies as c', 'c.id', 'uc.company_id')
    .selectAll('uc')
    .select(['c.legal_person', 'c.status', 'c.region_code', 'c.industry_name'])
    .where('uc.user_id', '=', userId);
}

export async function ownCompany(db: Kysely<Database>, userId: number, id: number): Promise<UserCompanyRow> {
  const row = await rows(db, userId).where('uc.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('企业不存在');
  return row;
}

export async function listCompanies(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<UserCompanyRow>> {
  const [{ total }, list] = await Promise.all([
    db
      .selectFrom('user_companies')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    rows(db, userId)
      .orderBy('uc.is_default', 'desc')
      .orderBy('uc.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { list, current: page, pageSize, total: Number(total) };
}

async function makeDefault(trx: Kysely<Database>, userId: number, id: number, now: number): Promise<void> {
  await trx
    .updateTable('user_companies')
    .set({ is_default: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .where('id', '!=', id)
    .execute();
  await trx
    .updateTable('user_companies')
    .set({ is_default: 1, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Links a company (picked from the database, or by a checked credit code); the first one becomes the default. */
export async function addCompany(
  db: Kysely<Database>,
  userId: number,
  input: { company_id: number; is_default: boolean } | { credit_code: string; name: string; is_default: boolean },
  now: number,
): Promise<UserCompanyRow> {
  let link: { company_id: number | null; name: string; credit_code: string };
  if ('company_id' in input) {
    const c = await db
      .selectFrom('companies')
      .select(['id', 'name', 'credit_code'])
      .where('id', '=', input.company_id)
      .executeTakeFirst();
    if (!c) throw badRequest('企业库中没有该企业');
    link = { company_id: c.id, name: c.name, credit_code: c.credit_code };
  } else {
    // A code that is in the company database links to it, so the centre can show its registration data.
    const c = await db
      .selectFrom('companies')
      .select(['id'])
      .where('credit_code', '=', input.credit_code)
      .executeTakeFirst();
    link = { company_id: c?.id ?? null, name: input.name, credit_code: input.credit_code };
  }
  try {
    const id = await db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('user_companies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= USER_COMPANY_MAX) throw badRequest(`最多添加${USER_COMPANY_MAX}家企业`);
      const row = await trx
        .insertInto('user_companies')
        .values({ user_id: userId, ...link, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.is_default || Number(n) === 0) await makeDefault(trx, userId, row.id, now);
      return row.id;
    });
    return ownCompany(db, userId, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('该企业已在您的企业列表中');
    throw err;
  }
}

/** Renames a company linked by code, or makes one the default. */
export async function editCompany(
  db: Kysely<Database>,
  userId: number,
  input: { id: number; name?: string | undefined; is_default?: true | undefined },
  now: number,
): Promise<UserCompanyRow> {
  await db.transaction().execute(async (trx) => {
    const row = await ownCompany(trx, userId, input.id);
    if (input.name !== undefined) {
      if (row.company_id !== null) throw badRequest('企业库中的企业名称以工商登记为准，不能修改');
      await trx
        .updateTable('user_companies')
        .set({ name: input.name, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }
    if (input.is_default) await makeDefault(trx, userId, row.id, now);
  });
  return ownCompany(db, userId, input.id);
}
