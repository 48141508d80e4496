import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useSearchParams } from 'react-router-dom';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { chinaToday, deadlineText } from '@aikc/shared/china-date';
import { Icon } from '../../components/common/icon.tsx';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { EmptyState, LoadingRows, Notice } from '../../components/common/states.tsx';
import { calendarDayQuery, calendarMonthQuery, type CalendarDayItem } from '../../features/calendar/api/calendar.ts';
import { Tag } from '../../features/content/tag.tsx';
import { ListPagination, SegmentedSwitch } from '../../features/search/result-toolbar.tsx';
import { useStores } from '../../stores/store-context.tsx';
import { MonthGrid } from './calendar-grid.tsx';
import '../../components/common/plain-button.css';
import './calendar.css';

/*
 * Drawn without antd (issue 21: antd's Calendar, List, Segmented and icons made this route 365 KiB of script
 * before any interaction): the grid is calendar-grid.tsx, the rest the portal's plain states, tags and pager.
 */

type DayTab = 'ending' | 'starting' | 'open';
const DAY_TABS: { value: DayTab; label: string }[] = [
  { value: 'ending', label: '当日截止' },
  { value: 'starting', label: '当日开始' },
  { value: 'open', label: '全部' },
];
const EMPTY: Record<DayTab, string> = {
  ending: '当日没有截止的申报项目',
  starting: '当日没有开始申报的项目',
  open: '当日没有可申报的项目',
};
const PAGE_SIZE = 8;

function pickDay(items: CalendarDayItem[], tab: DayTab): CalendarDayItem[] {
  if (tab === 'ending') return items.filter((i) => i.ends_today);
  if (tab === 'starting') return items.filter((i) => i.starts_today);
  return items;
}

/**
 * One project of the chosen day. Its deadline tag reads against today in China (issue 31: it read 今日截止 for
 * whatever day was chosen, yesterday's deadlines and next month's alike).
 */
function DayItem({ p, today }: { p: CalendarDayItem; today: string }) {
  const deadline = deadlineText(p.apply_end, today);
  const upcoming = p.apply_start > today;
  return (
    <li className="cal-day-item">
      <Link to={`/project/detail/${p.id}`} className="cal-day-item__title" title={p.title}>
        {p.title}
      </Link>
      <div className="cal-day-item__meta">
        <Tag
          color={upcoming ? 'default' : deadline === '已截止' ? 'default' : deadline === '今日截止' ? 'red' : 'blue'}
          variant="filled"
        >
          {upcoming ? '未开始' : deadline}
        </Tag>
        <span>
          {p.apply_start} 至 {p.apply_end}
        </span>
      </div>
      <div className="cal-day-item__dept">{p.department}</div>
    </li>
  );
}

