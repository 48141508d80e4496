import { afterAll, beforeAll, expect, it } from 'vitest';
import { NewsApi, PolicyApi, UserApi } from '@aikc/shared/api-paths';
import type { ContentRow } from '@aikc/shared/admin/schemas/content';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildNews, buildPolicy } from '../../../test-kit/content-builders.ts';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { todayCst } from '../../lib/time.ts';
import { keyWithQuota, signedGet, type TestKey } from '../open-api/test-kit.ts';
import { publishDue } from './content-publish.ts';

const SH = '310000';

describeEachDb('admin content: take down, publish again, schedule', (dialect) => {
  let api: TestApi;
  let editor: TestStaff;
  let support: TestStaff;
  let key: TestKey;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    editor = await buildStaff(api, 'editor');
    support = await buildStaff(api, 'support');
    key = await keyWithQuota(api, { calls: 1000, rate: 1000 });
  });
  afterAll(() => api.close());

  const searchIds = async (keyword: string) =>
    (await api.call<{ list: { id: number }[] }>(PolicyApi.list, { keyword })).body.data.list.map((p) => p.id);
  const detailCode = async (id: number) => (await api.call(PolicyApi.detail, { id }, { method: 'GET' })).body.code;
  const sitemapHas = async (id: number) =>
    (await (await fetch(`${api.baseUrl}/sitemap/policy-1.xml`)).text()).includes(`/policy/detail/${id}</loc>`);
  const openSearchIds = async (keyword: string) =>
    ((await signedGet(api, key, OpenApiV1.policies, { keyword })).body.data as { items: { id: number }[] }).items.map(
      (p) => p.id,
    );
  const openDetailStatus = async (id: number) => (await signedGet(api, key, `/openapi/v1/policies/${id}`)).status;
  const stateOf = async (id: number) =>
    await api.deps.db.db
      .selectFrom('policies')
      .select(['offline', 'publish_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a policy taken down leaves search, detail, sitemap and the open API; published again it is back', async () => {
    const word = `量子精密测量${dialect}`;
    const id = await buildPolicy(api.deps, { title: `关于支持${word}产业发展的若干措施（演示）` });
    expect(await searchIds(word)).toEqual([id]);
    expect(await detailCode(id)).toBe(200);
    expect(await sitemapHas(id)).toBe(true);
    expect(await openSearchIds(word)).toEqual([id]);
    expect(await openDetailStatus(id)).toBe(200);

    // 客服 may read content but not take it down: 403 and nothing changed.
    const refused = await adminCall(api, 'contentTakeDown', { kind: 'policy', id }, support.token);
    expect(refused.status).toBe(403);
    expect(await stateOf(id)).toMatchObject({ offline: 0 });
    expect(await auditOf(api, 'policy', id)).toHaveLength(0);

    const down = await adminCall<ContentRow>(api, 'contentTakeDown', { kind: 'policy', id }, editor.token);
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ state: 'offline', state_name: '已下线' });
    expect(await searchIds(word)).toEqual([]);
    const missing = await api.call(PolicyApi.detail, { id }, { method: 'GET' });
    expect(missing.body.code).toBe(404);
    expect(missing.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await sitemapHas(id)).toBe(false);
    expect(await openSearchIds(word)).toEqual([]);
    expect(await openDetailStatus(id)).toBe(404);
    // The whole list (no keyword) leaves it out too: the facet columns, not only the index.
    const all = await api.call<{ list: { id: number }[]; total: number }>(PolicyApi.list, { pageSize: 50 });
    expect(all.body.data.list.map((p) => p.id)).not.toContain(id);
    const audit = await auditOf(api, 'policy', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'content.take_down', staff_id: editor.id });
    expect(audit[0]!.before).toEqual({ state: 'published' });
    expect(audit[0]!.after).toEqual({ state: 'offline' });

    // Twice is refused in Chinese, with no second audit row.
    const again = await adminCall(api, 'contentTakeDown', { kind: 'policy', id }, editor.token);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该内容已下线');

    const offlineList = await adminCall<AdminList<ContentRow>>(
      api,
      'contentList',
      { kind: 'policy', state: 'offline', q: word },
      editor.token,
    );
    expect(offlineList.body.data.items.map((i) => i.id)).toEqual([id]);

    const up = await adminCall<ContentRow>(api, 'contentPublish', { kind: 'policy', id }, editor.token);
    expect(up.status).toBe(200);
    expect(up.body.data.state).toBe('published');
    expect(await searchIds(word)).toEqual([id]);
    expect(await detailCode(id)).toBe(200);
    expect(await sitemapHas(id)).toBe(true);
    expect(await openSearchIds(word)).toEqual([id]);
    const after = await auditOf(api, 'policy', id);
    expect(after.map((a) => a.action)).toEqual(['content.take_down', 'content.publish']);
  });

  it('a news item taken down answers the not-found envelope on its detail', async () => {
    const id = await buildNews(api.deps, { title: `演示资讯：新型储能示范${dialect}`, publish_date: todayCst() });
    expect((await api.call(NewsApi.detail, { id }, { method: 'GET' })).body.code).toBe(200);
    expect((await adminCall(api, 'contentTakeDown', { kind: 'news', id }, editor.token)).status).toBe(200);
    expect((await api.call(NewsApi.detail, { id }, { method: 'GET' })).body.code).toBe(404);
  });

  it('a scheduled policy stays out until the tick at its time publishes it once, and is pushed only then', async () => {
    const word = `海洋牧场装备${dialect}`;
    const id = await buildPolicy(api.deps, {
      title: `关于推进${word}发展的实施意见（演示）`,
      province_code: SH,
      region_code: SH,
      publish_date: todayCst(),
    });
    const past = await adminCall(api, 'contentSchedule', { kind: 'policy', id, at: Date.now() - 1000 }, editor.token);
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('定时发布时间须晚于当前时间');
    const qa = await adminCall(api, 'contentSchedule', { kind: 'qa', id, at: Date.now() + 3_600_000 }, editor.token);
    expect(qa.status).toBe(400);

    const at = Date.now() + 3_600_000;
    const scheduled = await adminCall<ContentRow>(api, 'contentSchedule', { kind: 'policy', id, at }, editor.token);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ state: 'scheduled', state_name: '定时发布' });
    expect(scheduled.body.data.publish_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await searchIds(word)).toEqual([]);
    expect(await detailCode(id)).toBe(404);

    // A subscription made now does not backfill it either.
    const u = await buildUser(api.deps.db.db, { vip_level: 'vip' });
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + 30 * 86_400_000 })
      .where('id', '=', u.id)
      .execute();
    const sub = await api.call(
      UserApi.addSubscription,
      { name: '海洋', conditions: { regions: [SH], keywords: [word] } },
      { token: u.token },
    );
    expect(sub.body.code).toBe(200);
    const pushes = async () =>
      (await api.deps.db.db.selectFrom('pushes').select('id').where('user_id', '=', u.id).execute()).length;

    // An edit while scheduled pushes nothing (the writer's push skips offline policies).
    const edit = await adminCall(
      api,
      'contentUpdate',
      { kind: 'policy', id, fields: { body_html: `<p>支持${word}研发与示范应用。</p>` } },
      editor.token,
    );
    expect(edit.status).toBe(200);
    expect(await searchIds(word)).toEqual([]);
    expect(await pushes()).toBe(0);

    // The scheduler's tick, driven with a clock: nothing before the time, the item once after it, even with two
    // processes' ticks at once.
    expect(await publishDue(api.deps.db, api.deps, at - 60_000)).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ offline: 1 });
    const ticks = await Promise.all([
      publishDue(api.deps.db, api.deps, at + 1000),
      publishDue(api.deps.db, api.deps, at + 1000),
    ]);
    expect(ticks.flat()).toEqual([{ kind: 'policy', id }]);
    expect(await publishDue(api.deps.db, api.deps, at + 61_000)).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ offline: 0 });
    expect(await searchIds(word)).toEqual([id]);
    expect(await detailCode(id)).toBe(200);
    expect(await pushes()).toBe(1);

    // One audit row per staff write (schedule, update); the tick itself is not a staff write.
    const audit = await auditOf(api, 'policy', id);
    expect(audit.map((a) => a.action)).toEqual(['content.schedule', 'content.update']);
    expect(audit[0]!.after).toMatchObject({ state: 'scheduled' });
  });
});
