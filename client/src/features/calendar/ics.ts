/** What an iCalendar reminder needs of a declaration project. */
export interface IcsProject {
  id: number;
  title: string;
  department: string;
  apply_start: string;
  apply_end: string;
}

function icsDate(day: string): string {
  return day.replace(/-/g, '');
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** RFC 5545 text escaping (backslash, semicolon, comma, newline). */
function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * An .ics file with the project's deadline as an all-day event and a reminder three days before, so the user
 * can put it in any calendar app (Outlook, 钉钉, iOS) without an account here.
 */
export function projectIcs(p: IcsProject, url: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AIKC//Declaration Calendar//ZH',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:project-${p.id}@aikc`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(p.apply_end)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(p.apply_end))}`,
    `SUMMARY:${icsText(`【申报截止】${p.title}`)}`,
    `DESCRIPTION:${icsText(`申报时间：${p.apply_start} 至 ${p.apply_end}\n主管部门：${p.department}\n详情：${url}`)}`,
    `URL:${url}`,
    'BEGIN:VALARM',
    'TRIGGER:-P3D',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText('申报即将截止')}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Saves the reminder as `<title>.ics`. */
export function downloadIcs(p: IcsProject): void {
  const url = `${window.location.origin}/project/detail/${p.id}`;
  const blob = new Blob([projectIcs(p, url)], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `申报截止提醒-${p.title.slice(0, 40)}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
