import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyFilterSchema } from '@aikc/shared/filters';
import { AdminApi } from '@aikc/shared/api-paths';
import { NewsListBodySchema } from '@aikc/shared/schemas/news';
import { describeEachDb, startTestApi, type TestApi } from '../../../../test-kit/harness.ts';
import { buildPolicy } from '../../../../test-kit/content-builders.ts';
import { searchNews } from '../../news/service.ts';
import { searchPolicies } from '../../policy/service.ts';
import { createSearch } from '@aikc/search';
import { engineOf } from '@aikc/search/testing';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

describeEachDb('search engine of an app', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { ADMIN_TOKEN });
    await buildPolicy(api.deps, { title: '关于支持集成电路产业发展的若干措施', province_code: '310000' });
  }, 60_000);
  afterAll(() => api.close());

  const search = (keyword: string) =>
    searchPolicies(api.deps.search, api.deps.db.db, api.deps.db.dialect, PolicyFilterSchema.parse({ keyword }));

  it('is the one the app was built with, holding what searches left behind; nothing finds it by the handle', async () => {
    const { db } = api.deps.db;
    const engine = engineOf(api.deps.search);
    expect(api.deps.search).toBe(engine);
    // createSearch is a constructor: the handle has no engine of its own to hand back.
    const other = createSearch(db, dialect);
    expect(other).not.toBe(engine);
    const res = await search('集成电路');
    expect(res.total).toBe(1);
    expect(engine.lastSeen('policy')).toEqual(res.state);
    expect(engine.columns.get('policy')?.cols.size).toBeGreaterThan(0);
    expect(engine.units.held('policy').units).toBeGreaterThan(0);
    expect(engine.matchSets.size).toBeGreaterThan(0);
    expect(engine.names.held).toBe(2);
    expect(engineOf(other).columns.size).toBe(0);
  });

  it('after a write in this process, forgets the state it saw and the name tables, and finds the new document', async () => {
    const engine = engineOf(api.deps.search);
    await search('集成电路');
    const seen = engine.lastSeen('policy');
    expect(seen).not.toBeNull();
    const id = await buildPolicy(api.deps, { title: '集成电路设计企业认定办法', province_code: '310000' });
    expect(engine.lastSeen('policy')).toBeNull();
    expect(engine.names.held).toBe(0);
    const res = await search('集成电路');
    expect(res.rows.map((r) => r.id)).toContain(id);
    expect(res.state.generation).toBeGreaterThan(seen?.generation ?? Infinity);
  });

  it('is told of a write the app makes for a request (the import route passes AppDeps.search to the writer)', async () => {
    const engine = engineOf(api.deps.search);
    await search('集成电路');
    await searchNews(api.deps.search, api.deps.db.db, NewsListBodySchema.parse({ keyword: '集成电路' }));
    expect(engine.lastSeen('policy')).not.toBeNull();
    expect(engine.lastSeen('news')).not.toBeNull();
    const res = await fetch(`${api.baseUrl}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        items: [
          {
            kind: 'news',
            source_id: `${dialect}-engine-news`,
            title: '集成电路产业动态',
            region_code: '310000',
            publish_date: '2026-11-21',
            body_html: '<p>集成电路</p>',
          },
        ],
      }),
    });
    expect(((await res.json()) as { data: { inserted: number } }).data.inserted).toBe(1);
    // A news write: the policy state is still assumed, the news state and the name tables are not.
    expect(engine.lastSeen('policy')).not.toBeNull();
    expect(engine.lastSeen('news')).toBeNull();
    expect(engine.names.held).toBe(0);
  });

  it('drops everything on close, and then searches as before, loading again', async () => {
    const engine = engineOf(api.deps.search);
    const before = await search('集成电路');
    engine.close();
    expect(engine.columns.size).toBe(0);
    expect(engine.units.held('policy').units).toBe(0);
    expect(engine.matchSets.size).toBe(0);
    expect(engine.counts.size).toBe(0);
    expect(engine.lastSeen('policy')).toBeNull();
    const after = await search('集成电路');
    expect(after.rows.map((r) => r.id)).toEqual(before.rows.map((r) => r.id));
    expect(engine.columns.get('policy')?.cols.size).toBeGreaterThan(0);
  });
});
