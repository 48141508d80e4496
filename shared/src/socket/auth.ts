import { z } from 'zod';

/**
 * `auth.expired`: the API refused the token this socket logged in with (logged out, expired, revoked).
 * The gateway sends it once and then disconnects the socket; the client drops the token and shows `msg`.
 */
export const AuthExpiredSchema = z.object({ code: z.number().int(), msg: z.string().min(1) });
export type AuthExpired = z.infer<typeof AuthExpiredSchema>;

/**
 * `data` of a handshake `connect_error` raised by the gateway. 401: the token is invalid, log in again
 * (do not retry with it). 400: a malformed handshake. 429: the user holds OPEN_STREAMS_PER_USER sockets already.
 * 503: the API is unreachable, retry later.
 */
export const ConnectErrorDataSchema = z.object({ code: z.number().int() });
export type ConnectErrorData = z.infer<typeof ConnectErrorDataSchema>;
