import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@aikc/shared/schemas/chat';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { AppDeps } from '../deps.ts';
import { createRuntimes } from '../composition.ts';
import { createLogger } from '../logger.ts';
import { retrievalProvider } from '../modules/chat/providers/retrieval-provider.ts';
import { setChatProvider } from '../modules/chat/runtime.ts';
import { ask } from '../modules/chat/service.ts';
import { listMessages } from '../modules/chat/sessions.ts';
import { HELD_OUT, OUT_OF_SCOPE_HELD } from '../modules/chat/answers/suite-held.ts';
import { HELD_OUT_2, OUT_OF_SCOPE_HELD_2 } from '../modules/chat/answers/suite-held-2.ts';
import { HELD_OUT_3, OUT_OF_SCOPE_HELD_3 } from '../modules/chat/answers/suite-held-3.ts';
import { HELD_OUT_4, OUT_OF_SCOPE_HELD_4 } from '../modules/chat/answers/suite-held-4.ts';
import { HELD_OUT_5, OUT_OF_SCOPE_HELD_5 } from '../modules/chat/answers/suite-held-5.ts';
import { HELD_OUT_6, OUT_OF_SCOPE_HELD_6 } from '../modules/chat/answers/suite-held-6.ts';
import { HELD_OUT_7, OUT_OF_SCOPE_HELD_7 } from '../modules/chat/answers/suite-held-7.ts';
import { HELD_OUT_8, OUT_OF_SCOPE_HELD_8 } from '../modules/chat/answers/suite-held-8.ts';
import { HELD_OUT_9, OUT_OF_SCOPE_HELD_9 } from '../modules/chat/answers/suite-held-9.ts';
import { HELD_OUT_10, OUT_OF_SCOPE_HELD_10 } from '../modules/chat/answers/suite-held-10.ts';
import { HELD_OUT_11, OUT_OF_SCOPE_HELD_11 } from '../modules/chat/answers/suite-held-11.ts';
import { HELD_OUT_12, OUT_OF_SCOPE_HELD_12 } from '../modules/chat/answers/suite-held-12.ts';
import { HELD_OUT_13, OUT_OF_SCOPE_HELD_13 } from '../modules/chat/answers/suite-held-13.ts';
import { HELD_OUT_14, OUT_OF_SCOPE_HELD_14 } from '../modules/chat/answers/suite-held-14.ts';
import { HELD_OUT_15, OUT_OF_SCOPE_HELD_15 } from '../modules/chat/answers/suite-held-15.ts';
import { HELD_OUT_16, OUT_OF_SCOPE_HELD_16 } from '../modules/chat/answers/suite-held-16.ts';
import { HELD_OUT_17, OUT_OF_SCOPE_HELD_17 } from '../modules/chat/answers/suite-held-17.ts';
import { HELD_OUT_18, OUT_OF_SCOPE_HELD_18 } from '../modules/chat/answers/suite-held-18.ts';
import { HELD_OUT_19, OUT_OF_SCOPE_HELD_19 } from '../modules/chat/answers/suite-held-19.ts';
import { HELD_OUT_20, OUT_OF_SCOPE_HELD_20 } from '../modules/chat/answers/suite-held-20.ts';
import { HELD_OUT_21, OUT_OF_SCOPE_HELD_21 } from '../modules/chat/answers/suite-held-21.ts';
import { HELD_OUT_22, OUT_OF_SCOPE_HELD_22 } from '../modules/chat/answers/suite-held-22.ts';
import { HELD_OUT_23, OUT_OF_SCOPE_HELD_23 } from '../modules/chat/answers/suite-held-23.ts';
import { HELD_OUT_24, OUT_OF_SCOPE_HELD_24 } from '../modules/chat/answers/suite-held-24.ts';
import { HELD_OUT_25, OUT_OF_SCOPE_HELD_25 } from '../modules/chat/answers/suite-held-25.ts';
import { HELD_OUT_26, OUT_OF_SCOPE_HELD_26 } from '../modules/chat/answers/suite-held-26.ts';
import { HELD_OUT_27, OUT_OF_SCOPE_HELD_27 } from '../modules/chat/answers/suite-held-27.ts';
import { HELD_OUT_28, OUT_OF_SCOPE_HELD_28 } from '../modules/chat/answers/suite-held-28.ts';
import { HELD_OUT_29, OUT_OF_SCOPE_HELD_29 } from '../modules/chat/answers/suite-held-29.ts';
import { HELD_OUT_30, OUT_OF_SCOPE_HELD_30 } from '../modules/chat/answers/suite-held-30.ts';
import { HELD_OUT_31, OUT_OF_SCOPE_HELD_31 } from '../modules/chat/answers/suite-held-31.ts';
import { HELD_OUT_32, OUT_OF_SCOPE_HELD_32 } from '../modules/chat/answers/suite-held-32.ts';
import type { SuiteCase, SuiteSession } from '../modules/chat/answers/suite-model.ts';
import { OUT_OF_SCOPE_TUNING, TUNING } from '../modules/chat/answers/suite.ts';
import { DEV, OUT_OF_SCOPE_DEV } from '../modules/chat/answers/suite-dev.ts';
import { ensureSeeded } from '../seed/ensure-seeded.ts';
import { ensureReference } from '../seed/reference/ensure-reference.ts';
import { buildUser } from '../../test-kit/builders.ts';

