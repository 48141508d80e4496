import type { Passage } from '../providers/provider.ts';
import type { AnswerPlan } from './answer-plan.ts';
import type { FactItem, Knowledge, QaItem } from './knowledge.ts';

/** Reference facts as the passages an answer cites: one per document, its provisions quoted with their 条. */
export function factPassage(n: number, facts: FactItem[]): Passage {
  const f = facts[0] as FactItem;
  return {
    source: {
      n,
      kind: 'policy',
      id: f.policyId,
      title: f.title,
      doc_no: f.docNo,
      agency: f.agency,
      date: f.date,
      route: `/policy/detail/${f.policyId}`,
    },
    clauses: facts.map((x) => `${x.article}\u3000${x.text}`),
    article: [...new Set(facts.map((x) => x.article))].join('、'),
  };
}

/** The facts grouped by document in the order they are cited, numbered from 1. */
export function passagesOfFacts(facts: FactItem[]): Passage[] {
  const byDoc = new Map<number, FactItem[]>();
  for (const f of facts) byDoc.set(f.policyId, [...(byDoc.get(f.policyId) ?? []), f]);
  return [...byDoc.values()].map((fs, i) => factPassage(i + 1, fs));
}

/** The facts an entry rests on, in the order it cites them (one the knowledge base no longer holds left out). */
export function citedFacts(k: Knowledge, entry: QaItem): FactItem[] {
  return entry.factIds.map((id) => k.factById.get(id)).filter((f): f is FactItem => !!f);
}

/** What a plan answered by a 问答库 entry holds besides its lead: the entry and the documents of its facts. */
export function entryAnswer(entry: QaItem, facts: FactItem[]): Pick<AnswerPlan, 'kind' | 'passages' | 'knowledge'> {
  return {
    kind: 'qa',
    passages: passagesOfFacts(facts),
    knowledge: { question: entry.question, answer: entry.answer, theme: entry.theme },
  };
}
