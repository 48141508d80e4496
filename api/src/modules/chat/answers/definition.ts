import type { FactItem, Knowledge } from './knowledge.ts';
import { askingClauses } from './normalize.ts';
import { subjectsOf } from './subjects.ts';

/**
 * Whether the user's case falls under a term (这个过程算科技成果转化吗, 生产工艺的实质性改进算不算研发活动, 一种新的发酵
 * 生产方法能申请发明专利吗) is decided by the term's legal definition: the provision saying what the term 是指. The term
 * is what the asking clause classifies the case as, or the patent kind it asks to apply for.
 */
const TERM = [
  /算不算([\p{Script=Han}]{2,10}?)(?:[，,？?。]|$|吗|呢)/u,
  /属不属于([\p{Script=Han}]{2,10}?)(?:[，,？?。]|$|吗|呢)/u,
  /(?:算是|属于|算)([\p{Script=Han}]{2,10}?)吗/u,
];

function termOf(question: string): string | null {
  const asking = askingClauses(question);
  const patent = subjectsOf(asking).find((s) => s.cls === 'patent' && /申请/.test(asking));
  // 发明专利 is defined as 发明: the law defines the invention, not the patent on it.
  if (patent) return patent.name.replace(/专利$/, '');
  for (const re of TERM) {
    const m = re.exec(asking);
    if (m?.[1]) return m[1].replace(/^(?:是|为)/, '');
  }
  return null;
}

/** The 定义 provision defining the term the question classifies its case under, if the knowledge base holds one. */
export function definitionAsked(k: Knowledge, question: string): FactItem | undefined {
  const term = termOf(question);
  if (!term) return undefined;
  const defines = new RegExp(`(?:^|[；;，,])${term}(?:，)?(?:是指|是)`);
  return [...k.factById.values()].find((f) => f.topic === '定义' && f.superseded === 0 && defines.test(f.text));
}
