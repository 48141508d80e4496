import { REFERENCE_DOCUMENTS } from '../../../seed/reference/documents.ts';
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

/** The reference layer's facts as the knowledge base holds them, by id (each document a policy id from 1, in order). */
export function referenceFacts(): Map<string, FactItem> {
  return new Map(
    REFERENCE_DOCUMENTS.flatMap((d, i) =>
      d.facts.map((f): [string, FactItem] => [
        f.id,
        {
          factId: f.id,
          article: f.article,
          topic: f.topic,
          text: f.text,
          policyId: i + 1,
          title: d.title,
          docNo: d.docNo ?? '',
          agency: d.agencies[0] ?? '',
          date: d.publishedDate,
          status: d.status,
          superseded: 0,
        },
      ]),
    ),
  );
}
