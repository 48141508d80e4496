import { z } from 'zod';
import { SCREEN_TOPICS, S1DataSchema, S2DataSchema, S3DataSchema, S4DataSchema } from '../schemas/big-screen.ts';

/**
 * The big-screen socket contract. A wall subscribes to one topic (its screen); the gateway sends the current
 * snapshot at once, then a new `screen.data` only when the version changes, and `screen.stale` when its
 * upstream poll fails (the wall keeps its last picture and shows a discreet marker until the next data).
 */
export const ScreenTopicSchema = z.enum(SCREEN_TOPICS);
export type ScreenTopicName = z.infer<typeof ScreenTopicSchema>;

/** Client -> gateway `screen.subscribe`: join the topic's room; answered by the current `screen.data`. */
export const ScreenSubscribeSchema = z.object({ topic: ScreenTopicSchema });
export type ScreenSubscribe = z.infer<typeof ScreenSubscribeSchema>;

/** Client -> gateway `screen.unsubscribe`: leave the topic's room (the playlist moving on). */
export const ScreenUnsubscribeSchema = z.object({ topic: ScreenTopicSchema });
export type ScreenUnsubscribe = z.infer<typeof ScreenUnsubscribeSchema>;

const version = z.string().min(1).max(64);

/**
 * Gateway -> client `screen.data`: the snapshot of a topic. A discriminated union on `topic`, so that the
 * payload's shape is checked against that topic's data schema.
 */
export const ScreenDataEventSchema = z.discriminatedUnion('topic', [
  z.object({ topic: z.literal('s1'), version, data: S1DataSchema }),
  z.object({ topic: z.literal('s2'), version, data: S2DataSchema }),
  z.object({ topic: z.literal('s3'), version, data: S3DataSchema }),
  z.object({ topic: z.literal('s4'), version, data: S4DataSchema }),
]);
export type ScreenDataEvent = z.infer<typeof ScreenDataEventSchema>;

/** Gateway -> client `screen.stale`: the upstream has failed since `since` (epoch ms); data is the last good. */
export const ScreenStaleSchema = z.object({ topic: ScreenTopicSchema, since: z.number().int().nonnegative() });
export type ScreenStale = z.infer<typeof ScreenStaleSchema>;

/** The room a topic's walls share (in one gateway and, with the Redis adapter, across the cluster). */
export function screenRoom(topic: ScreenTopicName): string {
  return `screen:${topic}`;
}
