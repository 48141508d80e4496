import { Router } from 'express';
import { sql } from 'kysely';
import { InfoApi } from '@aikc/shared/api-paths';
import { NewsListBodySchema, type InterpretationDetail, type InterpretationListItem } from '@aikc/shared/schemas/news';
import { DetailQuerySchema } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { recordView } from '../collect/service.ts';
import { presentInterpretationListItem } from '../news/presenter.ts';
import { loadInterpretationRows, searchArticles } from '../news/service.ts';
import { presentPolicyRef } from '../policy/presenter.ts';
import { loadPolicies } from '../policy/service.ts';
import { sanitizeBody } from '../search/sanitize.ts';

/** 政策解读: list and detail; an interpretation links to its policy and the policy detail lists it back. */
export function infoRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db, dialect } = deps.db;

  defineCall(r, deps, InfoApi.list, { input: NewsListBodySchema, methods: ['POST'] }, async ({ input }): Promise<ListResult<InterpretationListItem>> => {
    const res = await searchArticles(db, dialect, 'interpretation', input);
    const rows = await loadInterpretationRows(db, res.hits.map((h) => h.id));
    const list = rows.map((n) => presentInterpretationListItem(n, res.query?.terms ?? []));
    return { list, current: input.page, pageSize: input.pageSize, total: res.total, facets: {} };
  });

  defineCall(r, deps, InfoApi.detail, { input: DetailQuerySchema, auth: 'optional' }, async ({ input, user }): Promise<InterpretationDetail> => {
    const n = await db.selectFrom('interpretations').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!n) throw notFound('该政策解读不存在或已下架');
    const [[policy], siblings] = await Promise.all([
      loadPolicies(db, [n.policy_id]),
      db.selectFrom('interpretations').select(['id', 'title']).where('policy_id', '=', n.policy_id).where('id', '!=', n.id).orderBy('publish_date', 'desc').limit(10).execute(),
    ]);
    if (!policy) throw notFound('该政策解读不存在或已下架');
    await db.updateTable('interpretations').set({ view_count: sql`view_count + 1` }).where('id', '=', n.id).execute();
    if (user) await recordView(db, user.id, 'interpretation', n.id);
    return {
      id: n.id,
      title: n.title,
      source: n.source,
      publish_date: n.publish_date,
      summary: n.summary,
      body_html: sanitizeBody(n.body_html),
      view_count: n.view_count + 1,
      policy: presentPolicyRef(policy),
      siblings,
    };
  });

  return r;
}
