/**
 * Words every kind of policy document uses for what it grants or what it is (补贴, 奖励, 申报, 办法): in a
 * query they say what the user wants of a topic, and the topic is the other words. Their weight is damped,
 * because the corpus cannot tell: in bodies 专精特新 and 知识产权 are named more often than 补贴 (as eligible
 * parties), so by frequency alone 知识产权补贴 ranked some other 补贴's documents first.
 */
const GENERIC_WORDS = new Set([
  '补贴',
  '补助',
  '奖励',
  '奖补',
  '资助',
  '资金',
  '专项资金',
  '扶持',
  '支持',
  '申报',
  '认定',
  '通知',
  '办法',
  '管理办法',
  '实施细则',
  '政策',
  '措施',
  '项目',
  '工作',
]);
const GENERIC_SHARE = 0.25;

/**
 * How much a query clause found in a title counts: the inverse document frequency of its typed form (not of
 * the sub-words it also matches by), damped for the generic words above, so 人才引进补贴 ranks a title about
 * 人才引进 before one about another 补贴. Whole thousandths, so the SQL oracle adds the same numbers.
 */
export function clauseWeight(form: readonly string[], matching: number, docs: number): number {
  const idf = Math.log(1 + Math.max(1, docs) / Math.max(1, matching));
  return Math.round(1000 * idf * (GENERIC_WORDS.has(form.join('')) ? GENERIC_SHARE : 1));
}
