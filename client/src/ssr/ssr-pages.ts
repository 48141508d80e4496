import type { FetchQueryOptions } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router-dom';
import { CITY_COOKIE, HOME_CLOSING_DAYS, HOME_FEED_SIZE, HOME_NEWS_QUERY } from '@aikc/shared/constants';
import { companyFilterCodec, policyFilterCodec, projectFilterCodec } from '@aikc/shared/filters';
import { asCityOption } from '@aikc/shared/region-option';
import { RoutePath, USER_CENTRE_PAGES, type UserCentrePage } from '@aikc/shared/routes';
import { companyDetailQuery, companyListQuery } from '../features/company/api/companies.ts';
import { indexCountsQuery, latestPoliciesQuery } from '../features/home/api/home.ts';
import { interpretationDetailQuery, newsDetailQuery, newsListQuery } from '../features/news/api/news.ts';
import { policyDetailQuery, policyListQuery } from '../features/policy/api/policies.ts';
import { closingSoonQuery, projectDetailQuery, projectListQuery } from '../features/project/api/projects.ts';
import { centreArticlesQuery, centreCountsQuery } from '../features/subscription/api/subscriptions.ts';
import { readCookie } from '../lib/cookies.ts';
import { parseHtmlId, parseId } from '../pages/route-params.ts';
import {
  centreHead,
  chatHead,
  companyHead,
  homeHead,
  interpretationHead,
  listHead,
  newsHead,
  policyHead,
  projectHead,
  type PageHead,
} from './page-head.ts';

/** What a page's prefetch may read about the request. */
export interface SsrRequest {
  params: Params;
  /** The visitor's session token (from the cookie), as the browser's query keys carry it. */
  token: string | null;
  /** The request's Cookie header. */
  cookies: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table holds queries of different data and keys
type Query<T = any> = FetchQueryOptions<T, Error, T, any>;

/**
 * One server-rendered page: the app's route (a RoutePath, matched by react-router as the app matches it) and the
 * queries its first paint reads, as the features' own `queryOptions`: fetched on the server, rendered, dehydrated
 * into the document and hydrated by the browser under the same keys, so it asks nothing again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Query
export interface SsrPage<T = any> {
  /** Names the page in the edge's logs and the tests. */
  kind: string;
  path: string;
  /**
   * The client modules the route loads lazily (its `import()` in app/routes.tsx), as keys of Vite's build manifest
   * (paths from client/). The edge inlines the stylesheets it finds by walking the manifest from them
   * (scripts/ssr/styles.ts) and checks at start that each is a lazy chunk of the build; ssr-pages.test.ts checks
   * that each is imported lazily by the app, so a renamed page fails there rather than painting unstyled.
   */
  modules: string[];
  /** Signed-in visitors only; anyone else gets the shell (and the login dialog). */
  member?: boolean;
  /** The route's params this page renders (others of the same route are served as the shell). */
  accepts?: (params: Params) => boolean;
  /** The query the page is about: its 404 is the page's 404, any other failure serves the shell. */
  main?: (r: SsrRequest) => Query<T>;
  /** Queries painted with the HTML when they answer in time; one that fails is left to the browser. */
  more?: (r: SsrRequest) => Query[];
  head: (data: T, url: string, r: SsrRequest) => PageHead;
  /** The canonical path (default: the request's path without a trailing slash). */
  canonical?: (params: Params) => string;
}

const id = (p: Params) => parseId(p.id) ?? 0;
const hasId = (p: Params) => parseId(p.id) !== null;
const SEGMENT = /^[A-Za-z0-9_-]{0,2000}$/;
const listPage = (
  kind: 'policy' | 'project' | 'company',
  path: string,
  module: string,
  main: SsrPage['main'],
): SsrPage => ({
  kind: `${kind}-list`,
  path,
  modules: [module],
  accepts: (p) => SEGMENT.test(p.s ?? ''),
  main,
  head: () => listHead(kind),
  canonical: (p) => `/${kind}/list${p.s ? `/${p.s}` : ''}`,
});

/**
 * The province of the header's city choice (the CITY_COOKIE the city store reads), '' for none or nationwide:
 * the key under which /user/index asks for its region's policies.
 */
function cityProvince(cookies: string): string {
  try {
    const city = asCityOption(JSON.parse(readCookie(CITY_COOKIE, cookies) ?? 'null'));
    return city?.provinceId ? String(city.provinceId) : '';
  } catch {
    return '';
  }
}

