import { create } from 'jsondiffpatch';
import { format } from 'jsondiffpatch/formatters/jsonpatch';
import {
  MAX_PATCH_OPS,
  ScreenPatchEventSchema,
  type ScreenDataEvent,
  type ScreenPatchEvent,
} from '@aikc/shared/socket/screen';

/** What goes to a topic's room for one change: a patch, or the snapshot when a patch would not be smaller. */
export type ScreenPush =
  { event: 'screen.patch'; payload: ScreenPatchEvent } | { event: 'screen.data'; payload: ScreenDataEvent };

/**
 * The identity of a list item across versions (a policy's id, a region's code, a series' key, a year, a
 * name), so that a list that gains an item at the top yields one `add` instead of rewriting every row.
 */
function itemKey(item: object): string | undefined {
  const o = item as Record<string, unknown>;
  for (const k of ['id', 'code', 'key', 'year', 'name']) {
    const v = o[k];
    if (typeof v === 'string' || typeof v === 'number') return `${k}:${v}`;
  }
  return undefined;
}

const differ = create({
  objectHash: itemKey,
  // Moves are kept (a re-ranked top-10 is a few moves), without repeating the moved value.
  arrays: { detectMove: true, includeValueOnMove: false },
  // Values in the delta are only serialized, never mutated; removed values are not needed by RFC 6902.
  cloneDiffValues: false,
  omitRemovedValues: true,
});

/**
 * Encodes one change of a topic for its room: the RFC 6902 patch from `prev` to `next`, or `next` itself when
 * the patch would be as large (or larger). Called once per change per topic, whatever the number of walls;
 * socket.io then encodes the packet once for the room.
 */
export function encodeChange(prev: ScreenDataEvent, next: ScreenDataEvent): ScreenPush {
  if (prev.topic !== next.topic) return { event: 'screen.data', payload: next };
  const delta = differ.diff(prev.data, next.data);
  const ops = delta ? format(delta) : [];
  if (ops.length > MAX_PATCH_OPS) return { event: 'screen.data', payload: next };
  const payload = ScreenPatchEventSchema.parse({ topic: next.topic, base: prev.version, version: next.version, ops });
  if (JSON.stringify(payload).length >= JSON.stringify(next).length) return { event: 'screen.data', payload: next };
  return { event: 'screen.patch', payload };
}
