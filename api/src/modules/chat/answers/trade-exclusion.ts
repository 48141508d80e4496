import { EXCLUDED_TRADE, tradeNamed } from './in-context.ts';
import type { FactItem, Knowledge } from './knowledge.ts';

/** Asking whether 加计扣除 applies (能不能加计, 能加计扣除吗, 能多扣吗). */
const ASKS_DEDUCTION = /加计|多扣/;
const EXCLUDES = /不适用/;

/**
 * 加计扣除 asked by a company of one of the six trades the rule excludes (财税〔2015〕119号 第四条): the exclusion decides
 * it, whatever else the question tells (开剧本杀连锁店的公司，自己研发了一套小程序，研发费能不能加计 is 不能, however the
 * software was made). The trade as the rule names it and the provision stating it, or undefined when the question
 * names no such trade or asks no 加计. `own`: the user's words of this turn, when `question` was completed from the
 * session's earlier turns.
 */
export function tradeExclusion(
  k: Knowledge,
  question: string,
  own = question,
): { trade: string; fact: FactItem } | undefined {
  if (!ASKS_DEDUCTION.test(question)) return undefined;
  const trade = EXCLUDED_TRADE.exec(question)?.[0];
  // The trade must be the user's own in this turn (那我们开网吧的呢), not one carried from an earlier turn into a
  // question on something else (这个算研发吗 after a 剧本杀 company's 加计).
  if (!trade || tradeNamed(own) !== trade) return undefined;
  const fact = [...k.factById.values()].find(
    (f) => f.status !== '已废止' && f.text.includes(trade) && EXCLUDES.test(f.text) && f.text.includes('加计扣除'),
  );
  return fact && { trade, fact };
}
