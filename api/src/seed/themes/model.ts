import type { PolicyType } from '../policy-vocabulary.ts';

/**
 * The policy themes real sci-tech policy portals carry, each with its own vocabulary. A theme with a
 * national document gets that document in the corpus (policy-themes.ts places it), verbatim reprints of it
 * by provincial agencies, and local implementations that cite it; a theme without one (瞪羚企业 is a local
 * programme) has local documents only. Titles and document numbers are generated in the real formats; they
 * are not copies of real documents.
 */
export interface PolicyTheme {
  /** The theme as users name it. */
  name: string;
  type: PolicyType;
  /** The national document: issuing agency (a national agency's name), its document name, number prefix. */
  national?: { agency: string; doc: string; prefix: string };
  /** Local document titles: {r} the region, {y} the year. */
  local: string[];
  /** Sentences in the theme's own words, for bodies. */
  text: string[];
}

// The national agencies that issue themes' national documents, by the names the agency list gives them.
export const MIIT = '工业和信息化部';
export const MOST = '科学技术部';
export const MOF = '财政部';
export const CNIPA = '国家知识产权局';
export const NDRC = '国家发展和改革委员会';
export const MOHRSS = '人力资源和社会保障部';
export const GOV = '国务院办公厅';
