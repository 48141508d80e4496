import { sameState, type SearchState } from '../store/state.ts';

/**
 * The rows of recently listed documents, for kinds whose list items change only by index writes: a page
 * whose rows are all here needs no row statement. Valid at one search state; a newer one empties them.
 * Without: cold mean 1.78x, warm p50 20x (decision 0027).
 */
export interface PageRowLimits {
  maxRows: number;
  /** Bound on the sum of `weight(row)` (e.g. characters of text held), so long documents take fewer places. */
  maxWeight: number;
  weight(row: unknown): number;
}

export class PageRowCache {
  private state: SearchState | null = null;
  private readonly rows = new Map<number, { row: unknown; weight: number }>();
  private weight = 0;

  constructor(private readonly limits: PageRowLimits) {}

  /** The cached row of each id at `state` (undefined for a miss), and the ids missed. */
  lookup(state: SearchState, ids: readonly number[]): { found: unknown[]; missing: number[] } {
    if (!this.at(state)) return { found: ids.map(() => undefined), missing: [...ids] };
    const found: unknown[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.rows.get(id);
      if (hit) {
        // Re-inserted: a Map iterates in insertion order, so its first key is the least recently listed.
        this.rows.delete(id);
        this.rows.set(id, hit);
      } else missing.push(id);
      found.push(hit?.row);
    }
    return { found, missing };
  }

  /** Keeps rows read at `state`, dropping the least recently listed ones past the limits. */
  store(state: SearchState, rows: readonly unknown[], idOf: (row: unknown) => number): void {
    if (!this.at(state)) return;
    for (const row of rows) {
      const id = idOf(row);
      this.drop(id);
      const weight = this.limits.weight(row);
      this.rows.set(id, { row, weight });
      this.weight += weight;
    }
    for (const id of this.rows.keys()) {
      if (this.rows.size <= this.limits.maxRows && this.weight <= this.limits.maxWeight) break;
      this.drop(id);
    }
  }

  get size(): number {
    return this.rows.size;
  }

  private drop(id: number): void {
    const hit = this.rows.get(id);
    if (!hit) return;
    this.weight -= hit.weight;
    this.rows.delete(id);
  }

  /** Whether the rows serve `state`: a newer state empties them first, an older one neither uses nor replaces them. */
  private at(state: SearchState): boolean {
    if (this.state && sameState(this.state, state)) return true;
    if (this.state && state.generation < this.state.generation) return false;
    this.rows.clear();
    this.weight = 0;
    this.state = state;
    return true;
  }
}
