import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { exportQaEntries } from './qa.ts';

/**
 * `npm run export -- --kind qa > qa.jsonl`: writes content of one kind from the database main.ts uses as JSONL
 * in the import format, so a file exported, edited and imported again (`npm run import`) round-trips.
 */
const KINDS = { qa: exportQaEntries } as const;

async function main(): Promise<void> {
  const i = process.argv.indexOf('--kind');
  const kind = i >= 0 ? process.argv[i + 1] : undefined;
  if (kind === undefined || !(kind in KINDS)) {
    process.stderr.write(`usage: npm run export -- --kind ${Object.keys(KINDS).join('|')} > file.jsonl\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.resolve(config.DATA_DIR, config.SQLITE_FILE),
    poolSize: 2,
  });
  try {
    await migrateToLatest(handle);
    const items = await KINDS[kind as keyof typeof KINDS](handle.db);
    for (const item of items) process.stdout.write(`${JSON.stringify(item)}\n`);
    process.stderr.write(`[export] ${kind}: ${items.length}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[export] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
