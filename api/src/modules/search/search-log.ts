import type { AppDeps } from '../../deps.ts';

/**
 * One row per portal search with a keyword (its first page only, so paging does not count twice), for the back
 * office's figures: searches per day, top queries and the queries that found nothing. The insert is not awaited:
 * the answer never waits for it, and a failed insert is logged, not the user's problem.
 */
export function logSearch(deps: AppDeps, kind: string, keyword: string, total: number, page = 1): void {
  const query = keyword.trim().slice(0, 100);
  if (!query || page !== 1) return;
  deps.db.db
    .insertInto('search_log')
    .values({ at: Date.now(), kind, query, found: total > 0 ? 1 : 0, user_id: null })
    .execute()
    .catch((err: unknown) => deps.logger.warn({ err }, 'search log insert failed'));
}
