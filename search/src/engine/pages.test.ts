import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { SearchTables } from '../store/tables.ts';
import { FacetColumns, type ColumnsSpec } from './columns.ts';
import { pageOfHits } from './pages.ts';
import { inSet } from './filters.ts';
import { idSetOf } from './id-sets.ts';
import type { MatchSet, Ranked } from './match-sets.ts';
import { Memo } from './memo.ts';

/** A deterministic generator, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

it('pages a long title tier exactly as a full sort would, with and without filters, on every page', async () => {
  const n = 30_000;
  const r = rng(7);
  const rows = Array.from({ length: n }, (_, i) => [i + 1, `P${Math.floor(r() * 40)}`]);
  const spec: ColumnsSpec = {
    loadRows: async (_db, _d, after, limit) => rows.filter((x) => (x[0] as number) > after).slice(0, limit),
    columns: [{ name: 'province', type: 'code' }],
    multi: [],
  };
  const cols = new FacetColumns(spec);
  await cols.catchUp({} as Kysely<SearchTables>, 'sqlite');
  // Most documents in the title tier, scores with many ties (ids then decide).
  const titleIds = Int32Array.from(rows.filter(() => r() < 0.8).map((x) => x[0] as number));
  const title: Ranked = { ids: titleIds, scores: Float64Array.from(titleIds, () => Math.floor(r() * 50) / 7) };
  // A set, not titleIds.includes: 30,000 × 24,000 comparisons took most of the test's time and timed it out under load.
  const inTitle = new Set(titleIds);
  const bodyIds = Int32Array.from(rows.map((x) => x[0] as number).filter((id) => !inTitle.has(id)));
  const body: Ranked = { ids: bodyIds, scores: Float64Array.from(bodyIds, () => r()) };
  const match: MatchSet = {
    all: idSetOf(Int32Array.from(rows.map((x) => x[0] as number))),
    title,
    memo: new Memo(),
    bodyOnly: async () => body,
  };
  const ranked = (t: Ranked, keep: (id: number) => boolean) =>
    [...t.ids]
      .map((id, i) => ({ id, score: t.scores[i] as number }))
      .filter((h) => keep(h.id))
      .sort((a, b) => b.score - a.score || b.id - a.id);
  // A filtered page first: what the tier keeps must not depend on the filters of the page that built it.
  for (const provinces of [['P3'], [], ['P3', 'P17', 'P29'], ['P39', 'none']]) {
    const filters = provinces.length ? [inSet(cols, 'province', 'province', provinces)] : [];
    const keep = (id: number) => provinces.length === 0 || provinces.includes(rows[id - 1]?.[1] as string);
    const want = [...ranked(title, keep), ...ranked(body, keep)];
    for (const [offset, limit] of [
      [0, 15],
      [15, 15],
      [1980, 30],
      [0, 50],
      [450, 50],
      [want.length - 10, 15],
    ]) {
      const got = await pageOfHits(cols, match, filters, 'relevance', 'province', offset as number, limit as number);
      expect(got, `${provinces.join(',')} @${offset}`).toEqual(
        want.slice(offset, (offset as number) + (limit as number)),
      );
    }
  }
});
