import type { Kysely } from 'kysely';
import type { ChatReportMode, CompanyChatMode } from '@aikc/shared/chat-modes';
import type { CompanyFacts } from '@aikc/shared/company-eval';
import type { ChatMode } from '@aikc/shared/routes';
import type { ChatReportData } from '@aikc/shared/schemas/chat';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import type { CompanyRecord } from './company-facts.ts';
import { qypjCard } from './qypj-card.ts';
import { qypjConclusion, zcppConclusion } from './report-summary.ts';
import { matchProjects, zcppCard, type ProjectMatch } from './zcpp-match.ts';

/** What a company mode computes for an answer: the card the answer rests on, and words retrieval adds. */
export interface CompanyContext {
  /** Portal-computed facts (markdown): ground truth for the provider, and the lead of a first answer. */
  card: string;
  /** Extra words for the policy retrieval of the question (e.g. the company's industry). */
  hints: string[];
}

/** What a report mode adds to the report data. */
export interface ReportRuntime {
  /** The projects the company fits (printed as a table), or none. */
  matches: (db: Kysely<Database>, company: CompanyRecord, now: number) => Promise<ProjectMatch[]>;
  /** 结论与建议, from the figures and results the report prints. */
  conclusion: (c: CompanyFacts, asOf: string, matches: ProjectMatch[]) => ChatReportData['conclusion'];
}

/**
 * What the API does per chat mode. Its type follows shared/src/chat-modes.ts: a mode that needs a company must
 * have a context builder, and a mode with a report must have a report builder (and no other may), so adding a
 * mode there fails the type check until it has its row here.
 */
export type ModeRuntime<M extends ChatMode> = {
  /** The mode's own rule in the system prompt ('' for none). */
  prompt: string;
  context: M extends CompanyChatMode
    ? (db: Kysely<Database>, company: CompanyRecord, now: number) => Promise<CompanyContext>
    : null;
  report: M extends ChatReportMode ? ReportRuntime : null;
};

const noMatches = () => Promise.resolve<ProjectMatch[]>([]);

export const CHAT_MODE_RUNTIME: { [M in ChatMode]: ModeRuntime<M> } = {
  zsk: {
    prompt:
      '第一句直接回答问题：给出数字、比例、条件、日期，或明确回答“能/不能”；随后以“依据”列出所依据的文件及条款并标注编号；不要引用通知的称呼语或开头语（如“各有关单位：”“根据……精神”）。',
    context: null,
    report: null,
  },
  qypj: {
    prompt: '',
    context: (_db, company, now) => Promise.resolve({ card: qypjCard(company.facts, todayCst(now)), hints: [] }),
    report: { matches: noMatches, conclusion: (c, asOf) => qypjConclusion(c, asOf) },
  },
  zcpp: {
    prompt: '',
    context: async (db, company, now) => ({
      card: zcppCard(company, await matchProjects(db, company, now)),
      hints: [company.facts.industry],
    }),
    report: { matches: matchProjects, conclusion: zcppConclusion },
  },
};

/** The report builder of a report mode (a lookup typed so callers need no cast). */
export function reportRuntime(mode: ChatReportMode): ReportRuntime {
  return CHAT_MODE_RUNTIME[mode].report;
}

/** The context builder of a mode, or null when it answers from retrieved clauses alone. */
export function contextBuilder(mode: ChatMode): ModeRuntime<CompanyChatMode>['context'] | null {
  return CHAT_MODE_RUNTIME[mode].context;
}
