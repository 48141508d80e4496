import { afterAll, beforeAll, expect, it } from 'vitest';
import { CalendarApi, ProjectApi } from '@aikc/shared/api-paths';
import type { CalendarMonth, ProjectDetail, ProjectListItem } from '@aikc/shared/schemas/project';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildProject } from '../../../test-kit/content-builders.ts';
import { todayCst } from '../../lib/time.ts';

const DAY = 86_400_000;
const day = (offset: number) => todayCst(Date.now() + offset * DAY);

describeEachDb('projects and the declaration calendar', (dialect) => {
  let api: TestApi;
  const ids = { upcoming: 0, open: 0, closingSoon: 0, closed: 0 };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    ids.upcoming = await buildProject(h, {
      title: '明年人才专项申报',
      apply_start: day(10),
      apply_end: day(40),
      support_max: 30,
    });
    ids.open = await buildProject(h, {
      title: '高新技术企业培育项目',
      apply_start: day(-5),
      apply_end: day(20),
      support_max: 200,
    });
    ids.closingSoon = await buildProject(h, {
      title: '研发费用补助项目',
      apply_start: day(-20),
      apply_end: day(2),
      support_max: 80,
      province_code: '320000',
      region_code: '320000',
    });
    ids.closed = await buildProject(h, {
      title: '往年技改补贴项目',
      apply_start: day(-60),
      apply_end: day(-30),
      support_max: 600,
    });
  });
  afterAll(() => api.close());

  const list = async (body: Record<string, unknown>) =>
    (await api.call<ListResult<ProjectListItem>>(ProjectApi.list, body)).body.data;

  it('filters by declaration status relative to today and counts each status', async () => {
    const open = await list({ status: 'open' });
    expect(open.list.map((p) => p.id).sort()).toEqual([ids.open, ids.closingSoon].sort());
    expect(open.list.every((p) => p.status_name === '申报中')).toBe(true);
    expect(Object.fromEntries(open.facets.status?.map((b) => [b.value, b.count]) ?? [])).toEqual({
      upcoming: 1,
      open: 2,
      closed: 1,
    });
    expect((await list({ status: 'upcoming' })).list[0]).toMatchObject({ id: ids.upcoming, status_name: '未开始' });
    expect((await list({ status: 'closed' })).list[0]).toMatchObject({
      id: ids.closed,
      status_name: '已截止',
      days_left: null,
    });
  });

  it('filters by support amount and province, and lists open windows first by deadline', async () => {
    expect((await list({ amountMin: 50, amountMax: 300 })).list.map((p) => p.id).sort()).toEqual(
      [ids.open, ids.closingSoon].sort(),
    );
    expect((await list({ province: '320000' })).list.map((p) => p.id)).toEqual([ids.closingSoon]);
    const all = await list({ sort: 'date' });
    expect(all.list.map((p) => p.id)).toEqual([ids.closingSoon, ids.open, ids.upcoming, ids.closed]);
    expect(all.facets.amount?.find((b) => b.value === '500-')).toMatchObject({ count: 1, label: '500万元以上' });
  });

  it('searches project titles and bodies', async () => {
    const res = await list({ keyword: '研发费用' });
    expect(res.list.map((p) => p.id)).toEqual([ids.closingSoon]);
    expect(res.list[0]?.title_html).toContain('<em>研发费用</em>');
  });

  it('lists declarations closing soon', async () => {
    const res = await api.call<ProjectListItem[]>(ProjectApi.closingSoon, { days: 7 }, { method: 'GET' });
    expect(res.body.data.map((p) => p.id)).toEqual([ids.closingSoon]);
    expect(res.body.data[0]?.days_left).toBe(2);
  });

  it("shows a month of windows starting and ending, and one day's list", async () => {
    const month = day(2).slice(0, 7);
    const res = await api.call<CalendarMonth>(CalendarApi.month, { month }, { method: 'GET' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.days.find((d) => d.date === day(2))?.ending).toBe(1);
    const dayRes = await api.call<{ list: (ProjectListItem & { ends_today: boolean })[] }>(
      CalendarApi.day,
      { date: day(2) },
      { method: 'GET' },
    );
    expect(dayRes.body.data.list[0]).toMatchObject({ id: ids.closingSoon, ends_today: true });
    expect(dayRes.body.data.list.map((p) => p.id)).toContain(ids.open);
    const bad = (await api.call(CalendarApi.month, { month: '2025-13' }, { method: 'GET' })).body;
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('月份格式应为YYYY-MM');
  });

  it('shows a project detail', async () => {
    const res = await api.call<ProjectDetail>(ProjectApi.detail, { id: ids.open }, { method: 'GET' });
    expect(res.body.data).toMatchObject({ id: ids.open, status: 'open', support_max: 200, policy: null });
  });
});
