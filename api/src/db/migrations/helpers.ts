import type { CreateTableBuilder, Kysely } from 'kysely';

import type { DialectName } from '../database.ts';

export interface NamedMigration {
  /** Sorted by name: a 4-digit prefix keeps the order. */
  name: string;
  build(dialect: DialectName): { up(db: Kysely<unknown>): Promise<void>; down?(db: Kysely<unknown>): Promise<void> };
}

/** An auto-increment integer primary key in each dialect's own idiom. */
export function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Epoch-ms timestamps need 64 bits on PostgreSQL; SQLite integers are 64-bit already. */
export const epochMs = 'bigint' as const;
