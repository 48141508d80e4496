/**
 * The contract of every assessment rule set (高企, 创新型, 专精特新, 小巨人): data plus pure functions, shared by the
 * client (live score), the API (the stored result) and the AI chat (readiness from company data). A figure that
 * is missing makes its criterion 'unknown'; nothing is ever guessed.
 */

export type CriterionStatus = 'met' | 'missed' | 'unknown';

/** One rule applied to the figures: a base condition (no points) or a scored item (points and max). */
export interface Criterion {
  id: string;
  label: string;
  /** The part it belongs to ('base' for conditions that must all hold). */
  part: string;
  status: CriterionStatus;
  points?: number;
  max?: number;
  /** The figure it came from, in words ("研发费用占比 4.12%"). */
  value: string;
  /** What it was held against ("≥4%（最近一年销售收入5000万–2亿元）"). */
  threshold: string;
  /** The rule in the document's words. */
  rule: string;
  /** The document it comes from. */
  source: string;
  /** For a missed condition: by how much ("还差 3 人"). */
  gap?: string;
  /** For a scored item below its max: what the next band needs and how many points it adds. */
  next?: { gain: number; hint: string };
}

export interface PartScore {
  id: string;
  label: string;
  points: number;
  max: number;
  /** A part minimum some rule sets require (创新型: 创新能力 ≥20 …). */
  min?: number;
}

export type AssessmentKind = 'gaoxin' | 'cxxzx' | 'zjtx' | 'xjr';

export interface RuleSetInfo {
  id: string;
  kind: AssessmentKind;
  title: string;
  /** The documents, in citation form. */
  source: string;
  /** ISO date from which it applies. */
  effectiveFrom: string;
  /** ISO date of its last day in force, when repealed. */
  effectiveTo?: string;
  /** A note shown with it (e.g. figures not verified against a primary source). */
  note?: string;
}

export type Verdict = 'pass' | 'fail' | 'unknown';

export interface AssessmentResult {
  ruleSet: RuleSetInfo;
  verdict: Verdict;
  /** Total points, or null where the rule set has no score. Unknown items count 0. */
  score: number | null;
  maxScore: number | null;
  /** The score needed (高企 71, 创新型 60 …), or null. */
  passScore: number | null;
  parts: PartScore[];
  criteria: Criterion[];
  /** Ids of the criteria that failed a condition. */
  failed: string[];
  /** The items that would gain the most points next, best first. */
  suggestions: { id: string; label: string; gain: number; hint: string }[];
  /** How the result was decided, in one sentence. */
  summary: string;
}
