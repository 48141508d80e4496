import type { Kysely } from 'kysely';
import { needsCompany } from '@aikc/shared/chat-modes';
import type { CompanyFacts } from '@aikc/shared/company-eval';
import { isNotEvaluable, notEvaluableMessage } from '@aikc/shared/company-status';
import type { ChatAsk } from '@aikc/shared/schemas/chat';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { companyProfile } from '../company/detail.ts';
import { regionFullName } from '@aikc/shared/regions';

export interface CompanyRecord {
  id: number;
  province_code: string;
  city_code: string;
  industry_code: string;
  credit_code: string;
  legal_person: string;
  facts: CompanyFacts;
}

/**
 * A company as the evaluation reads it, from the same service as its page (company/detail.ts companyProfile):
 * register data, tags, IP counts by kind and the years of figures the 经营数据 tab shows, so every figure in a
 * qypj / zcpp answer or report equals the one on the company page. Amounts come as numbers on both databases.
 */
export async function loadCompany(db: Kysely<Database>, id: number): Promise<CompanyRecord | null> {
  const p = await companyProfile(db, id);
  if (!p) return null;
  const c = p.row;
  return {
    id: Number(c.id),
    province_code: c.province_code,
    city_code: c.city_code,
    industry_code: c.industry_code,
    credit_code: c.credit_code,
    legal_person: c.legal_person,
    facts: {
      name: c.name,
      status: c.status,
      founded: c.founded_date,
      industry: c.industry_name,
      region: regionFullName(c.region_code),
      capital: Number(c.registered_capital),
      staffCount: Number(c.staff_count),
      invention: p.ip_counts.invention,
      utility: p.ip_counts.utility,
      design: p.ip_counts.design,
      software: p.ip_counts.software,
      tags: c.tags.map((t) => t.tag),
      years: p.financials.map((y) => ({
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

/**
 * The company a qypj / zcpp question or report is about, or a refusal: a missing one is 404, a 注销 / 吊销 one
 * is refused with the reason (it no longer operates; an evaluation of it would read as advice to it).
 */
export async function evaluableCompany(db: Kysely<Database>, id: number): Promise<{ id: number; name: string }> {
  const c = await db.selectFrom('companies').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
  if (!c) throw notFound('所选企业不存在');
  if (isNotEvaluable(c.status)) throw badRequest(notEvaluableMessage(c.name, c.status));
  return { id: Number(c.id), name: c.name };
}

/**
 * The company a question names (or its session already has) is checked before any quota is spent: it must exist,
 * and a question of a company mode (qypj / zcpp) about a 注销 / 吊销 company is refused with the reason.
 */
export async function checkAskedCompany(db: Kysely<Database>, userId: number, input: ChatAsk): Promise<void> {
  let id = input.company_id;
  if (!needsCompany(input.mode)) {
    const c =
      id === undefined ? true : await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
    if (!c) throw notFound('所选企业不存在');
    return;
  }
  if (id === undefined && input.session_id !== undefined) {
    const s = await db
      .selectFrom('chat_sessions')
      .select('company_id')
      .where('id', '=', input.session_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    id = s?.company_id === null || s === undefined ? undefined : Number(s.company_id);
  }
  if (id !== undefined) await evaluableCompany(db, id);
}

/** The company picker: by name (or credit code), a few at a time, each with its registration status. */
export async function findCompanies(
  db: Kysely<Database>,
  keyword: string,
  id?: number,
): Promise<{ id: number; name: string; region: string; industry: string; status: string; evaluable: boolean }[]> {
  const k = keyword.trim();
  let q = db
    .selectFrom('companies')
    .select(['id', 'name', 'province_code', 'industry_name', 'status'])
    .orderBy('id')
    .limit(20);
  if (id !== undefined) q = q.where('id', '=', id);
  else if (k)
    q = q.where((eb) =>
      eb.or([eb('name', 'like', `%${k.replace(/[%_\\]/g, '')}%`), eb('credit_code', '=', k.toUpperCase())]),
    );
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    region: regionFullName(r.province_code),
    industry: r.industry_name,
    status: r.status,
    evaluable: !isNotEvaluable(r.status),
  }));
}
