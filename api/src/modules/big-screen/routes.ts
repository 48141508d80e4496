import { Router } from 'express';
import { BigScreenApi } from '@aikc/shared/api-paths';
import { BigScreenQuerySchema, type ScreenData, type ScreenSnapshot, type ScreenTopic } from '@aikc/shared/schemas/big-screen';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import type { Db } from './aggregates.ts';
import { presentSnapshot } from './presenter.ts';
import { loadS1 } from './screen-s1.ts';
import { loadS2 } from './screen-s2.ts';
import { loadS3 } from './screen-s3.ts';
import { loadS4 } from './screen-s4.ts';
import { SnapshotCache } from './snapshot-cache.ts';

/** How long an aggregation is reused: walls poll every few seconds, and many walls share one query set. */
export const SCREEN_CACHE_MS = 2_000;

const LOADERS: { [T in ScreenTopic]: (db: Db, now: number) => Promise<ScreenData<T>> } = { s1: loadS1, s2: loadS2, s3: loadS3, s4: loadS4 };

/** The four big-screen data calls; public (walls have no login), read-only, cached briefly per process. */
export function bigScreenRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const caches = new Map<ScreenTopic, SnapshotCache<ScreenSnapshot>>();
  for (const topic of Object.keys(LOADERS) as ScreenTopic[]) {
    const load = LOADERS[topic] as (db: Db, now: number) => Promise<ScreenData<ScreenTopic>>;
    caches.set(topic, new SnapshotCache(async () => {
      const now = Date.now();
      return presentSnapshot(await load(db, now), now);
    }, SCREEN_CACHE_MS));
    defineCall(r, deps, BigScreenApi[`${topic}data`], { input: BigScreenQuerySchema }, () => caches.get(topic)?.get());
  }
  return r;
}
