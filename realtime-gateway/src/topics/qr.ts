import { InternalApi } from '@aikc/shared/api-paths';
import type { WxSceneStatus } from '@aikc/shared/schemas/wechat';
import { QrWatchSchema } from '@aikc/shared/socket/qr';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import { KeyedPoller, keyedPollSettings, type KeyedTopicOptions } from './keyed-poller.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

export interface QrTopicOptions extends KeyedTopicOptions {
  /** Poll interval of the topic; 800 ms makes a scan visible on the page within about a second. */
  pollMs?: number;
  /** Scenes one socket may watch at once (a page shows one QR; a few allow a refresh race). */
  maxScenesPerSocket?: number;
}

/** After these states nothing more will happen to a scene: the pipeline completes and its watchers are released. */
const FINAL_STATES: ReadonlySet<WxSceneStatus['state']> = new Set(['login_success', 'expired', 'done']);

/**
 * Login QR scenes (`qr.status`): a page (anonymous sockets allowed) sends `qr.watch {scene}` while it shows the
 * QR; once per interval the gateway asks the status of every scene watched here in one call (`scene_statuses`,
 * upstream.ts; more than the batch size in several), only while someone watches, and pushes each scene's new
 * `push` exactly as the API gave it to the scene's room. After loginSuccess, expired or done the scene ends.
 * The API answers the same loginSuccess to every read until it is consumed, so a call whose answer is lost
 * (timeout, abort) loses no login; once pushed to a watcher here, the gateway consumes it (the logins of one
 * tick in one call).
 */
export function qrTopic(opts: QrTopicOptions = {}): TopicFactory {
  return (ctx) => new QrTopic(ctx, opts);
}

class QrTopic implements Topic {
  readonly name = 'qr';
  private readonly scenes: KeyedPoller<string, WxSceneStatus, GatewaySocket>;
  private readonly toConsume = new Set<string>();

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: QrTopicOptions,
  ) {
    const { io, logger } = ctx;
    this.scenes = new KeyedPoller({
      ...keyedPollSettings(opts, 800, logger, 'qr'),
      read: (scenes, signal) => this.read(scenes, signal),
      equals: (a, b) => a.state === b.state,
      isFinal: (s) => FINAL_STATES.has(s.state),
      onValue: (scene, s) => {
        if (!s.push) return;
        // `local`: each instance serves the sockets it holds; a scene lives on the instance its page reached.
        io.local.to(Rooms.qr(scene)).emit('qr.status', s.push);
        if (s.state === 'login_success') this.consume(scene);
      },
      onError: (err) => logger.error({ err }, 'qr pipeline failed'),
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
    const { keys, listeners, calls } = this.scenes.stats();
    return { qrScenes: keys, qrSockets: listeners, qrCalls: calls };
  }

  close(): void {
    this.scenes.close();
  }

  private async read(scenes: string[], signal: AbortSignal): Promise<Map<string, WxSceneStatus>> {
    const res = await this.ctx.upstream.sceneStatuses(scenes, false, signal);
    // A refused batch (every scene is checked against the API's own pattern before it is watched) is retried.
    if (!res.ok) throw new UpstreamError(`scene_statuses answered code ${res.code}`, InternalApi.sceneStatuses);
    return new Map(Object.entries(res.data.statuses));
  }

  /** Delivered logins are consumed at the API together: the ones pushed in one tick share a call. */
  private consume(scene: string): void {
    this.toConsume.add(scene);
    if (this.toConsume.size > 1) return;
    setImmediate(() => {
      const scenes = [...this.toConsume];
      this.toConsume.clear();
      this.ctx.upstream
        .sceneStatuses(scenes, true)
        .then((res) => {
          if (!res.ok) throw new UpstreamError(`scene_statuses answered code ${res.code}`, InternalApi.sceneStatuses);
        })
        .catch((err: unknown) =>
          // Not consumed: the API drops the result at the end of its 2-minute window anyway.
          this.ctx.logger.warn(
            { scenes: scenes.map(mask), err: err instanceof Error ? err.message : String(err) },
            'qr login result not consumed',
          ),
        );
    });
  }
}

/** Scenes are bearer handles for a login: logs carry only a prefix. */
function mask(scene: string): string {
  return `${scene.slice(0, 6)}…`;
}
