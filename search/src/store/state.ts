import { sql, type Kysely } from 'kysely';
import { quickRows } from '@aikc/server-kit/db/array-rows';
import type { SearchTables } from './tables.ts';
import { contentTable, type SearchKind } from './kinds.ts';

/**
 * A kind's index state (migration 0007): any content write bumps `generation`; removals also bump `resets`.
 * `maxId` is the highest content id in the same snapshot: writers commit a kind's ids in order
 * (content-write.ts), so the state's documents are exactly those up to it.
 */
export interface SearchState {
  generation: number;
  resets: number;
  maxId: number;
}

/** Reads the state every cached search structure is keyed on. */
export async function readSearchState(db: Kysely<SearchTables>, kind: SearchKind): Promise<SearchState> {
  // Asked for at the start of a search and awaited after its work: see quickRows.
  const [row] = await quickRows(db, `aikc_search_state_${kind}`, sql`select ${sql.join(stateParts(kind))}`);
  return stateOf(row?.[0], row?.[1], row?.[2]);
}

/** Same generation and resets: then, by the writers' invariant, the same documents (maxId follows). */
export function sameState(a: SearchState, b: SearchState): boolean {
  return a.generation === b.generation && a.resets === b.resets;
}

function stateParts(kind: SearchKind) {
  return [
    sql<number | string | null>`(select s.generation from search_state s where s.kind = ${kind})`,
    sql<number | string | null>`(select s.resets from search_state s where s.kind = ${kind})`,
    sql<number | string | null>`(select max(m.id) from ${sql.table(contentTable(kind))} m)`,
  ] as const;
}

/** The kind's state as three more columns of a page query, read in its snapshot (listing.ts, searchPage). */
export function stateSelect(kind: SearchKind) {
  const [generation, resets, maxId] = stateParts(kind);
  return [generation.as('state_generation'), resets.as('state_resets'), maxId.as('state_max_id')] as const;
}

export type StateColumns = Record<'state_generation' | 'state_resets' | 'state_max_id', number | string | null>;

/** The state a page query read (stateSelect), from any of its rows. */
export function stateOfRow(row: StateColumns): SearchState {
  return stateOf(row.state_generation, row.state_resets, row.state_max_id);
}

function stateOf(generation: unknown, resets: unknown, maxId: unknown): SearchState {
  return { generation: Number(generation ?? 0), resets: Number(resets ?? 0), maxId: Number(maxId ?? 0) };
}
