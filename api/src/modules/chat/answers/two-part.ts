import type { Passage } from '../providers/provider.ts';
import type { AnswerPlan } from './answer-plan.ts';

/**
 * A question asking two things in a row (高企税率是多少，资格有效期几年; 免几年？之后税率是多少) is answered on both: the
 * first part first, as the user asked it, then the second, read as a follow-up of the first (it often names no
 * subject of its own). A clause ends an asking part when it ends on a question word: 「拖了好几年才授权，能补偿吗」
 * states a circumstance before it asks, and 要是…呢，有什么要求 a case: each stays one question.
 */
const ASKING_END =
  /(多少\S{0,2}|(?<!好)几\S{0,2}|什么\S{0,2}|哪些|哪个|哪天|哪年|何时|吗|怎么办|如何\S{0,2}|有没有\S{0,4}|是否\S{0,4})$/;
/** 要是…呢, 如果…: a case put before the question about it, not a question of its own. */
const SUPPOSES = /^(那|那么)?(要是|如果|假如|假设|若)/;
const ASKS = /吗|呢|么|多少|几|什么|怎么|怎样|如何|哪|是否|能否|能不能|可不可以|有没有|要不要/;
/** A second part this short (是多少) is no question of its own. */
const PART_MIN = 3;

/** The two asking parts of a question, or null when it asks one thing. */
export function askedParts(question: string): [string, string] | null {
  const q = question.trim().replace(/[？?。！!\s]+$/, '');
  const cut = /[，,；;？?]/g;
  for (let m = cut.exec(q); m; m = cut.exec(q)) {
    const head = q.slice(0, m.index).trim();
    const tail = q.slice(m.index + 1).trim();
    if (SUPPOSES.test(head)) return null;
    if (!ASKING_END.test(head)) continue;
    if ([...tail].length < PART_MIN || !ASKS.test(tail)) return null;
    return [head, tail];
  }
  return null;
}

/** The second plan's documents after the first's, numbered on; a document both cite holds both parts' provisions. */
function mergePassages(first: Passage[], second: Passage[]): Passage[] {
  const out = first.map((p) => ({ ...p, clauses: [...p.clauses] }));
  for (const p of second) {
    const same = out.find((o) => o.source.id === p.source.id && !o.local && !p.local);
    if (same) {
      same.clauses.push(...p.clauses.filter((c) => !same.clauses.includes(c)));
      const articles = new Set([...(same.article ?? '').split('、'), ...(p.article ?? '').split('、')].filter(Boolean));
      if (articles.size > 0) same.article = [...articles].join('、');
    } else out.push({ ...p, source: { ...p.source, n: out.length + 1 } });
  }
  return out;
}

const found = (p: AnswerPlan) => p.kind === 'qa' || p.kind === 'fact';

/**
 * Both parts answered, the first's lead first; the whole question's plan when either part finds nothing or the
 * second adds nothing the first does not say.
 */
export async function bothParts(
  whole: AnswerPlan,
  [head, tail]: [string, string],
  plan: (question: string, earlier: readonly string[]) => Promise<AnswerPlan>,
  earlier: readonly string[],
): Promise<AnswerPlan> {
  const first = await plan(head, earlier);
  if (!found(first)) return whole;
  const second = await plan(tail, [...earlier, head]);
  if (!found(second) || first.lead.includes(second.lead) || second.lead.includes(first.lead))
    return found(whole) ? whole : first;
  const end = /[。！!？?]$/.test(first.lead) ? '' : '。';
  return {
    ...first,
    resolved: whole.resolved,
    lead: `${first.lead}${end}${second.lead}`,
    passages: mergePassages(first.passages, second.passages),
  };
}
