import type { PolicyType } from '../policy-vocabulary.ts';

/**
 * The policy themes real sci-tech policy portals carry, each with its own vocabulary. A theme's national
 * basis is a reference document (reference/documents.ts lists the themes each one underpins); the corpus
 * generates local documents only, which cite it (policy-themes.ts). A theme without one (瞪羚企业 is a local
 * programme) cites nothing national. Local titles are generated in the real formats; they are not copies of
 * real documents.
 */
export interface PolicyTheme {
  /** The theme as users name it. */
  name: string;
  type: PolicyType;
  /** Local document titles: {r} the region, {y} the year. */
  local: string[];
  /** Sentences in the theme's own words, for bodies. */
  text: string[];
}
