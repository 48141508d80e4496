import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { Observable, Subject, startWith, timer } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InternalApi } from '@aikc/shared/api-paths';
import { SceneStatusesBodySchema } from '@aikc/shared/schemas/keyed-batch';
import { fail, ok } from '@aikc/shared/envelope';
import { ResultCode, httpStatusFor } from '@aikc/shared/result-codes';
import type { WxSceneStatus } from '@aikc/shared/schemas/wechat';
import { QrStatusSchema, type QrStatus } from '@aikc/shared/socket/qr';
import { loadConfig } from '../config.ts';
import { FAKE_GATEWAY_TOKEN } from '../testing/fake-upstream.ts';
import { createGateway, type Gateway } from '../server.ts';
import { closeAll, openClient, sleep, waitFor, type TestClient } from '../testing/harness.ts';
import { qrTopic, type QrTopicOptions } from './qr.ts';

const S1 = 'A'.repeat(31) + '1';
const S2 = 'B'.repeat(31) + '2';
const TOKEN = 't'.repeat(43);

/**
 * The API's scene_statuses as the contract says (POST {scenes, consume} with the gateway token, envelope,
 * SceneStatusesResultSchema data), with scene states set by the test: 'waiting' | 'need_bind' |
 * 'login_success' | 'expired'. A login_success answer is given to every read until a read with consume takes
 * it, then 'done', like the real API. Every scene asked by a call that does not consume is counted; every
 * call is listed with its scenes.
 */
class FakeSceneApi {
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));
  private readonly states = new Map<string, WxSceneStatus['state']>();
  readonly calls = new Map<string, number>();
  readonly maxInFlight = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  readonly requests: { method: string; auth: string | undefined; platform: string | undefined }[] = [];
  /** The scenes of each call that does not consume. */
  readonly batches: string[][] = [];
  down = false;
  delayMs = 0;
  /** The first login_success answer of each scene waits this long (the poll that first sees the scan is lost). */
  firstLoginDelayMs = 0;
  private readonly loginAnswered = new Set<string>();
  readonly consumed: string[] = [];
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
  set(scene: string, state: WxSceneStatus['state']): void {
    this.states.set(scene, state);
  }
  /** No call for `scene` is being answered right now. */
  idle(scene: string): boolean {
    return (this.inFlight.get(scene) ?? 0) === 0;
  }
  count(scene: string): number {
    return this.calls.get(scene) ?? 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (this.down) return void req.socket.destroy();
    const url = new URL(req.url ?? '/', 'http://x');
    this.requests.push({
      method: req.method ?? '',
      auth: req.headers.authorization,
      platform: req.headers.platform as string | undefined,
    });
    if (url.pathname !== InternalApi.sceneStatuses || req.method !== 'POST')
      return send(res, fail(ResultCode.NOT_FOUND));
    if (req.headers.authorization !== `Bearer ${FAKE_GATEWAY_TOKEN}`) return send(res, fail(ResultCode.UNAUTHORIZED));
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = SceneStatusesBodySchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
    if (!body.success) return send(res, fail(ResultCode.BAD_REQUEST, '二维码场景值格式不正确'));
    const { scenes, consume } = body.data;
    if (consume) {
      for (const scene of scenes) {
        this.consumed.push(scene);
        if (this.states.get(scene) === 'login_success') this.states.set(scene, 'done');
      }
      const done = { state: 'done', expires_in: 200, push: null } as const;
      return send(res, ok({ statuses: Object.fromEntries(scenes.map((sc) => [sc, done])) }));
    }
    this.batches.push(scenes);
    for (const scene of scenes) {
      this.calls.set(scene, this.count(scene) + 1);
      const now = (this.inFlight.get(scene) ?? 0) + 1;
      this.inFlight.set(scene, now);
      this.maxInFlight.set(scene, Math.max(now, this.maxInFlight.get(scene) ?? 0));
    }
    if (this.delayMs) await sleep(this.delayMs);
    const firstLogin = scenes.filter((sc) => this.states.get(sc) === 'login_success' && !this.loginAnswered.has(sc));
    if (this.firstLoginDelayMs && firstLogin.length > 0) {
      for (const sc of firstLogin) this.loginAnswered.add(sc);
      await sleep(this.firstLoginDelayMs);
    }
    for (const scene of scenes) this.inFlight.set(scene, (this.inFlight.get(scene) ?? 1) - 1);
    send(res, ok({ statuses: Object.fromEntries(scenes.map((sc) => [sc, this.answer(sc)])) }));
  }

  private answer(scene: string): WxSceneStatus {
    const state = this.states.get(scene) ?? 'expired';
    switch (state) {
      case 'waiting':
        return { state, expires_in: 200, push: null };
      case 'need_bind':
        return { state, expires_in: 200, push: { msgType: 'toTop', needBang: 1, openid: `oid_${scene.slice(0, 8)}` } };
      case 'login_success':
        return {
          state,
          expires_in: 200,
          push: { status: 'loginSuccess', resData: { token: TOKEN, user: { id: 7, username: '' } } },
        };
      case 'done':
        return { state, expires_in: 200, push: null };
      case 'expired':
        return { state, expires_in: 0, push: { status: 'expired' } };
    }
  }
}

