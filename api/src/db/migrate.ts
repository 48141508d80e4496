import { Migrator, type Migration } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

/** Brings the schema to the latest migration; the same list runs on SQLite and PostgreSQL. */
export async function migrateToLatest(handle: Db): Promise<void> {
  return migrateUpTo(handle, null);
}

/** Brings the schema up to the named migration (included), or to the latest with null: for migration tests. */
export async function migrateUpTo(handle: Db, last: string | null): Promise<void> {
  const byName: Record<string, Migration> = {};
  for (const m of migrations) byName[m.name] = m.build(handle.dialect);
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => byName } });
  const { error, results } = await (last === null ? migrator.migrateToLatest() : migrator.migrateTo(last));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
