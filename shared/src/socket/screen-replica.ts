import type { ScreenTopic } from '../schemas/big-screen.ts';
import { ScreenDataEventSchema, ScreenPatchEventSchema, type JsonPatchOp, type ScreenDataEvent } from './screen.ts';

/**
 * Applies RFC 6902 operations to a COPY of `data` and returns the copy; throws when an operation does not
 * apply. Given by the caller (jsondiffpatch's applier in the screens and the gateway's tests), since shared/
 * depends on zod only.
 */
export type ApplyPatch = (data: unknown, ops: JsonPatchOp[]) => unknown;

/** A topic's snapshot event, narrowed to that topic. */
export type TopicDataEvent<T extends ScreenTopic> = Extract<ScreenDataEvent, { topic: T }>;

/**
 * What the wall does after a payload: show a picture (a snapshot, or the result of a patch; possibly the same
 * version again, which clears a stale marker), nothing, or ask for the snapshot again (send `screen.subscribe`
 * and call `syncStarted`).
 */
export type ReplicaStep<T extends ScreenTopic> =
  { kind: 'picture'; event: TopicDataEvent<T> } | { kind: 'none' } | { kind: 'resync'; reason: string };

const NONE = { kind: 'none' } as const;

/**
 * The wall's copy of one topic, kept current from `screen.data` (snapshots) and `screen.patch` (deltas). Every
 * payload is parsed with the shared schemas, and every patched picture is parsed again with the topic's data
 * schema, so a wall never shows a picture the gateway could not have sent. A patch for another version than the
 * one held means a missed change: the wall resyncs (one request at a time; a patch it cannot apply while one
 * is under way is remembered and checked when the gateway acknowledges the subscribe).
 */
export class ScreenReplica<T extends ScreenTopic> {
  private current: TopicDataEvent<T> | null = null;
  private syncing = false;
  /** The newest version announced by a patch dropped while a resync was under way. */
  private missed: string | null = null;

  constructor(
    readonly topic: T,
    private readonly applyPatch: ApplyPatch,
  ) {}

  get version(): string | null {
    return this.current?.version ?? null;
  }

  /** A `screen.subscribe` went out (on connect, or for a resync): its answer is the current snapshot. */
  syncStarted(): void {
    this.syncing = true;
    this.missed = null;
  }

  /**
   * The gateway acknowledged the subscribe; the snapshot (if it had one) arrived before the ack. A patch
   * dropped meanwhile that announced a version other than the one now held means the snapshot was older than
   * that patch (a race between two gateway instances): ask again.
   */
  syncDone(): ReplicaStep<T> {
    this.syncing = false;
    const missed = this.missed;
    this.missed = null;
    if (missed !== null && missed !== this.version) return this.resync(missed, `快照早于版本 ${missed}`);
    return NONE;
  }

  /** `screen.data`: a full snapshot replaces whatever the wall held. */
  snapshot(payload: unknown): ReplicaStep<T> {
    const ev = ScreenDataEventSchema.safeParse(payload);
    if (!ev.success || ev.data.topic !== this.topic) return NONE;
    this.current = ev.data as TopicDataEvent<T>;
    return { kind: 'picture', event: this.current };
  }

  /** `screen.patch`: applied to a copy of the picture it was made against, else a resync. */
  patch(payload: unknown): ReplicaStep<T> {
    const parsed = ScreenPatchEventSchema.safeParse(payload);
    // A malformed patch may have been a change: the wall can no longer vouch for its picture.
    if (!parsed.success) return this.resync(null, 'patch payload malformed');
    const p = parsed.data;
    if (p.topic !== this.topic) return NONE;
    const held = this.current;
    if (!held || p.base !== held.version) {
      // Already there (a snapshot newer than the patch got in first): nothing to do.
      if (held && p.version === held.version) return NONE;
      return this.resync(
        p.version,
        held ? `missed a version: holds ${held.version}, patch is for ${p.base}` : 'no picture yet',
      );
    }
    let data: unknown;
    try {
      // On a copy: the picture on screen is never mutated, and a failed patch leaves it whole.
      data = this.applyPatch(held.data, p.ops);
    } catch (err) {
      return this.resync(p.version, `patch does not apply: ${err instanceof Error ? err.message : String(err)}`);
    }
    const next = ScreenDataEventSchema.safeParse({ topic: p.topic, version: p.version, data });
    if (!next.success) return this.resync(p.version, 'patched picture fails the schema');
    this.current = next.data as TopicDataEvent<T>;
    return { kind: 'picture', event: this.current };
  }

  private resync(version: string | null, reason: string): ReplicaStep<T> {
    if (this.syncing) {
      if (version !== null) this.missed = version;
      return NONE;
    }
    return { kind: 'resync', reason };
  }
}
