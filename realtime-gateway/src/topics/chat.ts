import http from 'node:http';
import { Observable, defer, retry, share, timer, type Subscription } from 'rxjs';
import { ChatApi } from '@aikc/shared/api-paths';
import { OPEN_STREAMS_PER_USER, PLATFORM_HEADER, PLATFORM_PC_WEB } from '@aikc/shared/constants';
import {
  ChatStreamEventSchema,
  ChatWatchSchema,
  ChatUnwatchSchema,
  type ChatStreamEvent,
  type ChatWatch,
} from '@aikc/shared/socket/chat';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

type AnswerEvent = Exclude<ChatStreamEvent, { type: 'ping' }>;

/** Opens the API's NDJSON stream of one session and yields its events; ends when the API ends it. */
export type SessionStreamCall = (
  token: string,
  sessionId: number,
  signal: AbortSignal,
) => AsyncIterable<ChatStreamEvent>;

export interface ChatTopicOptions {
  /** Replaces the HTTP stream (tests). */
  sessionStream?: SessionStreamCall;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A feed outlives its last watcher this long, so a socket that reconnects resumes from its buffer. */
  lingerMs?: number;
  /** An ended answer's events stay buffered this long for sockets that reconnect just after the end. */
  keepEndedMs?: number;
  maxSessionsPerSocket?: number;
}

/** One session of one user on this instance: the upstream stream, alive while someone watches (plus linger). */
interface SessionFeed {
  readonly key: string;
  readonly room: string;
  readonly watchers: Set<GatewaySocket>;
  /** Events of the answers in progress (and just ended), per message, in seq order. */
  readonly buffer: Map<number, AnswerEvent[]>;
  /** The highest seq relayed per message: the API's snapshot after an upstream reconnect is not relayed twice. */
  readonly lastSeq: Map<number, number>;
  /** Sockets that joined holding part of an answer: events up to their seq are not sent to them again. */
  readonly holding: Map<string, { message_id: number; seq: number }>;
  sub: Subscription | undefined;
  linger: NodeJS.Timeout | undefined;
}

/**
 * Streaming chat answers (`chat.start` / `chat.chunk` / `chat.end`). An authenticated socket sends
 * `chat.watch {session_id, after?}`; the gateway opens the API's session stream (GET chat/stream, with that
 * socket's token: the API refuses another user's session) once per session however many tabs watch, and
 * relays every answer event into the session's room in seq order. A socket that joins a running feed gets
 * the buffered events after the seq it holds first, then joins the room, in one synchronous step.
 */
export function chatTopic(opts: ChatTopicOptions = {}): TopicFactory {
  return (ctx) => new ChatTopic(ctx, opts);
}

