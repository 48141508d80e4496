import type { Kysely } from 'kysely';
import type { PolicyFilter } from '@aikc/shared/filters';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { SearchAdvice } from '@aikc/shared/schemas/search-help';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { presentPolicyItem } from './presenter.ts';
import { searchPolicies } from './service.ts';
import { keywordParts, type Search } from '@aikc/search';
import { correctKeyword, placeNamed } from './vocabulary.ts';

/** At most this many narrower searches for one query without results (a query has at most 12 parts). */
const MAX_TRIES = 16;
const MAX_RELATED = 5;
/** Words nearly every policy has: a narrower query of these alone is no partial match. */
const COMMON_WORDS = new Set([
  '企业',
  '政策',
  '通知',
  '关于',
  '工作',
  '管理',
  '办法',
  '项目',
  '申报',
  '发展',
  '技术',
  '科技',
  '创新',
  '实施',
  '措施',
  '支持',
  '开展',
  '年度',
]);

interface Try {
  keyword: string;
  /** Parts the try leaves out. */
  missing: string[];
  province?: string;
  city?: string;
  place?: string;
}

/** Every way to keep `k` of the parts, in order. */
function combinations(parts: string[], k: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === k) return void out.push([...chosen]);
    for (let i = from; i < parts.length; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/**
 * The narrower searches to try, best first: a place the query names as a region filter instead of a word
 * (广东省瞪羚企业 -> 瞪羚企业 in 广东省, which finds the province's cities' documents too), then the queries
 * keeping most of the parts.
 */
function triesFor(f: PolicyFilter, parts: string[]): Try[] {
  const tries: Try[] = [];
  if (!f.province && !f.city) {
    parts.forEach((part, i) => {
      const place = placeNamed(part);
      const rest = parts.filter((_, j) => j !== i);
      if (place && rest.length > 0)
        tries.push({
          keyword: rest.join(' '),
          missing: [],
          province: place.province,
          city: place.city,
          place: place.name,
        });
    });
  }
  for (let k = parts.length - 1; k >= 1; k--) {
    for (const keep of combinations(parts, k)) {
      tries.push({ keyword: keep.map((i) => parts[i]).join(' '), missing: parts.filter((_, i) => !keep.includes(i)) });
    }
  }
  return tries.slice(0, MAX_TRIES);
}

/**
 * Advice for a policy search whose keyword found nothing: a corrected keyword (您是不是要找) when it finds
 * documents, the best partial matches, and the narrower queries that find something. Only zero-result
 * searches pay for it. Among tries keeping as many parts, the one with fewest results leads: it dropped
 * the most common word (广东省 rather than 瞪羚企业).
 */
export async function policyAdvice(
  search: Search,
  db: Kysely<Database>,
  dialect: DialectName,
  f: PolicyFilter,
  today: string,
): Promise<SearchAdvice> {
  const base = { ...f, page: 1, sort: 'relevance' as const };
  let didYouMean: string | null = null;
  let correctedList: PolicyListItem[] = [];
  const corrected = correctKeyword(f.keyword);
  if (corrected && corrected !== f.keyword) {
    const r = await searchPolicies(search, db, dialect, { ...base, keyword: corrected });
    if (r.total > 0) {
      didYouMean = corrected;
      correctedList = r.rows.map((p) => presentPolicyItem(p, today, r.query));
    }
  }
  const parts = keywordParts(f.keyword);
  const found: { t: Try; total: number; kept: number; list: PolicyListItem[] }[] = [];
  for (const t of parts.length > 1 ? triesFor(f, parts) : []) {
    // Keeping only words every policy has (企业, 通知) lists the corpus, not partial matches.
    if (t.keyword.split(' ').every((w) => COMMON_WORDS.has(w))) continue;
    const r = await searchPolicies(search, db, dialect, {
      ...base,
      keyword: t.keyword,
      province: t.province ?? f.province,
      city: t.city ?? f.city,
      pageSize: f.pageSize,
    });
    if (r.total === 0) continue;
    // A place used as a filter keeps its part.
    const kept = t.province ? parts.length : parts.length - t.missing.length;
    found.push({ t, total: r.total, kept, list: r.rows.map((p) => presentPolicyItem(p, today, r.query)) });
  }
  found.sort((a, b) => b.kept - a.kept || a.total - b.total);
  const best = found[0];
  // A likely misspelling is shown corrected, as search engines do, with the correction named.
  const partial = didYouMean
    ? { list: correctedList, missing: [], corrected: didYouMean }
    : best
      ? { list: best.list, missing: best.t.missing, ...(best.t.place ? { place: best.t.place } : {}) }
      : null;
  return {
    didYouMean,
    partial,
    related: found.slice(0, MAX_RELATED).map(({ t, total }) => ({
      keyword: t.keyword.replaceAll(' ', ''),
      total,
      ...(t.province ? { province: t.province, city: t.city ?? '' } : {}),
    })),
  };
}
