import { queryOptions } from '@tanstack/react-query';
import { CompanyApi, UserApi } from '@aikc/shared/api-paths';
import type { Page } from '@aikc/shared/schemas/common';
import type { CompanyListItem } from '@aikc/shared/schemas/company';
import type { UserCompanyItem } from '@aikc/shared/schemas/user-company';
import { httpGet, httpPost } from '../../../lib/http.ts';

export const userCompanyKeys = {
  all: ['user-company'] as const,
  list: (page: number, pageSize: number) => [...userCompanyKeys.all, 'list', { page, pageSize }] as const,
  search: (keyword: string) => [...userCompanyKeys.all, 'search', keyword] as const,
};

export function userCompanyListQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: userCompanyKeys.list(page, pageSize),
    queryFn: () => httpGet<Page<UserCompanyItem>>(UserApi.companyLists, { page, page_size: pageSize }),
    placeholderData: (prev) => prev,
  });
}

/** Companies of the database whose name matches, for the 从企业库选择 picker. */
export function companyPickQuery(keyword: string) {
  return queryOptions({
    queryKey: userCompanyKeys.search(keyword),
    queryFn: () =>
      httpPost<{ list: CompanyListItem[] }>(CompanyApi.list, { keyword, page: 1, pageSize: 10 }, { silent: true }),
    enabled: keyword.trim().length >= 2,
  });
}

export type AddCompanyInput =
  { company_id: number; is_default: boolean } | { credit_code: string; name: string; is_default: boolean };
export const addUserCompany = (input: AddCompanyInput) => httpPost<UserCompanyItem>(UserApi.addCompany, input);
export const makeDefaultCompany = (id: number) =>
  httpPost<UserCompanyItem>(UserApi.editCompany, { id, is_default: true });
