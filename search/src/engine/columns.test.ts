import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { SearchTables } from '../store/tables.ts';
import { FacetColumns, type ColumnsSpec } from './columns.ts';
import { pageOfHits } from './pages.ts';

/** An in-memory "table" for the columns' loaders: rows [id, province, publish date] and label pairs. */
function table() {
  const rows: [number, string, string][] = [];
  const labels: [number, string][] = [];
  const spec: ColumnsSpec = {
    loadRows: async (_db, _d, afterId, limit) => rows.filter((r) => r[0] > afterId).slice(0, limit),
    columns: [
      { name: 'province', type: 'code' },
      { name: 'publish', type: 'date', missing: 0 },
    ],
    multi: [
      { name: 'labels', load: async (_db, afterId, upTo) => labels.filter(([id]) => id > afterId && id <= upTo) },
    ],
  };
  return { rows, labels, spec };
}

const db = {} as Kysely<SearchTables>;

it('appends in place with spare room, and views taken before an append never change', async () => {
  const t = table();
  const cols = new FacetColumns(t.spec);
  let day = 1;
  const add = (n: number) => {
    for (let i = 0; i < n; i++) {
      const id = t.rows.length * 2 + 1; // ids with gaps, as after deletions
      t.rows.push([id, id % 3 === 0 ? '440000' : '110000', `2026-01-${String(1 + (day++ % 28)).padStart(2, '0')}`]);
      t.labels.push([id, `L${id % 5}`], [id, 'all']);
    }
  };
  add(1500);
  await cols.catchUp(db, 'sqlite');
  const before = { ids: cols.ids, province: cols.codes('province'), labels: cols.multi.get('labels') };
  const snapshot = {
    ids: [...before.ids],
    province: [...before.province],
    offsets: [...(before.labels?.offsets ?? [])],
    values: [...(before.labels?.values ?? [])],
  };
  for (const n of [1, 7, 3000]) {
    add(n);
    await cols.catchUp(db, 'sqlite');
  }
  expect(cols.size).toBe(t.rows.length);
  expect([...cols.ids]).toEqual(t.rows.map((r) => r[0]));
  for (const [id, province] of t.rows) {
    const slot = cols.slotById[id] as number;
    expect(cols.ids[slot]).toBe(id);
    expect(cols.dict('province').values[cols.codes('province')[slot] as number]).toBe(province);
    const m = cols.multi.get('labels');
    const mine = [...(m?.values.subarray(m.offsets[slot], m.offsets[slot + 1]) ?? [])].map((v) => m?.dict.values[v]);
    expect(mine).toEqual([`L${id % 5}`, 'all']);
  }
  // Ids between documents are absent.
  expect(cols.slotById[2]).toBe(-1);
  expect({
    ids: [...before.ids],
    province: [...before.province],
    offsets: [...(before.labels?.offsets ?? [])],
    values: [...(before.labels?.values ?? [])],
  }).toEqual(snapshot);
});

it('keeps the date order exact when slots are appended (merged, not sorted again)', async () => {
  const t = table();
  const cols = new FacetColumns(t.spec);
  const dates = ['2026-03-01', '2025-12-31', '2026-03-01', '2024-07-15', '2026-11-22'];
  const addMany = (n: number, start: number) => {
    for (let i = 0; i < n; i++) t.rows.push([start + i, '110000', dates[(start + i) % dates.length] as string]);
  };
  addMany(200, 1);
  await cols.catchUp(db, 'sqlite');
  const page = () => pageOfHits(cols, null, [], 'date', 'publish', 0, cols.size);
  await page();
  addMany(37, 201);
  await cols.catchUp(db, 'sqlite');
  const got = (await page()).map((h) => h.id);
  const want = [...t.rows].sort((a, b) => (a[2] < b[2] ? 1 : a[2] > b[2] ? -1 : b[0] - a[0])).map((r) => r[0]);
  expect(got).toEqual(want);
});
