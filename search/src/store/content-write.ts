import { sql, type Kysely, type Transaction } from 'kysely';
import { searchDb, type Database, type DialectName } from './tables.ts';
import type { Search } from '../port.ts';
import { SEARCH_KINDS, type SearchKind } from './kinds.ts';

/**
 * The one way searchable content is written. Its invariant, on which every catch-up read of the search
 * engine (engine/units.ts and engine/columns.ts read only ids past the highest they hold) and the big-screen
 * snapshots rest:
 *
 *   A transaction that writes content of a kind first takes that kind's `search_state` row lock, before any
 *   other write, and holds it to its commit.
 *
 * So the transactions of one kind run their inserts one after another: the second draws its ids (a
 * sequence on PostgreSQL, max(rowid) + 1 on SQLite) only after the first has committed and become visible.
 * Hence every snapshot sees, of each kind, every committed id up to some id and none above it, and a reader
 * that holds everything up to id N misses nothing by reading `id > N` later. Without the lock, PostgreSQL
 * let a writer that drew id 10 commit after one that drew id 11, and a reader between the two commits
 * skipped 10 until the next reset. SQLite has one writer for the whole file at a time, so its ids were
 * already committed in order; it takes the same path (the lock statement starts its write transaction).
 *
 * The lock statement also bumps the kind's generation, so readers in every process see the new generation
 * exactly when they see the rows. A `KindLock` can only be had from here, and indexing needs one
 * (indexer.ts): a writer cannot index content without having taken the lock first.
 */
export class KindLock {
  private constructor(
    /** The transaction that holds the lock. */
    readonly db: Kysely<Database>,
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
    await this.db
      .updateTable('search_state')
      .set((eb) => ({ resets: eb('resets', '+', 1) }))
      .where('kind', '=', kind)
      .execute();
  }

  /**
   * Takes the locks of `kinds` on `trx`, which must not have written anything yet (checked on PostgreSQL,
   * where the transaction has no id until its first write). Kinds are locked in one fixed order, so two
   * writers of several kinds cannot deadlock. For transactions opened elsewhere (the seed's bulk writer);
   * everything else uses writeContent.
   */
  static async take<DB extends Database>(
    handle: Kysely<DB> | Transaction<DB>,
    dialect: DialectName,
    kinds: SearchKind | readonly SearchKind[],
  ): Promise<KindLock> {
    const trx = searchDb(handle);
    const wanted = new Set(typeof kinds === 'string' ? [kinds] : kinds);
    if (dialect === 'postgres') {
      const { rows } = await sql<{ xid: unknown }>`select pg_current_xact_id_if_assigned() as xid`.execute(trx);
      if (rows[0]?.xid !== null && rows[0]?.xid !== undefined) {
        throw new Error('the search lock must be the first write of a content transaction');
      }
    }
    for (const kind of SEARCH_KINDS) {
      if (!wanted.has(kind)) continue;
      await trx
        .updateTable('search_state')
        .set((eb) => ({ generation: eb('generation', '+', 1) }))
        .where('kind', '=', kind)
        .execute();
    }
    return new KindLock(trx, dialect, wanted);
  }
}

/**
 * Runs `write` in a new transaction that holds the search locks of `kinds` (see KindLock): every writer of
 * policies, projects, companies (with their tags, financials and IP), news and interpretations goes
 * through here. Commits when `write` resolves, rolls back when it throws; after a commit, tells `search`
 * (this process's search of `db`, SearchEngine.onWrite) so its next search reads the state first. A process
 * that searches nothing (the seed, the import command) passes null.
 */
export async function writeContent<T, DB extends Database = Database>(
  search: Pick<Search, 'onWrite'> | null,
  db: Kysely<DB>,
  dialect: DialectName,
  kinds: SearchKind | readonly SearchKind[],
  write: (trx: Transaction<DB>, lock: KindLock) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => write(trx, await KindLock.take(trx, dialect, kinds)));
  if (search) for (const kind of typeof kinds === 'string' ? [kinds] : kinds) search.onWrite(kind);
  return result;
}
