import { Router } from 'express';
import { OtherApi } from '@aikc/shared/api-paths';
import {
  IpAddressQuerySchema,
  LabelListsQuerySchema,
  LabelTreeQuerySchema,
  MapLabelListsQuerySchema,
} from '@aikc/shared/schemas/other';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { regionForIp } from './ip-region.ts';
import { presentLabel, presentLabelTree } from './presenter.ts';
import { cached, listLabels, mapCounts } from './service.ts';

/** `/api/front/other/*`: label lists and trees, map counts, and the caller's region by IP. */
export function otherRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const counts = cached(60_000, () => mapCounts(db));

  defineCall(r, deps, OtherApi.labelLists, { input: LabelListsQuerySchema }, async ({ input }) => ({
    list: (await listLabels(db, input.kind, input.parent_id)).map(presentLabel),
  }));

  defineCall(r, deps, OtherApi.getLabelTree, { input: LabelTreeQuerySchema }, async ({ input }) => ({
    list: presentLabelTree(await listLabels(db, input.kind)),
  }));

  defineCall(r, deps, OtherApi.getMapLabelLists, { input: MapLabelListsQuerySchema }, () => counts());

  // req.ip honours TRUST_PROXY, so behind the edge proxy it is the visitor's address, not the proxy's.
  defineCall(r, deps, OtherApi.getIpAddress, { input: IpAddressQuerySchema }, ({ req }) => regionForIp(req.ip));

  return r;
}
