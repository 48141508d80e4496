import { z } from 'zod';
import { ChatSourceSchema, CHAT_PROVIDER_KINDS } from '../schemas/chat.ts';

/**
 * Streaming answers. The API numbers the events of one answer from 0 (`chat.start`), 1.. (`chat.chunk`) to the
 * last (`chat.end`); the gateway relays them into the session's room. A socket sends `chat.watch` with the
 * last seq it holds of the answer in progress (after a reconnect) and gets exactly the events after it, then
 * the rest live: nothing lost, nothing twice (the page also drops any seq it already holds).
 */
const ids = {
  session_id: z.number().int().positive(),
  message_id: z.number().int().positive(),
  seq: z.number().int().nonnegative(),
};

export const ChatStartSchema = z.object({
  ...ids,
  provider: z.enum(CHAT_PROVIDER_KINDS),
  /** The passages given to the provider, numbered as the answer cites them. */
  sources: z.array(ChatSourceSchema),
  /** A not-found answer: related questions the page offers as buttons (empty otherwise). */
  related: z.array(z.string().max(200)).max(5).optional(),
});
export type ChatStart = z.infer<typeof ChatStartSchema>;

export const ChatChunkSchema = z.object({ ...ids, text: z.string().min(1).max(20_000) });
export type ChatChunk = z.infer<typeof ChatChunkSchema>;

export const ChatEndSchema = z.object({
  ...ids,
  status: z.enum(['done', 'stopped', 'error']),
  /** For an error: what the page shows (Chinese) beside its 重试 button. */
  error_msg: z.string(),
  /** The sources the stored answer actually cites. */
  sources: z.array(ChatSourceSchema),
});
export type ChatEnd = z.infer<typeof ChatEndSchema>;

/** One event of the API's session stream (NDJSON lines) = what the gateway emits, tagged by kind. */
export const ChatStreamEventSchema = z.discriminatedUnion('type', [
  ChatStartSchema.extend({ type: z.literal('start') }),
  ChatChunkSchema.extend({ type: z.literal('chunk') }),
  ChatEndSchema.extend({ type: z.literal('end') }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;

/** Client -> gateway: follow a session; `after` = the answer in progress and the last seq already shown. */
export const ChatWatchSchema = z.object({
  session_id: z.number().int().positive(),
  after: z.object({ message_id: z.number().int().positive(), seq: z.number().int().nonnegative() }).optional(),
});
export type ChatWatch = z.infer<typeof ChatWatchSchema>;
export const ChatUnwatchSchema = z.object({ session_id: z.number().int().positive() });

/** The room of one user's sockets following one session. */
export function chatRoom(userId: number, sessionId: number): string {
  return `chat:${userId}:${sessionId}`;
}
