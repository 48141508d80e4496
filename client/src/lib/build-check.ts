import { BUILD_CHECK_MINUTES } from '@aikc/shared/constants';

export interface BuildCheckOptions {
  currentBuildId: string;
  /** Called when the deployed build differs from the running one (the app reloads). */
  onNewBuild(buildId: string): void;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
}

/** Fetches the deployed build id from /version.json, bypassing every cache; null when unavailable. */
export async function fetchDeployedBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchImpl(`/version.json?t=${Date.now()}`, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && body.buildId ? body.buildId : null;
  } catch {
    return null;
  }
}

/**
 * Checks for a new build every 60 minutes (spec section 9) and reports the first one found. A missing
 * version.json (development server, network down) is not an update. Returns a stop function.
 */
export function startBuildCheck(opts: BuildCheckOptions): () => void {
  const interval = opts.intervalMs ?? BUILD_CHECK_MINUTES * 60_000;
  let stopped = false;
  const timer = setInterval(async () => {
    const deployed = await fetchDeployedBuildId(opts.fetchImpl);
    if (!stopped && deployed && deployed !== opts.currentBuildId) {
      stopped = true;
      clearInterval(timer);
      opts.onNewBuild(deployed);
    }
  }, interval);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
