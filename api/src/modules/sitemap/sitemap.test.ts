import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildCompany,
  buildInterpretation,
  buildNews,
  buildPolicy,
  buildProject,
} from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { PART_SIZE, parsePartName } from './service.ts';

const ORIGIN = 'https://www.example.gov.cn';

async function get(api: TestApi, path: string) {
  const res = await fetch(`${api.baseUrl}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    encoding: res.headers.get('content-encoding'),
    text: await res.text(),
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describeEachDb('sitemap and robots.txt', (dialect) => {
  let api: TestApi;
  let policyId: number;
  let companyId: number;
  let farCompanyId: number;
  beforeAll(async () => {
    api = await startTestApi(dialect, { PUBLIC_BASE_URL: `${ORIGIN}/` });
    policyId = await buildPolicy(api.deps, { title: '关于支持人工智能产业高质量发展的若干措施' });
    await buildInterpretation(api.deps, policyId, { title: '一图读懂人工智能若干措施', publish_date: '2026-03-02' });
    await buildNews(api.deps, { title: '人工智能产业大会召开', publish_date: '2026-03-05' });
    await buildProject(api.deps, { title: '2026年人工智能专项申报' });
    companyId = await buildCompany(api.deps, {
      founded_date: '2015-06-01',
      tags: [{ tag: '高新技术企业', granted_date: '2024-12-01' }],
    });
    // An id in the second part's range: parts are fixed id ranges of PART_SIZE.
    farCompanyId = await buildCompany(api.deps, { id: PART_SIZE + 7, founded_date: '2019-01-01' });
  });
  afterAll(() => api.close());

  it('robots.txt keeps crawlers out of the user centre, the render pages and the API, and names the sitemap', async () => {
    const r = await get(api, '/robots.txt');
    expect(r.status).toBe(200);
    expect(r.type).toContain('text/plain');
    expect(r.text).toMatch(/^Disallow: \/user\/$/m);
    expect(r.text).toMatch(/^Disallow: \/hideHt\/$/m);
    expect(r.text).toMatch(/^Disallow: \/api\/$/m);
    expect(r.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the index lists one part per kind and id range that holds pages, with absolute URLs', async () => {
    const r = await get(api, '/sitemap.xml');
    expect(r.status).toBe(200);
    expect(r.type).toContain('application/xml');
    expect(r.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(r.text)).toEqual([
      `${ORIGIN}/sitemap/policy-1.xml`,
      `${ORIGIN}/sitemap/interpretation-1.xml`,
      `${ORIGIN}/sitemap/news-1.xml`,
      `${ORIGIN}/sitemap/project-1.xml`,
      `${ORIGIN}/sitemap/company-1.xml`,
      `${ORIGIN}/sitemap/company-2.xml`,
    ]);
  });

  it('a part lists each detail page with its lastmod; a freshly written policy appears at once', async () => {
    const fresh = await buildPolicy(api.deps, { title: '刚刚发布的科技政策' });
    const r = await get(api, '/sitemap/policy-1.xml');
    expect(r.status).toBe(200);
    expect(r.encoding).toBe('gzip');
    expect(r.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(r.text)).toEqual([`${ORIGIN}/policy/detail/${policyId}`, `${ORIGIN}/policy/detail/${fresh}`]);
    // Policies carry their writer's timestamp as a W3C date-time in China time.
    const lastmods = [...r.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
    expect(lastmods).toHaveLength(2);
    for (const d of lastmods) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);

    const news = await get(api, '/sitemap/news-1.xml');
    expect(news.text).toMatch(
      /<loc>https:\/\/www\.example\.gov\.cn\/policy\/newsdetail\/\d+\.html<\/loc><lastmod>2026-03-05<\/lastmod>/,
    );
    const info = await get(api, '/sitemap/interpretation-1.xml');
    expect(info.text).toMatch(/\/info\/detail\/\d+<\/loc><lastmod>2026-03-02<\/lastmod>/);
  });

  it('company pages date from their latest tag or IP right, and ids past PART_SIZE go to the next part', async () => {
    const one = await get(api, '/sitemap/company-1.xml');
    expect(one.text).toContain(`<loc>${ORIGIN}/company/detail/${companyId}</loc><lastmod>2024-12-01</lastmod>`);
    expect(locs(one.text)).not.toContain(`${ORIGIN}/company/detail/${farCompanyId}`);
    expect(locs(one.text).length).toBeLessThanOrEqual(PART_SIZE);
    const two = await get(api, '/sitemap/company-2.xml');
    expect(locs(two.text)).toEqual([`${ORIGIN}/company/detail/${farCompanyId}`]);
  });

  it('a part holds at most 50,000 URLs by construction', () => {
    expect(PART_SIZE).toBeLessThanOrEqual(50_000);
    expect(parsePartName('company-20.xml')).toEqual({ kind: 'company', part: 20 });
  });

  it('a part is plain XML to a client that does not accept gzip', async () => {
    const res = await fetch(`${api.baseUrl}/sitemap/policy-1.xml`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(locs(await res.text())).toContain(`${ORIGIN}/policy/detail/${policyId}`);
  });

  it('a bad or empty part name is a 404, never a 500', async () => {
    for (const name of [
      'nope-1.xml',
      'policy-0.xml',
      'policy-x.xml',
      'policy-1',
      '..%2Fetc.xml',
      'policy-9999999.xml',
      'company-3.xml',
      'policy-01.xml',
    ]) {
      const r = await get(api, `/sitemap/${name}`);
      expect(r.status, name).toBe(404);
      expect(r.text).toBe('未找到该站点地图');
    }
  });
});
