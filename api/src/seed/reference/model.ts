/**
 * The reference layer: real national documents the corpus's themes rest on, stated as facts. This file is a
 * contract with the demo-corpus generator (it cites these documents by key, title and 文号) and with the
 * 问答库 (its answers cite a document key and a fact id), so fields are never renamed.
 *
 * Truth rules: a document is listed only when its title, 文号 and dates are certain; a fact only when its
 * figure and the article it rests on are certain. When one date is known it is publishedDate (the date the
 * document bears, as the official databases list it) and writtenDate is left out. A url is given only when
 * the official page is known.
 */
export type ReferenceStatus = '现行有效' | '已修订' | '已废止';

export interface ReferenceFact {
  /** Stable id, `<document key>.<name>`, cited by the 问答库. */
  id: string;
  /** The 条 (or 款/项) it rests on, as the document numbers it: '第一条', '第十一条第（四）项'. */
  article: string;
  topic: '比例' | '税率' | '条件' | '期限' | '金额' | '材料' | '时间' | '对象' | '程序' | '定义';
  /** The provision in the project's own words, 1-3 sentences, figure first. */
  text: string;
}

export interface ReferenceDocument {
  /** Stable id, e.g. 'rd-deduction-2023'. */
  key: string;
  /** Exact title. */
  title: string;
  /** Exact 文号 (null only for a law or a document that has none). */
  docNo: string | null;
  /** Issuing agencies, exact names. */
  agencies: string[];
  /** 成文日期 YYYY-MM-DD, only when certain. */
  writtenDate?: string;
  /** 发布日期 YYYY-MM-DD. */
  publishedDate: string;
  status: ReferenceStatus;
  /** Key of the replacing document (for 已修订 / 已废止). */
  replacedBy?: string;
  /** Official page, only when certain. */
  url?: string;
  /** Theme names exactly as in api/src/seed/themes.ts CORPUS_ORDER that it underpins. */
  themes: string[];
  facts: ReferenceFact[];
}

// Issuing agencies by their full names (the 文号 and titles use the short forms).
export const MOF = '财政部';
export const SAT = '国家税务总局';
export const MOST = '科学技术部';
export const MIIT = '工业和信息化部';
export const NDRC = '国家发展和改革委员会';
export const MOFCOM = '商务部';
export const STATE_COUNCIL = '国务院';
export const GOV_OFFICE = '国务院办公厅';
export const NPC = '全国人民代表大会';
export const NPCSC = '全国人民代表大会常务委员会';
export const CPC_CENTRAL = '中共中央';
export const CPC_OFFICE = '中共中央办公厅';
