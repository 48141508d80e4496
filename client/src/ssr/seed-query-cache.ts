import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { HOME_CLOSING_DAYS, HOME_FEED_SIZE, HOME_NEWS_QUERY } from '@aikc/shared/constants';
import { companyFilterCodec, policyFilterCodec, projectFilterCodec } from '@aikc/shared/filters';
import { companyKeys } from '../features/company/api/companies.ts';
import { homeKeys } from '../features/home/api/home.ts';
import { newsKeys } from '../features/news/api/news.ts';
import { policyKeys } from '../features/policy/api/policies.ts';
import { projectKeys } from '../features/project/api/projects.ts';
import { centreKeys } from '../features/subscription/api/centre-keys.ts';
import { getToken } from '../lib/token.ts';

/** One query the edge fetched for a server-rendered page (scripts/ssr/document.ts `SsrSeed`). */
interface SeedEntry {
  q: string;
  id?: number;
  filter?: unknown;
  data: unknown;
  at: number;
}

/**
 * The key the page's own query factory gives that data for this visitor: the detail keys carry the session token
 * (null for a visitor; the edge asked the API with the signed-in visitor's token, so the answer is theirs and
 * their view was recorded once). The filter goes through the same codec as the page's `:s`, so the keys hash alike.
 */
function keyOf(e: SeedEntry, token: string | null): QueryKey | null {
  const id = typeof e.id === 'number' ? e.id : null;
  const filter = (e.filter ?? {}) as Record<string, unknown>;
  switch (e.q) {
    case 'policy.detail':
      return id === null ? null : policyKeys.detail(id, token);
    case 'info.detail':
      return id === null ? null : newsKeys.info(id, token);
    case 'news.detail':
      return id === null ? null : newsKeys.detail(id, token);
    case 'project.detail':
      return id === null ? null : projectKeys.detail(id, token);
    case 'company.detail':
      return id === null ? null : companyKeys.detail(id, token);
    case 'policy.list':
      return policyKeys.list(policyFilterCodec.decode(policyFilterCodec.encode(filter)));
    case 'project.list':
      return projectKeys.list(projectFilterCodec.decode(projectFilterCodec.encode(filter)));
    case 'company.list':
      return companyKeys.list(companyFilterCodec.decode(companyFilterCodec.encode(filter)));
    // The home page's feeds, asked with the shared constants on both sides.
    case 'home.counts':
      return homeKeys.counts();
    case 'home.latest':
      return homeKeys.latest(HOME_FEED_SIZE);
    case 'home.closing':
      return projectKeys.closingSoon(HOME_CLOSING_DAYS, HOME_FEED_SIZE);
    case 'home.news':
      return newsKeys.list(HOME_NEWS_QUERY);
    // /user/index, asked with the member's token; the articles for the province of their city choice.
    case 'centre.counts':
      return centreKeys.counts();
    case 'centre.articles':
      return typeof filter.province === 'string' ? centreKeys.articles(filter.province) : null;
    default:
      return null;
  }
}

/**
 * Puts the queries of a seed (`{v: 1, queries}`) into the cache under the keys the pages' own queries use. The edge
 * renders the page from the same seed (entry-server.tsx), and the client hydrates from it: both render the same data.
 */
export function seedQueries(queryClient: QueryClient, seed: unknown, token: string | null): void {
  const s = seed as { v?: number; queries?: SeedEntry[] } | null;
  if (s?.v !== 1 || !Array.isArray(s.queries)) return;
  for (const e of s.queries) {
    const key = keyOf(e, token);
    // Fetched a moment ago by the edge; dated by this clock so that a skewed one does not make it stale.
    if (key) queryClient.setQueryData(key, e.data, { updatedAt: Date.now() });
  }
}

/**
 * Puts the data a server-rendered page was rendered from into the query cache, so that the client's first render
 * (the hydration) shows the same content and does not ask the API again (which would also count the view twice).
 * Returns whether the document was server-rendered (#root holds the app's markup).
 */
export function seedQueryCache(queryClient: QueryClient, doc: Document = document): boolean {
  const el = doc.getElementById('aikc-ssr-data');
  if (el?.textContent) {
    try {
      seedQueries(queryClient, JSON.parse(el.textContent), getToken(doc.cookie));
    } catch {
      // A damaged seed only costs a fetch.
    }
  }
  return doc.getElementById('root')?.dataset.ssr === '1';
}
