import { z } from 'zod';
import { SCREEN_TOPICS, S1DataSchema, S2DataSchema, S3DataSchema, S4DataSchema } from '../schemas/big-screen.ts';

/**
 * The big-screen socket contract. A wall subscribes to one topic (its screen); the gateway sends the current
 * snapshot (`screen.data`) at once, then each new version as a `screen.patch` against the version before it
 * (a full `screen.data` when a patch would not be smaller), and `screen.stale` when its upstream poll fails (the
 * wall keeps its last picture and shows a discreet marker until the next data). A wall that cannot apply a
 * patch (it missed a version, or the result fails the topic's schema) subscribes again: the answer to a
 * subscribe is always the current snapshot, so that is the resync. `screen-replica.ts` is the wall's side.
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

/** The segments a patch may never touch (prototype pollution); the applier refuses them too. */
const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** An RFC 6901 JSON Pointer into the snapshot's `data` ('' is the whole document). */
const pointer = z
  .string()
  .max(512)
  .refine((p) => p === '' || p.startsWith('/'), 'JSON Pointer must start with /')
  .refine((p) => !p.split('/').some((seg) => UNSAFE_SEGMENTS.has(seg)), 'JSON Pointer segment not allowed');

/**
 * One RFC 6902 operation, of the four kinds the gateway's differ emits. `value` is checked by what it
 * produces: the patched picture must pass the topic's data schema, or the wall resyncs.
 */
export const JsonPatchOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), path: pointer, value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: pointer }),
  z.object({ op: z.literal('replace'), path: pointer, value: z.unknown() }),
  z.object({ op: z.literal('move'), from: pointer, path: pointer }),
]);
export type JsonPatchOp = z.infer<typeof JsonPatchOpSchema>;

/** More operations than any snapshot has values: the gateway sends the snapshot instead long before this. */
export const MAX_PATCH_OPS = 20_000;

/**
 * Gateway -> client `screen.patch`: turns the topic's picture at version `base` into version `version` (an
 * empty `ops` with `base === version` is "still the same picture", sent when the upstream recovers, which
 * clears the stale marker). Encoded once per change for the whole room.
 */
export const ScreenPatchEventSchema = z.object({
  topic: ScreenTopicSchema,
  base: version,
  version,
  ops: z.array(JsonPatchOpSchema).max(MAX_PATCH_OPS),
});
export type ScreenPatchEvent = z.infer<typeof ScreenPatchEventSchema>;

/** Gateway -> client `screen.stale`: the upstream has failed since `since` (epoch ms); data is the last good. */
export const ScreenStaleSchema = z.object({ topic: ScreenTopicSchema, since: z.number().int().nonnegative() });
export type ScreenStale = z.infer<typeof ScreenStaleSchema>;

/** The room a topic's walls share (in one gateway and, with the Redis adapter, across the cluster). */
export function screenRoom(topic: ScreenTopicName): string {
  return `screen:${topic}`;
}
