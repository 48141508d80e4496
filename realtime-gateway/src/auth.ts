import type { Logger } from 'pino';
import { DEFAULT_MESSAGES, ResultCode } from '@aikc/shared/result-codes';
import { ConnectErrorDataSchema } from '@aikc/shared/socket/auth';
import { SocketAuthSchema } from '@aikc/shared/socket-events';
import type { GatewaySocket } from './types.ts';
import type { Upstream, UpstreamResult } from './upstream.ts';

/** The error a rejected handshake hands the client as `connect_error` (`message` in Chinese, `data.code`). */
export class ConnectError extends Error {
  readonly data: { code: number };
  constructor(code: number, message: string) {
    super(message);
    this.data = ConnectErrorDataSchema.parse({ code });
  }
}

/**
 * Handshake middleware: no token => an anonymous socket (public big screens, QR login pages); a token => the
 * upstream's `user/user_info` must accept it, and the socket carries the user id from then on.
 */
export function handshakeAuth(
  upstream: Upstream,
  logger: Logger,
  /** The batched lookup (token-batch.ts) when the gateway has its service token; else one user_info per socket. */
  lookup: (token: string) => Promise<UpstreamResult<{ id: number }>> = (token) => upstream.userInfo(token),
) {
  return (socket: GatewaySocket, next: (err?: Error) => void): void => {
    const raw: unknown = socket.handshake.auth;
    // A logged-out page may send the empty cookie value; that is an anonymous socket, not a bad request.
    const auth = raw && typeof raw === 'object' && (raw as { token?: unknown }).token === '' ? {} : (raw ?? {});
    const parsed = SocketAuthSchema.safeParse(auth);
    if (!parsed.success) {
      next(new ConnectError(ResultCode.BAD_REQUEST, '连接参数有误，请刷新页面后重试'));
      return;
    }
    const token = parsed.data.token;
    if (!token) {
      next();
      return;
    }
    lookup(token).then(
      (res) => {
        if (res.ok) {
          socket.data.userId = res.data.id;
          socket.data.token = token;
          next();
        } else if (res.code === ResultCode.UNAUTHORIZED) {
          next(
            new ConnectError(ResultCode.UNAUTHORIZED, res.msg || (DEFAULT_MESSAGES[ResultCode.UNAUTHORIZED] as string)),
          );
        } else {
          logger.warn({ code: res.code }, 'user_info refused a socket handshake');
          next(new ConnectError(res.code, res.msg || (DEFAULT_MESSAGES[ResultCode.UPSTREAM_UNAVAILABLE] as string)));
        }
      },
      (err: unknown) => {
        logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'user_info unreachable during a handshake',
        );
        next(
          new ConnectError(
            ResultCode.UPSTREAM_UNAVAILABLE,
            DEFAULT_MESSAGES[ResultCode.UPSTREAM_UNAVAILABLE] as string,
          ),
        );
      },
    );
  };
}
