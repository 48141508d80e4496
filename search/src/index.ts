/**
 * @aikc/search: the in-process full-text search of the portal's content kinds. This file is the package's one
 * entrance: other workspaces import '@aikc/search' only (eslint forbids paths into search/src), so what the
 * package holds inside can change, or be replaced by an external engine, behind these names.
 */

// The port: the search of a database handle.
export { createSearch, type Search } from './port.ts';
// What a kind's search declares.
export type { ColumnsSpec, FacetColumns } from './engine/columns.ts';
export { inSet, type EngineFilter } from './engine/filters.ts';
export { unionSorted } from './engine/id-sets.ts';

// Content writes: the kind lock every writer takes, and the index rows written under it.
export { KindLock, writeContent } from './store/content-write.ts';
export { indexDocuments, unindexDocuments, type IndexableDoc } from './store/indexer.ts';
export { SEARCH_KINDS, contentTable, indexTable, type SearchKind } from './store/kinds.ts';
export { contentSource, matchParts, rankingConditions, type IndexedTokens, type MatchParts } from './store/dialect.ts';
export { readSearchState, stateOfRow, stateSelect, type SearchState, type StateColumns } from './store/state.ts';
export { PUBLISHABLE_TABLES, offlineAmong, type PublishableKind } from './store/visibility.ts';

// Text: segmentation, query parsing, synonyms, highlighting, sanitising.
export { indexTokens, normalizeToken, queryWords, segmenter } from './text/segmenter.ts';
export { keywordParts, parseTextQuery, type TextQuery } from './text/query.ts';
export { findSynonyms, synonyms } from './text/synonyms.ts';
export { SNIPPET_WIDTH, escapeHtml, highlight, snippet } from './text/highlight.ts';

// Each kind's search declared once: columns, filters, facets and order, with their engine and SQL faces.
export {
  defineKind,
  kindContext,
  type Kind,
  type KindColumn,
  type KindContext,
  type KindSqlFacet,
} from './store/define-kind.ts';
export { anyOfMulti, between, newestFirst, oneOf, rangeOf, regionFacet, thresholds } from './store/kind-dimensions.ts';
