/**
 * The query keys of /user/index's figures and lists, apart from subscriptions.ts, so that a module that only
 * names them (to invalidate or read them) need not load the calls.
 */
export const centreKeys = {
  counts: () => ['centre', 'counts'] as const,
  articles: (province: string) => ['centre', 'articles', province] as const,
};
