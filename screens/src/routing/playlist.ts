import { SCREEN_TOPICS, type ScreenTopic } from '@aikc/shared/schemas/big-screen';

export const DEFAULT_INTERVAL_SECONDS = 30;
/** Bounds that keep a typo (?interval=0 or 1e9) from freezing or thrashing a wall. */
export const MIN_INTERVAL_SECONDS = 5;
export const MAX_INTERVAL_SECONDS = 3600;

const isTopic = (s: string): s is ScreenTopic => (SCREEN_TOPICS as readonly string[]).includes(s);

/**
 * Parses the playlist's `:s` segment defensively: a comma (or `-`, `_`, `+`, space) separated list such as
 * `s1,s3`, or the digits alone (`13`), case-insensitive; duplicates in a row collapse; anything invalid, or an
 * empty result, means all four screens in order.
 */
export function parsePlaylist(segment: string | null | undefined): ScreenTopic[] {
  if (!segment) return [...SCREEN_TOPICS];
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return [...SCREEN_TOPICS];
  }
  const text = decoded.trim().toLowerCase();
  if (text.length > 64) return [...SCREEN_TOPICS];
  const tokens = /^[1-4]+$/.test(text) ? [...text].map((d) => `s${d}`) : text.split(/[\s,+_-]+/).filter(Boolean);
  if (tokens.length === 0 || !tokens.every(isTopic)) return [...SCREEN_TOPICS];
  const list = tokens.filter((t, i) => t !== tokens[i - 1]) as ScreenTopic[];
  return list.length > 0 ? list : [...SCREEN_TOPICS];
}

/** The playlist interval in seconds from `?interval=`, clamped; invalid means the default. */
export function parseInterval(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d+(\.\d+)?$/.test(raw.trim())) return DEFAULT_INTERVAL_SECONDS;
  const n = Number(raw);
  return Math.min(MAX_INTERVAL_SECONDS, Math.max(MIN_INTERVAL_SECONDS, n));
}

/** The next position in a cyclic playlist. */
export function nextIndex(current: number, length: number): number {
  if (length <= 0) return 0;
  return (((current + 1) % length) + length) % length;
}
