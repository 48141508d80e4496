import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BigScreenApi, UserApi } from '@aikc/shared/api-paths';
import { fail, ok } from '@aikc/shared/envelope';
import { DEFAULT_MESSAGES, ResultCode, httpStatusFor } from '@aikc/shared/result-codes';

interface FakeUser {
  id: number;
  total: number;
}

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

  /** Sets the unread total of user `id` on every token of that user. */
  setTotal(id: number, total: number): void {
    for (const u of this.tokens.values()) if (u.id === id) u.total = total;
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
    const path = (req.url ?? '').split('?')[0];
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
}

function send(res: ServerResponse, body: { code: number }): void {
  res.writeHead(httpStatusFor(body.code), { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
