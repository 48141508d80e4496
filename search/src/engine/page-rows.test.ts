import { describe, expect, it } from 'vitest';
import { PageRowCache } from './page-rows.ts';

type Row = { id: number; text: string };
const idOf = (r: unknown) => (r as Row).id;
const row = (id: number, text = 'x') => ({ id, text });
const at = (generation: number, resets = 0) => ({ generation, resets, maxId: generation });
const cache = (maxRows = 10, maxWeight = 1000) =>
  new PageRowCache({ maxRows, maxWeight, weight: (r) => (r as Row).text.length });

describe('page rows', () => {
  it('serves the rows it holds at the state they were read at, in the order asked', () => {
    const c = cache();
    c.store(at(5), [row(1), row(2)], idOf);
    const { found, missing } = c.lookup(at(5), [2, 3, 1]);
    expect(found.map((r) => (r as Row | undefined)?.id)).toEqual([2, undefined, 1]);
    expect(missing).toEqual([3]);
  });

  it('empties itself at a newer state and ignores an older one', () => {
    const c = cache();
    c.store(at(5), [row(1)], idOf);
    // A request that began before a write neither uses the rows nor replaces them.
    expect(c.lookup(at(4), [1]).missing).toEqual([1]);
    c.store(at(4), [row(2)], idOf);
    expect(c.lookup(at(5), [1, 2]).missing).toEqual([2]);
    // A write (any index write bumps the generation) drops everything held.
    expect(c.lookup(at(6), [1]).missing).toEqual([1]);
    expect(c.size).toBe(0);
    c.store(at(6), [row(1)], idOf);
    expect(c.lookup(at(7, 1), [1]).missing).toEqual([1]);
  });

  it('drops the least recently listed rows past its row and weight limits', () => {
    const c = cache(3, 10);
    c.store(at(1), [row(1), row(2), row(3)], idOf);
    c.lookup(at(1), [1]); // 1 is now the most recently listed
    c.store(at(1), [row(4)], idOf);
    expect(c.lookup(at(1), [1, 2, 3, 4]).missing).toEqual([2]);
    // Long texts take more of the budget: 9 characters leave room for one more short row only.
    c.store(at(1), [row(5, 'abcdefghi')], idOf);
    expect(c.size).toBe(2);
    expect(c.lookup(at(1), [5]).missing).toEqual([]);
  });
});
