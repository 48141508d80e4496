import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { chinaToday } from '@aikc/shared/china-date';
import { isValidDate } from '../dates.ts';
import { checkCorpus } from './corpus-check.ts';
import { REFERENCES } from './references.ts';

/**
 * `npm run corpus:check [-- --today YYYY-MM-DD]`: the coherence report on the corpus in the database the
 * seed CLI writes (DATABASE_URL, else DATA_DIR/SQLITE_FILE). Prints the figures; exits 1 when a threshold
 * fails, 2 on bad arguments. A CLI script, so it reports on stdout/stderr directly.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { today: { type: 'string' } } });
  const today = values.today ?? chinaToday();
  if (!isValidDate(today)) {
    process.stderr.write(`--today must be a date such as 2026-11-22, got "${today}"\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const file = path.resolve(config.DATA_DIR, config.SQLITE_FILE);
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: file, poolSize: 2 });
  const started = performance.now();
  try {
    const { figures, failures } = await checkCorpus(handle, today, REFERENCES);
    for (const [k, v] of Object.entries(figures))
      process.stdout.write(`${k.padEnd(30)} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}\n`);
    process.stdout.write(`[corpus:check] ${((performance.now() - started) / 1000).toFixed(1)}s\n`);
    if (failures.length > 0) {
      process.stdout.write(`[corpus:check] FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
      process.exitCode = 1;
    } else process.stdout.write('[corpus:check] passed\n');
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[corpus:check] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
