import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { SearchTables } from '../store/tables.ts';
import { candidates } from './candidates.ts';
import { FacetColumns, type ColumnsSpec } from './columns.ts';
import { idSetOf } from './id-sets.ts';
import type { MatchSet } from './match-sets.ts';
import { Memo } from './memo.ts';

const db = {} as Kysely<SearchTables>;

async function columnsOf(ids: number[]): Promise<FacetColumns> {
  const spec: ColumnsSpec = {
    loadRows: async (_db, _d, afterId, limit) =>
      ids
        .filter((id) => id > afterId)
        .slice(0, limit)
        .map((id) => [id, 'x']),
    columns: [{ name: 'c', type: 'code' }],
    multi: [],
  };
  const cols = new FacetColumns(spec);
  await cols.catchUp(db, 'sqlite');
  return cols;
}

const matchOf = (ids: number[]) => ({ all: idSetOf(Int32Array.from(ids)), memo: new Memo() }) as unknown as MatchSet;

/** Present ids 1..n without `missing` (deletions); matches anywhere in 0..n+40 (past the columns too). */
const corpus = fc.integer({ min: 1, max: 3000 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    missing: fc.uniqueArray(fc.integer({ min: 1, max: n }), { maxLength: 60 }),
    density: fc.double({ min: 0, max: 1, noNaN: true }),
    seed: fc.integer(),
  }),
);

it('maps a match set onto slots as the definition says, with few or many gaps in the ids', async () => {
  await fc.assert(
    fc.asyncProperty(corpus, async ({ n, missing, density, seed }) => {
      const gone = new Set(missing);
      const ids = Array.from({ length: n }, (_, i) => i + 1).filter((id) => !gone.has(id));
      if (ids.length === 0) return;
      const cols = await columnsOf(ids);
      let x = seed | 0;
      const matched: number[] = [];
      for (let id = 0; id <= n + 40; id++) {
        x = (Math.imul(x, 1103515245) + 12345) | 0;
        if ((x >>> 8) / 16777216 < density) matched.push(id);
      }
      const got = candidates(cols, matchOf(matched));
      const present = new Set(ids);
      const maxId = ids[ids.length - 1] as number;
      const want = matched.filter((id) => present.has(id)).map((id) => cols.slotById[id] as number);
      const slots: number[] = [];
      for (let s = 0; s < cols.size; s++) if (((got.bits[s >>> 5] as number) >>> (s & 31)) & 1) slots.push(s);
      expect(slots).toEqual(want);
      expect(got.count).toBe(want.length);
      expect(got.gaps).toBe(matched.filter((id) => id <= maxId && !present.has(id)).length);
    }),
    { numRuns: 150 },
  );
});
