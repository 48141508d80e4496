import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchKind } from './kinds.ts';

/** A kind's index state (migration 0007): any index write bumps `generation`; removals also bump `resets`. */
export interface SearchState {
  generation: number;
  resets: number;
}

/**
 * Reads the state every cached search structure is validated against: one primary-key read, so a search
 * never serves anything older than the last committed index write of any process.
 */
export async function readSearchState(db: Kysely<Database>, kind: SearchKind): Promise<SearchState> {
  const row = await db.selectFrom('search_state').select(['generation', 'resets']).where('kind', '=', kind).executeTakeFirst();
  return { generation: Number(row?.generation ?? 0), resets: Number(row?.resets ?? 0) };
}
