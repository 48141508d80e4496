import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_STREAMS_PER_USER } from '@aikc/shared/constants';
import { pino } from 'pino';
import { ChatChunkSchema, ChatEndSchema, ChatStartSchema, type ChatStreamEvent } from '@aikc/shared/socket/chat';
import { loadConfig } from '../config.ts';
import { createGateway } from '../server.ts';
import { FakeUpstream } from '../testing/fake-upstream.ts';
import { openClient, waitFor, type TestClient } from '../testing/harness.ts';
import { chatTopic, RefusedError, type ChatTopicOptions } from './chat.ts';

type AnswerEvent = Exclude<ChatStreamEvent, { type: 'ping' }>;

/**
 * The API's side of the session stream, as the API behaves: a reader gets every event of the answers in
 * progress first, then each new one. Only the session's owner may read it.
 */
class FakeChatApi {
  private readonly events = new Map<number, AnswerEvent[]>();
  private readonly readers = new Map<number, Set<(e: AnswerEvent) => void>>();
  opened = 0;
  constructor(private readonly owners: Map<number, string>) {}

  emit(sessionId: number, e: AnswerEvent): void {
    const list = this.events.get(sessionId) ?? [];
    list.push(e);
    this.events.set(sessionId, list);
    for (const r of this.readers.get(sessionId) ?? []) r(e);
  }

  stream: NonNullable<ChatTopicOptions['sessionStream']> = (token, sessionId, signal) =>
    this.read(token, sessionId, signal);

  private async *read(token: string, sessionId: number, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
    const self = { owners: this.owners, events: this.events, readers: this.readers };
    {
      if (self.owners.get(sessionId) !== token) throw new RefusedError('not yours');
      this.opened++;
      const queue: AnswerEvent[] = [...(self.events.get(sessionId) ?? [])];
      let wake: (() => void) | undefined;
      const reader = (e: AnswerEvent) => {
        queue.push(e);
        wake?.();
      };
      let set = self.readers.get(sessionId);
      if (!set) self.readers.set(sessionId, (set = new Set()));
      set.add(reader);
      signal.addEventListener('abort', () => wake?.());
      try {
        while (!signal.aborted) {
          const e = queue.shift();
          if (e) yield e;
          else await new Promise<void>((r) => (wake = r));
        }
      } finally {
        set.delete(reader);
      }
    }
  }

  get readerCount(): number {
    let n = 0;
    for (const s of this.readers.values()) n += s.size;
    return n;
  }
}

interface Seen {
  start: number[];
  text: string;
  seqs: number[];
  ended: boolean;
}

