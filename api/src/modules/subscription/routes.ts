import { Router } from 'express';
import { SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import {
  AddSubscriptionSchema,
  CentreArticlesSchema,
  type CentreArticles,
  DelSubscriptionSchema,
  EditSubscriptionSchema,
  EmptyQuerySchema,
  ListSubscriptionSchema,
  PauseSubscriptionSchema,
  PreviewSubscriptionSchema,
  PushListSchema,
  ReadPushSchema,
  type PreviewResult,
  type SubscriptionListResult,
} from '@aikc/shared/schemas/subscription';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { todayCst } from '../../lib/time.ts';
import { presentPolicyBrief, presentPush, presentSubscriptions } from './presenter.ts';
import { PREVIEW_DAYS, previewSubscription } from './preview.ts';
import { listPushes, readAllPushes, readPush } from './pushes.ts';
import { subscriptionOptions } from './options.ts';
import { centreArticles, centreCounts } from './centre.ts';
import {
  activeCount,
  addSubscription,
  delSubscription,
  editSubscription,
  listSubscriptions,
  pauseSubscription,
  subscriptionLimit,
  type SubscriptionCtx,
} from './service.ts';

/** Subscriptions (add/edit/pause/del/list/preview) and the push list with its read marks. */
export function subscriptionRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const post = { methods: ['POST'] as ('GET' | 'POST')[] };
  const ctx = (userId: number): SubscriptionCtx => ({ db, dialect: deps.db.dialect, userId, now: Date.now() });
  const one = async (
    row:
      | Parameters<typeof presentSubscriptions>[1][number]
      | Omit<Parameters<typeof presentSubscriptions>[1][number], 'push_count' | 'unread_count'>,
  ) => (await presentSubscriptions(db, [{ push_count: 0, unread_count: 0, ...row }]))[0];

  defineCall(
    r,
    deps,
    UserApi.listSubscription,
    { input: ListSubscriptionSchema, auth: 'user' },
    async ({ input, user }): Promise<SubscriptionListResult> => {
      const now = Date.now();
      const [page, limit, used] = await Promise.all([
        listSubscriptions(db, user.id, input.page, input.page_size),
        subscriptionLimit(db, user.id, now),
        activeCount(db, user.id),
      ]);
      return { ...page, list: await presentSubscriptions(db, page.list), limit, used };
    },
  );

  defineCall(
    r,
    deps,
    UserApi.addSubscription,
    { input: AddSubscriptionSchema, auth: 'user', ...post },
    async ({ input, user }) => {
      const { backfilled, ...row } = await addSubscription(ctx(user.id), input.name, input.conditions);
      // Its first pushes, made as it was saved: the client says how many and what comes next.
      return one({ ...row, push_count: backfilled, unread_count: backfilled });
    },
  );

  defineCall(
    r,
    deps,
    SubscriptionApi.editSubscription,
    { input: EditSubscriptionSchema, auth: 'user', ...post },
    async ({ input, user }) => one(await editSubscription(ctx(user.id), input.id, input.name, input.conditions)),
  );

  defineCall(
    r,
    deps,
    SubscriptionApi.pauseSubscription,
    { input: PauseSubscriptionSchema, auth: 'user', ...post },
    async ({ input, user }) => one(await pauseSubscription(ctx(user.id), input.id, input.paused)),
  );

  defineCall(
    r,
    deps,
    UserApi.delSubscription,
    { input: DelSubscriptionSchema, auth: 'user', ...post },
    async ({ input, user }) => {
      await delSubscription(ctx(user.id), input.id);
      return null;
    },
  );

  defineCall(
    r,
    deps,
    SubscriptionApi.previewSubscription,
    { input: PreviewSubscriptionSchema, auth: 'user', ...post },
    async ({ input }): Promise<PreviewResult> => {
      const p = await previewSubscription(db, input.conditions, Date.now());
      return { total: p.total, capped: p.capped, days: PREVIEW_DAYS, list: p.list.map(presentPolicyBrief) };
    },
  );

  defineCall(r, deps, SubscriptionApi.subscriptionOptions, { input: EmptyQuerySchema, auth: 'user' }, () =>
    subscriptionOptions(db),
  );

  defineCall(r, deps, SubscriptionApi.pushList, { input: PushListSchema, auth: 'user' }, async ({ input, user }) => {
    const page = await listPushes(db, user.id, input);
    const today = todayCst();
    return { ...page, list: page.list.map((row) => presentPush(row, today)) };
  });

  defineCall(r, deps, UserApi.readPush, { input: ReadPushSchema, auth: 'user', ...post }, async ({ input, user }) => {
    await readPush(db, user.id, input.id);
    return null;
  });

  defineCall(r, deps, SubscriptionApi.centreCounts, { input: EmptyQuerySchema, auth: 'user' }, ({ user }) =>
    centreCounts(db, user.id),
  );

  defineCall(
    r,
    deps,
    SubscriptionApi.centreArticles,
    { input: CentreArticlesSchema, auth: 'user' },
    async ({ input, user }): Promise<CentreArticles> => {
      const { pushed, regional } = await centreArticles(db, user.id, input.province);
      return {
        pushed: pushed.map((p) => ({ ...presentPolicyBrief(p), push_id: p.push_id, is_read: p.is_read === 1 ? 1 : 0 })),
        regional: regional.map(presentPolicyBrief),
      };
    },
  );

  defineCall(r, deps, UserApi.readPushAll, { input: EmptyQuerySchema, auth: 'user', ...post }, async ({ user }) => ({
    count: await readAllPushes(db, user.id),
  }));
  return r;
}
