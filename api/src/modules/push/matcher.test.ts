import { describe, expect, it } from 'vitest';
import type { SubscriptionConditions } from '@aikc/shared/schemas/subscription';
import { SubscriptionIndex } from './matcher.ts';
import { EMPTY_CONDITIONS, policyTerms, subscriptionTerms, type MatchablePolicy } from './terms.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** The definition, written plainly: every dimension in use has a value the policy has; some keyword is whole in it. */
function matchesByDefinition(
  c: SubscriptionConditions,
  p: MatchablePolicy,
  tokens: Set<string>,
  words: Map<string, string[]>,
): boolean {
  const regions = new Set([p.province_code, p.city_code, p.region_code]);
  if (c.regions.length && !c.regions.some((r) => regions.has(r))) return false;
  if (c.types.length && !c.types.includes(p.type_id)) return false;
  if (c.levels.length && !c.levels.includes(p.level)) return false;
  if (c.agencies.length && !c.agencies.includes(p.agency_id)) return false;
  if (c.labels.length && !c.labels.some((l) => p.labelIds.includes(l))) return false;
  if (c.industries.length && !c.industries.some((l) => p.labelIds.includes(l))) return false;
  if (c.keywords.length && !c.keywords.some((k) => (words.get(k) ?? []).every((w) => tokens.has(w)))) return false;
  return true;
}

describe('SubscriptionIndex', () => {
  it('matches exactly what the definition says, over random subscriptions and policies', () => {
    const r = rng(11);
    const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)] as T;
    const some = <T>(a: readonly T[], max: number): T[] => [
      ...new Set(Array.from({ length: Math.floor(r() * (max + 1)) }, () => pick(a))),
    ];
    const REGIONS = ['310000', '310100', '330000', '330100', '330200', '000000'];
    const LEVELS = ['national', 'provincial', 'municipal', 'district'] as const;
    const WORDS = ['集成电路', '人工智能', '生物医药', '研发费用加计扣除', '低空经济', '数字化转型'];
    const index = new SubscriptionIndex();
    const subs: SubscriptionConditions[] = [];
    const cache = new Map<string, string[]>();
    for (let id = 1; id <= 600; id++) {
      let c: SubscriptionConditions = {
        ...EMPTY_CONDITIONS,
        regions: some(REGIONS, 2),
        types: some([1, 2, 3], 1),
        levels: some(LEVELS, 2),
        agencies: some([10, 11, 12, 13], 1),
        labels: some([20, 21, 22], 2),
        industries: some([30, 31], 1),
        keywords: some(WORDS, 2),
      };
      if (Object.values(c).every((v) => v.length === 0)) c = { ...c, regions: ['310000'] };
      subs.push(c);
      const t = subscriptionTerms(c, cache);
      index.add({ id, userId: id % 37, name: `s${id}`, mask: t.mask, keywords: t.keywords }, t.terms);
    }
    let total = 0;
    for (let n = 0; n < 300; n++) {
      const province = pick(['310000', '330000', '000000']);
      const p: MatchablePolicy = {
        id: n,
        title: `关于支持${pick(WORDS)}产业发展的通知`,
        summary: pick(WORDS),
        body_text: `${pick(WORDS)}相关企业。`,
        province_code: province,
        city_code:
          province === '000000'
            ? '000000'
            : pick([`${province.slice(0, 3)}100`, `${province.slice(0, 3)}200`, '000000']),
        region_code: province,
        level: pick(LEVELS),
        type_id: pick([1, 2, 3]),
        agency_id: pick([10, 11, 12, 13]),
        labelIds: some([20, 21, 22, 30, 31], 3),
      };
      const terms = policyTerms(p);
      const got = index.match(terms).map((s) => s.id);
      const want = subs.flatMap((c, i) => (matchesByDefinition(c, p, terms.tokens, cache) ? [i + 1] : []));
      expect(got).toEqual(want);
      total += got.length;
    }
    expect(total).toBeGreaterThan(100); // the comparison covered real matches, not only empty sets
  });
});
