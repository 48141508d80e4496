import type { SitemapEntry, SitemapKind } from './service.ts';

/** XML text escaping for the five characters XML reserves (the URLs are ours, but an origin may carry `&`). */
export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index: one <sitemap> per part, at `/sitemap/<kind>-<n>.xml`. */
export function presentSitemapIndex(origin: string, parts: { kind: SitemapKind; part: number }[]): string {
  const items = parts.map(
    (p) => `  <sitemap><loc>${xmlEscape(`${origin}/sitemap/${p.kind}-${p.part}.xml`)}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}

export const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="${NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export function presentUrl(origin: string, e: SitemapEntry): string {
  return `  <url><loc>${xmlEscape(origin + e.path)}</loc><lastmod>${e.lastmod}</lastmod></url>\n`;
}

/**
 * robots.txt: everything public may be crawled except the user centre, the hidden render pages and the API;
 * the sitemap index is named with its absolute URL, as the protocol requires.
 */
export function presentRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /user/',
    'Disallow: /hideHt/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
