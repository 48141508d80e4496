import type { NameValue, Trend } from '@aikc/shared/schemas/big-screen';

/** True when a list has nothing worth drawing (so the panel shows its empty note, not a blank chart). */
export function isEmptyList(items: NameValue[] | undefined): boolean {
  return !items || items.every((i) => !(i.value > 0));
}

export function isEmptyTrend(trend: Trend | undefined): boolean {
  return !trend || trend.series.every((s) => s.values.every((v) => !(v > 0)));
}
