import type { Generated } from 'kysely';

/** A crawled section of a government site (0028). `paging`: next | pages | json | none. */
export interface CrawlSourcesTable {
  id: Generated<number>;
  name: string;
  list_urls_json: string;
  paging: string;
  page_pattern: string;
  selectors_json: string;
  region_code: string;
  agency: string;
  cron: string;
  max_pages: number;
  max_bytes: number;
  rate_per_sec: number;
  enabled: number;
  auto_publish: number | null;
  created_at: number;
  updated_at: number;
}

/** One run of a source; `state`: running | done. failures_json: [{url, reason}]. */
export interface CrawlRunsTable {
  id: Generated<number>;
  source_id: number;
  state: string;
  started_at: number;
  finished_at: Generated<number | null>;
  fetched: Generated<number>;
  new_items: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  folded: Generated<number>;
  failed: Generated<number>;
  failures_json: Generated<string>;
}

/** The request queue; `kind`: list | detail | attachment, `state`: pending | done | failed. */
export interface CrawlQueueTable {
  id: Generated<number>;
  source_id: number;
  url: string;
  kind: string;
  state: string;
  run_id: number;
  depth: Generated<number>;
  parent_url: Generated<string>;
  attempts: Generated<number>;
  next_at: Generated<number>;
  reason: Generated<string>;
}

/** What a detail page was when last fetched, and the item it became. */
export interface CrawlSeenTable {
  url: string;
  source_id: number;
  etag: string;
  last_modified: string;
  content_hash: string;
  minhash: string;
  item_source_id: string;
  policy_id: number | null;
  /** The last extraction's fields, each with its confidence and span (the review queue holds waiting items). */
  fields_json: string;
  fetched_at: number;
  /** A page folded into an item waiting for review: that item's key; its reprint row, written on approval (0032). */
  folded_into: Generated<string>;
  reprint_json: Generated<string>;
}