/**
 * `npm run bench -- --answers`: the judged answer suite through the real chat service (ask → retrieval →
 * the offline provider → the stored answer) on the default corpus, seeded once into a cache folder
 * (ANSWERS_BENCH_DIR, default the system temp folder) with a fixed date so every run reads the same corpus.
 * Prints, for the tuning half, the development set (suite-dev.ts) and the held-out sets (suite-held.ts, -2 to -32):
 * the share of answers stating the fact in their first 200 characters, the share citing the right document, the
 * not-found share for out-of-scope questions, and the misses (but for the sets named in ANSWERS_QUIET).
 */
const TODAY = '2026-11-20';

/** The sets, in the order they run and print. */
const SETS: [string, SuiteSession[], string[]][] = [
  ['tuning', TUNING, OUT_OF_SCOPE_TUNING],
  ['dev', DEV, OUT_OF_SCOPE_DEV],
  ['held-out', HELD_OUT, OUT_OF_SCOPE_HELD],
  ['held-out 2', HELD_OUT_2, OUT_OF_SCOPE_HELD_2],
  ['held-out 3', HELD_OUT_3, OUT_OF_SCOPE_HELD_3],
  ['held-out 4', HELD_OUT_4, OUT_OF_SCOPE_HELD_4],
  ['held-out 5', HELD_OUT_5, OUT_OF_SCOPE_HELD_5],
  ['held-out 6', HELD_OUT_6, OUT_OF_SCOPE_HELD_6],
  ['held-out 7', HELD_OUT_7, OUT_OF_SCOPE_HELD_7],
  ['held-out 8', HELD_OUT_8, OUT_OF_SCOPE_HELD_8],
  ['held-out 9', HELD_OUT_9, OUT_OF_SCOPE_HELD_9],
  ['held-out 10', HELD_OUT_10, OUT_OF_SCOPE_HELD_10],
  ['held-out 11', HELD_OUT_11, OUT_OF_SCOPE_HELD_11],
  ['held-out 12', HELD_OUT_12, OUT_OF_SCOPE_HELD_12],
  ['held-out 13', HELD_OUT_13, OUT_OF_SCOPE_HELD_13],
  ['held-out 14', HELD_OUT_14, OUT_OF_SCOPE_HELD_14],
  ['held-out 15', HELD_OUT_15, OUT_OF_SCOPE_HELD_15],
  ['held-out 16', HELD_OUT_16, OUT_OF_SCOPE_HELD_16],
  ['held-out 17', HELD_OUT_17, OUT_OF_SCOPE_HELD_17],
  ['held-out 18', HELD_OUT_18, OUT_OF_SCOPE_HELD_18],
  ['held-out 19', HELD_OUT_19, OUT_OF_SCOPE_HELD_19],
  ['held-out 20', HELD_OUT_20, OUT_OF_SCOPE_HELD_20],
  ['held-out 21', HELD_OUT_21, OUT_OF_SCOPE_HELD_21],
  ['held-out 22', HELD_OUT_22, OUT_OF_SCOPE_HELD_22],
  ['held-out 23', HELD_OUT_23, OUT_OF_SCOPE_HELD_23],
  ['held-out 24', HELD_OUT_24, OUT_OF_SCOPE_HELD_24],
  ['held-out 25', HELD_OUT_25, OUT_OF_SCOPE_HELD_25],
  ['held-out 26', HELD_OUT_26, OUT_OF_SCOPE_HELD_26],
  ['held-out 27', HELD_OUT_27, OUT_OF_SCOPE_HELD_27],
  ['held-out 28', HELD_OUT_28, OUT_OF_SCOPE_HELD_28],
  ['held-out 29', HELD_OUT_29, OUT_OF_SCOPE_HELD_29],
  ['held-out 30', HELD_OUT_30, OUT_OF_SCOPE_HELD_30],
  ['held-out 31', HELD_OUT_31, OUT_OF_SCOPE_HELD_31],
  ['held-out 32', HELD_OUT_32, OUT_OF_SCOPE_HELD_32],
];
const FIRST = 200;

