import { z } from 'zod';

/**
 * The change feed of per-user events (issue 35) between the API and the realtime gateway: internal calls only
 * (`InternalApi`, authenticated by GATEWAY_TOKEN), never reached by a browser.
 */
export const USER_EVENT_KINDS = ['unread', 'order', 'report', 'push'] as const;
export const UserEventKindSchema = z.enum(USER_EVENT_KINDS);
export type UserEventKind = z.infer<typeof UserEventKindSchema>;

/** Most rows one feed call answers, and most ids or tokens one batched call takes. */
export const USER_EVENTS_MAX_LIMIT = 2000;
export const USER_BATCH_MAX = 1000;

/** GET ?since=&limit=: rows after the cursor `since`; without it, no rows and the current cursor. */
export const UserEventsQuerySchema = z.object({
  since: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(USER_EVENTS_MAX_LIMIT).default(500),
});

export const UserEventSchema = z.object({
  seq: z.number().int().positive(),
  user_id: z.number().int().positive(),
  kind: UserEventKindSchema,
  payload: z.record(z.string(), z.union([z.string(), z.number()])),
  at: z.number().int(),
});
export type UserEvent = z.infer<typeof UserEventSchema>;

/**
 * `next`: the cursor to ask with next time. `reset`: rows between `since` and the oldest kept one were pruned
 * (or the cursor is from another database): the follower re-reads the counts of its users instead.
 */
export const UserEventsResultSchema = z.object({
  events: z.array(UserEventSchema),
  next: z.number().int().nonnegative(),
  reset: z.boolean(),
});
export type UserEventsResult = z.infer<typeof UserEventsResultSchema>;

export const UserCountsBodySchema = z.object({
  user_ids: z.array(z.number().int().positive()).min(1).max(USER_BATCH_MAX),
});
/** Unread totals by user id (as a string key); every asked id is present. */
export const UserCountsResultSchema = z.object({ counts: z.record(z.string(), z.number().int().nonnegative()) });

export const TokenCheckBodySchema = z.object({
  tokens: z.array(z.string().min(1).max(256)).min(1).max(USER_BATCH_MAX),
});
/**
 * The user id behind each asked token that still logs someone in (the rules of a user call's token); a token
 * absent from `users` is expired, revoked, unknown or its user disabled. The gateway checks handshakes with it,
 * batched, and the tokens of its open sockets now and then.
 */
export const TokenCheckResultSchema = z.object({ users: z.record(z.string(), z.number().int().positive()) });
