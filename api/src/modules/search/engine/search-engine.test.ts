import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyFilterSchema } from '@aikc/shared/filters';
import { describeEachDb, startTestApi, type TestApi } from '../../../../test-kit/harness.ts';
import { buildPolicy } from '../../../../test-kit/content-builders.ts';
import { searchPolicies } from '../../policy/service.ts';
import { engineOf } from '@aikc/search/testing';

describeEachDb('search engine of a handle', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await buildPolicy(api.deps.db, { title: '关于支持集成电路产业发展的若干措施', province_code: '310000' });
  }, 60_000);
  afterAll(() => api.close());

  const search = (keyword: string) =>
    searchPolicies(api.deps.db.db, api.deps.db.dialect, PolicyFilterSchema.parse({ keyword }));

  it('is one object per handle, holding what searches left behind', async () => {
    const { db } = api.deps.db;
    const engine = engineOf(db, dialect);
    expect(engineOf(db, dialect)).toBe(engine);
    const res = await search('集成电路');
    expect(res.total).toBe(1);
    expect(engine.lastSeen('policy')).toEqual(res.state);
    expect(engine.columns.get('policy')?.cols.size).toBeGreaterThan(0);
    expect(engine.units.held('policy').units).toBeGreaterThan(0);
    expect(engine.matchSets.size).toBeGreaterThan(0);
    expect(engine.lookups.industry.size).toBe(1);
  });

  it('after a write in this process, forgets the state it saw and the name tables, and finds the new document', async () => {
    const engine = engineOf(api.deps.db.db, dialect);
    await search('集成电路');
    const seen = engine.lastSeen('policy');
    expect(seen).not.toBeNull();
    const id = await buildPolicy(api.deps.db, { title: '集成电路设计企业认定办法', province_code: '310000' });
    expect(engine.lastSeen('policy')).toBeNull();
    expect(engine.lookups.industry.size).toBe(0);
    const res = await search('集成电路');
    expect(res.rows.map((r) => r.id)).toContain(id);
    expect(res.state.generation).toBeGreaterThan(seen?.generation ?? Infinity);
  });

  it('drops everything on close, and the handle then gets a new engine that searches as before', async () => {
    const { db } = api.deps.db;
    const engine = engineOf(db, dialect);
    const before = await search('集成电路');
    engine.close();
    expect(engine.columns.size).toBe(0);
    expect(engine.units.held('policy').units).toBe(0);
    expect(engine.matchSets.size).toBe(0);
    expect(engine.counts.size).toBe(0);
    expect(engine.lastSeen('policy')).toBeNull();
    const next = engineOf(db, dialect);
    expect(next).not.toBe(engine);
    const after = await search('集成电路');
    expect(after.rows.map((r) => r.id)).toEqual(before.rows.map((r) => r.id));
    expect(next.columns.get('policy')?.cols.size).toBeGreaterThan(0);
  });
});
