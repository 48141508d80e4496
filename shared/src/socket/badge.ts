import { z } from 'zod';

/** `badge.count`: the unread message total of the socket's user, pushed on change and on (re)connect. */
export const BadgeCountSchema = z.object({ total: z.number().int().nonnegative() });
export type BadgeCount = z.infer<typeof BadgeCountSchema>;
