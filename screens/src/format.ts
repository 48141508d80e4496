/** Number and time formatting for the walls. All clock text is China Standard Time, whatever the host zone. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '2026年11月22日 星期日' and '10:13:05' in CST. */
export function formatClock(ms: number): { date: string; time: string } {
  const d = new Date(ms + CST_OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}年${pad(d.getUTCMonth() + 1)}月${pad(d.getUTCDate())}日 星期${WEEKDAYS[d.getUTCDay()]}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** 'HH:mm' in CST, for "since" notes. */
export function formatTimeShort(ms: number): string {
  const d = new Date(ms + CST_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Integer with thousands separators: 1234567 -> '1,234,567'. Non-finite shows '--'. */
export function formatInt(n: number): string {
  if (!Number.isFinite(n)) return '--';
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A compact amount for axis labels and cards, in the Chinese units: 12,345 -> '1.23万', 123,456,789 ->
 * '1.23亿'. Below 10,000 the plain integer (or one decimal for small fractions).
 */
export function formatCompact(n: number): string {
  if (!Number.isFinite(n)) return '--';
  const abs = Math.abs(n);
  const trim = (s: string) => s.replace(/\.?0+$/, '');
  if (abs >= 1e8) return `${trim((n / 1e8).toFixed(2))}亿`;
  if (abs >= 1e4) return `${trim((n / 1e4).toFixed(2))}万`;
  if (Number.isInteger(n)) return String(n);
  return trim(n.toFixed(1));
}

/** 万元 amounts (the database unit) shown as 亿元 once large: 123456 (万元) -> '12.35亿元'. */
export function formatWanYuan(wan: number): string {
  if (!Number.isFinite(wan)) return '--';
  if (Math.abs(wan) >= 1e4) return `${(wan / 1e4).toFixed(2)}亿元`;
  return `${formatInt(wan)}万元`;
}

/** '2026-11' -> '11月', '2026-01' -> '26年1月' (a year change is worth the space). */
export function formatMonth(period: string): string {
  const [y, m] = period.split('-');
  if (!y || !m) return period;
  return m === '01' ? `${y.slice(2)}年1月` : `${Number(m)}月`;
}

/** Days left before a deadline, as the declaration tables say it. */
export function formatDaysLeft(days: number): string {
  if (days <= 0) return '今日截止';
  return `剩${days}天`;
}

/** A share in percent with one decimal; 0 of 0 is 0%. */
export function formatPercent(part: number, total: number): string {
  if (!(total > 0)) return '0%';
  return `${((part / total) * 100).toFixed(1)}%`;
}
