import type { Kysely } from 'kysely';
import type { SearchTables } from '../store/tables.ts';
import { ListingCache } from './listing-cache.ts';

/** A label as presenters name and order it (`sort`: display order). */
export type Label = { name: string; sort: number; kind: string };

/** Names of labels and agencies, held beside the index and emptied by any write of this process. */
export interface SearchNames {
  labels(ids: number[]): Promise<Map<number, Label>>;
  agencies(ids: number[]): Promise<Map<number, string>>;
  /** Ids (as text, like facet values) of the industry labels, which are the only ones the label facets show. */
  industryIds(): Promise<Set<string>>;
}

/** The tables have one version: emptying them (clear) is what makes them read again at once. */
const TABLE_VERSION = 0;

/**
 * The label and agency tables, held whole: facets name their buckets on every request and the tables change
 * rarely. A write here empties them (SearchEngine.onWrite), the TTL bounds another process's, and an id not
 * held is read fresh.
 */
export class NameTables implements SearchNames {
  readonly #tables = new ListingCache<Map<number, unknown>>(2, 60_000, Infinity, { refreshExpired: true });
  /** One set per labels table read: counting keeps the industry codes per set (counting.ts, keepOf). */
  readonly #industry = new WeakMap<Map<number, Label>, Set<string>>();

  constructor(private readonly db: Kysely<SearchTables>) {}

  labels(ids: number[]): Promise<Map<number, Label>> {
    return this.#held('labels', ids, async (only) => {
      const query = this.db.selectFrom('labels').select(['id', 'name', 'sort', 'kind']);
      const rows = await (only ? query.where('id', 'in', only) : query).execute();
      return new Map(rows.map((r) => [r.id, { name: r.name, sort: r.sort, kind: r.kind }]));
    });
  }

  agencies(ids: number[]): Promise<Map<number, string>> {
    return this.#held('agencies', ids, async (only) => {
      const query = this.db.selectFrom('agencies').select(['id', 'name']);
      const rows = await (only ? query.where('id', 'in', only) : query).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    });
  }

  async industryIds(): Promise<Set<string>> {
    const all = await this.labels([]);
    let ids = this.#industry.get(all);
    if (!ids) {
      ids = new Set([...all].filter(([, l]) => l.kind === 'industry').map(([id]) => String(id)));
      this.#industry.set(all, ids);
    }
    return ids;
  }

  /** A whole table held (`read(null)`); when an id is missing from it, those ids are read fresh instead. */
  async #held<V>(table: string, ids: number[], read: (only: number[] | null) => Promise<Map<number, V>>) {
    const all = (await this.#tables.get(table, TABLE_VERSION, () => read(null))) as Map<number, V>;
    return ids.every((id) => all.has(id)) ? all : read([...new Set(ids)]);
  }

  /** How many tables are held. */
  get held(): number {
    return this.#tables.size;
  }

  clear(): void {
    this.#tables.clear();
  }
}
