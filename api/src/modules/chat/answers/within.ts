import { askedTopics } from './asked.ts';
import { citedFacts } from './fact-passages.ts';
import { quantityFit } from './fit.ts';
import type { FactItem, Knowledge, QaItem } from './knowledge.ts';
import { OWN_CASE } from './verdict.ts';

/**
 * What a follow-up asks of the documents the session's previous answer rested on (它的管理责任谁来担 after a
 * question on 新型研发机构; 这个政策到期时间呢 after one on 集成电路企业's 加计扣除): the 问答库 entries citing those
 * documents and their facts, ranked by the follow-up's own words. The earlier question's words stay out: they
 * find the earlier answer again.
 */
export type Within =
  { kind: 'qa'; item: QaItem; facts: FactItem[]; score: number } | { kind: 'fact'; item: FactItem; score: number };

/**
 * An entry or a fact of the session's documents answers at a lower score than one found alone: the session
 * vouches for the subject, the follow-up's few words need only pick what it asks among a document's provisions.
 */
const WITHIN_QA_MIN = 0.2;
const WITHIN_FACT_MIN = 0.1;
const WITHIN_QA_CLEAR = 0.4;
/** The least share of the follow-up's words the subject's provision must hold to answer for holding them. */
const HELD_FLOOR = 0.1;

export function articleKey(policyId: number, article: string): string {
  return `${policyId}|${article}`;
}

export function answerWithin(
  k: Knowledge,
  own: string,
  docs: ReadonlySet<number>,
  rankQa: (question: string) => { item: QaItem; score: number }[],
  rankFacts: (question: string) => { item: FactItem; score: number }[],
  subject: ReadonlySet<string> = new Set(),
  session = own,
  otherSide: (text: string) => boolean = () => false,
): Within | null {
  const onSubject = (f: FactItem) => subject.has(articleKey(f.policyId, f.article));
  const qas = rankQa(own).filter((r) => citedFacts(k, r.item).some((f) => docs.has(f.policyId)));
  const qa = qas[0];
  const topics = askedTopics(own);
  const held = (text: string) => k.facts.covers(own, text);
  // The subject's own provision that states the kind asked (这个需要满足什么条件 after 技术入股) or holds the follow-up's
  // words as well (那以后转让股权的时候怎么计税): it answers before an entry on a subject the session never named
  // (股权激励, a part of the same document), whose question asks beyond what the session said. Not one the session's
  // figure puts the user outside of (`otherSide`: 满183天 为居民个人 for a stay of 90来天).
  const mine = [...k.factById.values()]
    .filter((f) => onSubject(f) && !otherSide(f.text))
    .map((f) => ({ f, topical: topics.includes(f.topic as never), h: held(f.text) }))
    .sort((a, b) => Number(b.topical) - Number(a.topical) || b.h - a.h)[0];
  // An entry fitting the follow-up this well was asked about, whatever the session said.
  const elsewhere =
    !!qa &&
    qa.score < WITHIN_QA_CLEAR &&
    !citedFacts(k, qa.item).some(onSubject) &&
    1 - k.qa.covers(qa.item.question, session) > OWN_CASE;
  const subjectFirst =
    mine && elsewhere && qa && (mine.topical || (mine.h >= HELD_FLOOR && mine.h > held(qa.item.answer)))
      ? mine.f
      : undefined;
  if (subjectFirst) return { kind: 'fact', item: subjectFirst, score: WITHIN_FACT_MIN };
  if (qa && qa.score >= WITHIN_QA_MIN)
    return { kind: 'qa', item: qa.item, facts: citedFacts(k, qa.item), score: qa.score };
  const facts = rankFacts(own).filter((r) => docs.has(r.item.policyId));
  const fact = facts[0];
  if (fact && fact.score >= WITHIN_FACT_MIN) return { kind: 'fact', item: fact.item, score: fact.score };
  // 到期时间呢 shares no word with 「2023年1月1日至2027年12月31日…」: the provision stating the kind asked answers it.
  if (topics.length === 0) return null;
  const states = (text: string) => quantityFit(topics, text, 0) === 1;
  const stating = facts.find((r) => states(r.item.text));
  if (stating) return { kind: 'fact', item: stating.item, score: stating.score };
  const entry = qas.find((r) => states(r.item.answer));
  return entry ? { kind: 'qa', item: entry.item, facts: citedFacts(k, entry.item), score: entry.score } : null;
}
