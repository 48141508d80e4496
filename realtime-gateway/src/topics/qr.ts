import { Observable, distinctUntilChanged, exhaustMap, finalize, retry, share, takeWhile, tap, timer, type Subscription } from 'rxjs';
import { LoginApi } from '@aikc/shared/api-paths';
import { PLATFORM_HEADER, PLATFORM_PC_WEB } from '@aikc/shared/constants';
import { envelopeSchema } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { WxSceneStatusSchema, type WxSceneStatus } from '@aikc/shared/schemas/wechat';
import { QrWatchSchema, type QrStatus } from '@aikc/shared/socket/qr';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

/** Asks the API for one scene's status (GET login/wx_scene_status). Tests and other transports may replace it. */
export type SceneStatusCall = (scene: string, signal: AbortSignal) => Promise<WxSceneStatus>;

export interface QrTopicOptions {
  /** Poll interval per watched scene; 800 ms makes a scan visible on the page within about a second. */
  pollMs?: number;
  /** Replaces `timer(0, pollMs)` as each scene's poll clock (tests tick by hand or count clocks). */
  ticker?: (pollMs: number) => Observable<unknown>;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Scenes one socket may watch at once (a page shows one QR; a few allow a refresh race). */
  maxScenesPerSocket?: number;
  /** Replaces the HTTP call to the API. */
  sceneStatus?: SceneStatusCall;
}

/** After these states nothing more will happen to a scene: the pipeline completes and its watchers are released. */
const FINAL_STATES: ReadonlySet<WxSceneStatus['state']> = new Set(['login_success', 'expired', 'done']);
const EXPIRED: WxSceneStatus = { state: 'expired', expires_in: 0, push: { status: 'expired' } };

/** One scene's pipeline on this instance: alive while at least one socket watches it. */
interface SceneFeed {
  readonly scene: string;
  readonly subs: Map<GatewaySocket, Subscription | undefined>;
  /** The last need-bind push, handed to a socket that joins later. loginSuccess is never kept (one-time token). */
  last: QrStatus | undefined;
  readonly status$: Observable<WxSceneStatus>;
}

/**
 * Login QR scenes (`qr.status`): a page (anonymous sockets allowed) sends `qr.watch {scene}` while it shows the
 * QR; the gateway polls `login/wx_scene_status` for that scene only while someone watches it, once per interval
 * however many sockets watch, and pushes each new `push` exactly as the API gave it to the scene's room. After
 * loginSuccess, expired or done the pipeline ends: the token inside loginSuccess is minted by that poll and
 * handed out once.
 */
export function qrTopic(opts: QrTopicOptions = {}): TopicFactory {
  return (ctx) => new QrTopic(ctx, opts);
}

