import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { CompanyFilterSchema, PolicyFilterSchema, ProjectFilterSchema } from '@aikc/shared/filters';
import { NewsListBodySchema } from '@aikc/shared/schemas/news';
import { kindContext, queryWords, type Kind, type KindColumn } from '@aikc/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { kindListing, runListing } from '../../../test-kit/sql-listing.ts';
import { seedOracleCorpus, TODAY } from '../../../test-kit/oracle-corpus.ts';
import type { Db } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { COMPANY_KIND } from '../company/search-spec.ts';
import { searchCompanies } from '../company/service.ts';
import { INTERPRETATION_KIND } from '../news/interpretation-search-spec.ts';
import { NEWS_KIND } from '../news/search-spec.ts';
import { searchInterpretations, searchNews } from '../news/service.ts';
import { POLICY_KIND } from '../policy/search-spec.ts';
import { searchPolicies } from '../policy/service.ts';
import { PROJECT_KIND } from '../project/search-spec.ts';
import { searchProjects } from '../project/service.ts';

/**
 * One property over every kind: the engine's answer (through the kind's service) equals the SQL definition
 * derived from the same declaration (search/store/define-kind.ts, test-kit/sql-listing.ts), in total, the
 * page's ids in order and every facet's buckets. Filters are drawn from each declared filter's field, with
 * values found in the corpus (its columns as the loader reads them); keywords are pieces of its titles.
 */

const NOW = Date.parse(`${TODAY}T04:00:00Z`);

interface Answer {
  ids: number[];
  total: number;
  facets: Record<string, { value: string; count: number }[]>;
}

interface KindCase {
  // The kinds differ in their filter type; each case pairs a kind with its own schema and service.
  kind: Kind<never>;
  schema: z.ZodType;
  /** The column holding a document's title (keywords are cut from it). */
  title: string;
  search(app: App, f: never): Promise<Answer>;
  runs: number;
}

/** What a case searches with: the app's database and its search. */
type App = Pick<AppDeps, 'db' | 'search'>;

const answer = (r: { rows: { id: number }[]; total: number; facets?: Answer['facets'] }): Answer => ({
  ids: r.rows.map((x) => Number(x.id)),
  total: r.total,
  facets: r.facets ?? {},
});

function kindCase<F>(c: {
  kind: Kind<F>;
  schema: z.ZodType<F>;
  title: string;
  search(app: App, f: F): Promise<Answer>;
  runs: number;
}): KindCase {
  return c as unknown as KindCase;
}

const CASES: KindCase[] = [
  kindCase({
    kind: POLICY_KIND,
    schema: PolicyFilterSchema,
    title: 'title',
    search: async ({ db: h, search }, f) => answer(await searchPolicies(search, h.db, h.dialect, f, NOW)),
    runs: 150,
  }),
  kindCase({
    kind: PROJECT_KIND,
    schema: ProjectFilterSchema,
    title: 'title',
    search: async ({ db: h, search }, f) => answer(await searchProjects(search, h.db, f, NOW)),
    runs: 150,
  }),
  kindCase({
    kind: COMPANY_KIND,
    schema: CompanyFilterSchema,
    title: 'name',
    search: async ({ db: h, search }, f) => answer(await searchCompanies(search, h.db, f)),
    runs: 150,
  }),
  kindCase({
    kind: NEWS_KIND,
    schema: NewsListBodySchema,
    title: 'title',
    search: async ({ db: h, search }, f) => answer(await searchNews(search, h.db, f)),
    runs: 80,
  }),
  kindCase({
    kind: INTERPRETATION_KIND,
    schema: NewsListBodySchema,
    title: 'title',
    search: async ({ db: h, search }, f) => answer(await searchInterpretations(search, h.db, f)),
    runs: 80,
  }),
];

/** The kind's filter conditions other than those every listing applies (the fold). */
function kindListingConditions(c: KindCase, f: Record<string, unknown>) {
  const all = c.kind.sql.conditions(f as never, kindContext(TODAY));
  for (const filter of c.kind.declared.filters) if (!filter.fields?.length) delete all[filter.key];
  return all;
}

/** Buckets in the engine's order (count desc, value asc), cut at the facet's limit. */
function ordered(buckets: { value: string; count: number }[] = [], limit?: number) {
  const sorted = [...buckets]
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((b) => `${b.value}:${b.count}`);
  return limit ? sorted.slice(0, limit) : sorted;
}

/**
 * The values of each declared column and multi-valued column as the engine's loader reads them, one per
 * document (per pair): a frequent value is drawn more often, so filters on it still list documents.
 */
