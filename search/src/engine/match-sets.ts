import type { SearchKind } from '../store/kinds.ts';
import { ListingCache } from './listing-cache.ts';
import type { TextQuery } from '../text/query.ts';
import type { SearchState } from '../store/state.ts';
import { bytesOf, differenceOfSet, sizeOf, toIds, type IdSet } from './id-sets.ts';
import { addScores, addWhereMember, evaluateClause, evaluatePlan, planQuery } from './query-plan.ts';
import { clauseWeight } from './weights.ts';
import { Memo } from './memo.ts';
import { unitOf, type UnitHost } from './units.ts';

/**
 * What the index says about one query, independent of filters and pages: every matching id and the two
 * relevance tiers (title matches, then body-only ones), combined in memory from the query's units, so a new
 * text over words already held asks the index nothing. The body-only tier is scored on first need.
 */
export interface Ranked {
  ids: Int32Array;
  scores: Float64Array;
  /** Ranks before scores (higher first): in titles, 1 for the query as a phrase; else the title's clause weights. */
  keys?: Int32Array;
}

export interface MatchSet {
  all: IdSet;
  /** The title tier in id order with each document's title score. */
  title: Ranked;
  /** The body-only tier, computed on first need. */
  bodyOnly(): Promise<Ranked>;
  /** What listings derive from it (candidates.ts). */
  readonly memo: Memo;
  /** The documents carrying a typed document number (listing.ts). */
  pinned?: Promise<readonly number[]>;
}

/** Size budget of cached match sets (without them, as in the bench's cold regime: p50 5.6x; decision 0027). */
const MAX_BYTES = 192 * 1024 * 1024;

export interface MatchHost extends UnitHost {
  readonly matchSets: ListingCache<MatchSet>;
}

export function matchSetCache(): ListingCache<MatchSet> {
  return new ListingCache<MatchSet>(2000, Infinity, MAX_BYTES);
}

/** The match set of `query` over `kind` among `docs` documents, from cache while `state`'s generation holds. */
export function matchSet(
  engine: MatchHost,
  kind: SearchKind,
  query: TextQuery,
  state: SearchState,
  docs: number,
): Promise<MatchSet> {
  const key = `${kind}|${JSON.stringify(query.clauses)}|${query.phrase?.join(' ') ?? ''}|${query.docNumbers.join(' ')}`;
  return engine.matchSets.get(
    key,
    state.generation,
    async () => {
      const plan = planQuery(query);
      const units = await Promise.all(plan.units.map((terms) => unitOf(engine, kind, terms, state)));
      const all = evaluatePlan(plan, (u) => units[u]!.all);
      const titleSetOf = (u: number): IdSet => ({ kind: 'ids', ids: units[u]!.titleIds });
      const titleIds = toIds(evaluatePlan(plan, titleSetOf));
      const titleOf = (u: number) => ({ ids: units[u]!.titleIds, scores: units[u]!.titleScores });
      // A query of one unit used once (most queries: 补贴, 高新技术) is that unit's title matches as they are.
      const only = plan.occurrences.length === 1 ? units[plan.occurrences[0] as number] : undefined;
      const title: Ranked =
        only && titleIds === only.titleIds
          ? { ids: titleIds, scores: only.titleScores }
          : { ids: titleIds, scores: addScores(plan, titleIds, titleOf) };
      // The phrase is read only when it can reorder something: two or more titles hold every clause.
      if (query.phrase && titleIds.length > 1) {
        const phrase = await unitOf(engine, kind, query.phrase, state);
        const keys = new Int32Array(titleIds.length);
        addWhereMember(titleIds, phrase.titleIds, 1, keys);
        title.keys = keys;
      }
      const rankBody = async (): Promise<Ranked> => {
        const scored = await Promise.all(plan.units.map((terms) => unitOf(engine, kind, terms, state, true)));
        const ids = differenceOfSet(all, titleIds);
        // Each clause the title holds adds its weight (weights.ts); its first alternative is its typed form.
        const keys = new Int32Array(ids.length);
        if (plan.clauses.length > 1)
          for (const clause of plan.clauses) {
            const typed = clause[0]?.[0] as number;
            const weight = clauseWeight(plan.units[typed] as string[], sizeOf(units[typed]!.all), docs);
            addWhereMember(ids, toIds(evaluateClause(clause, titleSetOf)), weight, keys);
          }
        // Whole-document scores in phrase order: the index's own sum (dialect.ts).
        const scores = addScores(plan, ids, (u) => scored[u]!.scored!);
        return { ids, keys, scores };
      };
      let body: Promise<Ranked> | null = null;
      return {
        all,
        title,
        memo: new Memo(),
        bodyOnly: () => {
          body ??= rankBody().catch((err: unknown) => {
            body = null;
            throw err;
          });
          return body;
        },
      };
    },
    (s) =>
      bytesOf(s.all) +
      s.title.ids.byteLength +
      s.title.scores.byteLength +
      (s.title.keys?.byteLength ?? 0) +
      16 * (sizeOf(s.all) - s.title.ids.length),
  );
}
