/**
 * Big-screen benchmark (issue 15): what a wall's poll of sNdata costs the API (p50/p99 of the call as the
 * route runs it: the held snapshot after one read of the search state, serialised to JSON), and the policy
 * search p99 with and without a simulated load of four walls, measured in one run. Runs on whatever the
 * database holds (the issue figures: the 100k / 1M corpus):
 *
 *   DATA_DIR=/work/bigdata npx tsx src/bench/screen-bench.ts
 *   DATABASE_URL=postgres://... npx tsx src/bench/screen-bench.ts
 *   --rounds 4 --searches 150 --poll-ms 250 --write-ms 2000   # tuning
 *
 * The wall load polls all four screens every `poll-ms` (the gateway polls each watched screen every 5 s;
 * 250 ms stands for twenty gateways, or twenty times the walls). In every phase, with walls or without, a
 * policy is written every `write-ms` (a copy of an existing one, removed at the end), so the walls'
 * snapshots are refreshed as they would be under content changes and the only difference between the
 * phases is the walls. Phases alternate (without, with, without, with ...) so that drift of the shared
 * machine falls on both.
 */
import os from 'node:os';
import path from 'node:path';
import { PolicyFilterSchema, type PolicyFilter } from '@aikc/shared/filters';
import type { ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ScreenSnapshots } from '../modules/big-screen/snapshots.ts';
import { searchPolicies } from '../modules/policy/service.ts';
import { POLICY_COLUMNS } from '../modules/policy/search-spec.ts';
import { PushMatcher } from '../modules/push/matcher.ts';
import { createPolicies } from '../modules/policy/writer.ts';
import { createSearch, segmenter, unindexDocuments, writeContent } from '@aikc/search';
import { engineOf } from '@aikc/search/testing';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => n.toFixed(2).padStart(8);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (n: number) => new Promise((resolve) => setTimeout(resolve, n));
const TOPICS: ScreenTopic[] = ['s1', 's2', 's3', 's4'];

