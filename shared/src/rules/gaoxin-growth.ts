import { units } from './figures.ts';

/** 企业成长性 bands (净资产增长率 and 销售收入增长率 alike): lowest growth in %, points (band floor), band range. */
export const GROWTH_BANDS = [
  { grade: 'A', atLeast: 35, points: 9, range: '9–10' },
  { grade: 'B', atLeast: 25, points: 7, range: '7–8' },
  { grade: 'C', atLeast: 15, points: 5, range: '5–6' },
  { grade: 'D', atLeast: 5, points: 3, range: '3–4' },
] as const;
/** Growth above 0 and under 5 %: E, 1–2 points. */
export const GROWTH_POSITIVE_POINTS = 1;

export type GrowthCase = 'formula' | 'laterTwo' | 'y2zero' | 'oneYear';

export interface Growth {
  case: GrowthCase;
  /** The rate as a fraction (display only; bands are decided exactly). */
  rate: number | null;
  /** rate ≥ pct % (or > 0 when pct is 0 and strict). */
  atLeast: (pct: number, strict?: boolean) => boolean;
}

/**
 * 工作指引: growth = ½ × (y2 ÷ y1 + y3 ÷ y2) − 1, with its special cases: a first year of 0 uses the later two
 * years only (y3 ÷ y2 − 1); a second year of 0 scores 0; one year of operation scores 0. A negative first year is
 * treated like 0 and a negative second year like 0 (a ratio over a negative base has no meaning as growth).
 */
export function growthOf(y: readonly [number, number, number], operatingYears: number): Growth {
  const [a, b, c] = y.map(units) as [bigint, bigint, bigint];
  const never = () => false;
  if (operatingYears <= 1) return { case: 'oneYear', rate: null, atLeast: never };
  if (b <= 0n) return { case: 'y2zero', rate: null, atLeast: never };
  if (a <= 0n) {
    return {
      case: 'laterTwo',
      rate: y[2] / y[1] - 1,
      // c / b − 1 ≥ t/100  ⇔  100c ≥ (100 + t) b
      atLeast: (pct, strict) => (strict ? 100n * c > BigInt(100 + pct) * b : 100n * c >= BigInt(100 + pct) * b),
    };
  }
  return {
    case: 'formula',
    rate: (y[1] / y[0] + y[2] / y[1]) / 2 - 1,
    // ½(b/a + c/b) − 1 ≥ t/100  ⇔  100(b² + ac) ≥ 2(100 + t)ab   (a, b > 0)
    atLeast: (pct, strict) => {
      const lhs = 100n * (b * b + a * c);
      const rhs = BigInt(2 * (100 + pct)) * a * b;
      return strict ? lhs > rhs : lhs >= rhs;
    },
  };
}

/** Points for a growth: the floor of its band (the band's range is the experts' to use). */
export function growthPoints(g: Growth): { points: number; grade: string; range: string } {
  for (const b of GROWTH_BANDS) if (g.atLeast(b.atLeast)) return { points: b.points, grade: b.grade, range: b.range };
  if (g.atLeast(0, true)) return { points: GROWTH_POSITIVE_POINTS, grade: 'E', range: '1–2' };
  return { points: 0, grade: 'F', range: '0' };
}
