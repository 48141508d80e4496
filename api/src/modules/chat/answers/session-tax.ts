import type { AnswerPlan } from './answer-plan.ts';
import { taxesIn } from './fit.ts';
import type { Knowledge } from './knowledge.ts';

/** Plans a question on its own, outside the session (plan.ts's planAlone). */
export type PlanAlone = (question: string) => Promise<AnswerPlan>;

/** What the follow-up is, and what the session has answered so far. */
export interface SessionTax {
  /** The tax the follow-up asks of (its first). */
  tax: string;
  /** The follow-up's own words, read as matching reads them. */
  words: string;
  /** The session's subjects, joined (小规模纳税人), or '' when it has none. */
  subject: string;
  /** The documents of the previous answer. */
  docs: ReadonlySet<number>;
  /** The previous turn's plan. */
  before: AnswerPlan;
  /** The plan of the turn before the previous one, if any (asked only when nothing nearer answers). */
  turnBefore: () => Promise<AnswerPlan | undefined>;
  /** Whether the follow-up points at what the previous answer granted (这笔奖金, 这钱). */
  pointsBack?: boolean;
}

const answered = (p?: AnswerPlan): p is AnswerPlan => p?.kind === 'qa' || p?.kind === 'fact';

/**
 * A tax the session's documents never name (那这笔许可收入的增值税呢 after an answer on 企业所得税) is asked of the rule on
 * that tax. Undefined when those documents name it (the follow-up is then looked for among them) or nothing answers.
 */
export async function taxInSession(k: Knowledge, s: SessionTax, planAlone: PlanAlone): Promise<AnswerPlan | undefined> {
  if ([...k.factById.values()].some((f) => s.docs.has(f.policyId) && f.text.includes(s.tax))) return undefined;
  const ofTheme = (plan: AnswerPlan | undefined) => ofThemeNaming(plan, s, planAlone);
  // Money the previous answer granted, pointed at (那这笔奖金发到老师手上，个税怎么算 after a 成果转化 reward), is taxed as
  // that answer's theme says: its words alone (奖金) find another sum's rule (the 省级政府 prize exemption).
  if (s.pointsBack) {
    const pointed = await ofTheme(s.before);
    if (pointed) return pointed;
  }
  // The follow-up's own words are planned of the session's subject when it has one (那它的房产税呢 after 小规模纳税人's
  // 增值税), else alone.
  const ofSubject = s.subject ? await planAlone(`${s.subject}${s.words}`) : undefined;
  if (answered(ofSubject)) return ofSubject;
  const ofWords = await planAlone(s.words);
  // When neither answers (开票的时候增值税要不要交 after 技术转让所得's 企业所得税), the previous entry's question is asked
  // of that tax (技术转让所得能免征企业所得税吗 → …免征增值税吗).
  const earlierTax = taxesIn(s.before.knowledge?.question ?? '')[0];
  if (ofWords.kind === 'none' && s.before.knowledge && earlierTax && earlierTax !== s.tax) {
    const ofEntry = await planAlone(s.before.knowledge.question.replace(earlierTax, s.tax));
    if (answered(ofEntry)) return ofEntry;
  }
  if (ofWords.kind !== 'none') return ofWords;
  // Still nothing (这两笔转让收入的增值税呢 after 技术转让所得 and the papers it takes): the tax is asked of what the
  // session's answers were about, the latest first, and only an answer naming that tax will do.
  return (await ofTheme(s.before)) ?? (await ofTheme(await s.turnBefore()));
}

/** The tax asked of the theme of one turn's answer: only an answer naming that tax. */
async function ofThemeNaming(
  plan: AnswerPlan | undefined,
  s: SessionTax,
  planAlone: PlanAlone,
): Promise<AnswerPlan | undefined> {
  const theme = plan?.knowledge?.theme;
  if (!theme) return undefined;
  const found = await planAlone(`${theme}${s.words}`);
  return answered(found) && found.lead.includes(s.tax) ? found : undefined;
}
