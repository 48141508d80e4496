import { PolicyFilterSchema } from '@aikc/shared/filters';
import { regionFullName } from '@aikc/shared/regions';
import type { AppDeps } from '../../../deps.ts';
import { loadPolicies, searchPolicies } from '../../policy/service.ts';
import { bestClauses, contentWords } from '../clauses.ts';
import type { Passage } from '../providers/provider.ts';
import { policySource } from '../retrieval.ts';

/** Notices that organise work (辅导, 公示, 名单 …) implement nothing a user can claim. */
const WORK_NOTICE = /辅导|公示|名单|征集|培训|会议|评审结果|拟认定|拟推荐|宣传/;
const FIGURES = /\d+(\.\d+)?\s*(%|％|万元|亿元|元|倍)/g;
const ASPECT = /^(比例|税率|征收率|条件|要求|标准|期限|年限|金额|额度|材料|时间|现在|规定|政策)$/;

/**
 * The implementing document of the user's region that adds something to the national answer: among that
 * region's documents on the question's subject (the portal's search, filtered to the region), the first rule
 * whose best clause states a figure (an amount, a ratio) the answer does not already state. Null when none does:
 * a local notice that repeats the national rule is not cited.
 */
export async function localPassage(
  deps: Pick<AppDeps, 'db' | 'search'>,
  question: string,
  regionCode: string,
  stated: string,
  n: number,
): Promise<Passage | null> {
  if (!/^\d{6}$/.test(regionCode) || regionCode === '000000') return null;
  const words = contentWords(question).filter((w) => !ASPECT.test(w));
  if (words.length === 0) return null;
  const province = `${regionCode.slice(0, 2)}0000`;
  const city = regionCode.endsWith('0000') ? '' : `${regionCode.slice(0, 4)}00`;
  const filter = PolicyFilterSchema.parse({
    keyword: words.slice(0, 3).join(' '),
    province,
    city,
    pageSize: 10,
    sort: 'relevance',
  });
  const hits = (await searchPolicies(deps.search, deps.db.db, deps.db.dialect, filter)).rows.filter(
    (r) => !WORK_NOTICE.test(r.title),
  );
  if (hits.length === 0) return null;
  const known = new Set(stated.match(FIGURES) ?? []);
  for (const d of await loadPolicies(
    deps.search,
    deps.db.db,
    hits.slice(0, 5).map((h) => Number(h.id)),
  )) {
    const best = bestClauses(d.body_text, words, true, 3);
    const clause = best.clauses.find((c) => (c.match(FIGURES) ?? []).some((f) => !known.has(f)));
    if (!clause) continue;
    return {
      source: policySource(d, n),
      clauses: [clause],
      local: regionFullName(city || province),
    };
  }
  return null;
}
