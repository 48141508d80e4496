import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Dayjs } from 'dayjs';
import type { CalendarDay } from '@aikc/shared/schemas/project';

/** Column headers, Monday first as antd's Calendar drew them under the zh-CN locale. */
const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** Days since the Monday of `d`'s week (dayjs counts Sunday as 0). */
const sinceMonday = (d: Dayjs) => (d.day() + 6) % 7;

/**
 * The 42 days antd's Calendar showed for `month`: six Monday-first weeks from the week holding the 1st (a month
 * that starts on a Monday starts the grid), so the grid keeps its height from month to month.
 */
export function monthWeeks(month: Dayjs): Dayjs[][] {
  const first = month.startOf('month');
  const start = first.subtract(sinceMonday(first), 'day');
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, i) => start.add(w * 7 + i, 'day')));
}

/**
 * A day's spoken name: the full date and, when it has any, the windows opening and closing on it. It holds the
 * button's visible text (WCAG 2.5.3, label in name): so the grid shows 1, not antd's 01, and the markers are
 * drawn over the cell beside the button, not inside it (their short 开始 N would not be part of this name).
 */
export function dayLabel(d: Dayjs, counts: CalendarDay | undefined): string {
  const parts = [d.format('YYYY年M月D日')];
  if (counts?.starting) parts.push(`开始申报 ${counts.starting} 项`);
  if (counts?.ending) parts.push(`截止 ${counts.ending} 项`);
  return parts.join('，');
}

/** The WAI-ARIA date grid keys: a day, a week, the week's ends, a month (a year with Shift). */
const MOVES: Record<string, (d: Dayjs, shift: boolean) => Dayjs> = {
  ArrowLeft: (d) => d.subtract(1, 'day'),
  ArrowRight: (d) => d.add(1, 'day'),
  ArrowUp: (d) => d.subtract(1, 'week'),
  ArrowDown: (d) => d.add(1, 'week'),
  Home: (d) => d.subtract(sinceMonday(d), 'day'),
  End: (d) => d.add(6 - sinceMonday(d), 'day'),
  PageUp: (d, shift) => d.subtract(1, shift ? 'year' : 'month'),
  PageDown: (d, shift) => d.add(1, shift ? 'year' : 'month'),
};

/** 开始 N / 截止 N over the day's cell, for the eye (the button's name says them in full); clicks pass through. */
function DayMarkers({ day }: { day: CalendarDay | undefined }) {
  if (!day || (day.starting === 0 && day.ending === 0)) return null;
  return (
    <span className="cal-markers" aria-hidden="true">
      {day.starting > 0 ? <span className="cal-marker cal-marker--start">开始 {day.starting}</span> : null}
      {day.ending > 0 ? <span className="cal-marker cal-marker--end">截止 {day.ending}</span> : null}
    </span>
  );
}

/**
 * The month as a WAI-ARIA date grid: one Tab stop (the `active` day, whose month is shown), arrow keys, Home/End
 * and PageUp/PageDown move it, Enter or Space (the day's button) chooses it. Moving never chooses: the URL and the
 * day's list change only on a choice.
 */
export function MonthGrid({
  active,
  selected,
  today,
  days,
  labelledBy,
  onMove,
  onChoose,
}: {
  active: Dayjs;
  selected: Dayjs;
  today: Dayjs;
  days: ReadonlyMap<string, CalendarDay>;
  /** The id of the visible month's name, the grid's name. */
  labelledBy: string;
  onMove(d: Dayjs): void;
  onChoose(d: Dayjs): void;
}) {
  const table = useRef<HTMLTableElement>(null);
  // Set by a key or a click inside the grid that changes the active day: its button takes the focus once it is
  // drawn (it may be in another month's grid). Changes from outside (the month buttons, the date field) do not.
  const follow = useRef(false);
  const activeKey = active.format('YYYY-MM-DD');
  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    table.current?.querySelector<HTMLElement>(`[data-date="${activeKey}"]`)?.focus();
  }, [activeKey]);

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const next = move(active, e.shiftKey);
    follow.current = !next.isSame(active, 'day');
    onMove(next);
  };

  return (
    <table className="cal-grid" role="grid" aria-labelledby={labelledBy} ref={table} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map((w) => (
            <th key={w} scope="col" abbr={`星期${w}`}>
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(active).map((week) => (
          <tr key={week[0]!.format('YYYY-MM-DD')}>
            {week.map((d) => {
              const key = d.format('YYYY-MM-DD');
              const counts = days.get(key);
              const isSelected = d.isSame(selected, 'day');
              const cls = [
                'cal-cell',
                d.isSame(active, 'month') ? '' : 'cal-cell--outside',
                isSelected ? 'cal-cell--selected' : '',
                d.isSame(today, 'day') ? 'cal-cell--today' : '',
              ].filter(Boolean);
              return (
                <td key={key} role="gridcell" aria-selected={isSelected}>
                  <button
                    type="button"
                    className={cls.join(' ')}
                    data-date={key}
                    tabIndex={key === activeKey ? 0 : -1}
                    aria-label={dayLabel(d, counts)}
                    aria-current={d.isSame(today, 'day') ? 'date' : undefined}
                    onClick={() => {
                      follow.current = key !== activeKey;
                      onChoose(d);
                    }}
                  >
                    <span className="cal-cell__num">{d.date()}</span>
                  </button>
                  <DayMarkers day={counts} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
