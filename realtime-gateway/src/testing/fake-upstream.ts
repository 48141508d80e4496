import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BigScreenApi, InternalApi, UserApi } from '@aikc/shared/api-paths';
import type { OrderStatus } from '@aikc/shared/schemas/membership';
import type { UserEvent } from '@aikc/shared/schemas/user-events';
import { fail, ok } from '@aikc/shared/envelope';
import { DEFAULT_MESSAGES, ResultCode, httpStatusFor } from '@aikc/shared/result-codes';

interface FakeUser {
  id: number;
  total: number;
}

/** The service token the fake API expects on its internal feed calls (the harness gives it to the gateway). */
export const FAKE_GATEWAY_TOKEN = 'fake-gateway-token-0123456789abcdef';

/**
 * A contract-faithful stand-in for the API (tests only; the gateway never imports api/): `user/user_info` and
 * `user/message_count` over real HTTP, the shared envelope, HTTP status mirroring the business code, and the
 * `Authorization` header as the only credential. It counts every call so tests can assert on poll fan-in.
 */
export class FakeUpstream {
  private readonly server: Server;
  private readonly tokens = new Map<string, FakeUser>();
  /** message_count calls per user id. */
  readonly countCalls = new Map<number, number>();
  userInfoCalls = 0;
  /** Highest number of message_count calls in flight at once, per user id. */
  readonly maxInFlight = new Map<number, number>();
  private readonly inFlight = new Map<number, number>();
  /** Every Platform header seen. */
  readonly platforms = new Set<string>();
  /** When true, every call is answered with a dropped connection (the API is down). */
  down = false;
  /** Extra delay before answering message_count. */
  delayMs = 0;
  /** Big-screen snapshots served at `big_screen/sNdata` (`{version, generated_at, data}`), by topic. */
  readonly screens = new Map<string, unknown>();
  /** sNdata calls per topic. */
  readonly screenCalls = new Map<string, number>();
  /** When set, sNdata answers this business code instead of the snapshot. */
  screenCode: number | undefined;
  url = '';
  /** The change feed (user_events): setTotal appends a row as the API's writers do; prune() drops old ones. */
  readonly feed: UserEvent[] = [];
  private seq = 0;
  /** Internal calls: feed reads, counts calls (with the ids asked), token lookups (handshakes and checks). */
  feedCalls = 0;
  readonly countBatches: number[][] = [];
  tokenChecks = 0;
  /** Orders by number with their owner and status (the batched order_statuses call); the asked lists, per call. */
  readonly orders = new Map<string, { userId: number; status: OrderStatus }>();
  readonly orderBatches: { order_no: string; token: string }[][] = [];

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Adds (or updates) a token of user `id` whose unread total is `total`. */
  setToken(token: string, id: number, total = 0): void {
    this.tokens.set(token, { id, total });
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  /**
   * Sets the unread total of user `id` on every token of that user and, like the API's writers, appends its
   * `unread` row to the feed (`feed: false` changes the count alone, as if the row were lost).
   */
  setTotal(id: number, total: number, opts: { feed?: boolean } = {}): void {
    for (const u of this.tokens.values()) if (u.id === id) u.total = total;
    if (opts.feed !== false) this.appendEvent(id);
  }

  appendEvent(userId: number, kind: UserEvent['kind'] = 'unread'): number {
    this.seq += 1;
    this.feed.push({ seq: this.seq, user_id: userId, kind, payload: {}, at: Date.now() });
    return this.seq;
  }

  /** Drops every row but the newest, as the API's pruning does after the keep window. */
  prune(): void {
    this.feed.splice(0, Math.max(0, this.feed.length - 1));
  }

  /** Every count call's ids, flattened, for one user: how often its count was read. */
  countReads(id: number): number {
    return this.countBatches.flat().filter((x) => x === id).length;
  }

  calls(id: number): number {
    return this.countCalls.get(id) ?? 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (this.down) {
      req.socket.destroy();
      return;
    }
    this.platforms.add(String(req.headers.platform ?? ''));
    const path = (req.url ?? '').split('?')[0] ?? '';
    const token = req.headers.authorization;
    const user = typeof token === 'string' ? this.tokens.get(token) : undefined;
    if (path === UserApi.userInfo) {
      this.userInfoCalls += 1;
      if (!user) return send(res, fail(ResultCode.UNAUTHORIZED, DEFAULT_MESSAGES[ResultCode.UNAUTHORIZED]));
      return send(
        res,
        ok({ id: user.id, avatar: '', username: `用户${user.id}`, mobile: '138****0000', has_password: true }),
      );
    }
    if (path === UserApi.messageCount) {
      if (!user) return send(res, fail(ResultCode.UNAUTHORIZED, DEFAULT_MESSAGES[ResultCode.UNAUTHORIZED]));
      this.countCalls.set(user.id, this.calls(user.id) + 1);
      const now = (this.inFlight.get(user.id) ?? 0) + 1;
      this.inFlight.set(user.id, now);
      this.maxInFlight.set(user.id, Math.max(now, this.maxInFlight.get(user.id) ?? 0));
      if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
      this.inFlight.set(user.id, (this.inFlight.get(user.id) ?? 1) - 1);
      return send(res, ok({ total: user.total }));
    }
    const internal: string[] = [
      InternalApi.userEvents,
      InternalApi.userCounts,
      InternalApi.tokenCheck,
      InternalApi.orderStatuses,
    ];
    if (internal.includes(path)) {
      if (token !== `Bearer ${FAKE_GATEWAY_TOKEN}`) return send(res, fail(ResultCode.UNAUTHORIZED, '内部接口令牌无效'));
      return this.internal(path, req, res);
    }
    const screen = Object.entries(BigScreenApi)
      .find(([, p]) => p === path)?.[0]
      .replace(/data$/, '');
    if (screen) {
      this.screenCalls.set(screen, (this.screenCalls.get(screen) ?? 0) + 1);
      const snapshot = this.screens.get(screen);
      if (this.screenCode !== undefined || !snapshot) return send(res, fail(this.screenCode ?? ResultCode.NOT_FOUND));
      return send(res, ok(snapshot));
    }
    send(res, fail(ResultCode.NOT_FOUND));
  }

  private async internal(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (path === InternalApi.userEvents) {
      this.feedCalls += 1;
      const q = new URL(req.url ?? '', 'http://x').searchParams;
      const since = q.get('since');
      return send(res, ok(feedAnswer(this.feed, since === null ? undefined : Number(since), Number(q.get('limit')))));
    }
    const body = await readJson(req);
    if (path === InternalApi.userCounts) {
      const ids = body.user_ids as number[];
      this.countBatches.push(ids);
      if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
      const totals = new Map([...this.tokens.values()].map((u) => [u.id, u.total]));
      return send(res, ok({ counts: Object.fromEntries(ids.map((id) => [String(id), totals.get(id) ?? 0])) }));
    }
    if (path === InternalApi.orderStatuses) {
      // The API's rule: an order's status only for a token of its owner, in the asked order.
      const asked = body.orders as { order_no: string; token: string }[];
      this.orderBatches.push(asked);
      const statuses = asked.map((a) => {
        const o = this.orders.get(a.order_no);
        return o && this.tokens.get(a.token)?.id === o.userId ? o.status : null;
      });
      return send(res, ok({ statuses }));
    }
    this.tokenChecks += 1;
    const users: Record<string, number> = {};
    for (const t of body.tokens as string[]) {
      const u = this.tokens.get(t);
      if (u) users[t] = u.id;
    }
    return send(res, ok({ users }));
  }
}

/** The API's feed rules (api/src/modules/user-events/feed.ts), over the in-memory rows. */
function feedAnswer(feed: UserEvent[], since: number | undefined, limit: number) {
  const hi = feed.at(-1)?.seq ?? 0;
  const lo = feed[0]?.seq;
  if (since === undefined || since > hi || (lo !== undefined && since < lo - 1))
    return { events: [], next: hi, reset: since !== undefined };
  const events = feed.filter((e) => e.seq > since).slice(0, limit);
  return { events, next: events.at(-1)?.seq ?? since, reset: false };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function send(res: ServerResponse, body: { code: number }): void {
  res.writeHead(httpStatusFor(body.code), { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
