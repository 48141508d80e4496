import type { Criterion } from './types.ts';

/** A condition that must hold: met, missed (with its gap) or unknown when `ok` is null. */
export function condition(
  id: string,
  label: string,
  ok: boolean | null,
  value: string,
  threshold: string,
  rule: string,
  source: string,
  gap?: string,
  part = 'base',
): Criterion {
  const c: Criterion = {
    id,
    label,
    part,
    status: ok === null ? 'unknown' : ok ? 'met' : 'missed',
    value: ok === null ? '未填写' : value,
    threshold,
    rule,
    source,
  };
  if (ok === false && gap) c.gap = gap;
  return c;
}

/**
 * An undecided condition shows '未填写' as its value; one decided by either of two figures, where the one given falls
 * short and the other is missing, shows what is known instead (营业收入644万元（未达1,500万元），股权融资待补充).
 */
export function withKnownPart(c: Criterion, known: string | null): Criterion {
  return c.status === 'unknown' && known ? { ...c, value: known } : c;
}

/** A scored item: points among bands (best first), or unknown when `points` is null. */
export function scoredItem(
  id: string,
  label: string,
  part: string,
  max: number,
  points: number | null,
  value: string,
  threshold: string,
  rule: string,
  source: string,
  next?: { gain: number; hint: string },
): Criterion {
  if (points === null) return { id, label, part, status: 'unknown', max, value: '未填写', threshold, rule, source };
  const c: Criterion = {
    id,
    label,
    part,
    status: points > 0 ? 'met' : 'missed',
    points,
    max,
    value,
    threshold,
    rule,
    source,
  };
  if (next && next.gain > 0) c.next = next;
  return c;
}

/** Points of the first band (best first) whose test holds, and the next better band. */
export function pickBand<B extends { points: number }>(
  bands: readonly B[],
  test: (b: B) => boolean,
): { points: number; up?: B } {
  const i = bands.findIndex(test);
  if (i < 0) return { points: 0, ...(bands.length ? { up: bands[bands.length - 1] as B } : {}) };
  const b = bands[i] as B;
  return { points: b.points, ...(i > 0 ? { up: bands[i - 1] as B } : {}) };
}

export const sumParts = (criteria: Criterion[], part: string) =>
  criteria.filter((c) => c.part === part).reduce((a, c) => a + (c.points ?? 0), 0);
export const unknownMax = (criteria: Criterion[], part?: string) =>
  criteria
    .filter((c) => c.status === 'unknown' && c.max !== undefined && (part === undefined || c.part === part))
    .reduce((a, c) => a + (c.max ?? 0), 0);