class ChatTopic implements Topic {
  readonly name = 'chat';
  private readonly feeds = new Map<string, SessionFeed>();
  private readonly open: SessionStreamCall;

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: ChatTopicOptions,
  ) {
    this.open = opts.sessionStream ?? httpSessionStream(ctx);
  }

  onConnection(socket: GatewaySocket): void {
    const { userId, token } = socket.data;
    if (userId === undefined || !token) return; // chats belong to users: anonymous sockets cannot watch any
    const watching = new Set<SessionFeed>();
    socket.on('chat.watch', (payload: unknown) => {
      const parsed = ChatWatchSchema.safeParse(payload);
      if (!parsed.success) return;
      const key = `${userId}:${parsed.data.session_id}`;
      const existing = this.feeds.get(key);
      if (existing?.watchers.has(socket)) return;
      if (!existing && watching.size >= (this.opts.maxSessionsPerSocket ?? 4)) return;
      // One API stream per feed: a user's feeds stop where the API's streams per user stop (shared constant).
      if (!existing && this.feedsOf(userId) >= OPEN_STREAMS_PER_USER) return;
      const feed = existing ?? this.startFeed(key, userId, parsed.data.session_id, token);
      this.watch(feed, socket, parsed.data, watching);
    });
    socket.on('chat.unwatch', (payload: unknown) => {
      const parsed = ChatUnwatchSchema.safeParse(payload);
      const feed = parsed.success ? this.feeds.get(`${userId}:${parsed.data.session_id}`) : undefined;
      if (feed) this.leave(feed, socket, watching);
    });
    socket.once('disconnect', () => {
      for (const feed of [...watching]) this.leave(feed, socket, watching);
    });
  }

  private feedsOf(userId: number): number {
    let n = 0;
    for (const key of this.feeds.keys()) if (key.startsWith(`${userId}:`)) n++;
    return n;
  }

  stats(): Record<string, number> {
    let sockets = 0;
    let buffered = 0;
    for (const f of this.feeds.values()) {
      sockets += f.watchers.size;
      for (const b of f.buffer.values()) buffered += b.length;
    }
    // The process heap beside them: the chat bench divides its growth by the streams it runs.
    return {
      chatSessions: this.feeds.size,
      chatSockets: sockets,
      chatBufferedEvents: buffered,
      heapUsed: process.memoryUsage().heapUsed,
    };
  }

  close(): void {
    for (const feed of this.feeds.values()) {
      clearTimeout(feed.linger);
      feed.sub?.unsubscribe();
    }
    this.feeds.clear();
  }

  private watch(feed: SessionFeed, socket: GatewaySocket, w: ChatWatch, watching: Set<SessionFeed>): void {
    clearTimeout(feed.linger);
    feed.linger = undefined;
    watching.add(feed);
    feed.watchers.add(socket);
    // Replay what this socket lacks, then join: synchronous, so no relayed event falls in between.
    for (const [messageId, events] of feed.buffer) {
      for (const e of events)
        if (!(w.after && w.after.message_id === messageId && e.seq <= w.after.seq)) emitTo(socket, e);
    }
    const relayedOfHeld = w.after ? feed.lastSeq.get(w.after.message_id) : undefined;
    if (w.after && (relayedOfHeld === undefined || relayedOfHeld < w.after.seq)) feed.holding.set(socket.id, w.after);
    void socket.join(feed.room);
  }

  private leave(feed: SessionFeed, socket: GatewaySocket, watching: Set<SessionFeed>): void {
    watching.delete(feed);
    feed.holding.delete(socket.id);
    void socket.leave(feed.room);
    if (!feed.watchers.delete(socket) || feed.watchers.size > 0) return;
    const linger = this.opts.lingerMs ?? 10_000;
    feed.linger = setTimeout(() => this.stopFeed(feed), linger);
    feed.linger.unref();
  }

  private stopFeed(feed: SessionFeed): void {
    if (feed.watchers.size > 0) return;
    clearTimeout(feed.linger);
    feed.sub?.unsubscribe();
    if (this.feeds.get(feed.key) === feed) this.feeds.delete(feed.key);
  }

  private startFeed(key: string, userId: number, sessionId: number, token: string): SessionFeed {
    const feed: SessionFeed = {
      key,
      room: Rooms.chat(userId, sessionId),
      watchers: new Set(),
      buffer: new Map(),
      lastSeq: new Map(),
      holding: new Map(),
      sub: undefined,
      linger: undefined,
    };
    this.feeds.set(key, feed);
    const base = this.opts.retryBaseMs ?? 500;
    const max = this.opts.retryMaxMs ?? 10_000;
    const events$ = defer(() => this.stream(token, sessionId)).pipe(
      retry({
        resetOnSuccess: true,
        delay: (err: unknown, attempt) => {
          if (err instanceof RefusedError) throw err;
          const wait = Math.min(base * 2 ** (attempt - 1), max);
          this.ctx.logger.warn(
            { sessionId, attempt, wait, err: err instanceof Error ? err.message : String(err) },
            'chat stream failed, reopening',
          );
          return timer(wait);
        },
      }),
      share(),
    );
    feed.sub = events$.subscribe({
      next: (e) => this.relay(feed, e),
      error: (err: unknown) => {
        this.ctx.logger.info(
          { sessionId, err: err instanceof Error ? err.message : String(err) },
          'chat stream refused',
        );
        feed.sub = undefined;
        if (this.feeds.get(key) === feed) this.feeds.delete(key);
      },
    });
    return feed;
  }

  private relay(feed: SessionFeed, e: AnswerEvent): void {
    const last = feed.lastSeq.get(e.message_id) ?? -1;
    if (e.seq <= last) return;
    feed.lastSeq.set(e.message_id, e.seq);
    let buf = feed.buffer.get(e.message_id);
    if (!buf) feed.buffer.set(e.message_id, (buf = []));
    buf.push(e);
    const skip: string[] = [];
    for (const [sid, held] of feed.holding) {
      if (held.message_id !== e.message_id) continue;
      if (e.seq <= held.seq) skip.push(sid);
      else feed.holding.delete(sid);
    }
    const to = this.ctx.io.local.to(feed.room);
    const target = skip.length > 0 ? to.except(skip) : to;
    if (e.type === 'start') target.emit('chat.start', strip(e));
    else if (e.type === 'chunk') target.emit('chat.chunk', strip(e));
    else {
      target.emit('chat.end', strip(e));
      const t = setTimeout(() => {
        feed.buffer.delete(e.message_id);
        feed.lastSeq.delete(e.message_id);
      }, this.opts.keepEndedMs ?? 30_000);
      t.unref();
    }
  }

  /** One upstream connection as an Observable: unsubscribing aborts the HTTP request. */
  private stream(token: string, sessionId: number): Observable<AnswerEvent> {
    return new Observable<AnswerEvent>((subscriber) => {
      const ac = new AbortController();
      (async () => {
        for await (const e of this.open(token, sessionId, ac.signal)) if (e.type !== 'ping') subscriber.next(e);
        // The API ended the stream (a restart, a deploy): reopen like a failure.
        throw new UpstreamError('chat stream ended', ChatApi.stream);
      })().catch((err: unknown) => {
        if (!ac.signal.aborted) subscriber.error(err);
      });
      return () => ac.abort();
    });
  }
}

