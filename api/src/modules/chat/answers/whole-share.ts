/**
 * 「能全额计入吗」 asks whether all of an amount counts, not whether it counts at all. When the rule found counts only a
 * share of it (委托境外: 80%), the answer is 不能全额 and the share follows; a yes stated on the rule's own case
 * (「能：按…80%计入」) is that no. A share of 100% or more, or a lead that says no already, is left as it is.
 */
const ASKS_WHOLE = /全额|百分之百|足额|全部(?:计入|扣除|加计|抵扣|算|享受|退)/;
const FIRST_SHARE = /(\d+(?:\.\d+)?)%/;
const YES = /^(能|可以|是|会|该项符合)[：:，,]/;
const NO = /^(不能|不可以|不行|否|不是|不会|不得)/;

export function withWholeShare(question: string, lead: string): string {
  if (!ASKS_WHOLE.test(question) || NO.test(lead)) return lead;
  const share = FIRST_SHARE.exec(lead);
  if (!share || Number(share[1]) >= 100) return lead;
  return `不能全额：${lead.replace(YES, '')}`;
}
