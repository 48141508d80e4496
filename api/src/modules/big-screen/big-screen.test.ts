import { afterAll, beforeAll, expect, it } from 'vitest';
import { BigScreenApi } from '@aikc/shared/api-paths';
import { ScreenSnapshotSchemas, type ScreenSnapshot, type ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import {
  buildAgency,
  buildCompany,
  buildFinancials,
  buildLabel,
  buildPolicy,
  buildProject,
} from '../../../test-kit/screen-builders.ts';
import { todayCst } from '../../lib/time.ts';
import { addDays } from './aggregates.ts';
import { unindexDocuments, writeContent } from '@aikc/search';
import { presentSnapshot } from './presenter.ts';

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
    const h = api.deps.db;
    agency = await buildAgency(db, { short_name: '广东省科技厅', level: 'provincial' });
    type = await buildLabel(db, { name: '资金扶持' });
    await buildPolicy(h, {
      agency_id: agency,
      type_id: type,
      region_code: '440305',
      publish_date: today,
      title: '关于支持动力电池产业发展的若干措施',
    });
    await buildPolicy(h, { agency_id: agency, type_id: type, region_code: '440305', publish_date: today });
    await buildPolicy(h, {
      agency_id: agency,
      type_id: type,
      region_code: '110108',
      publish_date: today,
      level: 'municipal',
      expire_date: addDays(today, -1),
      effective_date: addDays(today, -30),
    });
    await buildProject(h, {
      agency_id: agency,
      type_id: type,
      apply_start: addDays(today, -10),
      apply_end: addDays(today, 3),
      title: '动力电池关键技术攻关项目申报',
    });
    await buildProject(h, {
      agency_id: agency,
      type_id: type,
      apply_start: addDays(today, -10),
      apply_end: addDays(today, 30),
    });
    await buildProject(h, {
      agency_id: agency,
      type_id: type,
      apply_start: addDays(today, 5),
      apply_end: addDays(today, 40),
    });
    const a = await buildCompany(h, {
      name: '深圳锂电科技有限公司',
      industry_code: 'C3841',
      industry_name: '锂离子电池制造',
      registered_capital: 50_000,
      invention_patents: 12,
      tags: ['高新技术企业', '专精特新中小企业'],
    });
    await buildCompany(h, {
      name: '深圳电芯有限公司',
      industry_code: 'C3841',
      industry_name: '锂离子电池制造',
      registered_capital: 3_000,
      invention_patents: 2,
    });
    await buildCompany(h, {
      name: '苏州新能源汽车有限公司',
      industry_code: 'C3612',
      industry_name: '新能源车整车制造',
      region_code: '320505',
      software_copyrights: 4,
    });
    await buildFinancials(h, a, 2024, { revenue: 2000, rd_expense: 150 });
    await buildFinancials(h, a, 2025, { revenue: 2500, rd_expense: 180 });
  });
  afterAll(() => api.close());

  /** Polls `topic` until its version differs from `from` (a write is picked up by a background refresh). */
  const changed = async <T extends ScreenTopic>(topic: T, from: string): Promise<ScreenSnapshot<T>> => {
    for (let i = 0; i < 100; i++) {
      await fetchScreen(topic);
      await api.deps.screens.settled();
      // A state read serves the polls of the next 250 ms.
      await new Promise((resolve) => setTimeout(resolve, 60));
      const now = await fetchScreen(topic);
      if (now.version !== from) return now;
    }
    throw new Error(`${topic} did not change`);
  };

  it('s1 totals, map and trend reflect the rows', async () => {
    const { data } = await fetchScreen('s1');
    expect(data.totals).toMatchObject({
      policies: 3,
      projects: 3,
      companies: 3,
      hightech: 1,
      patents: 14,
      software_copyrights: 4,
    });
    expect(data.region.provinces).toEqual([
      { code: '440000', name: '广东', value: 2 },
      { code: '320000', name: '江苏', value: 1 },
    ]);
    expect(data.region.cities).toContainEqual({ code: '440300', name: '深圳市', province_code: '440000', value: 2 });
    expect(data.trend.periods).toHaveLength(12);
    expect(data.trend.periods.at(-1)).toBe(today.slice(0, 7));
    expect(data.trend.series.find((s) => s.key === 'policies')?.values.at(-1)).toBe(3);
    expect(data.top_provinces[0]).toEqual({ name: '广东', value: 2 });
    expect(data.finance.map((f) => [f.year, f.revenue])).toEqual([
      [2024, 2000],
      [2025, 2500],
    ]);
    expect(data.latest_policies[0]?.agency).toBe('广东省科技厅');
  });

  it('s2 counts declarations open, closing and upcoming, and policies by level, type and district', async () => {
    const { data } = await fetchScreen('s2');
    expect(data.totals).toMatchObject({
      policies: 3,
      valid_policies: 2,
      open_projects: 2,
      closing_projects: 1,
      upcoming_projects: 1,
    });
    expect(data.closing_projects.map((p) => p.days_left)).toEqual([3]);
    expect(data.levels).toEqual([
      { name: '省级', value: 2 },
      { name: '市级', value: 1 },
    ]);
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
    expect(data.matrix.cells).toEqual([
      [0, 0, 2],
      [1, 0, 1],
    ]);
    expect(data.top_companies[0]?.name).toBe('深圳锂电科技有限公司');
    expect(data.founding.series[0]?.values.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('s4 maps companies, policies and projects onto chain nodes', async () => {
    const { data } = await fetchScreen('s4');
    const nev = data.chains.find((c) => c.key === 'nev');
    const node = (key: string) => nev?.stages.flatMap((s) => s.nodes).find((n) => n.key === key);
    expect(node('battery')).toMatchObject({
      companies: 2,
      policies: 1,
      projects: 1,
      leaders: ['深圳锂电科技有限公司', '深圳电芯有限公司'],
    });
    expect(node('vehicle')).toMatchObject({ companies: 1, leaders: ['苏州新能源汽车有限公司'] });
    expect(node('metals')?.companies).toBe(0);
    expect(nev?.totals.companies).toBe(3);
    expect(nev?.stages.map((s) => s.stage)).toEqual(['upstream', 'midstream', 'downstream']);
    expect(nev?.region.provinces.map((p) => p.name)).toEqual(['广东', '江苏']);
  });

  it('keeps the version while the data is unchanged, and changes it when a write commits', async () => {
    const first = await fetchScreen('s3');
    const again = await fetchScreen('s3');
    // Polls answer the snapshot held for the unchanged state: nothing was aggregated again.
    expect(again).toEqual(first);

    const h = api.deps.db;
    const id = await buildCompany(h, { industry_code: 'C3973', industry_name: '集成电路制造' });
    const moved = await changed('s3', first.version);
    expect(moved.data.totals.companies).toBe(4);
    expect(moved.generated_at).toBeGreaterThanOrEqual(first.generated_at);

    // A removal (through the content writer: a reset) brings the first picture back.
    await writeContent(api.deps.search, h.db, h.dialect, 'company', async (trx, lock) => {
      await trx.deleteFrom('companies').where('id', '=', id).execute();
      await unindexDocuments(lock, 'company', [id]);
    });
    expect((await changed('s3', moved.version)).version).toBe(first.version);
  });

  it('changes every screen a write touches: a policy moves s1, s2 and s4, a project s2 and s4', async () => {
    const before = { s1: await fetchScreen('s1'), s2: await fetchScreen('s2'), s4: await fetchScreen('s4') };
    await buildPolicy(api.deps, {
      agency_id: agency,
      type_id: type,
      region_code: '320505',
      publish_date: today,
      title: '关于支持集成电路芯片设计企业发展的通知',
    });
    const s1 = await changed('s1', before.s1.version);
    expect(s1.data.totals.policies).toBe(before.s1.data.totals.policies + 1);
    expect(s1.data.latest_policies.map((p) => p.title)).toContain('关于支持集成电路芯片设计企业发展的通知');
    const s2 = await changed('s2', before.s2.version);
    expect(s2.data.totals.policies).toBe(before.s2.data.totals.policies + 1);
    const s4 = await changed('s4', before.s4.version);
    const ic = s4.data.chains.find((c) => c.key === 'ic');
    const design = ic?.stages.flatMap((s) => s.nodes).find((n) => n.key === 'design');
    // Counted through the full-text index: the title holds 芯片设计 and 集成电路.
    expect(design?.policies).toBe(1);
    expect(ic?.policies.map((p) => p.title)).toContain('关于支持集成电路芯片设计企业发展的通知');

    await buildProject(api.deps, {
      agency_id: agency,
      type_id: type,
      apply_start: addDays(today, -1),
      apply_end: addDays(today, 2),
      title: '集成电路芯片设计攻关项目申报',
    });
    const s2b = await changed('s2', s2.version);
    expect(s2b.data.totals.closing_projects).toBe(s2.data.totals.closing_projects + 1);
    const s4b = await changed('s4', s4.version);
    expect(
      s4b.data.chains
        .find((c) => c.key === 'ic')
        ?.stages.flatMap((s) => s.nodes)
        .find((n) => n.key === 'design')?.projects,
    ).toBe(1);
  });

  it('derives the version from the data alone', async () => {
    const { data } = await fetchScreen('s3');
    const a = presentSnapshot<'s3'>(data, 1);
    const b = presentSnapshot<'s3'>(structuredClone(data), 2);
    expect(a.version).toBe(b.version);
    expect(
      presentSnapshot<'s3'>({ ...a.data, totals: { ...a.data.totals, patents: a.data.totals.patents + 1 } }, 1).version,
    ).not.toBe(a.version);
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
