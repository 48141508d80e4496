/**
 * Suggestion benchmark (issue 22): the latency of `search/suggest` as a user types, in process, on whatever
 * the database holds (`npm run bench -- --suggest`; the big corpus: `npm run seed -- --policies 100000`).
 * Every prefix of each typed text is asked for as it would be while typing: "cold" with the engine's match
 * sets and counts forgotten (a prefix nobody asked for yet), then again ("warm").
 *
 *   npx tsx src/bench/suggest-bench.ts [--rounds 5]
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { POLICY_COLUMNS } from '../modules/policy/search-spec.ts';
import { suggest } from '../modules/search-help/suggest.ts';
import { createSearch, segmenter } from '@aikc/search';
import { engineOf } from '@aikc/search/testing';

const TYPED = [
  '首台套',
  '瞪羚企业',
  '专精特新小巨人',
  '高企认定',
  '研发费用加计扣除',
  '科技型中小企业',
  '知识产权质押融资',
  '人工智能算力券',
  '数字化转型',
  '概念验证中心',
];
const TARGET_MS = 50;

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const handle = openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { sqliteFile: path.join(config.DATA_DIR, config.SQLITE_FILE) },
  );
  await migrateToLatest(handle);
  const count = await handle.db
    .selectFrom('policies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  process.stdout.write(
    `database: ${handle.dialect}, ${Number(count.n)} policies; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  segmenter();
  // The bench is its own process: it builds its search as main.ts does (composition.ts).
  const search = createSearch(handle.db, handle.dialect);
  const engine = engineOf(search);
  // As the API does at start: columns and the frequent words' units held before the first request.
  await engine.warm([['policy', POLICY_COLUMNS]]);
  const prefixes = TYPED.flatMap((t) => [...t].map((_, i) => [...t].slice(0, i + 1).join('')));
  // JIT warm-up on the same paths (results forgotten afterwards).
  for (let i = 0; i < 3; i++) for (const p of prefixes) await suggest(search, handle.db, handle.dialect, `${p}x`);
  const rounds = arg('rounds', 5);
  const times: Record<'cold' | 'warm', number[]> = { cold: [], warm: [] };
  const slowest: { prefix: string; ms: number }[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const p of prefixes) {
      engine.matchSets.clear();
      engine.counts.clear();
      let t = performance.now();
      await suggest(search, handle.db, handle.dialect, p);
      times.cold.push(performance.now() - t);
      slowest.push({ prefix: p, ms: performance.now() - t });
      t = performance.now();
      await suggest(search, handle.db, handle.dialect, p);
      times.warm.push(performance.now() - t);
    }
  }
  for (const regime of ['cold', 'warm'] as const) {
    const sorted = times[regime].sort((a, b) => a - b);
    process.stdout.write(
      `suggest ${regime}: ${sorted.length} prefixes, p50 ${pct(sorted, 50).toFixed(2)} ms, p99 ${pct(sorted, 99).toFixed(2)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(2)} ms (target p99 <= ${TARGET_MS} ms)\n`,
    );
  }
  slowest.sort((a, b) => b.ms - a.ms);
  process.stdout.write(
    `slowest cold: ${slowest
      .slice(0, 6)
      .map((x) => `${x.prefix} ${x.ms.toFixed(1)} ms`)
      .join(', ')}\n`,
  );
  await handle.close();
}

void main();