/** The chosen day's projects, 8 a page (the page is reset by the parent's key when the day or the tab changes). */
function DayList({ items, today }: { items: CalendarDayItem[]; today: string }) {
  const [page, setPage] = useState(1);
  const current = Math.min(page, Math.ceil(items.length / PAGE_SIZE));
  return (
    <>
      <ul className="cal-day-list">
        {items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((p) => (
          <DayItem key={p.id} p={p} today={today} />
        ))}
      </ul>
      {items.length > PAGE_SIZE ? (
        <ListPagination
          minimal
          className="cal-pager"
          current={current}
          pageSize={PAGE_SIZE}
          total={items.length}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}

/**
 * The calendar's header: month buttons, the shown month (the grid's name) and a labelled date field, so a
 * keyboard or screen-reader user can reach any day without the grid too.
 */
function CalendarHeader({
  shown,
  selected,
  monthId,
  onChange,
}: {
  shown: Dayjs;
  selected: Dayjs;
  monthId: string;
  onChange(d: Dayjs): void;
}) {
  return (
    <div className="cal-head">
      <button
        type="button"
        className="plain-button plain-button--icon"
        aria-label="上个月"
        onClick={() => onChange(shown.subtract(1, 'month'))}
      >
        <Icon icon={LeftOutlined} />
      </button>
      <strong className="cal-head__month" id={monthId} aria-live="polite">
        {shown.format('YYYY年M月')}
      </strong>
      <button
        type="button"
        className="plain-button plain-button--icon"
        aria-label="下个月"
        onClick={() => onChange(shown.add(1, 'month'))}
      >
        <Icon icon={RightOutlined} />
      </button>
      <label className="cal-head__pick">
        <span>选择日期</span>
        <input
          type="date"
          value={selected.format('YYYY-MM-DD')}
          onChange={(e) => {
            const d = dayjs(e.target.value);
            if (e.target.value && d.isValid()) onChange(d);
          }}
        />
      </label>
      <button type="button" className="plain-button cal-head__today" onClick={() => onChange(dayjs(chinaToday()))}>
        今天
      </button>
    </div>
  );
}

/** /policy/sbyl: the month's declaration windows on a calendar and the projects of the chosen day (?date=). */
export const DeclarationCalendarPage = observer(function DeclarationCalendarPage() {
  const { city } = useStores();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<DayTab>('ending');
  const monthId = useId();
  const region = {
    province: city.city.provinceId ? String(city.city.provinceId) : '',
    city: city.city.cityId ? String(city.city.cityId) : '',
  };
  // Today in China, not by the browser's clock: the marker, 今天 and the deadline tags agree with the server's days.
  const todayIso = chinaToday();
  const today = dayjs(todayIso);
  const raw = params.get('date') ?? '';
  const selected: Dayjs = /^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw).isValid() ? dayjs(raw) : today;
  const date = selected.format('YYYY-MM-DD');
  // The grid's focus stop, whose month is shown: it follows each choice, and the grid's keys move it alone.
  const [active, setActive] = useState(selected);
  const [activeFor, setActiveFor] = useState(date);
  if (activeFor !== date) {
    setActiveFor(date);
    setActive(selected);
  }
  const shownMonth = active.format('YYYY-MM');
  const month = useQuery(calendarMonthQuery(shownMonth, region));
  // The previous month's answer is kept while the next loads: never shown as this month's.
  const monthData = month.data?.month === shownMonth ? month.data : undefined;
  const day = useQuery(calendarDayQuery(date, region));
  const byDate = new Map((monthData?.days ?? []).map((d) => [d.date, d]));
  const dayItems = day.data?.list ?? [];
  const items = pickDay(dayItems, tab);
  const choose = (d: Dayjs) => setParams(d.isSame(today, 'day') ? {} : { date: d.format('YYYY-MM-DD') });
  const regionName = city.city.provinceId === 0 ? '全国' : city.city.name;

  return (
    <PageFrame
      title="申报日历"
      crumbs={[{ title: '项目申报', to: '/project/list' }]}
      subtitle="按日期查看各级科技项目的申报开始与截止时间，及时把握申报窗口"
    >
      <div className="cal-summary" data-testid="calendar-summary">
        <span>
          <Icon icon={CalendarOutlined} /> {active.format('YYYY年M月')}共有{' '}
          <strong>{monthData ? monthData.open_in_month.toLocaleString('zh-CN') : '—'}</strong> 个项目处于申报期
        </span>
        <span className="cal-summary__region">
          <Icon icon={EnvironmentOutlined} /> 当前地区：{regionName}（可在页面顶部切换城市）
        </span>
        <span className="cal-legend">
          <i className="cal-dot cal-dot--start" />
          开始申报 <i className="cal-dot cal-dot--end" />
          申报截止
        </span>
      </div>
      <div className="cal-layout">
        <div className="cal-main">
          {month.isError ? <Notice type="error">申报日历加载失败，请稍后刷新重试</Notice> : null}
          <CalendarHeader shown={active} selected={selected} monthId={monthId} onChange={choose} />
          <MonthGrid
            active={active}
            selected={selected}
            today={today}
            days={byDate}
            labelledBy={monthId}
            onMove={setActive}
            onChoose={choose}
          />
        </div>
        <aside className="cal-day" data-testid="calendar-day" aria-labelledby={`${monthId}-day`}>
          <h2 className="cal-day__title" id={`${monthId}-day`}>
            {selected.format('M月D日')} 申报项目
            {selected.isSame(today, 'day') ? (
              <Tag color="blue" variant="filled" className="cal-day__today">
                今天
              </Tag>
            ) : null}
          </h2>
          <SegmentedSwitch<DayTab>
            block
            label="当日项目"
            value={tab}
            onChange={setTab}
            options={DAY_TABS.map((t) => ({
              value: t.value,
              label: `${t.label} ${pickDay(dayItems, t.value).length}`,
            }))}
          />
          {!day.data ? (
            <LoadingRows title rows={8} style={{ marginTop: 16 }} />
          ) : items.length === 0 ? (
            <EmptyState simple className="cal-day__empty">
              {EMPTY[tab]}
            </EmptyState>
          ) : (
            <DayList key={`${date}:${tab}`} items={items} today={todayIso} />
          )}
        </aside>
      </div>
    </PageFrame>
  );
});
