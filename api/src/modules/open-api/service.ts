import { CompanyFilterSchema, PolicyFilterSchema, ProjectFilterSchema } from '@aikc/shared/filters';
import type {
  CompanySearchQuery,
  MatchQuery,
  PolicySearchQuery,
  ProjectSearchQuery,
} from '@aikc/shared/open-api/queries';
import type {
  OpenCompanyDetail,
  OpenCompanyItem,
  OpenMatchResult,
  OpenPage,
  OpenPolicyDetail,
  OpenPolicyItem,
  OpenProjectDetail,
  OpenProjectItem,
} from '@aikc/shared/open-api/responses';
import type { Search } from '@aikc/search';
import type { Db } from '../../db/database.ts';
import { todayCst } from '../../lib/time.ts';
import { loadCompany } from '../chat/company-facts.ts';
import { matchProjects } from '../chat/zcpp-match.ts';
import { companyDetail } from '../company/detail.ts';
import { presentCompanyItem } from '../company/presenter.ts';
import { loadCompanies, searchCompanies } from '../company/service.ts';
import { policyDetail } from '../policy/detail.ts';
import { presentPolicyItem, presentPolicyRef } from '../policy/presenter.ts';
import { loadPolicies, searchPolicies } from '../policy/service.ts';
import { presentProjectDetail, presentProjectItem } from '../project/presenter.ts';
import { loadProjects, searchProjects } from '../project/service.ts';
import { portalFilter } from './portal-filter.ts';
import type { OpenPresenter } from './presenter.ts';

/**
 * The open API's reads: the portal's own search and detail services (same engine, same rows), translated from
 * the open API's parameters and presented in its shapes. Nothing here knows HTTP.
 */
const WAN = 10_000;
/** The portal filters with every field at its default: what the open API does not offer stays so. */
const POLICY_DEFAULTS = PolicyFilterSchema.parse({});
const PROJECT_DEFAULTS = ProjectFilterSchema.parse({});
const COMPANY_DEFAULTS = CompanyFilterSchema.parse({});

export function openDataService({ db, dialect }: Db, search: Search, present: OpenPresenter) {
  return {
    async policies(q: PolicySearchQuery): Promise<OpenPage<OpenPolicyItem>> {
      const f = portalFilter(POLICY_DEFAULTS, q, { date_from: 'from', date_to: 'to', page_size: 'pageSize' });
      const res = await searchPolicies(search, db, dialect, f);
      const today = todayCst();
      return {
        items: res.rows.map((p) => present.policyItem(presentPolicyItem(p, today, res.query))),
        page: q.page,
        page_size: q.page_size,
        total: res.total,
      };
    },
    async policy(id: number): Promise<OpenPolicyDetail | null> {
      const d = await policyDetail(search, db, id);
      return d ? present.policyDetail(d) : null;
    },
    async projects(q: ProjectSearchQuery): Promise<OpenPage<OpenProjectItem>> {
      const { support_min_yuan: min, support_max_yuan: max, ...same } = q;
      const f = {
        ...portalFilter(PROJECT_DEFAULTS, same, { page_size: 'pageSize' }),
        amountMin: min === undefined ? null : min / WAN,
        amountMax: max === undefined ? null : max / WAN,
      };
      const res = await searchProjects(search, db, f);
      const today = todayCst();
      return {
        items: res.rows.map((p) => present.projectItem(presentProjectItem(p, today, res.query))),
        page: q.page,
        page_size: q.page_size,
        total: res.total,
      };
    },
    async project(id: number): Promise<OpenProjectDetail | null> {
      const [p] = await loadProjects(db, [id]);
      if (!p) return null;
      const [policy] = p.policy_id ? await loadPolicies(search, db, [p.policy_id]) : [];
      return present.projectDetail(presentProjectDetail(p, todayCst(), policy ? presentPolicyRef(policy) : null));
    },
    async companies(q: CompanySearchQuery): Promise<OpenPage<OpenCompanyItem>> {
      if (q.credit_code) {
        // 统一社会信用代码 identifies one company: an exact lookup, not a text search.
        const hit = await db
          .selectFrom('companies')
          .select('id')
          .where('credit_code', '=', q.credit_code)
          .executeTakeFirst();
        const rows = hit && q.page === 1 ? await loadCompanies(db, [hit.id]) : [];
        return {
          items: rows.map((c) => present.companyItem(presentCompanyItem(c))),
          page: q.page,
          page_size: q.page_size,
          total: hit ? 1 : 0,
        };
      }
      const { credit_code: _code, ...byName } = q;
      const f = portalFilter(COMPANY_DEFAULTS, byName, { name: 'keyword', page_size: 'pageSize' });
      const res = await searchCompanies(search, db, f);
      return {
        items: res.rows.map((c) => present.companyItem(presentCompanyItem(c, res.query))),
        page: q.page,
        page_size: q.page_size,
        total: res.total,
      };
    },
    async company(id: number): Promise<OpenCompanyDetail | null> {
      const d = await companyDetail(db, id);
      return d ? present.companyDetail(d) : null;
    },
    /** The projects a company fits: the engine of the 政策匹配 chat (chat/zcpp-match.ts), unchanged. */
    async matches(q: MatchQuery): Promise<OpenMatchResult | null> {
      const row = await db
        .selectFrom('companies')
        .select(['id', 'credit_code'])
        .where(q.credit_code === undefined ? 'id' : 'credit_code', '=', q.credit_code ?? q.company_id ?? 0)
        .executeTakeFirst();
      const company = row ? await loadCompany(db, Number(row.id)) : null;
      if (!row || !company) return null;
      return present.matches(company, row.credit_code, await matchProjects(db, company, Date.now(), q.limit));
    },
  };
}
