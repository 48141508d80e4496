/**
 * Speed layers below the HTTP app that the layer bench (bench/layer-bench.ts) turns off in-process, phase by
 * phase, to measure what each buys. Nothing else writes these; a serving process keeps them on.
 */
export const layerSwitches = {
  /** Rows of recently listed documents kept across requests (search/engine/page-rows.ts). */
  pageRows: true,
  /** PostgreSQL: the search-state read on pipelined, hedged connections (db/pipelined-reads.ts) instead of the pool. */
  pipelinedReads: true,
};
