/**
 * Calendar days as the portal counts them: in China (Asia/Shanghai), whatever the zone of the server or of the
 * visitor's browser. Dates are ISO strings 'YYYY-MM-DD'; day arithmetic runs in UTC so no zone shifts it.
 */
const CHINA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in China. */
export function chinaToday(d = new Date()): string {
  return CHINA_DAY.format(d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A deadline in words against China's today: 已截止, 今日截止, or 剩N天. */
export function deadlineText(applyEnd: string, today: string): string {
  const left = daysBetween(today, applyEnd);
  return left < 0 ? '已截止' : left === 0 ? '今日截止' : `剩${left}天`;
}

/** An ISO date as a Chinese calendar date: '2026-03-05' → '2026年3月5日' (no zone involved, it is a day already). */
export function chineseDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}
