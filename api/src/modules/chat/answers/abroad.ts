/**
 * The knowledge base holds China's rules only. A question about another jurisdiction's rule (新加坡的研发费用扣除比例,
 * 韩国对半导体企业有哪些优惠) matches the Chinese rule on the same words and would be answered with it as if it were
 * that country's, so it is out of scope. A foreign place as the counterparty or site of the user's own business
 * (委托德国一家实验室, 在美国的子公司) stays in scope: the question is then about Chinese tax on it.
 */
export const PLACES = [
  '美国',
  '日本',
  '韩国',
  '新加坡',
  '德国',
  '英国',
  // Not the 法 of 依法 / 立法 / 司法 followed by 国有 (依法国有资产…).
  '(?<![依司立宪执税非合])法国',
  '意大利',
  '荷兰',
  '瑞士',
  '瑞典',
  '以色列',
  '印度',
  '俄罗斯',
  '澳大利亚',
  '澳洲',
  '加拿大',
  '越南',
  '泰国',
  '马来西亚',
  '印度尼西亚',
  '印尼',
  '巴西',
  '欧盟',
  '欧洲',
  '东南亚',
  '国外',
  '外国',
];

/** The place is the rule-maker: followed by 的 / 对 / 政府 / 有 / 出台 …, and not after 在 / 向 / 委托 … (the user's own dealings). */
const ABROAD = new RegExp(
  `(?:^|[^在从向到去赴与和跟给托])(?:${PLACES.join('|')})(?:的|对|政府|有|出台|实行|规定|那边|是怎么|怎么)`,
);

/**
 * A question opening on a foreign firm (英国公司交企业所得税税率是多少) asks that country's rule, unless it places the
 * firm's dealings in China (在中国, 境内) or with the user (我们, 我司).
 */
const FOREIGN_FIRM = new RegExp(`^(?:${PLACES.join('|')})的?(?:公司|企业)`);
const DEALS_HERE = /在中国|中国境内|境内|在华|我们|我司|我公司|本公司/;

export function asksAboutAbroad(question: string): boolean {
  const q = question.replace(/\s+/g, '');
  return ABROAD.test(q) || (FOREIGN_FIRM.test(q) && !DEALS_HERE.test(q));
}
