import { REFERENCE_DOCUMENTS } from '../reference/documents.ts';
import type { CheckReference } from './figures.ts';

/** The reference documents a generated document may cite (title and 文号): those that have a 文号. */
export const REFERENCES: CheckReference[] = REFERENCE_DOCUMENTS.flatMap((d) =>
  d.docNo ? [{ title: d.title, docNo: d.docNo }] : [],
);