async function pools(h: Db, kind: Kind<never>): Promise<Map<string, unknown[]>> {
  const out = new Map<string, unknown[]>();
  const rows = await kind.columns.loadRows(h.db, h.dialect, 0, 1_000_000);
  const columns = kind.declared.columns as readonly KindColumn[];
  columns.forEach((c, i) => {
    // PostgreSQL pads an empty char(6) with spaces: no value either.
    const values = rows.map((r) => r[i + 1]).filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
    out.set(
      c.name,
      values.map((v) => (c.type === 'number' ? Number(v) : v)),
    );
  });
  const maxId = Number(rows[rows.length - 1]?.[0] ?? 0);
  for (const m of kind.columns.multi) {
    const pairs = await m.load(h.db, 0, maxId);
    out.set(
      m.name,
      pairs.map((p) => p[1]),
    );
  }
  return out;
}

/** The values a field may take: its sample, shaped like the field's default (a list, a text, a number). */
function fieldArbitrary(sample: readonly unknown[], dflt: unknown, prefixes: boolean): fc.Arbitrary<unknown> {
  const values = prefixes
    ? [...new Set(sample.flatMap((v) => [String(v).slice(0, 1), String(v).slice(0, 3), String(v)]))]
    : sample;
  if (values.length === 0) return fc.constant(dflt);
  const one = fc.constantFrom(...values);
  return Array.isArray(dflt) ? fc.uniqueArray(one, { minLength: 1, maxLength: 3 }) : one;
}

describeEachDb('every kind answers as its SQL definition', (dialect) => {
  let api: TestApi;
  const arbitraries = new Map<KindCase, fc.Arbitrary<Record<string, unknown>>>();
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    await seedOracleCorpus(h);
    for (const c of CASES) {
      const found = await pools(h, c.kind);
      const dflt = c.schema.parse({}) as Record<string, unknown>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const filter of c.kind.declared.filters) {
        const { sample } = filter;
        if (!sample) continue;
        const values =
          'values' in sample ? sample.values : (found.get('column' in sample ? sample.column : sample.multi) ?? []);
        for (const field of filter.fields ?? [])
          fields[field] = fieldArbitrary(values, dflt[field], 'prefixes' in sample && sample.prefixes === true);
      }
      const titles = (
        await sql<{ title: string }>`select ${sql.ref(c.title)} as title from ${sql.table(c.kind.table)}`.execute(h.db)
      ).rows;
      // A word of a title as the query parser segments it, or two such words.
      const words = [...new Set(titles.flatMap((t) => queryWords(t.title)).filter((w) => w.length >= 2))];
      const word = fc.constantFrom(...words);
      // At most two filter fields per request, so combinations still list documents.
      const chosen = fc.tuple(
        fc.record(fields),
        fc.subarray(Object.keys(fields), { maxLength: Math.min(2, Object.keys(fields).length) }),
      );
      arbitraries.set(
        c,
        fc
          .record({
            chosen,
            keyword: fc.oneof(
              fc.constant(''),
              word,
              fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
            ),
            sort: fc.constantFrom('relevance', 'date'),
            page: fc.constantFrom(1, 1, 1, 2, 5),
            pageSize: fc.constantFrom(15, 50),
          })
          .map(({ chosen: [values, keys], ...rest }) => ({
            ...Object.fromEntries(keys.map((k) => [k, values[k]])),
            ...rest,
          })),
      );
    }
  }, 120_000);
  afterAll(() => api.close());

  for (const c of CASES) {
    it(`${c.kind.kind}: totals, the page and every facet bucket`, async () => {
      const h = api.deps.db;
      const ctx = kindContext(TODAY);
      const facets = c.kind.sql.facets(c.schema.parse({}) as never, ctx);
      let listed = 0;
      let filtered = 0;
      await fc.assert(
        fc.asyncProperty(arbitraries.get(c) as fc.Arbitrary<Record<string, unknown>>, async (raw) => {
          const f = c.schema.parse(raw) as Record<string, unknown>;
          // A sampled value the schema would replace (its .catch) would test nothing: the sample is wrong.
          for (const key of Object.keys(raw)) expect(f[key], key).toEqual(raw[key]);
          const [got, want] = await Promise.all([
            c.search(api.deps, f as never),
            runListing(h.db, h.dialect, kindListing(c.kind, f as never, ctx)),
          ]);
          const label = JSON.stringify(raw);
          expect(got.total, label).toBe(want.total);
          expect(got.ids, label).toEqual(want.hits.map((x) => x.id));
          listed += got.ids.length;
          if (Object.values(kindListingConditions(c, f)).some((x) => x !== null) && got.total > 0) filtered++;
          for (const { key, limit } of facets)
            expect(ordered(got.facets[key], limit), `${key} ${label}`).toEqual(ordered(want.facets[key], limit));
        }),
        { numRuns: c.runs, seed: 20261127 },
      );
      // Not trivially empty: pages were listed, and filters left documents to list.
      expect(listed).toBeGreaterThan(c.runs * 3);
      expect(filtered).toBeGreaterThanOrEqual(3);
    }, 120_000);
  }
});
