import { Router } from 'express';
import { OpenApiCustomerQuerySchema, OpenApiKeyBodySchema } from '@aikc/shared/admin/schemas/ops';
import type { AppDeps } from '../../deps.ts';
import { adminCall } from './guard.ts';
import { listOpenApiCustomers, setApiKeyStatus } from './openapi-service.ts';

/** Open API customers and their keys (openapi-service.ts does the work; these only validate and call). */
export function adminOpenApiRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  adminCall(r, deps, 'openApiCustomers', OpenApiCustomerQuerySchema, ({ input }) => listOpenApiCustomers(db, input));
  adminCall(r, deps, 'openApiKeyDisable', OpenApiKeyBodySchema, ({ input, actor }) =>
    setApiKeyStatus(db, actor, input.id, 'disabled'),
  );
  adminCall(r, deps, 'openApiKeyEnable', OpenApiKeyBodySchema, ({ input, actor }) =>
    setApiKeyStatus(db, actor, input.id, 'active'),
  );
  return r;
}
