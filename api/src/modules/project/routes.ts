import { Router } from 'express';
import { CalendarApi, ProjectApi } from '@aikc/shared/api-paths';
import { DetailQuerySchema } from '@aikc/shared/schemas/policy';
import {
  CalendarDayQuerySchema,
  CalendarMonthQuerySchema,
  ClosingSoonQuerySchema,
  ProjectListBodySchema,
  type ProjectListItem,
} from '@aikc/shared/schemas/project';
import type { ListResult } from '@aikc/shared/schemas/search';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { logSearch } from '../search/search-log.ts';
import { notFound } from '../../http/errors.ts';
import { todayCst } from '../../lib/time.ts';
import { recordView } from '../collect/service.ts';
import { presentPolicyRef } from '../policy/presenter.ts';
import { loadPolicies } from '../policy/service.ts';
import { calendarDayIds, calendarMonth, closingSoonIds } from './calendar.ts';
import { countProjectView } from './detail-service.ts';
import { presentProjectDetail, presentProjectItem } from './presenter.ts';
import { loadProjects, searchProjects } from './service.ts';

export function projectRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;

  defineCall(
    r,
    deps,
    ProjectApi.list,
    { input: ProjectListBodySchema, methods: ['POST'] },
    async ({ input }): Promise<ListResult<ProjectListItem>> => {
      const res = await searchProjects(deps.search, db, input);
      logSearch(deps, 'project', input.keyword, res.total, input.page);
      const today = todayCst();
      return {
        list: res.rows.map((p) => presentProjectItem(p, today, res.query)),
        current: input.page,
        pageSize: input.pageSize,
        total: res.total,
        facets: res.facets,
      };
    },
  );

  defineCall(r, deps, ProjectApi.detail, { input: DetailQuerySchema, auth: 'optional' }, async ({ input, user }) => {
    const [p] = await loadProjects(db, [input.id]);
    if (!p) throw notFound('该申报项目不存在或已下架');
    const [policy] = p.policy_id ? await loadPolicies(deps.search, db, [p.policy_id]) : [];
    await countProjectView(db, p.id);
    if (user) await recordView(db, user.id, 'project', p.id);
    return presentProjectDetail(
      { ...p, view_count: p.view_count + 1 },
      todayCst(),
      policy ? presentPolicyRef(policy) : null,
    );
  });

  defineCall(r, deps, ProjectApi.closingSoon, { input: ClosingSoonQuerySchema }, async ({ input }) => {
    const today = todayCst();
    return (await loadProjects(db, await closingSoonIds(db, input.days, input.limit))).map((p) =>
      presentProjectItem(p, today),
    );
  });

  defineCall(r, deps, CalendarApi.month, { input: CalendarMonthQuerySchema }, ({ input }) =>
    calendarMonth(db, input.month, input),
  );

  defineCall(r, deps, CalendarApi.day, { input: CalendarDayQuerySchema }, async ({ input }) => {
    const today = todayCst();
    const list = (await loadProjects(db, await calendarDayIds(db, input.date, input))).map((p) => ({
      ...presentProjectItem(p, today),
      starts_today: p.apply_start === input.date,
      ends_today: p.apply_end === input.date,
    }));
    return { date: input.date, list };
  });

  return r;
}
