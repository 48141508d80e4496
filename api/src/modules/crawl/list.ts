import { load } from 'cheerio';
import type { CrawlSource } from './sources.ts';

/**
 * A list page's detail links and its next page. Links to other hosts are never followed; attachments and the
 * list pages themselves are not details. JSON list calls name their items by a dotted path.
 */
const DEFAULT_DETAIL = 'ul li a[href], ol li a[href], table td a[href], .list a[href], .news_list a[href]';
const NEXT_TEXT = /^(下一页|下页|后页|>|›|»|>>)$/u;
const ATTACHMENT = /\.(pdf|docx?|xlsx?|wps|zip|rar|ofd)(?:$|\?)/iu;

export interface ListPage {
  details: string[];
  next: string | null;
  /** Detail links to other hosts, left alone. */
  offHost: number;
}

function sameHost(url: string, base: URL): string | null {
  try {
    const u = new URL(url, base);
    if (!/^https?:$/u.test(u.protocol)) return null;
    u.hash = '';
    return u.host === base.host ? u.toString() : '';
  } catch {
    return null;
  }
}

export function pageUrl(source: CrawlSource, n: number): string | null {
  if (!source.page_pattern) return null;
  return new URL(source.page_pattern.replace('{n}', String(n)), source.list_urls[0]).toString();
}

function jsonItems(data: unknown, path: string | undefined): unknown[] {
  let node: unknown = data;
  for (const key of (path ?? '').split('.').filter(Boolean)) node = (node as Record<string, unknown> | null)?.[key];
  if (Array.isArray(node)) return node;
  // No path given: the first array in the object.
  if (node && typeof node === 'object') for (const v of Object.values(node)) if (Array.isArray(v)) return v;
  return [];
}

export function readList(text: string, url: string, source: CrawlSource): ListPage {
  const base = new URL(url);
  const details: string[] = [];
  let offHost = 0;
  const take = (href: string | undefined) => {
    if (!href) return;
    const abs = sameHost(href, base);
    if (abs === '') offHost += 1;
    if (!abs || ATTACHMENT.test(abs) || abs === url || source.list_urls.includes(abs)) return;
    if (!details.includes(abs)) details.push(abs);
  };
  if (source.paging === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { details, next: null, offHost };
    }
    const key = source.selectors.json_url ?? 'url';
    for (const item of jsonItems(data, source.selectors.json_items))
      take(String((item as Record<string, unknown>)?.[key] ?? ''));
    return { details, next: null, offHost };
  }
  const $ = load(text);
  $(source.selectors.detail ?? DEFAULT_DETAIL).each((_, a) => {
    if (NEXT_TEXT.test($(a).text().trim()) || /^\d+$/u.test($(a).text().trim())) return;
    take($(a).attr('href'));
  });
  let next: string | null = null;
  if (source.paging === 'next') {
    const link = source.selectors.next
      ? $(source.selectors.next).first()
      : $('a[href]')
          .filter((_, a) => NEXT_TEXT.test($(a).text().trim()))
          .first();
    const abs = link.length ? sameHost(link.attr('href') as string, base) : null;
    next = abs || null;
  }
  return { details, next, offHost };
}
