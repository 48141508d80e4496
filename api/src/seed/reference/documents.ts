import { INDUSTRY_DOCUMENTS } from './industry.ts';
import { INNOVATION_DOCUMENTS } from './innovation.ts';
import type { ReferenceDocument } from './model.ts';
import { RECOGNITION_DOCUMENTS } from './recognition.ts';
import { TAX_DOCUMENTS } from './tax.ts';

export type { ReferenceDocument, ReferenceFact, ReferenceStatus } from './model.ts';

/** The real national documents behind the corpus's themes (see model.ts for the truth rules). */
export const REFERENCE_DOCUMENTS: readonly ReferenceDocument[] = [
  ...TAX_DOCUMENTS,
  ...RECOGNITION_DOCUMENTS,
  ...INNOVATION_DOCUMENTS,
  ...INDUSTRY_DOCUMENTS,
];
