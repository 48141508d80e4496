import { timer, type Observable } from 'rxjs';
import { LoginApi } from '@aikc/shared/api-paths';
import { ResultCode } from '@aikc/shared/result-codes';
import type { WxSceneStatus } from '@aikc/shared/schemas/wechat';
import { QrWatchSchema } from '@aikc/shared/socket/qr';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import { KeyedPoller } from './keyed-poller.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

export interface QrTopicOptions {
  /** Poll interval per watched scene; 800 ms makes a scan visible on the page within about a second. */
  pollMs?: number;
  /** Replaces `timer(0, pollMs)` as each scene's poll clock (tests tick by hand or count clocks). */
  ticker?: (pollMs: number) => Observable<unknown>;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Scenes one socket may watch at once (a page shows one QR; a few allow a refresh race). */
  maxScenesPerSocket?: number;
}

/** After these states nothing more will happen to a scene: the pipeline completes and its watchers are released. */
const FINAL_STATES: ReadonlySet<WxSceneStatus['state']> = new Set(['login_success', 'expired', 'done']);
const EXPIRED: WxSceneStatus = { state: 'expired', expires_in: 0, push: { status: 'expired' } };

/**
 * Login QR scenes (`qr.status`): a page (anonymous sockets allowed) sends `qr.watch {scene}` while it shows the
 * QR; the gateway polls `login/wx_scene_status` (upstream.ts) for that scene only while someone watches it, once
 * per interval however many sockets watch, and pushes each new `push` exactly as the API gave it to the scene's
 * room. After loginSuccess, expired or done the pipeline ends. The API answers the same loginSuccess to every
 * read until it is consumed, so a poll whose answer is lost (timeout, abort) loses no login; once pushed to a
 * watcher here, the gateway consumes it.
 */
export function qrTopic(opts: QrTopicOptions = {}): TopicFactory {
  return (ctx) => new QrTopic(ctx, opts);
}

class QrTopic implements Topic {
  readonly name = 'qr';
  private readonly scenes: KeyedPoller<string, WxSceneStatus, GatewaySocket>;

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: QrTopicOptions,
  ) {
    const { io, logger, upstream } = ctx;
    const pollMs = opts.pollMs ?? 800;
    this.scenes = new KeyedPoller({
      tick: () => (opts.ticker ? opts.ticker(pollMs) : timer(0, pollMs)),
      read: (scene, signal) => this.read(scene, signal),
      retryBaseMs: opts.retryBaseMs ?? 500,
      retryMaxMs: opts.retryMaxMs ?? 10_000,
      onRetry: (scene, err, attempt, wait) =>
        logger.warn(
          { scene: mask(scene), attempt, wait, err: err instanceof Error ? err.message : String(err) },
          'qr poll failed, retrying',
        ),
      equals: (a, b) => a.state === b.state,
      isFinal: (s) => FINAL_STATES.has(s.state),
      onValue: (scene, s) => {
        if (!s.push) return;
        // `local`: each instance serves the sockets it holds; a scene lives on the instance its page reached.
        io.local.to(Rooms.qr(scene)).emit('qr.status', s.push);
        if (s.state === 'login_success') {
          upstream.sceneStatus(scene, undefined, true).catch((err: unknown) =>
            // Not consumed: the API drops the result at the end of its 2-minute window anyway.
            logger.warn(
              { scene: mask(scene), err: err instanceof Error ? err.message : String(err) },
              'qr login result not consumed',
            ),
          );
        }
      },
      onError: (scene, err) => logger.error({ err, scene: mask(scene) }, 'qr pipeline failed'),
    });
  }

  onConnection(socket: GatewaySocket): void {
    const watching = new Set<string>();
    const leave = (scene: string) => {
      watching.delete(scene);
      void socket.leave(Rooms.qr(scene));
      this.scenes.remove(scene, socket);
    };
    socket.on('qr.watch', (payload: unknown) => {
      const parsed = QrWatchSchema.safeParse(payload);
      if (!parsed.success) return; // a malformed scene can name nothing; silence costs the API nothing
      const { scene } = parsed.data;
      if (this.scenes.has(scene, socket)) return;
      if (watching.size >= (this.opts.maxScenesPerSocket ?? 4)) {
        this.ctx.logger.debug({ sid: socket.id }, 'qr.watch over the per-socket limit, ignored');
        return;
      }
      watching.add(scene);
      void socket.join(Rooms.qr(scene));
      // The pending bind step, for a socket that joins later (loginSuccess ends the scene, so it is never kept).
      const last = this.scenes.last(scene);
      if (last?.state === 'need_bind' && last.push) socket.emit('qr.status', last.push);
      this.scenes.add(scene, socket, () => leave(scene));
    });
    socket.on('qr.unwatch', (payload: unknown) => {
      const parsed = QrWatchSchema.safeParse(payload);
      if (parsed.success && watching.has(parsed.data.scene)) leave(parsed.data.scene);
    });
    socket.once('disconnect', () => {
      for (const scene of [...watching]) leave(scene);
    });
  }

  stats(): Record<string, number> {
    const { keys, listeners } = this.scenes.stats();
    return { qrScenes: keys, qrSockets: listeners };
  }

  close(): void {
    this.scenes.close();
  }

  private async read(scene: string, signal: AbortSignal): Promise<WxSceneStatus> {
    const res = await this.ctx.upstream.sceneStatus(scene, signal);
    if (res.ok) return res.data;
    // The API refuses a scene it cannot read (400): for the page that QR is as good as expired.
    if (res.code === ResultCode.BAD_REQUEST) return EXPIRED;
    throw new UpstreamError(`wx_scene_status answered code ${res.code}`, LoginApi.wxSceneStatus);
  }
}

/** Scenes are bearer handles for a login: logs carry only a prefix. */
function mask(scene: string): string {
  return `${scene.slice(0, 6)}…`;
}
