/** 注册资本 in 万元 as the register shows it (亿 above 10,000 万). */
export function formatCapital(wan: number): string {
  if (wan >= 10_000) return `${(wan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}亿元`;
  return `${wan.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万元`;
}