class QrTopic implements Topic {
  readonly name = 'qr';
  private readonly feeds = new Map<string, SceneFeed>();
  private readonly sceneStatus: SceneStatusCall;

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: QrTopicOptions,
  ) {
    this.sceneStatus = opts.sceneStatus ?? httpSceneStatus(ctx);
  }

  onConnection(socket: GatewaySocket): void {
    const watching = new Set<SceneFeed>();
    socket.on('qr.watch', (payload: unknown) => {
      const parsed = QrWatchSchema.safeParse(payload);
      if (!parsed.success) return; // a malformed scene can name nothing; silence costs the API nothing
      const { scene } = parsed.data;
      const running = this.feeds.get(scene);
      if (running?.subs.has(socket)) return;
      if (watching.size >= (this.opts.maxScenesPerSocket ?? 4)) {
        this.ctx.logger.debug({ sid: socket.id }, 'qr.watch over the per-socket limit, ignored');
        return;
      }
      const feed = running ?? this.startFeed(scene);
      this.watch(feed, socket, watching);
    });
    socket.on('qr.unwatch', (payload: unknown) => {
      const parsed = QrWatchSchema.safeParse(payload);
      const feed = parsed.success ? this.feeds.get(parsed.data.scene) : undefined;
      if (feed) this.leave(feed, socket, watching);
    });
    socket.once('disconnect', () => {
      for (const feed of [...watching]) this.leave(feed, socket, watching);
    });
  }

  stats(): Record<string, number> {
    let sockets = 0;
    for (const f of this.feeds.values()) sockets += f.subs.size;
    return { qrScenes: this.feeds.size, qrSockets: sockets };
  }

  close(): void {
    for (const feed of [...this.feeds.values()]) for (const sub of feed.subs.values()) sub?.unsubscribe();
    this.feeds.clear();
  }

  private watch(feed: SceneFeed, socket: GatewaySocket, watching: Set<SceneFeed>): void {
    watching.add(feed);
    void socket.join(Rooms.qr(feed.scene));
    if (feed.last) socket.emit('qr.status', feed.last);
    // Listed before subscribing: a clock that ticks synchronously may already end the feed.
    feed.subs.set(socket, undefined);
    const sub = feed.status$.subscribe({
      complete: () => this.leave(feed, socket, watching),
      error: (err: unknown) => this.ctx.logger.error({ err, scene: mask(feed.scene) }, 'qr pipeline failed'),
    });
    if (feed.subs.has(socket)) feed.subs.set(socket, sub);
    else sub.unsubscribe();
  }

  private leave(feed: SceneFeed, socket: GatewaySocket, watching: Set<SceneFeed>): void {
    watching.delete(feed);
    void socket.leave(Rooms.qr(feed.scene));
    if (!feed.subs.has(socket)) return;
    const sub = feed.subs.get(socket);
    feed.subs.delete(socket);
    if (feed.subs.size === 0 && this.feeds.get(feed.scene) === feed) this.feeds.delete(feed.scene);
    // The last unsubscribe resets the shared pipeline: its clock stops and an in-flight call is aborted.
    sub?.unsubscribe();
  }

  private startFeed(scene: string): SceneFeed {
    const { io, logger } = this.ctx;
    const pollMs = this.opts.pollMs ?? 800;
    const base = this.opts.retryBaseMs ?? 500;
    const max = this.opts.retryMaxMs ?? 10_000;
    const tick$ = this.opts.ticker ? this.opts.ticker(pollMs) : timer(0, pollMs);
    const feed: SceneFeed = {
      scene,
      subs: new Map(),
      last: undefined,
      status$: tick$.pipe(
        // A tick while a call is in flight is dropped: never two calls for one scene at once.
        exhaustMap(() => this.poll(scene)),
        retry({
          resetOnSuccess: true,
          delay: (err: unknown, attempt) => {
            const wait = Math.min(base * 2 ** (attempt - 1), max);
            logger.warn({ scene: mask(scene), attempt, wait, err: err instanceof Error ? err.message : String(err) }, 'qr poll failed, retrying');
            return timer(wait);
          },
        }),
        takeWhile((s) => !FINAL_STATES.has(s.state), true),
        distinctUntilChanged((a, b) => a.state === b.state),
        tap((s) => {
          if (!s.push) return;
          if (s.state === 'need_bind') feed.last = s.push;
          // `local`: each instance serves the sockets it holds; a scene lives on the instance its page reached.
          io.local.to(Rooms.qr(scene)).emit('qr.status', s.push);
        }),
        finalize(() => {
          if (this.feeds.get(scene) === feed) this.feeds.delete(scene);
        }),
        share({ resetOnRefCountZero: true, resetOnError: true, resetOnComplete: true }),
      ),
    };
    this.feeds.set(scene, feed);
    return feed;
  }

  private poll(scene: string): Observable<WxSceneStatus> {
    return new Observable<WxSceneStatus>((subscriber) => {
      const ac = new AbortController();
      this.sceneStatus(scene, ac.signal).then(
        (s) => {
          subscriber.next(s);
          subscriber.complete();
        },
        (err: unknown) => {
          if (!ac.signal.aborted) subscriber.error(err);
        },
      );
      return () => ac.abort();
    });
  }
}

/** Scenes are bearer handles for a login: logs carry only a prefix. */
function mask(scene: string): string {
  return `${scene.slice(0, 6)}…`;
}

const SceneEnvelopeSchema = envelopeSchema(WxSceneStatusSchema.nullable());

/** The real call: GET wx_scene_status?scene=, no Authorization (the scene is the credential), parsed by schema. */
function httpSceneStatus(ctx: TopicContext): SceneStatusCall {
  const base = ctx.config.UPSTREAM_URL.replace(/\/+$/, '');
  const path = LoginApi.wxSceneStatus;
  return async (scene, signal) => {
    const timeout = AbortSignal.timeout(ctx.config.UPSTREAM_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetch(`${base}${path}?scene=${encodeURIComponent(scene)}`, {
        headers: { Accept: 'application/json', [PLATFORM_HEADER]: PLATFORM_PC_WEB },
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch (err) {
      throw new UpstreamError(`upstream ${timeout.aborted ? 'timed out' : 'request failed'}`, path, { cause: err });
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new UpstreamError(`upstream answered HTTP ${res.status} without a JSON body`, path, { cause: err });
    }
    const env = SceneEnvelopeSchema.safeParse(body);
    if (!env.success) throw new UpstreamError(`upstream answered HTTP ${res.status} outside the scene-status contract`, path);
    if (env.data.code === ResultCode.OK && env.data.data) return env.data.data;
    // The API refuses a scene it cannot read (400): for the page that QR is as good as expired.
    if (env.data.code === ResultCode.BAD_REQUEST) return EXPIRED;
    throw new UpstreamError(`wx_scene_status answered code ${env.data.code}`, path);
  };
}
