import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { CALL_HANDLERS } from './define-call.ts';

/** The parts of an Express 5 router layer this module reads (the `router` package keeps them public). */
interface LayerLike {
  route?: { path: unknown; stack: { handle: unknown }[] };
  match(path: string): false | object;
}

type CallHandle = (req: Request, res: Response, next: NextFunction) => Promise<void>;

/** Express matches case-insensitively with an optional trailing slash; the map key folds both away. */
function keyOf(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * One map lookup instead of a walk over every module router: Express tries each of the ~200 route layers
 * in turn (a regular expression each), which cost more than a cheap call's own work. Only exact paths
 * declared by defineCall are taken, and only when no earlier layer of any router (a plain route, a mounted
 * middleware) could also match them, so the first handler Express would have chosen is the one that runs.
 * A hit is re-checked with the layer's own matcher, so matching rules stay Express's. Anything else falls
 * through to the routers unchanged.
 */
export function fastCallDispatch(routers: Router[]): RequestHandler {
  const byPath = new Map<string, { layer: LayerLike; handle: CallHandle }>();
  const earlier: LayerLike[] = [];
  for (const router of routers) {
    for (const layer of (router as unknown as { stack: LayerLike[] }).stack) {
      const route = layer.route;
      const handle = route?.stack.length === 1 ? route.stack[0]?.handle : undefined;
      if (route && typeof route.path === 'string' && CALL_HANDLERS.has(handle as CallHandle)) {
        const path = route.path;
        const key = keyOf(path);
        if (!byPath.has(key) && !earlier.some((l) => l.match(path))) byPath.set(key, { layer, handle: handle as CallHandle });
      }
      earlier.push(layer);
    }
  }
  return (req, res, next) => {
    const path = req.path;
    const hit = byPath.get(keyOf(path));
    if (!hit || !hit.layer.match(path)) {
      next();
      return;
    }
    req.params = {};
    void hit.handle(req, res, next);
  };
}
