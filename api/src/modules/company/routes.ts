import { Router } from 'express';
import { CompanyApi } from '@aikc/shared/api-paths';
import { CompanyIpQuerySchema, CompanyListBodySchema, type CompanyListItem } from '@aikc/shared/schemas/company';
import { DetailQuerySchema } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { logSearch } from '../search/search-log.ts';
import { notFound } from '../../http/errors.ts';
import { recordView } from '../collect/service.ts';
import { companyDetail } from './detail.ts';
import { companyIpPage } from './detail-service.ts';
import { presentCompanyIp, presentCompanyItem } from './presenter.ts';
import { searchCompanies } from './service.ts';

export function companyRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;

  defineCall(
    r,
    deps,
    CompanyApi.list,
    { input: CompanyListBodySchema, methods: ['POST'] },
    async ({ input }): Promise<ListResult<CompanyListItem>> => {
      const res = await searchCompanies(deps.search, db, input);
      logSearch(deps, 'company', input.keyword, res.total, input.page);
      return {
        list: res.rows.map((c) => presentCompanyItem(c, res.query)),
        current: input.page,
        pageSize: input.pageSize,
        total: res.total,
        facets: res.facets,
      };
    },
  );

  defineCall(r, deps, CompanyApi.detail, { input: DetailQuerySchema, auth: 'optional' }, async ({ input, user }) => {
    const detail = await companyDetail(db, input.id);
    if (!detail) throw notFound('该企业不存在');
    if (user) await recordView(db, user.id, 'company', input.id);
    return detail;
  });

  defineCall(r, deps, CompanyApi.ipList, { input: CompanyIpQuerySchema }, async ({ input }) => {
    const { rows, total } = await companyIpPage(db, input.id, input.kind, input.page, input.page_size);
    return { list: rows.map(presentCompanyIp), current: input.page, pageSize: input.page_size, total };
  });

  return r;
}