/** The search bench's texts and filters; each search is a new text (cold) or a repeat (warm), half and half. */
const KEYWORDS = [
  '补贴',
  '人才',
  '高企',
  '高新技术',
  '研发费用',
  '人才引进',
  '高新技术企业认定',
  '研发费用加计扣除',
  '专精特新企业认定',
];
const FILTERS = {
  province: '440000',
  validity: 'valid' as const,
  levels: ['provincial' as const, 'municipal' as const],
};

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const handle = openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { sqliteFile: path.join(config.DATA_DIR, config.SQLITE_FILE) },
  );
  await migrateToLatest(handle);
  const { db, dialect } = handle;
  // The bench is its own process: it builds its search as main.ts does (composition.ts).
  const search = createSearch(db, dialect);
  const engine = engineOf(search);
  const writes = { search, pushMatcher: new PushMatcher() };
  const rounds = arg('rounds', 4);
  const searchesPerPhase = arg('searches', 150);
  const pollMs = arg('poll-ms', 250);
  const writeMs = arg('write-ms', 2000);
  const count = await db
    .selectFrom('policies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const companies = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `database: ${dialect}, ${Number(count.n)} policies, ${Number(companies.n)} companies; load average ${loadavg()}`,
  );
  segmenter();

  // What the API does at start (main.ts): search columns and frequent units, then the screens' facts.
  let t = performance.now();
  await engine.warm([['policy', POLICY_COLUMNS]]);
  console.log(`search warm-up: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const snapshots = new ScreenSnapshots(db, dialect);
  t = performance.now();
  await snapshots.warm();
  console.log(
    `big-screen facts built in ${((performance.now() - t) / 1000).toFixed(1)} s (once per process, at API start, in the background)`,
  );
  const first: Record<string, number> = {};
  for (const topic of TOPICS) {
    t = performance.now();
    await snapshots.get(topic);
    first[topic] = performance.now() - t;
  }
  console.log(
    `first assembly per screen (once, then only after a write, in the background): ${TOPICS.map((x) => `${x} ${(first[x] ?? 0).toFixed(0)} ms`).join(', ')}`,
  );

  const maxId = Number(
    (
      await db
        .selectFrom('policies')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m,
  );
  const written: number[] = [];
  let pick = 4242;
  const writeCopy = async () => {
    pick = (pick * 1103515245 + 12345) % 2147483648;
    const row = await db
      .selectFrom('policies')
      .selectAll()
      .where('id', '=', 1 + (pick % maxId))
      .executeTakeFirstOrThrow();
    const { id: _id, ...policy } = row;
    written.push(...(await createPolicies(writes, db, dialect, [{ policy }])));
  };

  const poll = async (topic: ScreenTopic, into: number[]) => {
    const t0 = performance.now();
    // As the route answers it: the snapshot, serialised.
    JSON.stringify(await snapshots.get(topic));
    into.push(performance.now() - t0);
  };
  // JIT warm-up of the search and poll paths, outside the measured phases.
  for (let i = 0; i < 5; i++) {
    for (const keyword of KEYWORDS) await searchPolicies(search, db, dialect, PolicyFilterSchema.parse({ keyword }));
    for (const topic of TOPICS) await poll(topic, []);
  }

  const filters: PolicyFilter[] = KEYWORDS.flatMap((keyword) => [
    PolicyFilterSchema.parse({ keyword }),
    PolicyFilterSchema.parse({ keyword, ...FILTERS }),
  ]);
  const pollTimes = new Map<ScreenTopic, number[]>(TOPICS.map((x) => [x, []]));
  const searchTimes = { without: [] as number[], with: [] as number[] };
  let polls = 0;
  for (let round = 0; round < rounds * 2; round++) {
    const walls = round % 2 === 1;
    let running = true;
    const writer = (async () => {
      while (running) {
        await sleep(writeMs);
        if (running) await writeCopy();
      }
    })();
    const wallLoad = walls
      ? Promise.all(
          TOPICS.map(async (topic, k) => {
            await sleep((pollMs / TOPICS.length) * k);
            while (running) {
              await poll(topic, pollTimes.get(topic) as number[]);
              polls++;
              await sleep(pollMs);
            }
          }),
        )
      : Promise.resolve([]);
    const into = walls ? searchTimes.with : searchTimes.without;
    for (let i = 0; i < searchesPerPhase; i++) {
      const f = filters[i % filters.length] as PolicyFilter;
      if (i % 2 === 0) {
        engine.matchSets.clear();
        engine.counts.clear();
      }
      const t0 = performance.now();
      await searchPolicies(search, db, dialect, f);
      into.push(performance.now() - t0);
      // A visitor's pace, not a loop: the walls' timers get their turns as they would between requests.
      await sleep(5);
    }
    running = false;
    await Promise.all([writer, wallLoad]);
  }
  await snapshots.settled();

  console.log(
    `\nsNdata as a wall's poll costs the API (held snapshot + JSON), ${polls} polls at ${pollMs} ms per screen, a policy written every ${writeMs} ms; ms; load average ${loadavg()}`,
  );
  console.log('screen  polls  p50      p99      max');
  for (const topic of TOPICS) {
    const xs = [...(pollTimes.get(topic) as number[])].sort((a, b) => a - b);
    console.log(
      `${topic.padEnd(8)}${String(xs.length).padEnd(7)}${ms(pct(xs, 50))} ${ms(pct(xs, 99))} ${ms(xs[xs.length - 1] ?? 0)}`,
    );
  }
  const without = [...searchTimes.without].sort((a, b) => a - b);
  const withWalls = [...searchTimes.with].sort((a, b) => a - b);
  console.log(
    `\npolicy search (half new texts, half repeats; with and without filters), ${rounds} phases of ${searchesPerPhase} each way, alternating; ms`,
  );
  console.log('walls     searches  p50      p99');
  console.log(`without   ${String(without.length).padEnd(10)}${ms(pct(without, 50))} ${ms(pct(without, 99))}`);
  console.log(`with      ${String(withWalls.length).padEnd(10)}${ms(pct(withWalls, 50))} ${ms(pct(withWalls, 99))}`);
  const worstPoll = Math.max(
    ...TOPICS.map((x) =>
      pct(
        [...(pollTimes.get(x) as number[])].sort((a, b) => a - b),
        99,
      ),
    ),
  );
  console.log(
    `screens: worst sNdata p99 ${worstPoll.toFixed(2)} ms (target <= 50 ms); search p99 with walls / without = ${(pct(withWalls, 99) / pct(without, 99)).toFixed(2)} (target <= 1.10), p50 ratio ${(pct(withWalls, 50) / pct(without, 50)).toFixed(2)}`,
  );

  if (written.length > 0) {
    await writeContent(search, db, dialect, 'policy', async (trx, lock) => {
      await trx.deleteFrom('policies').where('id', 'in', written).execute();
      await unindexDocuments(lock, 'policy', written);
    });
  }
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
