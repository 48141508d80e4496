import type { TextQuery } from '../text/query.ts';
import { andSets, GALLOP_RATIO, intersectSorted, orSets, seek, sizeOf, unionSorted, type IdSet } from './id-sets.ts';

/**
 * A text query as a boolean expression over units: a unit is one phrase (a single term, or adjacent terms
 * in order), which the full-text index can answer on its own. Every clause must match; a clause matches
 * when one of its alternatives does; an alternative matches when all of its units do. The index's own
 * expression (dialect.ts) is exactly this, so combining per-unit answers in memory gives the index's answer.
 */
export interface QueryPlan {
  /** Distinct units, each as its terms. */
  units: string[][];
  /** Unit keys (terms joined by a space), parallel to `units`. */
  keys: string[];
  /** clauses -> alternatives -> indexes into `units`. */
  clauses: number[][][];
  /**
   * Every unit occurrence in the order the index numbers the query's phrases. A document's relevance is the
   * sum of its per-phrase scores taken in this order, which is how FTS5's bm25 adds them (so the sum is the
   * same double) and how the PostgreSQL title score is defined (dialect.ts).
   */
  occurrences: number[];
}

export function unitKey(terms: readonly string[]): string {
  return terms.join(' ');
}

/** The units of every alternative, in the index's phrase order: a phrase is one unit, an all-of set one per term. */
export function alternativeUnits(a: TextQuery['clauses'][number]['alternatives'][number]): string[][] {
  return a.kind === 'phrase' ? [a.terms] : a.terms.map((t) => [t]);
}

export function planQuery(q: TextQuery): QueryPlan {
  const units: string[][] = [];
  const keys: string[] = [];
  const index = new Map<string, number>();
  const occurrences: number[] = [];
  const unitOf = (terms: string[]): number => {
    const key = unitKey(terms);
    let i = index.get(key);
    if (i === undefined) {
      i = units.length;
      units.push(terms);
      keys.push(key);
      index.set(key, i);
    }
    occurrences.push(i);
    return i;
  };
  const clauses = q.clauses.map((c) => c.alternatives.map((a) => alternativeUnits(a).map(unitOf)));
  return { units, keys, clauses, occurrences };
}

/** The documents one clause (alternatives of units) matches, given each unit's matching ids (sorted ascending). */
export function evaluateClause(clause: number[][], idsOf: (unit: number) => Int32Array): Int32Array {
  let matched: Int32Array | null = null;
  for (const alt of clause) {
    // Smallest first: every intersection is then at most that small.
    const sets = alt.map(idsOf).sort((x, y) => x.length - y.length);
    let all = sets[0] as Int32Array;
    for (let k = 1; k < sets.length && all.length > 0; k++) all = intersectSorted(all, sets[k] as Int32Array);
    matched = matched ? unionSorted(matched, all) : all;
  }
  return matched ?? new Int32Array(0);
}

/** The documents matching the plan, given each unit's matching ids (sorted ascending): for title sets. */
export function evaluatePlan(plan: QueryPlan, idsOf: (unit: number) => Int32Array): Int32Array {
  let result: Int32Array | null = null;
  for (const clause of plan.clauses) {
    const matched = evaluateClause(clause, idsOf);
    result = result ? intersectSorted(result, matched) : matched;
    if (result.length === 0) break;
  }
  return result ?? new Int32Array(0);
}

/**
 * Adds `weight` to `into[i]` for each `ids[i]` (sorted) that `members` (sorted) holds: a merge walk, jumping
 * through the longer side.
 */
export function addWhereMember(ids: Int32Array, members: Int32Array, weight: number, into: Int32Array): void {
  let j = 0;
  const jump = members.length > GALLOP_RATIO * ids.length;
  for (let i = 0; i < ids.length && j < members.length; i++) {
    const x = ids[i] as number;
    if (jump) j = seek(members, j, x);
    else while (j < members.length && (members[j] as number) < x) j++;
    if (j < members.length && members[j] === x) into[i] = (into[i] as number) + weight;
  }
}

/** The same over id sets (sparse or dense): for every document a unit matches anywhere, as a set of either kind. */
export function evaluatePlanSets(plan: QueryPlan, setOf: (unit: number) => IdSet): IdSet {
  let result: IdSet | null = null;
  for (const clause of plan.clauses) {
    let matched: IdSet | null = null;
    for (const alt of clause) {
      const sets = alt.map(setOf).sort((x, y) => sizeOf(x) - sizeOf(y));
      let all = sets[0] as IdSet;
      for (let k = 1; k < sets.length && sizeOf(all) > 0; k++) all = andSets(all, sets[k] as IdSet);
      matched = matched ? orSets(matched, all) : all;
    }
    result = result ? andSets(result, matched as IdSet) : (matched as IdSet);
    if (sizeOf(result) === 0) break;
  }
  return result ?? { kind: 'ids', ids: new Int32Array(0) };
}

/**
 * Adds to `into` (parallel to `ids`, sorted) each document's unit scores, in phrase order, for the units it
 * has (`scoresOf(u)` parallel to `idsOf(u)`, both sorted by id): the relevance of the title tier from the
 * units' title scores, of the body-only tier from their whole-document scores (dialect.ts).
 */
export function addScores(
  plan: QueryPlan,
  ids: Int32Array,
  idsOf: (unit: number) => Int32Array,
  scoresOf: (unit: number) => Float64Array,
  into: Float64Array = new Float64Array(ids.length),
): Float64Array {
  for (const u of plan.occurrences) {
    const uIds = idsOf(u);
    const uScores = scoresOf(u);
    let j = 0;
    const jump = uIds.length > GALLOP_RATIO * ids.length;
    for (let i = 0; i < ids.length && j < uIds.length; i++) {
      const x = ids[i] as number;
      if (jump) j = seek(uIds, j, x);
      else while (j < uIds.length && (uIds[j] as number) < x) j++;
      if (j < uIds.length && uIds[j] === x) into[i] = (into[i] as number) + (uScores[j] as number);
    }
  }
  return into;
}
