/**
 * The query keys of /user/index's figures and lists, apart from subscriptions.ts: the server render's seed
 * (ssr/seed-query-cache.ts, loaded on every rendered page) names them without fetching that module.
 */
export const centreKeys = {
  counts: () => ['centre', 'counts'] as const,
  articles: (province: string) => ['centre', 'articles', province] as const,
};
