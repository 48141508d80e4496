// Apart from company-eval.ts (the rule sets): the chat's first paint needs this check, not the rules (issue 31).

/**
 * Registration statuses of a company that no longer operates (注销, 吊销): it is not evaluated or matched, since an
 * evaluation would read as advice to a company that cannot act on it.
 */
export const NOT_EVALUABLE_STATUS_WORDS = ['注销', '吊销'] as const;
export function isNotEvaluable(status: string): boolean {
  return NOT_EVALUABLE_STATUS_WORDS.some((w) => status.includes(w));
}
export function notEvaluableMessage(name: string, status: string): string {
  return `${name}的登记状态为“${status}”，已不再经营，平台不对其进行企业评价或政策匹配，请选择其他企业`;
}
