import type { Insertable } from 'kysely';
import type { Search } from '@aikc/search';
import type { Db } from '../src/db/database.ts';
import type { AppDeps } from '../src/deps.ts';
import type { ContentWrites } from '../src/content-writes.ts';
import type { CompaniesTable, PoliciesTable, ProjectsTable } from '../src/db/schema.ts';
import { createCompanies, type NewCompany } from '../src/modules/company/writer.ts';
import { createInterpretations } from '../src/modules/info/writer.ts';
import { createNews } from '../src/modules/news/writer.ts';
import { createPolicies } from '../src/modules/policy/writer.ts';
import { PushMatcher } from '../src/modules/push/matcher.ts';
import { createProjects } from '../src/modules/project/writer.ts';

/**
 * Content fixtures written through the same services as real writers, so every document is indexed in the
 * transaction that writes it. Defaults are plain; tests override what they assert on.
 */
let seq = 0;
const next = () => (seq += 1);

/**
 * Where content is written: a bare handle, or an app's database with its search (`api.deps`), which is then told
 * of the write at once, as the app's own writers tell it.
 */
export type ContentTarget = Db | Pick<AppDeps, 'db' | 'search' | 'pushMatcher'>;

export function contentTarget(to: ContentTarget): { h: Db; search: Search | null; writes: ContentWrites } {
  if ('search' in to) return { h: to.db, search: to.search, writes: to };
  return { h: to, search: null, writes: { search: null, pushMatcher: new PushMatcher() } };
}

