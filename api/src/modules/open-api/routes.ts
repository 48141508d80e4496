import crypto from 'node:crypto';
import { Router } from 'express';
import { OPENAPI_PREFIX, OpenApiV1 } from '@aikc/shared/open-api/paths';
import type { AppDeps } from '../../deps.ts';
import { OPEN_ROUTES, type OpenRoute } from './catalogue.ts';
import { buildOpenApiDocument } from './document.ts';
import { defineOpenCall, sendRefusal } from './open-call.ts';
import { OpenApiError } from './open-error.ts';
import { openPresenter } from './presenter.ts';
import { openDataService } from './service.ts';
import { RequestVerifier } from './verify.ts';

/**
 * The open API under /openapi/v1: signed GET calls over the portal's own services, and the OpenAPI document.
 * Separate from /api/front (its own envelope with machine-readable refusal codes, its own auth), mounted in app.ts.
 */
export function openApiRoutes(deps: AppDeps): Router {
  const r = Router();
  const rt = deps.openApi;
  const ctx = { deps, rt, verifier: new RequestVerifier(deps.db.db, rt), lastUsed: new Map<number, number>() };
  const data = openDataService(deps.db, deps.search, openPresenter(deps.config.PUBLIC_BASE_URL));
  const handlers: Record<OpenRoute['operationId'], (input: never) => Promise<unknown>> = {
    searchPolicies: data.policies,
    getPolicy: (i: { id: number }) => data.policy(i.id),
    searchProjects: data.projects,
    getProject: (i: { id: number }) => data.project(i.id),
    searchCompanies: data.companies,
    getCompany: (i: { id: number }) => data.company(i.id),
    matchProjects: data.matches,
  };

  let doc: string | null = null;
  r.get(OpenApiV1.document, (_req, res) => {
    doc ??= JSON.stringify(buildOpenApiDocument(deps.config.PUBLIC_BASE_URL));
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(doc);
  });
  for (const route of OPEN_ROUTES)
    defineOpenCall(
      r,
      ctx,
      route.path,
      route.input,
      handlers[route.operationId] as (input: unknown) => Promise<unknown>,
    );
  // Anything else under the prefix answers in the open API's own envelope, not the portal's.
  r.use(OPENAPI_PREFIX, (_req, res) => sendRefusal(res, new OpenApiError('route_not_found'), crypto.randomUUID()));
  return r;
}
