import type { ChatMode } from '@aikc/shared/routes';
import type { AppDeps } from '../../deps.ts';
import { loadCompany } from './company-facts.ts';
import { contextBuilder } from './modes.ts';
import type { Passage } from './providers/provider.ts';
import { retrievePolicies } from './retrieval.ts';

export interface ModeContext {
  passages: Passage[];
  /** Portal-computed facts (markdown) for qypj / zcpp: given to the provider as ground truth. */
  context?: string;
  /** Shown at the top of the answer (the evaluation or the match list), before the provider's text. */
  lead?: string;
}

/**
 * What an answer rests on: retrieved clauses, and for a company mode the card its row in modes.ts computes (qypj:
 * the company's evaluation, six dimensions and readiness by shared/rules; zcpp: the projects it fits, ranked
 * with their criteria). The card leads the first answer about a company; follow-ups get it as context only.
 */
export async function modeContext(
  deps: AppDeps,
  mode: ChatMode,
  companyId: number | null,
  question: string,
  opts: { lead: boolean; now?: number },
): Promise<ModeContext> {
  const { db } = deps.db;
  const build = contextBuilder(mode);
  const company = build && companyId !== null ? await loadCompany(db, companyId) : null;
  if (!build || !company) return { passages: await retrievePolicies(deps, question) };
  const { card, hints } = await build(db, company, opts.now ?? Date.now());
  const passages = await retrievePolicies(deps, question, hints);
  return { passages, context: card, ...(opts.lead ? { lead: card } : {}) };
}
