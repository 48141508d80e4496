import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Calendar, Empty, List, Segmented, Skeleton, Tag } from 'antd';
import { CalendarOutlined, EnvironmentOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useSearchParams } from 'react-router-dom';
import type { CalendarDay } from '@aikc/shared/schemas/project';
import { PageFrame } from '../../components/common/page-frame.tsx';
import { calendarDayQuery, calendarMonthQuery, type CalendarDayItem } from '../../features/calendar/api/calendar.ts';
import { useStores } from '../../stores/store-context.tsx';
import './calendar.css';

type DayTab = 'ending' | 'starting' | 'open';
const DAY_TABS: { value: DayTab; label: string }[] = [
  { value: 'ending', label: '当日截止' },
  { value: 'starting', label: '当日开始' },
  { value: 'open', label: '全部' },
];

function pickDay(items: CalendarDayItem[], tab: DayTab): CalendarDayItem[] {
  if (tab === 'ending') return items.filter((i) => i.ends_today);
  if (tab === 'starting') return items.filter((i) => i.starts_today);
  return items;
}

function DayMarkers({ day }: { day: CalendarDay | undefined }) {
  if (!day || (day.starting === 0 && day.ending === 0)) return null;
  return (
    <div className="cal-markers">
      {day.starting > 0 ? <span className="cal-marker cal-marker--start">开始 {day.starting}</span> : null}
      {day.ending > 0 ? <span className="cal-marker cal-marker--end">截止 {day.ending}</span> : null}
    </div>
  );
}

function DayItem({ p, date }: { p: CalendarDayItem; date: string }) {
  return (
    <List.Item className="cal-day-item">
      <div style={{ minWidth: 0, width: '100%' }}>
        <Link to={`/project/detail/${p.id}`} className="cal-day-item__title" title={p.title}>
          {p.title}
        </Link>
        <div className="cal-day-item__meta">
          {p.ends_today ? (
            <Tag color="red" variant="filled">
              今日截止
            </Tag>
          ) : p.starts_today ? (
            <Tag color="green" variant="filled">
              今日开始
            </Tag>
          ) : (
            <Tag color={p.status === 'open' ? 'blue' : 'default'} variant="filled">
              {p.status_name}
            </Tag>
          )}
          <span>
            {p.apply_start} 至 {p.apply_end}
          </span>
          {p.status === 'open' && p.days_left !== null && p.apply_end !== date ? (
            <span>剩 {p.days_left} 天</span>
          ) : null}
        </div>
        <div className="cal-day-item__dept">{p.department}</div>
      </div>
    </List.Item>
  );
}

/** /policy/sbyl: the month's declaration windows on a calendar and the projects of the chosen day (?date=). */
/**
 * The calendar's own header, in place of antd's year and month selects (unlabelled, and the grid's cells take no
 * focus): month buttons and a labelled date field, so a keyboard or screen-reader user can pick any day.
 */
function CalendarHeader({ value, onChange }: { value: Dayjs; onChange(d: Dayjs): void }) {
  return (
    <div className="cal-head">
      <Button icon={<LeftOutlined />} onClick={() => onChange(value.subtract(1, 'month'))} aria-label="上个月" />
      <strong className="cal-head__month" aria-live="polite">
        {value.format('YYYY年M月')}
      </strong>
      <Button icon={<RightOutlined />} onClick={() => onChange(value.add(1, 'month'))} aria-label="下个月" />
      <label className="cal-head__pick">
        <span>选择日期</span>
        <input
          type="date"
          value={value.format('YYYY-MM-DD')}
          onChange={(e) => {
            const d = dayjs(e.target.value);
            if (e.target.value && d.isValid()) onChange(d);
          }}
        />
      </label>
      <Button onClick={() => onChange(dayjs())}>今天</Button>
    </div>
  );
}

export const DeclarationCalendarPage = observer(function DeclarationCalendarPage() {
  const { city } = useStores();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<DayTab>('ending');
  const region = {
    province: city.city.provinceId ? String(city.city.provinceId) : '',
    city: city.city.cityId ? String(city.city.cityId) : '',
  };
  const raw = params.get('date') ?? '';
  const selected: Dayjs = /^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw).isValid() ? dayjs(raw) : dayjs();
  const date = selected.format('YYYY-MM-DD');
  const month = useQuery(calendarMonthQuery(selected.format('YYYY-MM'), region));
  const day = useQuery(calendarDayQuery(date, region));
  const byDate = new Map((month.data?.days ?? []).map((d) => [d.date, d]));
  const items = pickDay(day.data?.list ?? [], tab);
  const choose = (d: Dayjs) => setParams(d.isSame(dayjs(), 'day') ? {} : { date: d.format('YYYY-MM-DD') });
  const regionName = city.city.provinceId === 0 ? '全国' : city.city.name;

  return (
    <PageFrame
      title="申报日历"
      crumbs={[{ title: '项目申报', to: '/project/list' }]}
      subtitle="按日期查看各级科技项目的申报开始与截止时间，及时把握申报窗口"
    >
      <div className="cal-summary" data-testid="calendar-summary">
        <span>
          <CalendarOutlined /> {selected.format('YYYY年M月')}共有{' '}
          <strong>{month.data ? month.data.open_in_month.toLocaleString('zh-CN') : '—'}</strong> 个项目处于申报期
        </span>
        <span className="cal-summary__region">
          <EnvironmentOutlined /> 当前地区：{regionName}（可在页面顶部切换城市）
        </span>
        <span className="cal-legend">
          <i className="cal-dot cal-dot--start" />
          开始申报 <i className="cal-dot cal-dot--end" />
          申报截止
        </span>
      </div>
      <div className="cal-layout">
        <div className="cal-main">
          {month.isError ? <Alert type="error" showIcon title="申报日历加载失败，请稍后刷新重试" /> : null}
          <Calendar
            value={selected}
            onSelect={(d) => choose(d)}
            onPanelChange={(d) => choose(d)}
            cellRender={(d, info) =>
              info.type === 'date' ? <DayMarkers day={byDate.get(d.format('YYYY-MM-DD'))} /> : null
            }
            headerRender={() => <CalendarHeader value={selected} onChange={choose} />}
          />
        </div>
        <aside className="cal-day" data-testid="calendar-day">
          <h2 className="cal-day__title">
            {selected.format('M月D日')} 申报项目
            {selected.isSame(dayjs(), 'day') ? (
              <Tag color="blue" variant="filled" style={{ marginLeft: 8 }}>
                今天
              </Tag>
            ) : null}
          </h2>
          <Segmented
            block
            size="small"
            value={tab}
            onChange={(v) => setTab(v as DayTab)}
            options={DAY_TABS.map((t) => ({
              ...t,
              label: `${t.label} ${pickDay(day.data?.list ?? [], t.value).length}`,
            }))}
          />
          {!day.data ? (
            <Skeleton active paragraph={{ rows: 8 }} style={{ marginTop: 16 }} />
          ) : items.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              style={{ marginTop: 32 }}
              description={
                tab === 'ending'
                  ? '当日没有截止的申报项目'
                  : tab === 'starting'
                    ? '当日没有开始申报的项目'
                    : '当日没有可申报的项目'
              }
            />
          ) : (
            <List
              size="small"
              dataSource={items}
              rowKey="id"
              pagination={
                items.length > 8 ? { pageSize: 8, size: 'small', showSizeChanger: false, align: 'center' } : false
              }
              renderItem={(p) => <DayItem p={p} date={date} />}
            />
          )}
        </aside>
      </div>
    </PageFrame>
  );
});
