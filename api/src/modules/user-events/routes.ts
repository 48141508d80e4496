import { Router } from 'express';
import { InternalApi } from '@aikc/shared/api-paths';
import { TokenCheckBodySchema, UserCountsBodySchema, UserEventsQuerySchema } from '@aikc/shared/schemas/user-events';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { gatewayGate } from '../../http/gateway-gate.ts';
import { GAP_WAIT_MS, readUserEvents, tokenUsers, unreadCounts } from './feed.ts';

/**
 * The change feed for the realtime gateway (issue 35): one call per interval for all of a gateway's users
 * instead of one per user, and batched counts when it starts or falls behind.
 */
export function userEventRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  r.use(
    [InternalApi.userEvents, InternalApi.userCounts, InternalApi.tokenCheck],
    gatewayGate(deps.config.GATEWAY_TOKEN),
  );

  defineCall(r, deps, InternalApi.userEvents, { input: UserEventsQuerySchema, methods: ['GET'] }, ({ input }) =>
    readUserEvents(db, input.since, input.limit, {
      gapWaitMs: deps.db.dialect === 'postgres' ? GAP_WAIT_MS : 0,
    }),
  );
  defineCall(
    r,
    deps,
    InternalApi.userCounts,
    { input: UserCountsBodySchema, methods: ['POST'] },
    async ({ input }) => ({
      counts: await unreadCounts(db, input.user_ids),
    }),
  );
  defineCall(
    r,
    deps,
    InternalApi.tokenCheck,
    { input: TokenCheckBodySchema, methods: ['POST'] },
    async ({ input }) => ({
      users: await tokenUsers(db, input.tokens),
    }),
  );
  return r;
}
