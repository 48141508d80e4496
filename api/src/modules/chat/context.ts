import type { ChatMode } from '@aikc/shared/routes';
import type { AppDeps } from '../../deps.ts';
import { todayCst } from '../../lib/time.ts';
import { loadCompany } from './company-facts.ts';
import type { Passage } from './providers/provider.ts';
import { qypjCard } from './qypj-card.ts';
import { retrievePolicies } from './retrieval.ts';
import { matchProjects, zcppCard } from './zcpp-match.ts';

export interface ModeContext {
  passages: Passage[];
  /** Portal-computed facts (markdown) for qypj / zcpp: given to the provider as ground truth. */
  context?: string;
  /** Shown at the top of the answer (the evaluation or the match list), before the provider's text. */
  lead?: string;
}

/**
 * What an answer rests on, per mode. zsk: retrieved clauses. qypj: the company's evaluation (six dimensions,
 * readiness by shared/rules). zcpp: the projects it fits, ranked with their criteria. The evaluation or list
 * leads the first answer about a company; follow-ups get it as context only.
 */
export async function modeContext(
  deps: AppDeps,
  mode: ChatMode,
  companyId: number | null,
  question: string,
  opts: { lead: boolean; now?: number },
): Promise<ModeContext> {
  const { db, dialect } = deps.db;
  if (mode === 'zsk' || companyId === null) return { passages: await retrievePolicies(db, dialect, question) };
  const company = await loadCompany(db, companyId);
  if (!company) return { passages: await retrievePolicies(db, dialect, question) };
  const now = opts.now ?? Date.now();
  const card =
    mode === 'qypj' ? qypjCard(company.facts, todayCst(now)) : zcppCard(company, await matchProjects(db, company, now));
  const passages = await retrievePolicies(db, dialect, question, mode === 'zcpp' ? [company.facts.industry] : []);
  return { passages, context: card, ...(opts.lead ? { lead: card } : {}) };
}
