import type { Logger } from 'pino';
import { DEFAULT_MESSAGES, ResultCode } from '@aikc/shared/result-codes';
import { USER_BATCH_MAX } from '@aikc/shared/schemas/user-events';
import { AuthExpiredSchema } from '@aikc/shared/socket/auth';
import type { GatewaySocket } from '../types.ts';
import type { Upstream } from '../upstream.ts';

export interface TokenWatchOptions {
  upstream: Upstream;
  logger: Logger;
  everyMs: number;
  sockets: () => Iterable<GatewaySocket>;
}

/**
 * The tokens of connected sockets, checked in batches every `everyMs` (the badge once found a logged-out token
 * through its per-user poll; the feed has no token). Sockets of a refused token get `auth.expired` and are
 * disconnected; the user's other logins stay.
 */
export class TokenWatch {
  private readonly timer: NodeJS.Timeout;
  private readonly ac = new AbortController();
  private running = false;

  constructor(private readonly o: TokenWatchOptions) {
    this.timer = setInterval(() => void this.check(), o.everyMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
    this.ac.abort();
  }

  private async check(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const byToken = new Map<string, GatewaySocket[]>();
      for (const s of this.o.sockets()) {
        const t = s.data.token;
        if (t) byToken.set(t, [...(byToken.get(t) ?? []), s]);
      }
      const tokens = [...byToken.keys()];
      for (let i = 0; i < tokens.length; i += USER_BATCH_MAX) {
        const batch = tokens.slice(i, i + USER_BATCH_MAX);
        const res = await this.o.upstream.tokenUsers(batch, this.ac.signal);
        if (!res.ok) return;
        for (const t of batch) if (res.data.users[t] === undefined) this.expire(byToken.get(t) ?? []);
      }
    } catch (err) {
      // The API is away: the next round asks again; handshakes check tokens meanwhile.
      if (!this.ac.signal.aborted)
        this.o.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'token check failed');
    } finally {
      this.running = false;
    }
  }

  private expire(victims: GatewaySocket[]): void {
    const payload = AuthExpiredSchema.parse({
      code: ResultCode.UNAUTHORIZED,
      msg: DEFAULT_MESSAGES[ResultCode.UNAUTHORIZED],
    });
    this.o.logger.info({ sockets: victims.length }, 'token refused by upstream, sockets logged out');
    for (const socket of victims) {
      socket.emit('auth.expired', payload);
      socket.disconnect();
    }
  }
}
