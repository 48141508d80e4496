/** A small table inside a clause (for example the cookie list of the privacy policy). */
export interface ClauseTable {
  columns: string[];
  rows: string[][];
}

/**
 * One numbered clause (rendered as 1.1, 1.2 …). `strong` marks clauses a reader must be alerted to
 * (liability limits, refunds), as Chinese standard-form terms must highlight them.
 */
export interface LegalClause {
  text: string;
  strong?: boolean;
  /** Sub-items, rendered as （1）（2）…. */
  items?: string[];
  table?: ClauseTable;
}

export interface LegalSection {
  title: string;
  clauses: (string | LegalClause)[];
}

/** A complete legal document: its anchor id is used for the table of contents and deep links. */
export interface LegalDocument {
  id: string;
  title: string;
  /** 'YYYY年M月D日' */
  updated: string;
  effective: string;
  preamble: string[];
  sections: LegalSection[];
}
