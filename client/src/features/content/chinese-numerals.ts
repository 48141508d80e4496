const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 -> 一, 10 -> 十, 12 -> 十二, 20 -> 二十, 35 -> 三十五 (1-99; section numbers of legal texts). */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`unsupported numeral ${n}`);
  if (n < 10) return DIGITS[n] as string;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}
