import { Router } from 'express';
import { CompanyApi } from '@aikc/shared/api-paths';
import { COMPANY_IP_KINDS, CompanyIpQuerySchema, CompanyListBodySchema, type CompanyListItem } from '@aikc/shared/schemas/company';
import { DetailQuerySchema } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { recordView } from '../collect/service.ts';
import { presentPolicyRef } from '../policy/presenter.ts';
import { presentCompanyDetail, presentCompanyIp, presentCompanyItem } from './presenter.ts';
import { loadCompanies, searchCompanies } from './service.ts';

const RELATED_LIMIT = 8;

export function companyRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db, dialect } = deps.db;

  defineCall(r, deps, CompanyApi.list, { input: CompanyListBodySchema, methods: ['POST'], publicCache: true }, async ({ input }): Promise<ListResult<CompanyListItem>> => {
    const res = await searchCompanies(db, dialect, input);
    return { list: res.rows.map((c) => presentCompanyItem(c, res.query)), current: input.page, pageSize: input.pageSize, total: res.total, facets: res.facets };
  });

  defineCall(r, deps, CompanyApi.detail, { input: DetailQuerySchema, auth: 'optional' }, async ({ input, user }) => {
    const [c] = await loadCompanies(db, [input.id]);
    if (!c) throw notFound('该企业不存在');
    const [ipRows, financials, related] = await Promise.all([
      db.selectFrom('company_ip').select(['kind', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', '=', c.id).groupBy('kind').execute(),
      db.selectFrom('company_financials').selectAll().where('company_id', '=', c.id).orderBy('year').execute(),
      // Policies tagged with an industry label named like the company's industry, in its province or nationwide.
      db
        .selectFrom('policies as p')
        .innerJoin('agencies as a', 'a.id', 'p.agency_id')
        .select(['p.id', 'p.title', 'p.publish_date', 'a.name as agency_name'])
        .where('p.province_code', 'in', [c.province_code, '000000'])
        .orderBy((eb) => eb.case().when(eb.exists(eb.selectFrom('policy_labels as pl').innerJoin('labels as l', 'l.id', 'pl.label_id').select('pl.policy_id').whereRef('pl.policy_id', '=', 'p.id').where('l.name', '=', c.industry_name))).then(0).else(1).end())
        .orderBy('p.publish_date', 'desc')
        .limit(RELATED_LIMIT)
        .execute(),
    ]);
    const counts = Object.fromEntries(COMPANY_IP_KINDS.map((k) => [k, 0])) as Record<(typeof COMPANY_IP_KINDS)[number], number>;
    for (const row of ipRows) if (row.kind in counts) counts[row.kind] = Number(row.n);
    if (user) await recordView(db, user.id, 'company', c.id);
    return presentCompanyDetail(c, {
      ip_counts: counts,
      financials: financials.map(({ company_id: _c, ...f }) => f),
      related_policies: related.map(presentPolicyRef),
    });
  });

  defineCall(r, deps, CompanyApi.ipList, { input: CompanyIpQuerySchema }, async ({ input }) => {
    let q = db.selectFrom('company_ip').where('company_id', '=', input.id);
    if (input.kind !== 'all') q = q.where('kind', '=', input.kind);
    const [{ n }, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      q.selectAll().orderBy('apply_date', 'desc').orderBy('id', 'desc').limit(input.page_size).offset((input.page - 1) * input.page_size).execute(),
    ]);
    return { list: rows.map(presentCompanyIp), current: input.page, pageSize: input.page_size, total: Number(n) };
  });

  return r;
}
