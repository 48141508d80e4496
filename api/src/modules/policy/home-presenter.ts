import type { LatestTitles, SiteCounts } from './home-service.ts';

/** The counts under the names of the spec's getIndexCount answer. */
export function presentSiteCounts(c: SiteCounts) {
  return {
    policy_count: c.policies,
    project_count: c.projects,
    open_project_count: c.openProjects,
    company_count: c.companies,
    news_count: c.news,
    interpretation_count: c.interpretations,
  };
}

type Titled = { id: number; title: string; publish_date: string };
const items = (rows: Titled[], path: (id: number) => string) =>
  rows.map((r) => ({ title: r.title, path: path(r.id), date: r.publish_date }));

/** The sitemap's sections, in the order the page lists them, with the newest items of each list. */
export function presentSitemap(t: LatestTitles) {
  return {
    sections: [
      { name: '政策库', path: '/policy/list', items: items(t.policies, (id) => `/policy/detail/${id}`) },
      { name: '政策资讯', path: '/#zczx', items: items(t.news, (id) => `/policy/newsdetail/${id}.html`) },
      { name: '政策解读', path: '/policy/list', items: items(t.interpretations, (id) => `/info/detail/${id}`) },
      { name: '申报项目', path: '/project/list', items: items(t.projects, (id) => `/project/detail/${id}`) },
      { name: '申报日历', path: '/policy/sbyl', items: [] },
      { name: '企业库', path: '/company/list', items: [] },
    ],
  };
}