function strip<T extends { type: string }>(e: T): Omit<T, 'type'> {
  const { type: _t, ...rest } = e;
  return rest;
}

function emitTo(socket: GatewaySocket, e: AnswerEvent): void {
  if (e.type === 'start') socket.emit('chat.start', strip(e));
  else if (e.type === 'chunk') socket.emit('chat.chunk', strip(e));
  else socket.emit('chat.end', strip(e));
}

/** The API refused the session (not this user's, deleted, or the token is no longer valid): do not retry. */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
}

/**
 * The real call: GET chat/stream?session_id with the watcher's token; NDJSON lines parsed with the shared schema.
 * node:http rather than fetch: a chunk read through fetch's web ReadableStream costs several promise hops and
 * allocations in undici, which at 200 streams x 50 chunks/s was about a fifth of the gateway's busy time.
 */
export function httpSessionStream(ctx: Pick<TopicContext, 'config'>): SessionStreamCall {
  const base = ctx.config.UPSTREAM_URL.replace(/\/+$/, '');
  return async function* (token, sessionId, signal) {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get(
        `${base}${ChatApi.stream}?session_id=${sessionId}`,
        {
          headers: { Accept: 'application/x-ndjson', Authorization: token, [PLATFORM_HEADER]: PLATFORM_PC_WEB },
          signal,
        },
        resolve,
      );
      // `on`, not `once`: a request can report more than one error (a reset after an abort), and an unheard one would throw.
      req.on('error', (err) => reject(new UpstreamError('chat stream request failed', ChatApi.stream, { cause: err })));
    });
    const type = res.headers['content-type'] ?? '';
    if (!type.includes('ndjson')) {
      res.resume();
      if ((res.statusCode ?? 0) >= 500)
        throw new UpstreamError(`chat stream answered HTTP ${res.statusCode}`, ChatApi.stream);
      throw new RefusedError(`chat stream refused with HTTP ${res.statusCode}`);
    }
    res.setEncoding('utf8');
    let rest = '';
    try {
      for await (const text of res as AsyncIterable<string>) {
        rest += text;
        let from = 0;
        let nl: number;
        while ((nl = rest.indexOf('\n', from)) >= 0) {
          const line = rest.slice(from, nl);
          from = nl + 1;
          if (!line) continue;
          const parsed = ChatStreamEventSchema.safeParse(JSON.parse(line));
          if (!parsed.success) throw new UpstreamError('chat stream event failed its schema', ChatApi.stream);
          yield parsed.data;
        }
        rest = from > 0 ? rest.slice(from) : rest;
      }
    } catch (err) {
      if (err instanceof UpstreamError || signal.aborted) throw err;
      throw new UpstreamError('chat stream broke', ChatApi.stream, { cause: err });
    } finally {
      res.destroy();
    }
  };
}
