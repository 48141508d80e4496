import { LRUCache } from 'lru-cache';
import { contentVersion } from '../../http/public-cache.ts';
import { todayCst } from '../../lib/time.ts';

/**
 * The open API's answers to reads, kept as JSON text: the rule of the portal's micro-cache of public answers
 * (http/public-cache.ts) applied to the open API's data. An entry is keyed by the call, its parsed input, the
 * content version this process sees and the China date (items carry days left relative to today), and lives
 * at most 5 s, which bounds staleness when another process writes. Only data is cached: verifying, rate
 * limiting and billing run for every call.
 *
 * Worth (npm run bench -- --openapi, same run, loaded 2-core machine): see ARCHITECTURE.md "Open API".
 */
const TTL_MS = 5_000;
const MAX_BYTES = 16 * 1024 * 1024;

export class OpenReadCache {
  private readonly entries = new LRUCache<string, string>({
    max: 1000,
    ttl: TTL_MS,
    maxSize: MAX_BYTES,
    // Two bytes per UTF-16 code unit; an answer over a quarter of the budget is not kept at all.
    sizeCalculation: (json) => Math.max(1, json.length * 2),
    maxEntrySize: MAX_BYTES / 4,
  });

  /** The data of `call` for `input` as JSON text, computed by `compute` on a miss; null ("not found") is not kept. */
  async json(call: string, input: unknown, compute: () => Promise<unknown>, now = Date.now()): Promise<string | null> {
    const key = `${contentVersion()}|${todayCst(now)}|${call}|${JSON.stringify(input)}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const data = await compute();
    if (data === null) return null;
    const json = JSON.stringify(data);
    this.entries.set(key, json);
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}
