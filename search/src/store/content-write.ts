import { sql, type Kysely, type Transaction } from 'kysely';
import { searchDb, type SearchTables, type DialectName } from './tables.ts';
import type { Search } from '../port.ts';
import { SEARCH_KINDS, type SearchKind } from './kinds.ts';

/**
 * The one way searchable content is written (decision 0005). Its invariant, on which the engine's catch-up
 * reads (only ids past the highest held) and the big-screen snapshots rest:
 *
 *   A transaction that writes content of a kind first takes that kind's `search_state` row lock, before any
 *   other write, and holds it to its commit.
 *
 * So a kind's transactions draw their ids (a sequence on PostgreSQL, max(rowid) + 1 on SQLite) only after the
 * previous one committed, and every snapshot sees each kind's committed ids up to some id and none above it.
 * SQLite has one writer per file anyway; it takes the same path. The lock statement also bumps the kind's
 * generation, so every process sees the new generation exactly when it sees the rows. A `KindLock` can only
 * be had from here, and indexing needs one (indexer.ts).
 */
export class KindLock {
  private constructor(
    readonly db: Kysely<SearchTables>,
    readonly dialect: DialectName,
    readonly kinds: ReadonlySet<SearchKind>,
  ) {}

  /** Checks that `kind` is one this transaction locked: writing another would break the invariant. */
  assertHolds(kind: SearchKind): void {
    if (!this.kinds.has(kind)) throw new Error(`content of kind ${kind} written without its search lock`);
  }

  /** Records that indexed documents were removed or rewritten: readers must drop what they hold (a reset). */
  async markReset(kind: SearchKind): Promise<void> {
    this.assertHolds(kind);
    await bump(this.db, kind, 'resets');
  }

  /**
   * Takes the locks of `kinds` on `trx`, which must not have written yet (checked on PostgreSQL), in one
   * fixed order so two writers cannot deadlock. For transactions opened elsewhere (the seed's bulk writer).
   */
  static async take<DB extends SearchTables>(
    handle: Kysely<DB> | Transaction<DB>,
    dialect: DialectName,
    kinds: SearchKind | readonly SearchKind[],
  ): Promise<KindLock> {
    const trx = searchDb(handle);
    const wanted = new Set([kinds].flat());
    if (dialect === 'postgres') {
      const { rows } = await sql<{ xid: unknown }>`select pg_current_xact_id_if_assigned() as xid`.execute(trx);
      if ((rows[0]?.xid ?? null) !== null)
        throw new Error('the search lock must be the first write of a content transaction');
    }
    for (const kind of SEARCH_KINDS.filter((k) => wanted.has(k))) await bump(trx, kind, 'generation');
    return new KindLock(trx, dialect, wanted);
  }
}

function bump(db: Kysely<SearchTables>, kind: SearchKind, counter: 'generation' | 'resets') {
  return sql`update search_state set ${sql.ref(counter)} = ${sql.ref(counter)} + 1 where kind = ${kind}`.execute(db);
}

/**
 * Runs `write` in a new transaction holding the search locks of `kinds`: every content writer goes through
 * here. After the commit, tells this process's `search` (null in a process that searches nothing).
 */
export async function writeContent<T, DB extends SearchTables = SearchTables>(
  search: Pick<Search, 'onWrite'> | null,
  db: Kysely<DB>,
  dialect: DialectName,
  kinds: SearchKind | readonly SearchKind[],
  write: (trx: Transaction<DB>, lock: KindLock) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => write(trx, await KindLock.take(trx, dialect, kinds)));
  if (search) for (const kind of [kinds].flat()) search.onWrite(kind);
  return result;
}
