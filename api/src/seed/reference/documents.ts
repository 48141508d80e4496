import { INDUSTRY_DOCUMENTS } from './industry.ts';
import { INNOVATION_DOCUMENTS } from './innovation.ts';
import type { ReferenceDocument } from './model.ts';
import { RECOGNITION_DOCUMENTS } from './recognition.ts';
import { RD_TAX_DOCUMENTS } from './tax-rd.ts';
import { TALENT_DOCUMENTS } from './talent.ts';
import { TAX_RELIEF_DOCUMENTS } from './tax-relief.ts';

/** @public The contract's types: the demo-corpus generator and the 问答库 name them from here. */
export type { ReferenceDocument, ReferenceFact, ReferenceStatus } from './model.ts';

/** The real national documents behind the corpus's themes (see model.ts for the truth rules). */
export const REFERENCE_DOCUMENTS: readonly ReferenceDocument[] = [
  ...RD_TAX_DOCUMENTS,
  ...TAX_RELIEF_DOCUMENTS,
  ...RECOGNITION_DOCUMENTS,
  ...INNOVATION_DOCUMENTS,
  ...INDUSTRY_DOCUMENTS,
  ...TALENT_DOCUMENTS,
];
