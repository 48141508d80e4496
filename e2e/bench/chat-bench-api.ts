import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnswerProvider } from '../../api/src/modules/chat/providers/provider.ts';
import type * as Harness from '../../api/test-kit/harness.ts';
import type * as Builders from '../../api/test-kit/builders.ts';
import type * as Runtime from '../../api/src/modules/chat/runtime.ts';

/**
 * The chat bench's API process (forked by chat-bench.ts with an IPC channel): the real API on a fresh SQLite
 * database with the stamped provider, a piece every CHAT_BENCH_EVERY_MS carrying the time it was produced
 * (random phase per stream, or all in phase when the question says 同相)
 * (`performance.timeOrigin + performance.now()`, comparable across processes of one machine). Its own process,
 * as in production, so the 200 socket clients of the bench do not share its event loop.
 *
 * argv[2]: the tree whose API runs (this one, or a `--base` commit extracted by the bench). IPC in:
 * `{ type: 'users', n }` → `{ type: 'users', users: [{ id, token }] }`; `{ type: 'close' }` ends it.
 */
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
const PIECES = Number(process.env.CHAT_BENCH_PIECES ?? 100);
const EVERY_MS = Number(process.env.CHAT_BENCH_EVERY_MS ?? 20);
const from = (file: string) => pathToFileURL(path.join(root, file)).href;

// The types of this tree's modules; the code from the tree asked for (the same shapes on the base commits).
const { startTestApi } = (await import(from('api/test-kit/harness.ts'))) as typeof Harness;
const { buildUser } = (await import(from('api/test-kit/builders.ts'))) as typeof Builders;
const { setChatProvider } = (await import(from('api/src/modules/chat/runtime.ts'))) as typeof Runtime;

const now = () => performance.timeOrigin + performance.now();
/** The bench asks with this in the question for streams whose pieces are all due at the same instants. */
const IN_PHASE = '同相';
const stamped: AnswerProvider = {
  kind: 'llm',
  async *stream(req, signal) {
    // Pieces are due on a fixed schedule from the stream's start, so a late timer does not shift the rest.
    // Independent users start at unrelated moments: a random offset within the period, unless the bench asks for
    // every stream in phase (all pieces of all streams due at once: the synchronized worst case).
    const start = req.question.includes(IN_PHASE)
      ? Math.ceil(now() / EVERY_MS) * EVERY_MS
      : now() + Math.random() * EVERY_MS;
    for (let i = 0; i < PIECES && !signal.aborted; i++) {
      const wait = start + (i + 1) * EVERY_MS - now();
      await new Promise((r) => setTimeout(r, Math.max(0, wait)));
      yield `⟨${now().toFixed(3)}⟩`;
    }
  },
};

const api = await startTestApi('sqlite', { LOG_LEVEL: 'silent' });
setChatProvider(api.deps, stamped);
const send = (m: unknown) => process.send?.(m);

process.on('message', (m: { type: string; n?: number }) => {
  if (m.type === 'users') {
    void Promise.all(Array.from({ length: m.n ?? 0 }, () => buildUser(api.deps.db.db, { vip_level: 'normal' }))).then(
      (users) => send({ type: 'users', users: users.map((u) => ({ id: u.id, token: u.token })) }),
    );
  } else if (m.type === 'close') {
    // process.exit, not a return: --cpu-prof writes its profile on a normal exit.
    void api.close().then(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', url: api.baseUrl });
