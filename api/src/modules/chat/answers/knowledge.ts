import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { TextIndex } from './text-match.ts';
import { TypoMender } from './typos.ts';
import { subjectForms } from './subjects.ts';

/** A 问答库 entry with the reference facts it rests on, in the order it cites them. */
export interface QaItem {
  id: number;
  sourceId: string;
  question: string;
  phrasings: string[];
  answer: string;
  theme: string;
  regionCode: string;
  /** The period the entry's rule applies to ('YYYY-MM-DD'), when it is bounded. */
  validFrom: string | null;
  validTo: string | null;
  factIds: string[];
}

/** A reference fact with its document (policies row of source 'reference'). */
export interface FactItem {
  factId: string;
  article: string;
  topic: string;
  text: string;
  policyId: number;
  title: string;
  docNo: string;
  agency: string;
  date: string;
  status: string;
  /** 0 for a document in force, 1 for one revised or repealed: a current rule answers first. */
  superseded: number;
}

/** The topics of the provisions saying who or what a term covers (定义, and 对象: who a rule applies to). */
export const DEFINING_TOPICS: ReadonlySet<string> = new Set(['定义', '对象']);

export interface Knowledge {
  qa: TextIndex<QaItem>;
  facts: TextIndex<FactItem>;
  factById: Map<string, FactItem>;
  /** Mends a question's mistyped terms to the spelling these texts use. */
  typos: TypoMender;
}

/**
 * The 问答库 and the reference facts of one database, indexed for matching, kept by the app (AppDeps['knowledge'],
 * made in composition.ts) and rebuilt when either changes (an import writes them; the stamp is their row counts
 * and latest update).
 */
export class KnowledgeCache {
  held: { stamp: string; knowledge: Knowledge } | null = null;
  constructor(readonly db: Kysely<Database>) {}
}

async function stampOf(db: Kysely<Database>): Promise<string> {
  const [qa, facts] = await Promise.all([
    db
      .selectFrom('qa_entries')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('t')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('policy_facts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('t')])
      .executeTakeFirstOrThrow(),
  ]);
  return `${qa.n}|${qa.t}|${facts.n}|${facts.t}`;
}

export async function knowledgeOf(cache: KnowledgeCache): Promise<Knowledge> {
  const { db } = cache;
  const stamp = await stampOf(db);
  const { held } = cache;
  if (held && held.stamp === stamp) return held.knowledge;
  const [entries, citations, facts] = await Promise.all([
    db.selectFrom('qa_entries').selectAll().orderBy('source_id').execute(),
    db.selectFrom('qa_citations').select(['qa_id', 'fact_id', 'sort']).orderBy('qa_id').orderBy('sort').execute(),
    db
      .selectFrom('policy_facts as f')
      .innerJoin('policies as p', 'p.id', 'f.policy_id')
      .leftJoin('agencies as a', 'a.id', 'p.agency_id')
      .select([
        'f.fact_id',
        'f.article',
        'f.topic',
        'f.text',
        'f.sort',
        'p.id as policy_id',
        'p.title',
        'p.doc_no',
        'p.publish_date',
        'p.doc_status',
        'a.name as agency',
      ])
      .where('p.source', '=', 'reference')
      .orderBy('p.id')
      .orderBy('f.sort')
      .execute(),
  ]);
  const cites = new Map<number, string[]>();
  for (const c of citations) cites.set(Number(c.qa_id), [...(cites.get(Number(c.qa_id)) ?? []), c.fact_id]);
  const qaItems: QaItem[] = entries.map((e) => ({
    id: Number(e.id),
    sourceId: e.source_id,
    question: e.question,
    phrasings: parsePhrasings(e.phrasings),
    answer: e.answer,
    theme: e.theme,
    regionCode: e.region_code,
    validFrom: e.valid_from,
    validTo: e.valid_to,
    factIds: cites.get(Number(e.id)) ?? [],
  }));
  const factItems: FactItem[] = facts.map((f) => ({
    factId: f.fact_id,
    article: f.article,
    topic: f.topic,
    text: f.text,
    policyId: Number(f.policy_id),
    title: f.title,
    docNo: f.doc_no,
    agency: f.agency ?? '',
    date: f.publish_date,
    status: f.doc_status,
    superseded: f.doc_status === '已修订' || f.doc_status === '已废止' ? 1 : 0,
  }));
  const knowledge: Knowledge = {
    qa: new TextIndex(qaItems, (e) => [e.question, ...e.phrasings]),
    facts: new TextIndex(factItems, (f) => [`${shortTitle(f.title)}${f.text}`]),
    factById: new Map(factItems.map((f) => [f.factId, f])),
    typos: new TypoMender(
      [
        ...qaItems.flatMap((e) => [e.question, ...e.phrasings, e.answer]),
        ...factItems.flatMap((f) => [f.title, f.text]),
      ],
      subjectForms(),
    ),
  };
  cache.held = { stamp, knowledge };
  return knowledge;
}

function parsePhrasings(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** A title without its issuers and 关于…的 frame: what the document is about, for matching. */
function shortTitle(title: string): string {
  const at = title.indexOf('关于');
  const core = at >= 0 ? title.slice(at + 2) : title;
  return core.replace(/的(通知|公告|意见|决定)$/, '');
}
