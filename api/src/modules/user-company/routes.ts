import { Router } from 'express';
import { UserApi } from '@aikc/shared/api-paths';
import {
  AddCompanySchema,
  CompanyListsSchema,
  EditCompanySchema,
  ViewCompanySchema,
  type UserCompanyItem,
} from '@aikc/shared/schemas/user-company';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { formatDateTime } from '../../lib/time.ts';
import { regionFullName } from '@aikc/shared/regions';
import { addCompany, editCompany, listCompanies, ownCompany, type UserCompanyRow } from './service.ts';

/** The only way a linked company leaves the API. */
export function presentUserCompany(r: UserCompanyRow): UserCompanyItem {
  return {
    id: r.id,
    name: r.name,
    credit_code: r.credit_code,
    is_default: r.is_default === 1,
    company_id: r.company_id,
    legal_person: r.legal_person ?? '',
    status: r.status ?? '',
    region_name: r.region_code ? regionFullName(r.region_code) : '',
    industry_name: r.industry_name ?? '',
    create_time: formatDateTime(r.created_at),
  };
}

/** 我的企业: add_company, edit_company, view_company, company_lists; every call acts on the caller's companies only. */
export function userCompanyRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const post = { methods: ['POST'] as ('GET' | 'POST')[] };
  defineCall(r, deps, UserApi.addCompany, { input: AddCompanySchema, auth: 'user', ...post }, async ({ input, user }) =>
    presentUserCompany(await addCompany(db, user.id, input, Date.now())),
  );
  defineCall(
    r,
    deps,
    UserApi.editCompany,
    { input: EditCompanySchema, auth: 'user', ...post },
    async ({ input, user }) => presentUserCompany(await editCompany(db, user.id, input, Date.now())),
  );
  defineCall(r, deps, UserApi.viewCompany, { input: ViewCompanySchema, auth: 'user' }, async ({ input, user }) =>
    presentUserCompany(await ownCompany(db, user.id, input.id)),
  );
  defineCall(r, deps, UserApi.companyLists, { input: CompanyListsSchema, auth: 'user' }, async ({ input, user }) => {
    const page = await listCompanies(db, user.id, input.page, input.page_size);
    return { ...page, list: page.list.map(presentUserCompany) };
  });
  return r;
}
