import type { FactItem, QaItem } from './knowledge.ts';

/** A reference fact for unit tests: a current provision of document 1, with only what a test sets told apart. */
export function factItem(factId: string, over: Partial<FactItem> = {}): FactItem {
  return {
    factId,
    article: '第一条',
    topic: '对象',
    text: factId,
    policyId: 1,
    title: '',
    docNo: '',
    agency: '',
    date: '',
    status: '有效',
    superseded: 0,
    ...over,
  };
}

/** A 问答库 entry for unit tests: its question, no phrasings, answer or provisions unless a test sets them. */
export function qaItem(id: number, question: string, over: Partial<QaItem> = {}): QaItem {
  return {
    id,
    sourceId: String(id),
    question,
    phrasings: [],
    answer: '',
    theme: '',
    regionCode: '',
    validFrom: null,
    validTo: null,
    factIds: [],
    ...over,
  };
}
