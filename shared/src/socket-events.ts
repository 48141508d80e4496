import { z } from 'zod';
import { AuthExpiredSchema } from './socket/auth.ts';
import { BadgeCountSchema } from './socket/badge.ts';
import { QrStatusSchema, QrWatchSchema, qrRoom } from './socket/qr.ts';
import { OrderStatusPushSchema, OrderWatchSchema, orderRoom } from './socket/order.ts';
import {
  ChatChunkSchema,
  ChatEndSchema,
  ChatStartSchema,
  ChatUnwatchSchema,
  ChatWatchSchema,
  chatRoom,
} from './socket/chat.ts';
import {
  ScreenDataEventSchema,
  ScreenPatchEventSchema,
  ScreenStaleSchema,
  ScreenSubscribeSchema,
  ScreenUnsubscribeSchema,
  screenRoom,
} from './socket/screen.ts';

/**
 * Every socket.io event, named `<entity>.<verb>`, with the zod schema of its payload. Both sides parse every
 * payload with these schemas; TypeScript types alone check nothing on the wire.
 */
export const ServerEvents = {
  'badge.count': BadgeCountSchema,
  'auth.expired': AuthExpiredSchema,
  'screen.data': ScreenDataEventSchema,
  /** Each new version of a subscribed topic, as an RFC 6902 patch against the version before (socket/screen.ts). */
  'screen.patch': ScreenPatchEventSchema,
  'screen.stale': ScreenStaleSchema,
  /** Login QR transitions of a watched scene (toTop/needBang, loginSuccess, expired); see socket/qr.ts. */
  'qr.status': QrStatusSchema,
  /** A watched order changed status (socket/order.ts). */
  'order.status': OrderStatusPushSchema,
  /** A streamed answer of a watched chat session: start (sources), chunks in seq order, end (socket/chat.ts). */
  'chat.start': ChatStartSchema,
  'chat.chunk': ChatChunkSchema,
  'chat.end': ChatEndSchema,
} as const;

export const ClientEvents = {
  'screen.subscribe': ScreenSubscribeSchema,
  'screen.unsubscribe': ScreenUnsubscribeSchema,
  /** Watch a login QR scene (the `scene` of login_by_wx_ewm) while the dialog shows it; unwatch on close. */
  'qr.watch': QrWatchSchema,
  'qr.unwatch': QrWatchSchema,
  /** Watch one of the user's orders while the pay page shows it; unwatch on leaving. */
  'order.watch': OrderWatchSchema,
  'order.unwatch': OrderWatchSchema,
  /** Follow one of the user's chat sessions (answers stream into its room); unwatch on leaving it. */
  'chat.watch': ChatWatchSchema,
  'chat.unwatch': ChatUnwatchSchema,
} as const;

export type ServerEventName = keyof typeof ServerEvents;
export type ClientEventName = keyof typeof ClientEvents;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof ServerEvents)[E]>;

/** socket.io typed-event maps derived from the schemas. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
export type ClientEventPayload<E extends ClientEventName> = z.infer<(typeof ClientEvents)[E]>;
export type ClientToServerEvents = { [E in ClientEventName]: (payload: ClientEventPayload<E>) => void };

/** The socket.io handshake `auth` object: the same token the HTTP layer sends in `Authorization`. */
export const SocketAuthSchema = z.object({ token: z.string().min(1).max(512).optional() });
export type SocketAuth = z.infer<typeof SocketAuthSchema>;

/** Room names, so that API, gateway and tests agree. */
export const Rooms = {
  user: (userId: number | string) => `user:${userId}`,
  screen: screenRoom,
  qr: qrRoom,
  order: orderRoom,
  chat: chatRoom,
} as const;

export const SOCKET_PATH = '/socket.io';
