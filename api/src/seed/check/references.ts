import type { CheckReference } from './figures.ts';

/** The reference documents a generated document may cite (title and 文号). */
export const REFERENCES: CheckReference[] = [];
