import { Router } from 'express';
import { InfoApi } from '@aikc/shared/api-paths';
import { NewsListBodySchema, type InterpretationDetail, type InterpretationListItem } from '@aikc/shared/schemas/news';
import { DetailQuerySchema } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { logSearch } from '../search/search-log.ts';
import { notFound } from '../../http/errors.ts';
import { recordView } from '../collect/service.ts';
import { presentInterpretationDetail } from '../news/detail-presenter.ts';
import { countInterpretationView, findInterpretation, interpretationSiblings } from '../news/detail-service.ts';
import { presentInterpretationListItem } from '../news/presenter.ts';
import { searchInterpretations } from '../news/service.ts';
import { presentPolicyRef } from '../policy/presenter.ts';
import { loadPolicies } from '../policy/service.ts';

/** 政策解读: list and detail; an interpretation links to its policy and the policy detail lists it back. */
export function infoRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;

  defineCall(
    r,
    deps,
    InfoApi.list,
    { input: NewsListBodySchema, methods: ['POST'] },
    async ({ input }): Promise<ListResult<InterpretationListItem>> => {
      const res = await searchInterpretations(deps.search, db, input);
      logSearch(deps, 'interpretation', input.keyword, res.total, input.page);
      const list = res.rows.map((n) => presentInterpretationListItem(n, res.query?.terms ?? []));
      return { list, current: input.page, pageSize: input.pageSize, total: res.total, facets: {} };
    },
  );

  defineCall(
    r,
    deps,
    InfoApi.detail,
    { input: DetailQuerySchema, auth: 'optional' },
    async ({ input, user }): Promise<InterpretationDetail> => {
      const n = await findInterpretation(db, input.id);
      if (!n) throw notFound('该政策解读不存在或已下架');
      const [[policy], siblings] = await Promise.all([
        loadPolicies(deps.search, db, [n.policy_id]),
        interpretationSiblings(db, n.policy_id, n.id),
      ]);
      if (!policy) throw notFound('该政策解读不存在或已下架');
      await countInterpretationView(db, n.id);
      if (user) await recordView(db, user.id, 'interpretation', n.id);
      return presentInterpretationDetail(n, presentPolicyRef(policy), siblings);
    },
  );

  return r;
}
