import { PolicyFilterSchema } from '@aikc/shared/filters';
import type { AppDeps } from '../../deps.ts';
import { loadPolicies, searchPolicies } from '../policy/service.ts';
import { bestClauses, contentWords, wantsFigure } from './clauses.ts';
import type { Passage } from './providers/provider.ts';

/** Notices that organise work (辅导, 公示, 名单, 征集 …) state no rule of their own: they answer after the rules. */
const WORK_NOTICE = /辅导|公示|名单|征集|培训|会议|评审结果|拟认定|拟推荐|宣传/;
const RULE = /办法|规定|条例|细则|公告|法$|意见$|标准/;

/**
 * How much a document's word counts, by what it is: a reference document (real, national) and rules or 办法 above
 * local notices, notices that organise work below everything. Questions here name no region, so a national
 * document answers before a local one.
 */
function authority(d: { title: string; source: string; level: string }): number {
  let f = 1;
  if (d.source === 'reference') f *= 1.5;
  else if (d.level === 'national') f *= 1.2;
  if (WORK_NOTICE.test(d.title)) f *= 0.5;
  else if (RULE.test(d.title)) f *= 1.2;
  return f;
}

/** Documents read per question, and passages handed to the provider. */
const CANDIDATES = 12;
export const MAX_PASSAGES = 5;

/** A policy as the answer's numbered source [n]: what its citation shows and where it links. */
export function policySource(
  d: { id: number | string; title: string; doc_no: string; agency_name?: string | null; publish_date: string },
  n: number,
): Passage['source'] {
  return {
    n,
    kind: 'policy',
    id: Number(d.id),
    title: d.title,
    doc_no: d.doc_no,
    agency: d.agency_name ?? '',
    date: d.publish_date,
    route: `/policy/detail/${Number(d.id)}`,
  };
}

/**
 * Retrieval over our own corpus with the portal's search: the question's content words are searched
 * together; while that finds fewer than 3 policies the last word is dropped (a question says more than
 * any one document). The candidates' sentences are scored against all the words, and the documents whose
 * best sentence scores highest become the passages, numbered [1]..[n] in that order.
 */
export async function retrievePolicies(
  deps: Pick<AppDeps, 'db' | 'search'>,
  question: string,
  extraWords: readonly string[] = [],
): Promise<Passage[]> {
  const words = [...contentWords(question), ...extraWords.filter((w) => w)];
  if (words.length === 0) return [];
  const ids: number[] = [];
  for (let k = words.length; k >= 1 && ids.length < 3; k--) {
    const filter = PolicyFilterSchema.parse({ keyword: words.slice(0, k).join(' '), pageSize: 20, sort: 'relevance' });
    const res = await searchPolicies(deps.search, deps.db.db, deps.db.dialect, filter);
    for (const r of res.rows) if (!ids.includes(r.id) && ids.length < CANDIDATES) ids.push(r.id);
  }
  if (ids.length === 0) return [];
  const docs = await loadPolicies(deps.search, deps.db.db, ids);
  const figure = wantsFigure(question);
  const ranked = docs
    .map((d, rank) => {
      const best = bestClauses(d.body_text, words, figure);
      const titleHits = words.filter((w) => d.title.includes(w)).reduce((a, w) => a + [...w].length, 0);
      return { d, rank, clauses: best.clauses, score: (best.score * 2 + titleHits) * authority(d) };
    })
    .filter((x) => x.clauses.length > 0)
    .sort((a, b) => b.score - a.score || a.rank - b.rank);
  // Documents often repeat a higher-level clause word for word: a clause is quoted once, from the best
  // document; a document with nothing new to quote is not a passage.
  const quoted = new Set<string>();
  const distinct: typeof ranked = [];
  for (const r of ranked) {
    const fresh = r.clauses.filter((c) => !quoted.has(c));
    if (fresh.length === 0) continue;
    fresh.forEach((c) => quoted.add(c));
    distinct.push({ ...r, clauses: fresh });
    if (distinct.length === MAX_PASSAGES) break;
  }
  return distinct.map(({ d, clauses }, i) => ({
    source: policySource(d, i + 1),
    clauses,
  }));
}
