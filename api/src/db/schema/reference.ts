import type { Generated } from 'kysely';

/** The reference layer's facts and the 问答库 (migration 0022). Conventions: db/schema.ts. */

/** One key provision of a reference document, cited by the 问答库 through its stable fact_id. */
export interface PolicyFactsTable {
  id: Generated<number>;
  policy_id: number;
  fact_id: string;
  /** The 条 (or 款/项) as the document numbers it. */
  article: string;
  topic: string;
  text: string;
  sort: number;
}

export interface QaEntriesTable {
  id: Generated<number>;
  source_id: string;
  source_hash: string;
  question: string;
  /** JSON array of the common phrasings of the question. */
  phrasings: string;
  answer: string;
  /** A corpus theme name (seed/themes.ts) or a topic such as 小微企业税收优惠. */
  theme: string;
  /** '000000' for 全国, else a province code. */
  region_code: string;
  valid_from: string | null;
  valid_to: string | null;
  /** 1 for an entry the seed owns (seed/qa): removed when the seed drops it. 0 for the operator's. */
  seeded: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface QaCitationsTable {
  qa_id: number;
  fact_id: string;
  sort: number;
}
