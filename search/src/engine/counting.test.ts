import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { SearchTables } from '../store/tables.ts';
import { FacetColumns, type ColumnsSpec } from './columns.ts';
import { countListing, kthLargest, type EngineFacet } from './counting.ts';
import { anyOf, inRange, inSet, type EngineFilter } from './filters.ts';
import { idSetOf } from './id-sets.ts';
import type { MatchSet } from './match-sets.ts';
import { Memo } from './memo.ts';

/** A deterministic generator, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

type Row = [id: number, province: string, level: string, agency: string, day: number];

/**
 * Counts from the engine's fused pass (facet rows, filter bitsets, kept and extended across writes) against
 * the definition written out document by document: a facet counts the matches passing every filter but
 * those of its own dimensions.
 */
it('counts totals and facets as the definition does, before and after documents are appended', async () => {
  const r = rng(11);
  const rows: Row[] = [];
  const labels: [number, string][] = [];
  const asDate = (d: number) => `${String(d).slice(0, 4)}-${String(d).slice(4, 6)}-${String(d).slice(6, 8)}`;
  const spec: ColumnsSpec = {
    loadRows: async (_db, _d, after, limit) =>
      rows
        .filter((x) => x[0] > after)
        .slice(0, limit)
        .map(([id, p, l, a, d]) => [id, p, l, a, asDate(d)]),
    columns: [
      { name: 'province', type: 'code' },
      { name: 'level', type: 'code' },
      { name: 'agency', type: 'code' },
      { name: 'day', type: 'date', missing: 0 },
    ],
    multi: [{ name: 'labels', load: async (_db, after, upTo) => labels.filter(([id]) => id > after && id <= upTo) }],
  };
  const add = (n: number) => {
    for (let i = 0; i < n; i++) {
      const id = rows.length * 3 + 1 + Math.floor(r() * 2); // gaps, as after deletions
      const day = 20260101 + Math.floor(r() * 28);
      rows.push([
        id,
        `P${Math.floor(r() * 12)}`,
        ['national', 'provincial', 'municipal', ''][Math.floor(r() * 4)] as string,
        `A${Math.floor(r() * 40)}`,
        day,
      ]);
      for (let k = Math.floor(r() * 8); k > 0; k--) labels.push([id, `L${Math.floor(r() * 9)}`]);
    }
  };
  const cols = new FacetColumns(spec);
  const check = async (round: number) => {
    await cols.catchUp({} as Kysely<SearchTables>, 'sqlite');
    const dayCol = cols.codes('day');
    const early = (slot: number) => ((dayCol[slot] as number) < 20260115 ? 1 : 0);
    const facets: EngineFacet[] = [
      { key: 'province', source: { column: 'province' }, exclude: ['province'] },
      { key: 'level', source: { column: 'level' }, exclude: ['level'] },
      { key: 'agency', source: { column: 'agency' }, exclude: ['agency'], limit: 10 },
      {
        key: 'label',
        source: { multi: 'labels', only: new Set(['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8']) },
        exclude: ['label'],
      },
      {
        key: 'half',
        source: { buckets: ['late', 'early'], codes: cols.derived('half', early), name: 'half' },
        exclude: ['from'],
      },
    ];
    const matched = rows.filter(() => r() < 0.6).map((x) => x[0]);
    const match: MatchSet = {
      all: idSetOf(Int32Array.from(matched)),
      title: { ids: new Int32Array(0), scores: new Float64Array(0) },
      memo: new Memo(),
      bodyOnly: async () => ({ ids: new Int32Array(0), scores: new Float64Array(0) }),
    };
    const filterSets: { make: () => EngineFilter[]; pass: Record<string, (x: Row) => boolean> }[] = [
      { make: () => [], pass: {} },
      {
        make: () => [inSet(cols, 'province', 'province', ['P3', 'P5'])],
        pass: { province: (x) => x[1] === 'P3' || x[1] === 'P5' },
      },
      {
        make: () => [
          inSet(cols, 'level', 'level', ['provincial']),
          inRange(cols, 'from', 'day', 20260110, 20991231),
          anyOf(cols, 'label', 'labels', ['L2', 'L7']),
        ],
        pass: {
          level: (x) => x[2] === 'provincial',
          from: (x) => x[4] >= 20260110,
          label: (x) => labels.some(([id, l]) => id === x[0] && (l === 'L2' || l === 'L7')),
        },
      },
    ];
    for (const { make, pass } of filterSets) {
      for (const candidates of [match, null]) {
        const got = countListing(cols, candidates, make(), facets);
        const docs = candidates ? rows.filter((x) => matched.includes(x[0])) : rows;
        const passesAll = (x: Row, except: string[]) =>
          Object.entries(pass).every(([k, p]) => except.includes(k) || p(x));
        const tally = (values: (x: Row) => string[], except: string[]) => {
          const m = new Map<string, number>();
          for (const x of docs)
            if (passesAll(x, except)) for (const v of values(x)) if (v !== '') m.set(v, (m.get(v) ?? 0) + 1);
          return [...m]
            .map(([value, count]) => ({ value, count }))
            .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
        };
        const label = `round ${round}, filters ${Object.keys(pass).join('+') || 'none'}, ${candidates ? 'match' : 'all'}`;
        expect(got.total, label).toBe(docs.filter((x) => passesAll(x, [])).length);
        expect(got.facets.province, label).toEqual(tally((x) => [x[1]], ['province']));
        expect(got.facets.level, label).toEqual(tally((x) => [x[2]], ['level']));
        expect(got.facets.agency, label).toEqual(tally((x) => [x[3]], ['agency']).slice(0, 10));
        expect(got.facets.label, label).toEqual(
          tally((x) => labels.filter(([id, l]) => id === x[0] && l !== 'L0').map(([, l]) => l), ['label']),
        );
        expect(got.facets.half, label).toEqual(tally((x) => [x[4] < 20260115 ? 'early' : 'late'], ['from']));
      }
    }
  };
  add(700);
  await check(1);
  add(45); // within the kept arrays' spare room
  await check(2);
  add(2500); // past it: the kept bitsets and rows grow
  await check(3);
});

it('selects the k-th largest count as a sort would', () => {
  const r = rng(5);
  for (let trial = 0; trial < 300; trial++) {
    const n = 1 + Math.floor(r() * 300);
    // Few distinct values in some trials: ties are the common case for facet counts.
    const spread = trial % 3 === 0 ? 4 : 10_000;
    const values = Int32Array.from({ length: n }, () => Math.floor(r() * spread));
    const sorted = Array.from(values).sort((x, y) => y - x);
    const k = 1 + Math.floor(r() * n);
    expect(kthLargest(values, k)).toBe(sorted[k - 1]);
  }
});
