/** Date formatting in China Standard Time (UTC+8, no daylight saving), independent of the host's zone. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

function cstParts(ms: number) {
  const d = new Date(ms + CST_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`,
    time: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`,
  };
}

/** 'YYYY-MM-DD HH:mm:ss' in CST. */
export function formatDateTime(ms: number): string {
  const { date, time } = cstParts(ms);
  return `${date} ${time}`;
}

/** 'YYYY-MM-DD' in CST. */
export function formatDate(ms: number): string {
  return cstParts(ms).date;
}

/** Today's date in CST as 'YYYY-MM-DD'. */
export function todayCst(now = Date.now()): string {
  return formatDate(now);
}
