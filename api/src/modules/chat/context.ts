import type { ChatMode } from '@aikc/shared/routes';
import type { AppDeps } from '../../deps.ts';
import type { Passage } from './providers/provider.ts';
import { retrievePolicies } from './retrieval.ts';

export interface ModeContext {
  passages: Passage[];
  /** Portal-computed facts (markdown) for qypj / zcpp. */
  context?: string;
}

/** What an answer rests on, per mode: retrieved clauses, and for qypj / zcpp the company's evaluation or matches. */
export async function modeContext(deps: AppDeps, mode: ChatMode, companyId: number | null, question: string): Promise<ModeContext> {
  const { db, dialect } = deps.db;
  void mode;
  void companyId;
  return { passages: await retrievePolicies(db, dialect, question) };
}
