import { Router } from 'express';
import { z } from 'zod';
import { OpenApiKeyApi, UserApi } from '@aikc/shared/api-paths';
import { ApiKeyCreateSchema, ApiKeyIdSchema, ApiUsageQuerySchema } from '@aikc/shared/open-api/keys';
import { CreateApiOrderSchema } from '@aikc/shared/open-api/packages';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { presentOrder } from '../membership/presenter.ts';
import { createApiOrder } from './orders.ts';
import { apiOrderSummary } from './quota.ts';
import { createKey, listKeys, setKeyStatus, usageByDay } from './keys-service.ts';

/** The user centre's open API calls: keys, usage, packages (api_order) and ordering a package. All the user's own. */
export function openApiCentreRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;
  const rt = deps.openApi;

  defineCall(r, deps, OpenApiKeyApi.list, { input: z.object({}).strip(), auth: 'user' }, ({ user }) =>
    listKeys(db, user.id),
  );
  defineCall(
    r,
    deps,
    OpenApiKeyApi.create,
    { input: ApiKeyCreateSchema, auth: 'user', methods: ['POST'] },
    ({ input, user }) => createKey(db, rt.box, user.id, input.name, deps.config.OPENAPI_RATE_PER_SEC, rt.now()),
  );
  defineCall(
    r,
    deps,
    OpenApiKeyApi.disable,
    { input: ApiKeyIdSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      await setKeyStatus(db, user.id, input.id, 'disabled', rt.now());
      return listKeys(db, user.id);
    },
  );
  defineCall(
    r,
    deps,
    OpenApiKeyApi.enable,
    { input: ApiKeyIdSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      await setKeyStatus(db, user.id, input.id, 'active', rt.now());
      return listKeys(db, user.id);
    },
  );
  defineCall(
    r,
    deps,
    OpenApiKeyApi.remove,
    { input: ApiKeyIdSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      await setKeyStatus(db, user.id, input.id, 'deleted', rt.now());
      return listKeys(db, user.id);
    },
  );
  defineCall(r, deps, OpenApiKeyApi.usage, { input: ApiUsageQuerySchema, auth: 'user' }, ({ input, user }) =>
    usageByDay(db, user.id, input.days, rt.now()),
  );
  defineCall(r, deps, UserApi.apiOrder, { input: z.object({}).strip(), auth: 'user' }, ({ user }) =>
    apiOrderSummary(db, user.id, rt.now()),
  );
  defineCall(
    r,
    deps,
    OpenApiKeyApi.createOrder,
    { input: CreateApiOrderSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => presentOrder(await createApiOrder(db, user.id, input.package, rt.now()), null, rt.now()),
  );
  return r;
}