export async function buildLabel(
  h: Db,
  over: { kind?: string; name?: string; parent_id?: number | null } = {},
): Promise<number> {
  const row = await h.db
    .insertInto('labels')
    .values({ kind: over.kind ?? 'industry', name: over.name ?? `标签${next()}`, parent_id: over.parent_id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buildAgency(
  h: Db,
  over: { name?: string; level?: 'national' | 'provincial' | 'municipal' | 'district'; region_code?: string } = {},
): Promise<number> {
  const n = next();
  const row = await h.db
    .insertInto('agencies')
    .values({
      name: over.name ?? `测试机关${n}`,
      short_name: `机关${n}`,
      level: over.level ?? 'provincial',
      region_code: over.region_code ?? '440000',
      doc_prefix: '测发',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Shared defaults: one agency and one type label per database handle. */
const defaultsByDb = new WeakMap<Db, { agencyId: number; typeId: number }>();
async function defaults(h: Db) {
  let d = defaultsByDb.get(h);
  if (!d) {
    d = {
      agencyId: await buildAgency(h, { name: '默认发文机关' }),
      typeId: await buildLabel(h, { kind: 'policy_type', name: '资金扶持' }),
    };
    defaultsByDb.set(h, d);
  }
  return d;
}

export type PolicyOverrides = Partial<Insertable<PoliciesTable>> & {
  labelIds?: number[];
  attachments?: { name: string; file_type: string; size_bytes: number }[];
};

export async function buildPolicy(to: ContentTarget, over: PolicyOverrides = {}): Promise<number> {
  const [id] = await buildPolicies(to, [over]);
  return id as number;
}

export async function buildPolicies(to: ContentTarget, list: PolicyOverrides[]): Promise<number[]> {
  const { h, writes } = contentTarget(to);
  const d = await defaults(h);
  const now = Date.now();
  return createPolicies(
    writes,
    h.db,
    h.dialect,
    list.map(({ labelIds, attachments, ...over }) => {
      const n = next();
      return {
        policy: {
          title: `测试政策文件${n}`,
          doc_no: `测发〔2025〕${n}号`,
          agency_id: d.agencyId,
          level: 'provincial',
          region_code: '440000',
          province_code: '440000',
          city_code: '',
          type_id: d.typeId,
          publish_date: '2025-03-01',
          effective_date: '2025-03-01',
          expire_date: null,
          summary: '为贯彻落实有关部署，现将有关事项通知如下。',
          body_html: '<p>各有关单位：现将有关事项通知如下。</p>',
          created_at: now,
          updated_at: now,
          ...over,
        },
        labelIds: labelIds ?? [],
        attachments: attachments ?? [],
      };
    }),
  );
}

export async function buildProject(
  to: ContentTarget,
  over: Partial<Insertable<ProjectsTable>> & { labelIds?: number[] } = {},
): Promise<number> {
  const { h, search } = contentTarget(to);
  const d = await defaults(h);
  const { labelIds, ...rest } = over;
  const n = next();
  const [id] = await createProjects(search, h.db, h.dialect, [
    {
      project: {
        title: `测试申报项目${n}`,
        policy_id: null,
        agency_id: d.agencyId,
        department: '省科学技术厅',
        level: 'provincial',
        region_code: '440000',
        province_code: '440000',
        city_code: '',
        type_id: d.typeId,
        support_min: 0,
        support_max: 100,
        support_text: '最高100万元',
        apply_start: '2025-01-01',
        apply_end: '2025-01-31',
        publish_date: '2024-12-20',
        conditions_html: '<p>在本省注册的企业。</p>',
        materials_html: '<p>申报书。</p>',
        body_html: '<p>项目说明。</p>',
        ...rest,
      },
      labelIds: labelIds ?? [],
    },
  ]);
  return id as number;
}

export type CompanyOverrides = Partial<Insertable<CompaniesTable>> & Omit<NewCompany, 'company'>;

export async function buildCompany(to: ContentTarget, over: CompanyOverrides = {}): Promise<number> {
  const [id] = await buildCompanies(to, [over]);
  return id as number;
}

/** Many companies in one write (the export tests and bench list thousands). */
export async function buildCompanies(to: ContentTarget, list: CompanyOverrides[]): Promise<number[]> {
  const { h, search } = contentTarget(to);
  return createCompanies(
    search,
    h.db,
    h.dialect,
    list.map(({ tags, financials, ip, ...rest }) => {
      const n = next();
      return {
        company: {
          name: `测试科技有限公司${n}`,
          credit_code: `91440300${String(n).padStart(9, '0')}X`.slice(0, 18),
          legal_person: '张三',
          registered_capital: 500,
          founded_date: '2015-06-01',
          status: '存续',
          company_type: '有限责任公司',
          industry_code: 'I6510',
          industry_name: '软件开发',
          region_code: '440305',
          province_code: '440000',
          city_code: '440300',
          address: '广东省深圳市南山区科技园',
          staff_count: 50,
          business_scope: '软件开发；信息技术咨询服务。',
          ...rest,
        },
        tags: tags ?? [],
        financials: financials ?? [],
        ip: ip ?? [],
      };
    }),
  );
}

export async function buildNews(
  to: ContentTarget,
  over: Partial<{
    title: string;
    summary: string;
    body_html: string;
    publish_date: string;
    province_code: string;
  }> = {},
): Promise<number> {
  const { h, search } = contentTarget(to);
  const n = next();
  const [id] = await createNews(search, h.db, h.dialect, [
    {
      title: over.title ?? `政策资讯${n}`,
      source: '科技日报',
      region_code: over.province_code ?? '440000',
      province_code: over.province_code ?? '440000',
      publish_date: over.publish_date ?? '2025-03-02',
      summary: over.summary ?? '资讯摘要。',
      body_html: over.body_html ?? '<p>资讯正文。</p>',
    },
  ]);
  return id as number;
}

export async function buildInterpretation(
  to: ContentTarget,
  policyId: number,
  over: Partial<{ title: string; publish_date: string }> = {},
): Promise<number> {
  const { h, search } = contentTarget(to);
  const n = next();
  const [id] = await createInterpretations(search, h.db, h.dialect, [
    {
      policy_id: policyId,
      title: over.title ?? `政策解读${n}`,
      source: '省科技厅',
      publish_date: over.publish_date ?? '2025-03-05',
      summary: '一图读懂。',
      body_html: '<p>解读正文。</p>',
    },
  ]);
  return id as number;
}

/** A plausible year of company financials for `revenue` (万元): the shares the evaluation rules look at. */
export const financialYear = (y: number, revenue: number) => ({
  year: y,
  revenue,
  main_revenue: revenue * 0.9,
  hightech_revenue: revenue * 0.7,
  rd_expense: revenue * 0.06,
  net_assets: 2000,
  total_assets: 5000,
  total_liabilities: 2000,
  net_profit: 300,
  staff: 120,
  rd_staff: 30,
});
