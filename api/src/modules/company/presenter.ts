import { isWarningCompanyStatus } from '@aikc/shared/constants';
import {
  COMPANY_IP_KIND_NAMES,
  type CompanyDetail,
  type CompanyIpItem,
  type CompanyListItem,
} from '@aikc/shared/schemas/company';
import type { CompanyIpTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { highlight, snippet, type TextQuery } from '@aikc/search';
import { regionFullName } from '@aikc/shared/regions';
import type { CompanyRowFull } from './service.ts';

export function presentCompanyItem(c: CompanyRowFull, q: TextQuery | null = null): CompanyListItem {
  const terms = q?.terms ?? [];
  return {
    id: c.id,
    name: c.name,
    title_html: highlight(c.name, terms),
    snippet_html: snippet(c.business_scope, terms),
    credit_code: c.credit_code,
    legal_person: c.legal_person,
    registered_capital: c.registered_capital,
    founded_date: c.founded_date,
    status: c.status,
    status_warning: isWarningCompanyStatus(c.status),
    industry_code: c.industry_code,
    industry_name: c.industry_name,
    region_name: regionFullName(c.region_code),
    tags: c.tags.map((t) => t.tag),
  };
}

export function presentCompanyIp(x: Selectable<CompanyIpTable>): CompanyIpItem {
  return {
    id: x.id,
    kind: x.kind,
    kind_name: COMPANY_IP_KIND_NAMES[x.kind] ?? x.kind,
    title: x.title,
    number: x.number,
    apply_date: x.apply_date,
    grant_date: x.grant_date ?? '',
  };
}

export function presentCompanyDetail(
  c: CompanyRowFull,
  extra: Pick<CompanyDetail, 'ip_counts' | 'financials' | 'related_policies'>,
): CompanyDetail {
  const { title_html: _t, snippet_html: _s, tags: _g, ...item } = presentCompanyItem(c);
  return {
    ...item,
    company_type: c.company_type,
    address: c.address,
    staff_count: c.staff_count,
    business_scope: c.business_scope,
    tags: c.tags,
    demo: c.is_demo === 1,
    ...extra,
  };
}
