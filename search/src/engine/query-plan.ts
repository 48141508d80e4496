import type { TextQuery } from '../text/query.ts';
import { andSets, GALLOP_RATIO, orSets, seek, sizeOf, type IdSet } from './id-sets.ts';

/**
 * A text query as a boolean expression over units (one term, or adjacent terms in order): every clause must
 * match, a clause when one of its alternatives does, an alternative when all its units do. The index's own
 * expression (dialect.ts) is exactly this, so combining per-unit answers gives the index's answer.
 */
export interface QueryPlan {
  /** Distinct units, each as its terms. */
  units: string[][];
  /** clauses -> alternatives -> indexes into `units`. */
  clauses: number[][][];
  /** Every unit occurrence in the index's phrase order: scores are summed in it as FTS5's bm25 does. */
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
  const index = new Map<string, number>();
  const occurrences: number[] = [];
  const unitOf = (terms: string[]): number => {
    const key = unitKey(terms);
    let i = index.get(key);
    if (i === undefined) {
      i = units.length;
      units.push(terms);
      index.set(key, i);
    }
    occurrences.push(i);
    return i;
  };
  const clauses = q.clauses.map((c) => c.alternatives.map((a) => alternativeUnits(a).map(unitOf)));
  return { units, clauses, occurrences };
}

/** Adds `weight` to `into[i]` for each `ids[i]` that `members` holds (both sorted), jumping through the longer. */
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

/** The documents one clause (alternatives of units) matches, given each unit's documents. */
export function evaluateClause(clause: number[][], setOf: (unit: number) => IdSet): IdSet {
  let matched: IdSet | null = null;
  for (const alt of clause) {
    // Smallest first: every intersection is then at most that small.
    const sets = alt.map(setOf).sort((x, y) => sizeOf(x) - sizeOf(y));
    let all = sets[0] as IdSet;
    for (let k = 1; k < sets.length && sizeOf(all) > 0; k++) all = andSets(all, sets[k] as IdSet);
    matched = matched ? orSets(matched, all) : all;
  }
  return matched ?? { kind: 'ids', ids: new Int32Array(0) };
}

/** The documents matching the plan, given each unit's documents (title ids as sparse sets, or every match). */
export function evaluatePlan(plan: QueryPlan, setOf: (unit: number) => IdSet): IdSet {
  let result: IdSet | null = null;
  for (const clause of plan.clauses) {
    const matched = evaluateClause(clause, setOf);
    result = result ? andSets(result, matched) : matched;
    if (sizeOf(result) === 0) break;
  }
  return result ?? { kind: 'ids', ids: new Int32Array(0) };
}

/** Each of sorted `ids`' unit scores added up in phrase order; `of(unit)`: the unit's sorted ids and their scores. */
export function addScores(
  plan: QueryPlan,
  ids: Int32Array,
  of: (unit: number) => { ids: Int32Array; scores: Float64Array },
): Float64Array {
  const into = new Float64Array(ids.length);
  for (const u of plan.occurrences) {
    const { ids: uIds, scores: uScores } = of(u);
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