const CENTRE = 'src/pages/user-centre/user-centre-layout.tsx';
const centrePage = (page: UserCentrePage): SsrPage => ({
  kind: page === 'index' ? 'user-centre-index' : 'user-centre',
  path: `/user/${page}`,
  // The centre's home page is a module of its own beside the layout's (the other pages' CSS is the layout's).
  modules: page === 'index' ? [CENTRE, 'src/pages/user-centre/user-index-page.tsx'] : [CENTRE],
  member: true,
  // The frame and the member's header render for every centre page; the data too for its home page, whose
  // largest text is among it (issue 31).
  more: page === 'index' ? (r) => [centreCountsQuery(), centreArticlesQuery(cityProvince(r.cookies))] : undefined,
  head: () => centreHead(),
});

export const SSR_PAGES: SsrPage[] = [
  {
    kind: 'home',
    path: RoutePath.home,
    modules: ['src/pages/home/home-page.tsx'],
    more: () => [
      indexCountsQuery(),
      latestPoliciesQuery(HOME_FEED_SIZE),
      closingSoonQuery(HOME_CLOSING_DAYS, HOME_FEED_SIZE),
      newsListQuery(HOME_NEWS_QUERY),
    ],
    head: (_d, url) => homeHead(url),
    canonical: () => '/',
  },
  {
    kind: 'policy',
    path: RoutePath.policyDetail,
    modules: ['src/pages/policy/policy-detail-page.tsx'],
    accepts: hasId,
    main: (r) => policyDetailQuery(id(r.params), r.token),
    head: policyHead,
  },
  {
    kind: 'interpretation',
    path: RoutePath.infoDetail,
    modules: ['src/pages/policy/article-pages.tsx'],
    accepts: hasId,
    main: (r) => interpretationDetailQuery(id(r.params), r.token),
    head: interpretationHead,
  },
  {
    kind: 'news',
    path: RoutePath.policyNewsDetail,
    modules: ['src/pages/policy/article-pages.tsx'],
    accepts: (p) => parseHtmlId(p.file) !== null,
    main: (r) => newsDetailQuery(parseHtmlId(r.params.file) ?? 0, r.token),
    head: newsHead,
  },
  {
    kind: 'project',
    path: RoutePath.projectDetail,
    modules: ['src/pages/project/project-detail-page.tsx'],
    accepts: hasId,
    main: (r) => projectDetailQuery(id(r.params), r.token),
    head: projectHead,
  },
  {
    kind: 'company',
    path: RoutePath.companyDetail,
    modules: ['src/pages/company/company-detail-page.tsx'],
    // The optional `:type` tab of the company page shows the same company: one canonical page.
    accepts: (p) => hasId(p) && /^[a-z_]{0,20}$/.test(p.type ?? ''),
    main: (r) => companyDetailQuery(id(r.params), r.token),
    head: companyHead,
    canonical: (p) => `/company/detail/${id(p)}`,
  },
  listPage('policy', RoutePath.policyList, 'src/pages/policy/policy-list-page.tsx', (r) =>
    policyListQuery(policyFilterCodec.decode(r.params.s)),
  ),
  listPage('project', RoutePath.projectList, 'src/pages/project/project-list-page.tsx', (r) =>
    projectListQuery(projectFilterCodec.decode(r.params.s)),
  ),
  listPage('company', RoutePath.companyList, 'src/pages/company/company-list-page.tsx', (r) =>
    companyListQuery(companyFilterCodec.decode(r.params.s)),
  ),
  ...USER_CENTRE_PAGES.map(centrePage),
  // A new 知识库问答 chat (no session yet) needs no data to paint: the mode's intro and the question box. The other
  // modes open on a company picker (antd), which paints with the app.
  {
    kind: 'chat',
    path: '/match/chat/zsk',
    modules: ['src/pages/match/chat-page.tsx'],
    member: true,
    head: () => chatHead('zsk'),
  },
];

/**
 * What the shell around every page loads lazily but the server renders in place (app/app-shell.tsx: the footer and
 * the side panel): their stylesheets go with every page's.
 */
export const SHELL_MODULES = ['src/app/shell/site-footer.tsx', 'src/app/shell/side-panel.tsx'];

/** The app's 404 page (its catch-all route's lazy module) and the shell: the edge renders it for an unknown route. */
export const NOT_FOUND_MODULES = ['src/pages/errors/not-found-page.tsx', ...SHELL_MODULES];

/** The client modules whose stylesheets a server-rendered page needs beyond the entry's: its own and the shell's. */
export function pageModules(page: SsrPage): string[] {
  return [...page.modules, ...SHELL_MODULES];
}

const ROUTES = SSR_PAGES.map((page) => ({ path: page.path, handle: page }));

/** The server-rendered page at `pathname` and its params, by react-router's own matching; null for any other. */
export function matchSsrPage(pathname: string): { page: SsrPage; params: Params } | null {
  const m = matchRoutes(ROUTES, pathname)?.at(-1);
  if (!m) return null;
  const page = m.route.handle;
  return !page.accepts || page.accepts(m.params) ? { page, params: m.params } : null;
}
