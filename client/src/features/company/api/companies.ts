import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CompanyApi } from '@aikc/shared/api-paths';
import type { CompanyFilter } from '@aikc/shared/filters';
import type { COMPANY_IP_KINDS, CompanyDetail, CompanyIpItem, CompanyListItem } from '@aikc/shared/schemas/company';
import type { Page } from '@aikc/shared/schemas/common';
import type { ListResult } from '@aikc/shared/schemas/search';
import { httpGet, httpPost } from '../../../lib/http.ts';

export type IpKindFilter = (typeof COMPANY_IP_KINDS)[number] | 'all';

export const companyKeys = {
  all: ['company'] as const,
  list: (f: CompanyFilter) => [...companyKeys.all, 'list', f] as const,
  detail: (id: number, token: string | null) => [...companyKeys.all, 'detail', id, token] as const,
  ip: (id: number, kind: IpKindFilter, page: number, pageSize: number) =>
    [...companyKeys.all, 'ip', id, kind, page, pageSize] as const,
};

/** One page of the company search (`company/lists`). */
export function companyListQuery(filter: CompanyFilter) {
  return queryOptions({
    queryKey: companyKeys.list(filter),
    queryFn: ({ signal }) => httpPost<ListResult<CompanyListItem>>(CompanyApi.list, filter, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A company with its honours, IP counts, financials and related policies (`company/detail`). */
export function companyDetailQuery(id: number, token: string | null) {
  return queryOptions({
    queryKey: companyKeys.detail(id, token),
    queryFn: ({ signal }) => httpGet<CompanyDetail>(CompanyApi.detail, { id }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** A page of a company's patents and software copyrights (`company/ip_lists`). */
export function companyIpQuery(id: number, kind: IpKindFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: companyKeys.ip(id, kind, page, pageSize),
    queryFn: ({ signal }) =>
      httpGet<Page<CompanyIpItem>>(CompanyApi.ipList, { id, kind, page, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}