function record(c: TestClient): Seen {
  const seen: Seen = { start: [], text: '', seqs: [], ended: false };
  c.socket.on('chat.start', (p: unknown) => seen.start.push(ChatStartSchema.parse(p).seq));
  c.socket.on('chat.chunk', (p: unknown) => {
    const e = ChatChunkSchema.parse(p);
    seen.seqs.push(e.seq);
    seen.text += e.text;
  });
  c.socket.on('chat.end', (p: unknown) => {
    seen.seqs.push(ChatEndSchema.parse(p).seq);
    seen.ended = true;
  });
  return seen;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(opts: ChatTopicOptions = {}, owners = new Map([[10, 'tok-a']])) {
  const upstream = new FakeUpstream();
  const url = await upstream.start();
  upstream.setToken('tok-a', 1);
  upstream.setToken('tok-b', 2);
  const api = new FakeChatApi(owners);
  const config = loadConfig({ GATEWAY_PORT: '0', UPSTREAM_URL: url, UPSTREAM_TIMEOUT_MS: '2000' });
  const gateway = await createGateway({
    config,
    logger: pino({ level: 'silent' }),
    topics: [chatTopic({ sessionStream: api.stream, retryBaseMs: 20, ...opts })],
  });
  const addr = await gateway.listen();
  cleanups.push(
    () => upstream.stop(),
    () => gateway.close(),
  );
  const open = (token: string) => {
    const c = openClient(`http://127.0.0.1:${addr.port}`, token);
    cleanups.push(() => void c.socket.disconnect());
    return c;
  };
  return { api, open, gateway };
}

const ids = { session_id: 10, message_id: 5 };
const start = (): AnswerEvent => ({ type: 'start', ...ids, seq: 0, provider: 'llm', sources: [] });
const piece = (seq: number): AnswerEvent => ({ type: 'chunk', ...ids, seq, text: `<${seq}>` });
const expected = (n: number) => Array.from({ length: n }, (_, i) => `<${i + 1}>`).join('');

describe('chat topic', () => {
  it('relays every chunk to two tabs of one session in order, over one upstream stream', async () => {
    const { api, open } = await setup();
    const [a, b] = [open('tok-a'), open('tok-a')];
    const [sa, sb] = [record(a), record(b)];
    await waitFor('connected', () => a.connects === 1 && b.connects === 1);
    a.socket.emit('chat.watch', { session_id: 10 });
    b.socket.emit('chat.watch', { session_id: 10 });
    await waitFor('upstream opened', () => api.readerCount === 1);
    await new Promise((r) => setTimeout(r, 50));
    api.emit(10, start());
    for (let i = 1; i <= 50; i++) api.emit(10, piece(i));
    api.emit(10, { type: 'end', ...ids, seq: 51, status: 'done', error_msg: '', sources: [] });
    await waitFor('both ended', () => sa.ended && sb.ended);
    for (const s of [sa, sb]) {
      expect(s.start).toEqual([0]);
      expect(s.text).toBe(expected(50));
      expect(s.seqs).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    }
    expect(api.opened).toBe(1);
  });

  it('a socket that drops mid-answer and watches again with its last seq gets the rest, nothing lost or twice', async () => {
    for (const lingerMs of [10_000, 0]) {
      const { api, open } = await setup({ lingerMs });
      const a = open('tok-a');
      const s = record(a);
      let last = -1;
      a.socket.on('chat.chunk', (p: { seq: number }) => (last = p.seq));
      a.socket.on('connect', () =>
        a.socket.emit('chat.watch', { session_id: 10, ...(last >= 0 ? { after: { message_id: 5, seq: last } } : {}) }),
      );
      await waitFor('upstream opened', () => api.readerCount === 1);
      api.emit(10, start());
      for (let i = 1; i <= 10; i++) api.emit(10, piece(i));
      await waitFor('first part', () => last === 10);
      a.socket.io.engine.close(); // the transport drops; socket.io reconnects by itself
      await waitFor('dropped', () => a.disconnects.length === 1);
      for (let i = 11; i <= 20; i++) api.emit(10, piece(i));
      await waitFor('reconnected', () => a.connects === 2);
      for (let i = 21; i <= 30; i++) api.emit(10, piece(i));
      api.emit(10, { type: 'end', ...ids, seq: 31, status: 'done', error_msg: '', sources: [] });
      await waitFor('ended', () => s.ended);
      expect(s.text, `linger ${lingerMs}`).toBe(expected(30));
      expect(s.seqs).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
      for (const c of cleanups.splice(0).reverse()) await c();
    }
  });

  it('another user cannot watch the session, and an anonymous socket gets nothing', async () => {
    const { api, open } = await setup();
    const b = open('tok-b');
    const sb = record(b);
    await waitFor('connected', () => b.connects === 1);
    b.socket.emit('chat.watch', { session_id: 10 });
    b.socket.emit('chat.watch', { session_id: 'x' });
    await new Promise((r) => setTimeout(r, 100));
    api.emit(10, start());
    api.emit(10, piece(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(sb.start).toEqual([]);
    expect(sb.text).toBe('');
    expect(api.opened).toBe(0);
  });

  it('opens at most OPEN_STREAMS_PER_USER upstream streams for one user, however many sessions its sockets watch', async () => {
    const sessions = Array.from({ length: OPEN_STREAMS_PER_USER + 4 }, (_, i) => 100 + i);
    const { api, open } = await setup({}, new Map(sessions.map((s) => [s, 'tok-a'])));
    // Four sessions per socket: enough sockets that the per-user cap, not the per-socket one, is what stops them.
    const sockets = Array.from({ length: 6 }, () => open('tok-a'));
    await waitFor('connected', () => sockets.every((c) => c.connects === 1));
    sessions.forEach((s, i) => sockets[i % 6]?.socket.emit('chat.watch', { session_id: s }));
    await waitFor('streams opened', () => api.opened >= OPEN_STREAMS_PER_USER);
    await new Promise((r) => setTimeout(r, 200));
    expect(api.opened).toBe(OPEN_STREAMS_PER_USER);
  });
});
