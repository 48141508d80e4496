import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEFAULT_SEED, DEFAULT_SIZES, type SeedSizes } from './context.ts';
import { chinaToday } from '@aikc/shared/china-date';
import { isValidDate } from './dates.ts';
import { runSeed, SeedRefused } from './run-seed.ts';

/**
 * `npm run seed -- --policies N --companies M --projects P --news K [--interpretations I] --seed S
 * --today YYYY-MM-DD [--reset]`: writes the corpus into the database main.ts uses (DATABASE_URL, else
 * DATA_DIR/SQLITE_FILE). A CLI script, so it reports on stdout/stderr directly.
 */
const USAGE =
  'usage: npm run seed -- [--policies N] [--companies M] [--projects P] [--news K] [--interpretations I] [--seed S] [--today YYYY-MM-DD] [--reset]';

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,8}$/.test(raw)) throw new Error(`--${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

export function parseSeedArgs(argv: string[]): { sizes: SeedSizes; seed: number; today: string; reset: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      policies: { type: 'string' },
      companies: { type: 'string' },
      projects: { type: 'string' },
      news: { type: 'string' },
      interpretations: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      reset: { type: 'boolean' },
    },
    strict: true,
  });
  const policies = count('policies', values.policies, DEFAULT_SIZES.policies);
  const sizes: SeedSizes = {
    policies,
    interpretations: count(
      'interpretations',
      values.interpretations,
      values.policies ? Math.round(policies * 0.27) : DEFAULT_SIZES.interpretations,
    ),
    news: count('news', values.news, DEFAULT_SIZES.news),
    projects: count('projects', values.projects, DEFAULT_SIZES.projects),
    companies: count('companies', values.companies, DEFAULT_SIZES.companies),
  };
  const today = values.today ?? chinaToday();
  if (!isValidDate(today)) throw new Error(`--today must be a date such as 2026-11-22, got "${today}"`);
  const seed = count('seed', values.seed, DEFAULT_SEED);
  return { sizes, seed, today, reset: values.reset ?? false };
}

async function databaseBytes(handle: Db, file: string): Promise<number> {
  if (handle.dialect === 'postgres') {
    const r = await sql<{ n: number }>`select pg_database_size(current_database())::bigint as n`.execute(handle.db);
    return Number(r.rows[0]?.n ?? 0);
  }
  return ['', '-wal'].reduce((s, ext) => s + (fs.existsSync(file + ext) ? fs.statSync(file + ext).size : 0), 0);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const file = path.resolve(config.DATA_DIR, config.SQLITE_FILE);
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: file, poolSize: 2 });
  const started = performance.now();
  try {
    await migrateToLatest(handle);
    process.stderr.write(
      `[seed] ${handle.dialect}${handle.dialect === 'sqlite' ? ` ${file}` : ''}; seed ${args.seed}, today ${args.today}, ${JSON.stringify(args.sizes)}\n`,
    );
    await runSeed(handle, { ...args, progress: process.stderr });
    const secs = (performance.now() - started) / 1000;
    const mb = (await databaseBytes(handle, file)) / 1024 / 1024;
    process.stderr.write(`[seed] finished in ${secs.toFixed(1)}s; database size ${mb.toFixed(1)} MB\n`);
  } catch (err) {
    if (err instanceof SeedRefused) {
      process.stderr.write(`[seed] ${err.message}\n`);
      process.exitCode = 3;
    } else throw err;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((err: unknown) => {
    process.stderr.write(`[seed] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
