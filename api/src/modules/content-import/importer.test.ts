import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminApi, SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import type { ImportReport } from '@aikc/shared/schemas/content-import';
import { buildAgency, buildLabel } from '../../../test-kit/content-builders.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { importContent } from './importer.ts';
import { readJsonl } from './jsonl.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

describeEachDb('content import', (dialect) => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    api = await startTestApi(dialect, { ADMIN_TOKEN });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-import-'));
    await buildAgency(api.deps.db, { name: '上海市科学技术委员会', region_code: '310000' });
    await buildLabel(api.deps.db, { kind: 'policy_type', name: '资金扶持' });
    await buildLabel(api.deps.db, { kind: 'industry', name: '集成电路' });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const policy = (sourceId: string, over: Record<string, unknown> = {}) => ({
    kind: 'policy',
    source_id: sourceId,
    title: `上海市集成电路专项资金管理办法${sourceId}`,
    doc_no: '沪科规〔2026〕1号',
    agency: '上海市科学技术委员会',
    level: 'provincial',
    region_code: '310000',
    type: '资金扶持',
    labels: ['集成电路'],
    publish_date: '2026-11-20',
    summary: '支持集成电路企业。',
    body_html: '<p>对集成电路设计企业给予资助。</p>',
    ...over,
  });
  const write = (name: string, lines: unknown[]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'));
    return file;
  };
  const generation = async () => {
    const row = await api.deps.db.db
      .selectFrom('search_state')
      .select('generation')
      .where('kind', '=', 'policy')
      .executeTakeFirstOrThrow();
    return Number(row.generation);
  };

  it('reports failing lines with their number and reason, writes the rest, and changes nothing when run again', async () => {
    const file = write('a.jsonl', [
      policy(`${dialect}-1`),
      '{not json',
      policy(`${dialect}-2`, { title: '' }),
      policy(`${dialect}-3`, { agency: '不存在的机关' }),
      policy(`${dialect}-4`, { region_code: '990000' }),
      '',
      {
        kind: 'interpretation',
        source_id: `${dialect}-i1`,
        policy_source_id: `${dialect}-1`,
        title: '一图读懂集成电路专项资金',
        publish_date: '2026-11-21',
        body_html: '<p>解读</p>',
      },
      {
        kind: 'news',
        source_id: `${dialect}-n1`,
        title: '上海发布集成电路新政',
        region_code: '310000',
        publish_date: '2026-11-21',
        body_html: '<p>新闻</p>',
      },
      { kind: 'video', source_id: 'x' },
    ]);
    const { items, failed } = await readJsonl(file);
    expect(failed).toEqual([{ line: 2, reason: '不是有效的JSON' }]);
    const report = await importContent(api.deps.db, api.deps, items);
    expect(report).toMatchObject({ inserted: 3, updated: 0, unchanged: 0 });
    expect(report.failed.map((f) => f.line)).toEqual([3, 4, 5, 9]);
    expect(report.failed[0]?.reason).toContain('缺少标题');
    expect(report.failed[1]?.reason).toBe('发文机关不存在：不存在的机关');
    expect(report.failed[2]?.reason).toBe('地区代码不存在');
    expect(report.failed[3]?.reason).toContain('kind 应为');
    const row = await api.deps.db.db
      .selectFrom('policies')
      .select(['province_code', 'title'])
      .where('source_id', '=', `${dialect}-1`)
      .executeTakeFirstOrThrow();
    expect(row.province_code).toBe('310000');

    const gen = await generation();
    const again = await importContent(api.deps.db, api.deps, (await readJsonl(file)).items);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, pushes: 0 });
    expect(await generation()).toBe(gen);
    const n = await api.deps.db.db
      .selectFrom('policies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source_id', 'like', `${dialect}-%`)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });

  it('updates a changed line in place and pushes it once to a matching subscription', async () => {
    const u = await buildUser(api.deps.db.db);
    await api.call(
      UserApi.addSubscription,
      { name: '上海集成电路', conditions: { regions: ['310000'], keywords: ['集成电路'] } },
      { token: u.token },
    );
    // Saving a subscription pushes the last 30 days' matches once (earlier tests' imports among them).
    const pushList = async () =>
      (await api.call<{ total: number }>(SubscriptionApi.pushList, {}, { token: u.token })).body.data.total;
    const backfilled = await pushList();
    const first = await importContent(api.deps.db, api.deps, [{ line: 1, raw: policy(`${dialect}-u`) }]);
    expect(first).toMatchObject({ inserted: 1, pushes: 1 });
    const changed = await importContent(api.deps.db, api.deps, [
      { line: 1, raw: policy(`${dialect}-u`, { summary: '修订后的摘要：支持集成电路企业。' }) },
    ]);
    expect(changed).toMatchObject({ inserted: 0, updated: 1, pushes: 0 });
    const rows = await api.deps.db.db
      .selectFrom('policies')
      .select(['summary'])
      .where('source_id', '=', `${dialect}-u`)
      .execute();
    expect(rows).toEqual([{ summary: '修订后的摘要：支持集成电路企业。' }]);
    expect(await pushList()).toBe(backfilled + 1);
  });

  it('admin API: a service token from configuration, not a user token; items reported by index', async () => {
    const user = await buildUser(api.deps.db.db);
    const body = { items: [policy(`${dialect}-api`), { kind: 'policy' }] };
    expect((await api.call(AdminApi.importContent, body)).body.code).toBe(401);
    expect((await api.call(AdminApi.importContent, body, { token: user.token })).body.code).toBe(401);
    const res = await fetch(`${api.baseUrl}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; data: ImportReport };
    expect(json.code).toBe(200);
    expect(json.data).toMatchObject({ inserted: 1 });
    expect(json.data.failed.map((f) => f.line)).toEqual([2]);
    const bad = await fetch(`${api.baseUrl}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
      body: JSON.stringify(body),
    });
    expect(((await bad.json()) as { code: number }).code).toBe(401);
  });
});

describeEachDb('content import without ADMIN_TOKEN', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());
  it('the admin API is disabled', async () => {
    const res = await api.call(AdminApi.importContent, { items: [{}] });
    expect(res.body).toMatchObject({ code: 403, msg: '管理接口未启用' });
  });
});
