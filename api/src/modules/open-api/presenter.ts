import type { CompanyDetail, CompanyListItem } from '@aikc/shared/schemas/company';
import type { PolicyDetail, PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ProjectDetail, ProjectListItem } from '@aikc/shared/schemas/project';
import type { CompanyRecord } from '../chat/company-facts.ts';
import type { MatchCriterion, ProjectMatch } from '../chat/zcpp-match.ts';
import type {
  OpenCompanyDetail,
  OpenMatchItem,
  OpenMatchResult,
  OpenCompanyItem,
  OpenPolicyDetail,
  OpenPolicyItem,
  OpenProjectDetail,
  OpenProjectItem,
} from '@aikc/shared/open-api/responses';

/**
 * The one way data leaves the open API: from the portal's presented items (the same search and the same rows)
 * to the open API's stable English shapes: ISO dates (empty → null), money in yuan (the portal keeps 万元),
 * plain-text snippets instead of highlight HTML, and absolute portal links.
 */
const WAN = 10_000;
const yuan = (wan: number) => Math.round(wan * WAN * 100) / 100;
const dateOrNull = (d: string | null | undefined) => (d ? d : null);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** Highlight HTML (escaped text with <em> only) back to text. */
export const plainText = (html: string) =>
  html.replace(/<\/?em>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The matching engine's criteria by their stable English names. */
const CRITERION: Record<MatchCriterion['name'], OpenMatchItem['criteria'][number]['criterion']> = {
  地区: 'region',
  行业: 'industry',
  规模: 'size',
  资质: 'qualification',
  申报时间: 'deadline',
};

/** The end of a declaration window: 23:59:59 China time of its last day. */
export const deadlineOf = (applyEnd: string) => `${applyEnd}T23:59:59+08:00`;

export function openPresenter(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  const policyItem = (p: PolicyListItem): OpenPolicyItem => ({
    id: p.id,
    title: p.title,
    doc_no: p.doc_no,
    agency: p.agency,
    level: p.level,
    region_code: p.region_code,
    region_name: p.region_name,
    type: p.type,
    labels: p.labels,
    publish_date: p.publish_date,
    validity: p.validity,
    snippet: plainText(p.snippet_html),
    url: `${base}/policy/detail/${p.id}`,
  });
  const projectItem = (p: Omit<ProjectListItem, 'title_html' | 'snippet_html'>): OpenProjectItem => ({
    id: p.id,
    title: p.title,
    department: p.department,
    level: p.level,
    region_name: p.region_name,
    type: p.type,
    labels: p.labels,
    support_text: p.support_text,
    support_max_yuan: yuan(p.support_max),
    apply_start: p.apply_start,
    apply_end: p.apply_end,
    deadline: deadlineOf(p.apply_end),
    status: p.status,
    days_left: p.days_left,
    url: `${base}/project/detail/${p.id}`,
  });
  const companyItem = (
    c: Omit<CompanyListItem, 'title_html' | 'snippet_html' | 'tags'> & { tags: string[] },
  ): OpenCompanyItem => ({
    id: c.id,
    name: c.name,
    credit_code: c.credit_code,
    legal_person: c.legal_person,
    registered_capital_yuan: yuan(c.registered_capital),
    founded_date: c.founded_date,
    status: c.status,
    industry_code: c.industry_code,
    industry_name: c.industry_name,
    region_name: c.region_name,
    qualifications: c.tags,
    url: `${base}/company/detail/${c.id}`,
  });
  return {
    policyItem,
    projectItem,
    companyItem,
    policyDetail(d: PolicyDetail): OpenPolicyDetail {
      const { snippet: _s, ...item } = policyItem({ ...d, title_html: '', snippet_html: '' });
      return {
        ...item,
        effective_date: dateOrNull(d.effective_date),
        expire_date: dateOrNull(d.expire_date),
        summary: d.summary,
        body_html: d.body_html,
        source_url: d.source_url,
        doc_status: d.doc_status,
        attachments: d.attachments,
        projects: d.open_projects.map((p) => ({
          id: p.id,
          title: p.title,
          apply_start: p.apply_start,
          apply_end: p.apply_end,
          status: p.status,
        })),
      };
    },
    projectDetail(d: ProjectDetail): OpenProjectDetail {
      return {
        ...projectItem(d),
        agency: d.agency,
        publish_date: d.publish_date,
        support_min_yuan: yuan(d.support_min),
        conditions_html: d.conditions_html,
        materials_html: d.materials_html,
        body_html: d.body_html,
        contact: d.contact,
        policy: d.policy,
      };
    },
    companyDetail(d: CompanyDetail): OpenCompanyDetail {
      const { qualifications: _q, ...item } = companyItem({ ...d, tags: [] });
      return {
        ...item,
        company_type: d.company_type,
        address: d.address,
        staff_count: d.staff_count,
        business_scope: d.business_scope,
        qualifications: d.tags.map((t) => ({ name: t.tag, granted_date: dateOrNull(t.granted_date) })),
        ip_counts: d.ip_counts,
        financials: d.financials.map((f) => ({
          year: f.year,
          revenue_yuan: yuan(f.revenue),
          main_revenue_yuan: yuan(f.main_revenue),
          hightech_revenue_yuan: yuan(f.hightech_revenue),
          rd_expense_yuan: yuan(f.rd_expense),
          net_assets_yuan: yuan(f.net_assets),
          total_assets_yuan: yuan(f.total_assets),
          total_liabilities_yuan: yuan(f.total_liabilities),
          net_profit_yuan: yuan(f.net_profit),
          staff: f.staff,
          rd_staff: f.rd_staff,
        })),
      };
    },
    matches: (c: CompanyRecord, creditCode: string, matches: ProjectMatch[]): OpenMatchResult => ({
      company: { id: c.id, name: c.facts.name, credit_code: creditCode, region_name: c.facts.region },
      items: matches.map((m) => ({
        project_id: m.id,
        title: m.title,
        support_text: m.support,
        support_max_yuan: yuan(m.supportMax),
        apply_end: m.deadline,
        deadline: deadlineOf(m.deadline),
        score: Math.round(m.score * 100) / 100,
        criteria: m.criteria.map((x) => ({
          criterion: CRITERION[x.name],
          name: x.name,
          status: x.status,
          detail: x.detail,
        })),
        url: `${base}/project/detail/${m.id}`,
      })),
    }),
  };
}
export type OpenPresenter = ReturnType<typeof openPresenter>;
