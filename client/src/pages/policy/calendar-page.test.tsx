import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CalendarApi } from '@aikc/shared/api-paths';
import type { CalendarDayItem } from '../../features/calendar/api/calendar.ts';
import { DeclarationCalendarPage } from './calendar-page.tsx';
import { renderRoutes } from '../../test/render-app.tsx';

function project(id: number, ends: boolean): CalendarDayItem {
  return {
    id,
    title: `项目${id}`,
    title_html: `项目${id}`,
    snippet_html: '',
    department: '某市科学技术局',
    level: 'municipal',
    level_name: '市级',
    region_name: '某市',
    type: { id: 1, name: '科技计划' },
    labels: [],
    support_text: '',
    support_max: 0,
    apply_start: '2026-06-01',
    apply_end: ends ? '2026-06-15' : '2026-06-30',
    status: 'open',
    status_name: '申报中',
    days_left: 5,
    starts_today: false,
    ends_today: ends,
  };
}

/**
 * June 2026 starts on a Monday: the grid runs from 1 June to 12 July. The 15th has 2 windows opening and 1 closing,
 * and 10 projects (1 closing that day); every month answers with that 15th.
 */
function renderCalendar(path: string, opts: { monthDown?: boolean; dayPending?: boolean } = {}) {
  const months: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://localhost');
      let data: unknown = null;
      if (u.pathname === CalendarApi.month && opts.monthDown) return new Response('bad gateway', { status: 502 });
      if (u.pathname === CalendarApi.day && opts.dayPending) return new Promise<Response>(() => undefined);
      if (u.pathname === CalendarApi.month) {
        const month = u.searchParams.get('month') ?? '';
        months.push(month);
        data = {
          month,
          today: '2026-06-10',
          days: [{ date: `${month}-15`, starting: 2, ending: 1 }],
          open_in_month: 1234,
        };
      } else if (u.pathname === CalendarApi.day) {
        data = {
          date: u.searchParams.get('date'),
          list: Array.from({ length: 10 }, (_, i) => project(i + 1, i === 0)),
        };
      }
      return new Response(JSON.stringify({ code: 200, msg: '操作成功', data }));
    }),
  );
  const { router } = renderRoutes(path, [{ path: '/policy/sbyl', Component: DeclarationCalendarPage }]);
  return { router, months };
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`.cal-grid [data-date="${date}"]`)!;
const key = (k: string, init: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: k, ...init });

