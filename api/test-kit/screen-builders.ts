import type { Kysely } from 'kysely';
import type { Database, PolicyLevel } from '../src/db/schema.ts';
import { createCompanies } from '../src/modules/company/writer.ts';
import { createPolicies } from '../src/modules/policy/writer.ts';
import { createProjects } from '../src/modules/project/writer.ts';
import { writeContent } from '@aikc/search';
import { contentTarget, type ContentTarget } from './content-builders.ts';

/**
 * Small fixture builders for the big-screen aggregations: each writes one row with plausible defaults through
 * the content writers (so it is indexed and moves the search state, as any write does) and returns its id.
 * Only the fields a test cares about need to be given.
 */
type Db = Kysely<Database>;
let seq = 0;
const next = () => (seq += 1);

export async function buildLabel(db: Db, over: Partial<{ kind: string; name: string }> = {}): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('labels')
    .values({ parent_id: null, kind: over.kind ?? 'policy_type', name: over.name ?? `类型${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buildAgency(
  db: Db,
  over: Partial<{ short_name: string; level: PolicyLevel; region_code: string }> = {},
): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('agencies')
    .values({
      name: `${over.short_name ?? `机构${n}`}（全称）`,
      short_name: over.short_name ?? `机构${n}`,
      level: over.level ?? 'provincial',
      region_code: over.region_code ?? '440000',
      doc_prefix: '粤科',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PolicyOver {
  title: string;
  agency_id: number;
  type_id: number;
  level: PolicyLevel;
  region_code: string;
  publish_date: string;
  effective_date: string;
  expire_date: string | null;
}

export async function buildPolicy(
  to: ContentTarget,
  over: Partial<PolicyOver> & { agency_id: number; type_id: number },
): Promise<number> {
  const { h, writes } = contentTarget(to);
  const n = next();
  const region = over.region_code ?? '440305';
  const date = over.publish_date ?? '2026-03-15';
  const now = Date.now();
  const [id] = await createPolicies(writes, h.db, h.dialect, [
    {
      policy: {
        title: over.title ?? `关于支持科技创新的若干措施（第${n}号）`,
        doc_no: `粤科〔2026〕${n}号`,
        agency_id: over.agency_id,
        level: over.level ?? 'provincial',
        region_code: region,
        province_code: `${region.slice(0, 2)}0000`,
        city_code: `${region.slice(0, 4)}00`,
        type_id: over.type_id,
        publish_date: date,
        effective_date: over.effective_date ?? date,
        expire_date: over.expire_date === undefined ? null : over.expire_date,
        summary: '摘要',
        body_html: '<p>正文</p>',
        created_at: now,
        updated_at: now,
      },
    },
  ]);
  return id as number;
}

export interface ProjectOver {
  title: string;
  region_code: string;
  apply_start: string;
  apply_end: string;
  publish_date: string;
  department: string;
}

export async function buildProject(
  to: ContentTarget,
  over: Partial<ProjectOver> & { agency_id: number; type_id: number },
): Promise<number> {
  const { h, search } = contentTarget(to);
  const n = next();
  const region = over.region_code ?? '440305';
  const [id] = await createProjects(search, h.db, h.dialect, [
    {
      project: {
        title: over.title ?? `2026年度科技计划项目申报（第${n}批）`,
        policy_id: null,
        agency_id: over.agency_id,
        department: over.department ?? '科技厅',
        level: 'provincial',
        region_code: region,
        province_code: `${region.slice(0, 2)}0000`,
        city_code: `${region.slice(0, 4)}00`,
        type_id: over.type_id,
        support_min: 10,
        support_max: 100,
        support_text: '最高100万元',
        apply_start: over.apply_start ?? '2026-01-01',
        apply_end: over.apply_end ?? '2026-12-31',
        publish_date: over.publish_date ?? '2026-01-01',
        conditions_html: '',
        materials_html: '',
        body_html: '',
      },
    },
  ]);
  return id as number;
}

export interface CompanyOver {
  name: string;
  industry_code: string;
  industry_name: string;
  region_code: string;
  founded_date: string;
  registered_capital: number;
  invention_patents: number;
  software_copyrights: number;
  tags: string[];
}

export async function buildCompany(to: ContentTarget, over: Partial<CompanyOver> = {}): Promise<number> {
  const { h, search } = contentTarget(to);
  const n = next();
  const region = over.region_code ?? '440305';
  const [id] = await createCompanies(search, h.db, h.dialect, [
    {
      company: {
        name: over.name ?? `深圳测试科技有限公司${n}`,
        credit_code: `91440300${String(n).padStart(9, '0')}X`.slice(0, 18),
        legal_person: '张三',
        registered_capital: over.registered_capital ?? 1000,
        founded_date: over.founded_date ?? '2018-06-01',
        status: '存续',
        company_type: '有限责任公司',
        industry_code: over.industry_code ?? 'I6513',
        industry_name: over.industry_name ?? '应用软件开发',
        region_code: region,
        province_code: `${region.slice(0, 2)}0000`,
        city_code: `${region.slice(0, 4)}00`,
        address: '深圳市南山区',
        staff_count: 50,
        business_scope: '软件开发',
        invention_patents: over.invention_patents ?? 0,
        software_copyrights: over.software_copyrights ?? 0,
      },
      tags: (over.tags ?? []).map((tag) => ({ tag, granted_date: '2024-01-01' })),
    },
  ]);
  return id as number;
}

/** Financials of a company already written: a change to an existing document, so a reset for readers. */
export async function buildFinancials(
  to: ContentTarget,
  companyId: number,
  year: number,
  over: Partial<{ revenue: number; rd_expense: number; net_profit: number }> = {},
): Promise<void> {
  const { h, search } = contentTarget(to);
  await writeContent(search, h.db, h.dialect, 'company', async (trx, lock) => {
    await lock.markReset('company');
    await trx
      .insertInto('company_financials')
      .values({
        company_id: companyId,
        year,
        revenue: over.revenue ?? 1000,
        main_revenue: 900,
        hightech_revenue: 700,
        rd_expense: over.rd_expense ?? 80,
        net_assets: 500,
        total_assets: 1200,
        total_liabilities: 700,
        net_profit: over.net_profit ?? 60,
        staff: 50,
        rd_staff: 10,
      })
      .execute();
  });
}