async function corpus(): Promise<Db> {
  const dir = process.env.ANSWERS_BENCH_DIR ?? path.join(os.tmpdir(), 'aikc-answers-bench');
  fs.mkdirSync(dir, { recursive: true });
  const cached = path.join(dir, `corpus-${TODAY}.sqlite`);
  const seeded = openDatabase({ sqliteFile: cached });
  await migrateToLatest(seeded);
  const logger = createLogger('silent');
  const started = performance.now();
  if (await ensureSeeded(seeded, logger, { today: TODAY }))
    console.log(`seeded the default corpus in ${Math.round((performance.now() - started) / 1000)} s (${dir})`);
  await ensureReference(seeded, logger);
  await seeded.close();
  // Each run asks on a copy: the cache keeps only the corpus, never an earlier run's users and sessions.
  const run = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-answers-run-')), 'run.sqlite');
  fs.copyFileSync(cached, run);
  process.once('exit', () => fs.rmSync(path.dirname(run), { recursive: true, force: true }));
  return openDatabase({ sqliteFile: run });
}

/** What a reader sees first: markdown punctuation and citation markers do not count as characters. */
function opening(text: string): string {
  const plain = text
    .replace(/\[\d+\]/g, '')
    .replace(/[*>#`\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, FIRST).join('');
}

type Oos = { q: string; ok: boolean; got: string };

interface Judged {
  q: string;
  factFirst: boolean;
  cited: boolean;
  answer: string;
  cites: string[];
  /** A later turn of a conversation. */
  followUp: boolean;
}

async function answer(deps: AppDeps, userId: number, q: string, sessionId?: number): Promise<ChatMessage> {
  const rt = setChatProviderOnce(deps);
  const res = await ask(deps, rt, userId, {
    mode: 'zsk',
    question: q,
    ...(sessionId ? { session_id: sessionId } : {}),
  });
  for (;;) {
    const { list } = await listMessages(deps.db.db, rt, userId, res.session.id);
    const m = list.find((x) => x.id === res.answer.id);
    if (m && m.status !== 'streaming') return m;
    await new Promise((r) => setTimeout(r, 5));
  }
}

let runtime: ReturnType<typeof setChatProvider> | undefined;
function setChatProviderOnce(deps: AppDeps) {
  runtime ??= setChatProvider(deps, retrievalProvider({ chunkMs: 0 }));
  return runtime;
}

function judge(c: SuiteCase, m: ChatMessage, followUp: boolean): Judged {
  const first = opening(m.content);
  const cites = m.sources.map((s) => `${s.title}${s.doc_no ? `（${s.doc_no}）` : ''}`);
  return {
    q: c.q,
    // A not-found answer echoes the question (「能不能报高新」 holds 不能): it states no fact, whatever it holds.
    factFirst: m.sources.length > 0 && c.fact.some((f) => first.includes(f)),
    // A 文号 is matched within the full one (公告2023年第7号 in 财政部 税务总局公告2023年第7号); a law named by its title
    // is matched whole, so its 实施条例 (whose title begins with the law's) does not pass for it.
    cited: m.sources.some((s) => s.doc_no.includes(c.cite) || s.title.replace(/[《》\s]/g, '') === c.cite),
    answer: first,
    cites,
    followUp,
  };
}

async function runSessions(deps: AppDeps, sessions: SuiteSession[]): Promise<Judged[]> {
  const out: Judged[] = [];
  for (const turns of sessions) {
    // A user per conversation: the per-minute question limit and the daily quota stay out of the figures.
    const user = await buildUser(deps.db.db);
    let sessionId: number | undefined;
    for (const [i, c] of turns.entries()) {
      const m = await answer(deps, user.id, c.q, sessionId);
      sessionId = m.session_id;
      out.push(judge(c, m, i > 0));
    }
  }
  return out;
}

async function runOutOfScope(deps: AppDeps, questions: string[]): Promise<Oos[]> {
  const out = [];
  for (const q of questions) {
    const user = await buildUser(deps.db.db);
    const m = await answer(deps, user.id, q);
    // A not-found answer cites nothing.
    out.push({ q, ok: m.sources.length === 0, got: opening(m.content).slice(0, 80) });
  }
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);

/** How the misses went wrong, by first turn and follow-up: what a blind set can tell without showing a question. */
function missKinds(judged: Judged[]): string {
  const kinds = new Map<string, number>();
  for (const j of judged.filter((x) => !x.factFirst || !x.cited)) {
    const kind = j.cites.length === 0 ? 'not-found' : !j.cited ? 'other document' : 'right document, fact not first';
    const key = `${kind} (${j.followUp ? 'follow-up' : 'first turn'})`;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  return [...kinds].map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
}

/** `quiet`: figures only, no misses (a blind set stays blind while it is tuned against: ANSWERS_QUIET=<names>). */
function report(name: string, judged: Judged[], oos: Oos[], quiet = false): void {
  const fact = judged.filter((j) => j.factFirst).length;
  const cited = judged.filter((j) => j.cited).length;
  const nf = oos.filter((o) => o.ok).length;
  console.log(
    `${name}: ${judged.length} questions, fact first ${pct(fact, judged.length)} (${fact}), cites the right document ${pct(cited, judged.length)} (${cited}); out of scope ${oos.length}, not-found ${pct(nf, oos.length)} (${nf})`,
  );
  if (quiet) {
    console.log(
      `  misses by kind (questions not shown): ${missKinds(judged)}; out of scope answered ${oos.length - nf}`,
    );
    return;
  }
  for (const j of judged.filter((x) => !x.factFirst || !x.cited)) {
    const what = [!j.factFirst ? 'fact' : '', !j.cited ? 'cite' : ''].filter(Boolean).join('+');
    console.log(`  miss [${what}] ${j.q}\n    → ${j.answer.slice(0, 120)}\n    cites: ${j.cites.join('；') || '—'}`);
  }
  for (const o of oos.filter((x) => !x.ok)) console.log(`  miss [not-found] ${o.q}\n    → ${o.got}`);
}

/**
 * ANSWERS_EXTRA=<file>: only the sets of that file (a module exporting PROBE: SuiteSession[] and PROBE_OOS: string[]),
 * an engineer's own questions kept outside the repository, judged the same way.
 */
async function extra(deps: AppDeps, file: string): Promise<void> {
  const mod = (await import(path.resolve(file))) as { PROBE: SuiteSession[]; PROBE_OOS?: string[] };
  const judged = await runSessions(deps, mod.PROBE);
  const oos = await runOutOfScope(deps, mod.PROBE_OOS ?? []);
  report('extra', judged, oos);
  for (const j of judged.filter((x) => x.factFirst && x.cited))
    console.log(`  hit ${j.q}\n    → ${j.answer.slice(0, 120)}`);
}

async function main(): Promise<void> {
  const db = await corpus();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
  const deps: AppDeps = createRuntimes({ config, db, logger: createLogger('silent') });
  const file = process.env.ANSWERS_EXTRA;
  if (file) {
    await extra(deps, file);
    await deps.close();
    await db.close();
    return;
  }
  const started = performance.now();
  const quiet = new Set((process.env.ANSWERS_QUIET ?? '').split(',').filter(Boolean));
  const results: [string, Judged[], Oos[]][] = [];
  for (const [name, sessions, oos] of SETS)
    results.push([name, await runSessions(deps, sessions), await runOutOfScope(deps, oos)]);
  const n = results.reduce((s, [, j, o]) => s + j.length + o.length, 0);
  console.log(`answers: ${n} questions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const [name, judged, oos] of results) report(name, judged, oos, quiet.has(name));
  report(
    'all',
    results.flatMap(([, j]) => j),
    results.flatMap(([, , o]) => o),
    true,
  );
  await deps.close();
  await db.close();
}

await main();