beforeEach(() => {
  // Only the clock: "today" is 10 June 2026 (timers stay real for the queries).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T10:00:00+08:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DeclarationCalendarPage', () => {
  it("draws the month as a Monday-first grid of six weeks with each day's markers", async () => {
    renderCalendar('/policy/sbyl?date=2026-06-15');
    const grid = await screen.findByRole('grid', { name: '2026年6月' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    const days = [...grid.querySelectorAll<HTMLButtonElement>('[data-date]')];
    expect(days).toHaveLength(42);
    expect(days[0]!.dataset.date).toBe('2026-06-01');
    expect(days[41]!.dataset.date).toBe('2026-07-12');

    await waitFor(() =>
      expect(day('2026-06-15').getAttribute('aria-label')).toBe('2026年6月15日，开始申报 2 项，截止 1 项'),
    );
    expect(day('2026-06-15').textContent).toBe('15');
    expect(day('2026-06-15').closest('td')!.textContent).toBe('15开始 2截止 1');
    expect(day('2026-06-01').textContent).toBe('1');
    expect(day('2026-06-14').getAttribute('aria-label')).toBe('2026年6月14日');
    expect(day('2026-06-15').closest('td')!.getAttribute('aria-selected')).toBe('true');
    expect(day('2026-06-14').closest('td')!.getAttribute('aria-selected')).toBe('false');
    expect(day('2026-06-10').getAttribute('aria-current')).toBe('date');
    expect(day('2026-07-01').className).toContain('cal-cell--outside');
    expect(day('2026-06-30').className).not.toContain('cal-cell--outside');
    // One Tab stop: the chosen day.
    expect(days.filter((d) => d.tabIndex === 0).map((d) => d.dataset.date)).toEqual(['2026-06-15']);
    expect(await screen.findByText('1,234')).toBeTruthy();
  });

  it('moves the focus with the arrow keys, Home, End and the page keys, without choosing', async () => {
    const { router, months } = renderCalendar('/policy/sbyl?date=2026-06-15');
    await screen.findByRole('grid');
    day('2026-06-15').focus();
    const focused = () => (document.activeElement as HTMLElement).dataset.date;

    key('ArrowRight');
    await waitFor(() => expect(focused()).toBe('2026-06-16'));
    expect(day('2026-06-16').tabIndex).toBe(0);
    expect(day('2026-06-15').tabIndex).toBe(-1);
    key('ArrowDown');
    await waitFor(() => expect(focused()).toBe('2026-06-23'));
    key('Home');
    await waitFor(() => expect(focused()).toBe('2026-06-22'));
    key('End');
    await waitFor(() => expect(focused()).toBe('2026-06-28'));
    key('ArrowLeft');
    await waitFor(() => expect(focused()).toBe('2026-06-27'));
    key('ArrowUp');
    await waitFor(() => expect(focused()).toBe('2026-06-20'));

    // Into the next month: its grid is drawn and its markers fetched.
    key('PageDown');
    await waitFor(() => expect(focused()).toBe('2026-07-20'));
    expect(screen.getByRole('grid', { name: '2026年7月' })).toBeTruthy();
    await waitFor(() => expect(months).toContain('2026-07'));
    await waitFor(() => expect(day('2026-07-15').getAttribute('aria-label')).toContain('开始申报 2 项'));
    key('PageUp', { shiftKey: true });
    await waitFor(() => expect(focused()).toBe('2025-07-20'));
    key('PageDown', { shiftKey: true });
    await waitFor(() => expect(focused()).toBe('2026-07-20'));

    // Nothing was chosen: the address and the day's list stay on the 15th.
    expect(router.state.location.search).toBe('?date=2026-06-15');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('6月15日');
  });

  it('puts a chosen day in ?date= (none for today) and lists its projects 8 a page', async () => {
    const { router } = renderCalendar('/policy/sbyl?date=2026-06-15');
    await screen.findByRole('grid');
    fireEvent.click(day('2026-06-20'));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-06-20'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('6月20日');
    expect(day('2026-06-20').tabIndex).toBe(0);

    // A day of the next month, greyed in this grid: chosen, and its month shown.
    fireEvent.click(day('2026-07-02'));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-07-02'));
    expect(screen.getByRole('grid', { name: '2026年7月' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '上个月' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-06-02'));
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('6月10日');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('今天');

    // The day's tabs: 1 closing, 10 in all; all ten on two pages.
    const tab = await screen.findByRole('button', { name: '当日截止 1' });
    expect(tab.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelectorAll('.cal-day-item')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '全部 10' }));
    expect(document.querySelectorAll('.cal-day-item')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect([...document.querySelectorAll('.cal-day-item__title')].map((a) => a.textContent)).toEqual([
      '项目9',
      '项目10',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '当日开始 0' }));
    expect(screen.getByText('当日没有开始申报的项目')).toBeTruthy();
  });

  it('shows the loading rows while the day loads and the error alert when the month fails', async () => {
    renderCalendar('/policy/sbyl', { monthDown: true, dayPending: true });
    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    // The page's own alert, after the query's one retry (the HTTP layer's toast, also an alert, comes first).
    const notice = await screen.findByText('申报日历加载失败，请稍后刷新重试', {}, { timeout: 8000 });
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    // The grid stays usable without its markers, the summary shows a dash.
    expect(screen.getByRole('grid', { name: '2026年6月' })).toBeTruthy();
    expect(screen.getByTestId('calendar-summary').querySelector('strong')!.textContent).toBe('—');
  });
});