function send(res: ServerResponse, body: { code: number }): void {
  res.writeHead(httpStatusFor(body.code), { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

interface QrClient extends TestClient {
  qr: QrStatus[];
}

describe('qr topic', () => {
  let api: FakeSceneApi;
  let gw: Gateway | undefined;
  let url = '';
  const clients: TestClient[] = [];

  const start = async (opts: QrTopicOptions = {}, timeoutMs = 2000) => {
    const config = loadConfig({
      GATEWAY_PORT: '0',
      UPSTREAM_URL: api.url,
      UPSTREAM_TIMEOUT_MS: String(timeoutMs),
      GATEWAY_TOKEN: FAKE_GATEWAY_TOKEN,
    });
    gw = await createGateway({
      config,
      logger: pino({ level: 'silent' }),
      topics: [qrTopic({ pollMs: 50, retryBaseMs: 30, retryMaxMs: 100, ...opts })],
    });
    url = `http://127.0.0.1:${(await gw.listen()).port}`;
  };
  const open = async (): Promise<QrClient> => {
    const c = openClient(url) as QrClient; // anonymous, as a visitor's login dialog
    c.qr = [];
    c.socket.on('qr.status', (p: unknown) => c.qr.push(QrStatusSchema.parse(p)));
    clients.push(c);
    await waitFor('connected', () => c.connects === 1);
    return c;
  };

  beforeEach(async () => {
    api = new FakeSceneApi();
    await api.start();
  });
  afterEach(async () => {
    closeAll(clients.splice(0));
    await gw?.close();
    gw = undefined;
    await api.stop();
  });

  it('never polls a scene nobody watches, and ignores malformed scenes', async () => {
    api.set(S1, 'waiting');
    await start();
    const c = await open();
    c.socket.emit('qr.watch', { scene: 'short' });
    c.socket.emit('qr.watch', { scene: `${S1}x` });
    c.socket.emit('qr.watch', 'garbage');
    await sleep(200);
    expect(api.requests).toEqual([]);
    expect(c.qr).toEqual([]);
  });

  it('makes one call per tick for every watched scene however many sockets watch them, and pushes only to its watchers', async () => {
    const ticks = new Subject<void>();
    api.set(S1, 'waiting');
    api.set(S2, 'waiting');
    await start({ ticker: () => ticks.pipe(startWith(0)) });
    const watchers = await Promise.all(Array.from({ length: 10 }, () => open()));
    const other = await open();
    for (const w of watchers) w.socket.emit('qr.watch', { scene: S1 });
    other.socket.emit('qr.watch', { scene: S2 });
    // A tick while a call is in flight is dropped by design, so each tick waits for the previous answer.
    const settle = async () => {
      await waitFor('answer sent', () => api.idle(S1));
      await sleep(30);
    };
    // The clock started with the first watch; a scene watched after that tick joins the next one.
    await waitFor('first poll', () => api.count(S1) === 1);
    await sleep(50);
    const first = api.batches.length;
    for (let k = 0; k < 3; k++) {
      await settle();
      ticks.next();
      await waitFor(`tick ${k}`, () => api.count(S1) === 2 + k);
    }
    await settle();
    api.set(S1, 'need_bind');
    ticks.next();
    await waitFor('need_bind reached every watcher', () => watchers.every((w) => w.qr.length === 1));
    expect(api.count(S1)).toBe(5);
    expect(api.maxInFlight.get(S1)).toBe(1);
    expect(watchers[0]!.qr[0]).toEqual({ msgType: 'toTop', needBang: 1, openid: `oid_${S1.slice(0, 8)}` });
    // The same state again is not pushed again.
    await settle();
    ticks.next();
    await waitFor('another poll', () => api.count(S1) === 6);
    await sleep(30);
    for (const w of watchers) expect(w.qr).toHaveLength(1);
    expect(other.qr).toEqual([]);
    // One internal call per tick, with the gateway's token, both scenes in it.
    expect(api.batches.length).toBe(first + 5);
    for (const b of api.batches.slice(first)) expect([...b].sort()).toEqual([S1, S2].sort());
    const service = `Bearer ${FAKE_GATEWAY_TOKEN}`;
    expect(api.requests.every((r) => r.method === 'POST' && r.auth === service && r.platform === 'pc-web')).toBe(true);
  });

  it('asks 500 watched scenes in one call per tick, and splits them past the batch size', async () => {
    /** Waits until the gateway's /healthz counts `n` watched scenes. */
    const allWatched = async (n: number) => {
      for (const deadline = Date.now() + 8000; Date.now() < deadline; await sleep(50)) {
        const body = (await (await fetch(`${url}/healthz`)).json()) as { data: { qrScenes: number } };
        if (body.data.qrScenes === n) return;
      }
      throw new Error(`timed out waiting for ${n} watched scenes`);
    };
    const scenes = Array.from({ length: 500 }, (_, i) => `Q${String(i).padStart(31, '0')}`);
    for (const sc of scenes) api.set(sc, 'waiting');
    const ticks = new Subject<void>();
    await start({ ticker: () => ticks, maxScenesPerSocket: 500 });
    const c = await open();
    for (const scene of scenes) c.socket.emit('qr.watch', { scene });
    await allWatched(500);
    expect(api.batches).toEqual([]); // no tick yet: no call
    for (let k = 1; k <= 3; k++) {
      ticks.next();
      await waitFor(`tick ${k}`, () => api.batches.length === k);
      await waitFor('answered', () => api.idle(scenes[0]!));
      await sleep(30);
    }
    expect(api.batches.map((b) => b.length)).toEqual([500, 500, 500]);
    expect(new Set(api.batches[0]).size).toBe(500);
    // A scene that expires is pushed and dropped from the next call.
    api.set(scenes[7]!, 'expired');
    ticks.next();
    await waitFor('expired pushed', () => c.qr.length === 1);
    await sleep(30);
    ticks.next();
    await waitFor('tick 5', () => api.batches.length === 5);
    expect(api.batches[4]).toHaveLength(499);
    expect(api.batches[4]).not.toContain(scenes[7]);
    await gw?.close();
    gw = undefined;

    // The same 500 with at most 200 a call: 3 calls a tick (200, 200, 100), each scene once.
    api.batches.length = 0;
    await start({ ticker: () => ticks, maxScenesPerSocket: 500, batchMax: 200 });
    const d = await open();
    for (const scene of scenes) d.socket.emit('qr.watch', { scene });
    await allWatched(500);
    ticks.next();
    await waitFor('split tick', () => api.batches.length === 3);
    expect(api.batches.map((b) => b.length).sort()).toEqual([100, 200, 200]);
    expect(new Set(api.batches.flat()).size).toBe(500);
  });

  it('pushes loginSuccess exactly as the API gave it, once, then stops polling and releases the scene', async () => {
    api.set(S1, 'waiting');
    await start();
    const c = await open();
    c.socket.emit('qr.watch', { scene: S1 });
    await waitFor('polling', () => api.count(S1) >= 2);
    api.set(S1, 'login_success');
    await waitFor('login pushed', () => c.qr.length === 1);
    expect(c.qr[0]).toEqual({ status: 'loginSuccess', resData: { token: TOKEN, user: { id: 7, username: '' } } });
    // Delivered here, so the gateway consumes it at the API.
    await waitFor('consumed', () => api.consumed.length === 1);
    const calls = api.count(S1);
    await sleep(300);
    expect(api.count(S1)).toBe(calls);
    expect(gw!.io.of('/').adapter.rooms.has(`qr:${S1}`)).toBe(false);
    // Watching again finds the token already handed out ('done'): one call, nothing pushed, stopped.
    c.socket.emit('qr.watch', { scene: S1 });
    await waitFor('one more call', () => api.count(S1) === calls + 1);
    await sleep(300);
    expect(api.count(S1)).toBe(calls + 1);
    expect(c.qr).toHaveLength(1);
  });

  it('completes the login when the poll that first sees the scan is aborted (its answer is lost)', async () => {
    api.set(S1, 'waiting');
    // The first loginSuccess answer comes after the gateway's 300 ms upstream timeout: that poll is aborted.
    api.firstLoginDelayMs = 600;
    await start({}, 300);
    const c = await open();
    c.socket.emit('qr.watch', { scene: S1 });
    await waitFor('polling', () => api.count(S1) >= 2);
    const before = api.count(S1);
    api.set(S1, 'login_success');
    await waitFor('login pushed after the lost answer', () => c.qr.length === 1, 5000);
    expect(api.count(S1)).toBeGreaterThanOrEqual(before + 2);
    expect(c.qr[0]).toEqual({ status: 'loginSuccess', resData: { token: TOKEN, user: { id: 7, username: '' } } });
    await waitFor('consumed', () => api.consumed.length === 1);
  });

  it('pushes expired and stops', async () => {
    api.set(S1, 'waiting');
    await start();
    const c = await open();
    c.socket.emit('qr.watch', { scene: S1 });
    await waitFor('polling', () => api.count(S1) >= 1);
    api.set(S1, 'expired');
    await waitFor('expired pushed', () => c.qr.length === 1);
    expect(c.qr).toEqual([{ status: 'expired' }]);
    const calls = api.count(S1);
    await sleep(300);
    expect(api.count(S1)).toBe(calls);
  });

  it('hands a socket that joins later the pending bind step at once', async () => {
    api.set(S1, 'need_bind');
    await start();
    const first = await open();
    first.socket.emit('qr.watch', { scene: S1 });
    await waitFor('first push', () => first.qr.length === 1);
    api.delayMs = 5000; // a snapshot that arrives anyway came from the pipeline, not from a poll
    const late = await open();
    late.socket.emit('qr.watch', { scene: S1 });
    await waitFor('snapshot', () => late.qr.length === 1, 2000);
    expect(late.qr).toEqual(first.qr);
    api.delayMs = 0;
  });

  it('stops the clock when the last watcher unwatches or disconnects', async () => {
    let clocks = 0;
    const ticker = (ms: number) =>
      new Observable<number>((sub) => {
        clocks += 1;
        const s = timer(0, ms).subscribe(sub);
        return () => {
          clocks -= 1;
          s.unsubscribe();
        };
      });
    api.set(S1, 'waiting');
    await start({ ticker });
    const a = await open();
    const b = await open();
    a.socket.emit('qr.watch', { scene: S1 });
    b.socket.emit('qr.watch', { scene: S1 });
    await waitFor('polling', () => api.count(S1) >= 2);
    expect(clocks).toBe(1);
    a.socket.emit('qr.unwatch', { scene: S1 });
    const calls = api.count(S1);
    await waitFor('still polling for b', () => api.count(S1) >= calls + 2);
    b.socket.disconnect();
    await waitFor('clock stopped', () => clocks === 0);
    await sleep(100);
    const stopped = api.count(S1);
    await sleep(300);
    expect(api.count(S1)).toBe(stopped);
  });

  it('retries while the API is down and pushes once it answers', async () => {
    api.set(S1, 'waiting');
    await start();
    const c = await open();
    c.socket.emit('qr.watch', { scene: S1 });
    await waitFor('polling', () => api.count(S1) >= 1);
    api.down = true;
    await sleep(250);
    api.set(S1, 'need_bind');
    api.down = false;
    await waitFor('push after recovery', () => c.qr.length === 1);
    expect(c.disconnects).toEqual([]);
  });
});
