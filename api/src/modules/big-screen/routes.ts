import { Router } from 'express';
import { BigScreenApi } from '@aikc/shared/api-paths';
import { BigScreenQuerySchema, type ScreenTopic } from '@aikc/shared/schemas/big-screen';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';

const TOPICS: ScreenTopic[] = ['s1', 's2', 's3', 's4'];

/** The four big-screen data calls; public (walls have no login), read-only, answered from held snapshots. */
export function bigScreenRoutes(deps: AppDeps): Router {
  const r = Router();
  const snapshots = deps.screens;
  for (const topic of TOPICS)
    defineCall(r, deps, BigScreenApi[`${topic}data`], { input: BigScreenQuerySchema }, () => snapshots.get(topic));
  return r;
}
