import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { BigScreenApi } from '@aikc/shared/api-paths';
import { ScreenSnapshotSchemas, type ScreenSnapshot, type ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { describeEachDb, startTestApi, type TestApi } from '../../testing/harness.ts';
import { buildAgency, buildCompany, buildFinancials, buildLabel, buildPolicy, buildProject } from '../../testing/screen-builders.ts';
import { todayCst } from '../../lib/time.ts';
import { addDays } from './aggregates.ts';
import { presentSnapshot } from './presenter.ts';
import { SCREEN_CACHE_MS } from './routes.ts';
import { loadS3 } from './screen-s3.ts';

describeEachDb('big-screen data calls', (dialect) => {
  let api: TestApi;
  let agency: number;
  let type: number;
  const today = todayCst();

  const fetchScreen = async <T extends ScreenTopic>(topic: T): Promise<ScreenSnapshot<T>> => {
    const res = await api.call(BigScreenApi[`${topic}data`], {}, { method: 'GET' });
    expect(res.body.code).toBe(200);
    // The wire shape is the shared schema: the gateway and the screens parse it with the same one.
    return ScreenSnapshotSchemas[topic].parse(res.body.data) as unknown as ScreenSnapshot<T>;
  };

  beforeAll(async () => {
    api = await startTestApi(dialect);
    const db = api.deps.db.db;
    agency = await buildAgency(db, { short_name: '广东省科技厅', level: 'provincial' });
    type = await buildLabel(db, { name: '资金扶持' });
    await buildPolicy(db, { agency_id: agency, type_id: type, region_code: '440305', publish_date: today, title: '关于支持动力电池产业发展的若干措施' });
    await buildPolicy(db, { agency_id: agency, type_id: type, region_code: '440305', publish_date: today });
    await buildPolicy(db, { agency_id: agency, type_id: type, region_code: '110108', publish_date: today, level: 'municipal', expire_date: addDays(today, -1), effective_date: addDays(today, -30) });
    await buildProject(db, { agency_id: agency, type_id: type, apply_start: addDays(today, -10), apply_end: addDays(today, 3), title: '动力电池关键技术攻关项目申报' });
    await buildProject(db, { agency_id: agency, type_id: type, apply_start: addDays(today, -10), apply_end: addDays(today, 30) });
    await buildProject(db, { agency_id: agency, type_id: type, apply_start: addDays(today, 5), apply_end: addDays(today, 40) });
    const a = await buildCompany(db, { name: '深圳锂电科技有限公司', industry_code: 'C3841', industry_name: '锂离子电池制造', registered_capital: 50_000, invention_patents: 12, tags: ['高新技术企业', '专精特新中小企业'] });
    await buildCompany(db, { name: '深圳电芯有限公司', industry_code: 'C3841', industry_name: '锂离子电池制造', registered_capital: 3_000, invention_patents: 2 });
    await buildCompany(db, { name: '苏州新能源汽车有限公司', industry_code: 'C3612', industry_name: '新能源车整车制造', region_code: '320505', software_copyrights: 4 });
    await buildFinancials(db, a, 2024, { revenue: 2000, rd_expense: 150 });
    await buildFinancials(db, a, 2025, { revenue: 2500, rd_expense: 180 });
  });
  afterAll(() => api.close());
  afterEach(() => vi.useRealTimers());

  it('s1 totals, map and trend reflect the rows', async () => {
    const { data } = await fetchScreen('s1');
    expect(data.totals).toMatchObject({ policies: 3, projects: 3, companies: 3, hightech: 1, patents: 14, software_copyrights: 4 });
    expect(data.region.provinces).toEqual([
      { code: '440000', name: '广东', value: 2 },
      { code: '320000', name: '江苏', value: 1 },
    ]);
    expect(data.region.cities).toContainEqual({ code: '440300', name: '深圳市', province_code: '440000', value: 2 });
    expect(data.trend.periods).toHaveLength(12);
    expect(data.trend.periods.at(-1)).toBe(today.slice(0, 7));
    expect(data.trend.series.find((s) => s.key === 'policies')?.values.at(-1)).toBe(3);
    expect(data.top_provinces[0]).toEqual({ name: '广东', value: 2 });
    expect(data.finance.map((f) => [f.year, f.revenue])).toEqual([[2024, 2000], [2025, 2500]]);
    expect(data.latest_policies[0]?.agency).toBe('广东省科技厅');
  });

  it('s2 counts declarations open, closing and upcoming, and policies by level, type and district', async () => {
    const { data } = await fetchScreen('s2');
    expect(data.totals).toMatchObject({ policies: 3, valid_policies: 2, open_projects: 2, closing_projects: 1, upcoming_projects: 1 });
    expect(data.closing_projects.map((p) => p.days_left)).toEqual([3]);
    expect(data.levels).toEqual([{ name: '省级', value: 2 }, { name: '市级', value: 1 }]);
    expect(data.types).toEqual([{ name: '资金扶持', value: 3 }]);
    // Beijing is a municipality: its drill-down is by district.
    expect(data.region.cities).toContainEqual({ code: '110108', name: '海淀区', province_code: '110000', value: 1 });
  });

  it('s3 groups companies by industry, qualification and province x section', async () => {
    const { data } = await fetchScreen('s3');
    expect(data.totals).toMatchObject({ companies: 3, hightech: 1, specialized: 1, registered_capital: 5.4 });
    expect(data.industries[0]).toEqual({ name: '锂离子电池制造', value: 2 });
    expect(data.qualifications).toContainEqual({ name: '专精特新中小企业', value: 1 });
    expect(data.matrix.rows).toEqual(['广东', '江苏']);
    expect(data.matrix.columns).toEqual(['制造业']);
    expect(data.matrix.cells).toEqual([[0, 0, 2], [1, 0, 1]]);
    expect(data.top_companies[0]?.name).toBe('深圳锂电科技有限公司');
    expect(data.founding.series[0]?.values.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('s4 maps companies, policies and projects onto chain nodes', async () => {
    const { data } = await fetchScreen('s4');
    const nev = data.chains.find((c) => c.key === 'nev');
    const node = (key: string) => nev?.stages.flatMap((s) => s.nodes).find((n) => n.key === key);
    expect(node('battery')).toMatchObject({ companies: 2, policies: 1, projects: 1, leaders: ['深圳锂电科技有限公司', '深圳电芯有限公司'] });
    expect(node('vehicle')).toMatchObject({ companies: 1, leaders: ['苏州新能源汽车有限公司'] });
    expect(node('metals')?.companies).toBe(0);
    expect(nev?.totals.companies).toBe(3);
    expect(nev?.stages.map((s) => s.stage)).toEqual(['upstream', 'midstream', 'downstream']);
    expect(nev?.region.provinces.map((p) => p.name)).toEqual(['广东', '江苏']);
  });

  it('keeps the version while the data is unchanged, and changes it when the data changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await fetchScreen('s3');
    vi.setSystemTime(Date.now() + SCREEN_CACHE_MS + 1);
    const again = await fetchScreen('s3');
    expect(again.generated_at).toBeGreaterThan(first.generated_at);
    expect(again.version).toBe(first.version);

    const id = await buildCompany(api.deps.db.db, { industry_code: 'C3973', industry_name: '集成电路制造' });
    // Within the cache window the previous snapshot is served: many walls, one query set.
    expect((await fetchScreen('s3')).version).toBe(first.version);
    vi.setSystemTime(Date.now() + SCREEN_CACHE_MS + 1);
    const changed = await fetchScreen('s3');
    expect(changed.version).not.toBe(first.version);
    expect(changed.data.totals.companies).toBe(4);

    await api.deps.db.db.deleteFrom('companies').where('id', '=', id).execute();
    vi.setSystemTime(Date.now() + SCREEN_CACHE_MS + 1);
    expect((await fetchScreen('s3')).version).toBe(first.version);
  });

  it('derives the version from the data alone', async () => {
    const now = Date.now();
    const a = presentSnapshot<'s3'>(await loadS3(api.deps.db.db, now), 1);
    const b = presentSnapshot<'s3'>(await loadS3(api.deps.db.db, now), 2);
    expect(a.version).toBe(b.version);
    expect(presentSnapshot<'s3'>({ ...a.data, totals: { ...a.data.totals, patents: a.data.totals.patents + 1 } }, 1).version).not.toBe(a.version);
  });

  it('answers an empty database with zeros, not errors', async () => {
    const empty = await startTestApi(dialect);
    try {
      for (const topic of ['s1', 's2', 's3', 's4'] as const) {
        const res = await empty.call(BigScreenApi[`${topic}data`], {}, { method: 'GET' });
        expect(res.body.code).toBe(200);
        expect(ScreenSnapshotSchemas[topic].safeParse(res.body.data).success).toBe(true);
      }
    } finally {
      await empty.close();
    }
  });
});
