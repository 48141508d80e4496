import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi, SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import type {
  CentreArticles,
  CentreCounts,
  PreviewResult,
  PushItem,
  SubscriptionItem,
  SubscriptionListResult,
} from '@aikc/shared/schemas/subscription';
import { buildPolicy, buildProject } from '../../../test-kit/content-builders.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { todayCst } from '../../lib/time.ts';

const SH = '310000';
const conditions = (over: Record<string, unknown> = {}) => ({ regions: [SH], keywords: ['集成电路'], ...over });

describeEachDb('subscriptions and pushes', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());
  const db = () => api.deps.db;
  const today = () => todayCst();

  const vipUser = () => buildUser(db().db, { vip_level: 'vip', vip_end_time: Date.now() + 86_400_000 * 30 });

  it("adds, lists with named conditions, edits, pauses and deletes; another user's ids are refused", async () => {
    const a = await vipUser();
    const b = await vipUser();
    const add = await api.call<SubscriptionItem>(
      UserApi.addSubscription,
      { name: '上海集成电路', conditions: conditions() },
      { token: a.token },
    );
    expect(add.body.code).toBe(200);
    const id = add.body.data.id;
    expect(add.body.data.condition_names.regions).toEqual(['上海市']);
    const list = await api.call<SubscriptionListResult>(
      UserApi.listSubscription,
      { page: 1, page_size: 15 },
      { token: a.token },
    );
    expect(list.body.data).toMatchObject({ total: 1, limit: 10, used: 1 });
    expect(
      (await api.call<SubscriptionListResult>(UserApi.listSubscription, {}, { token: b.token })).body.data.total,
    ).toBe(0);

    for (const [path, body] of [
      [SubscriptionApi.editSubscription, { id, name: '改名', conditions: conditions() }],
      [SubscriptionApi.pauseSubscription, { id, paused: true }],
      [UserApi.delSubscription, { id }],
    ] as const) {
      const res = await api.call(path, body, { token: b.token });
      expect(res.body).toMatchObject({ code: 404, msg: '订阅不存在' });
    }
    expect((await api.call(SubscriptionApi.pushList, { subscription_id: id }, { token: b.token })).body.code).toBe(404);

    const edit = await api.call<SubscriptionItem>(
      SubscriptionApi.editSubscription,
      { id, name: '改名', conditions: conditions({ keywords: ['芯片'] }) },
      { token: a.token },
    );
    expect(edit.body.data).toMatchObject({ name: '改名', conditions: { keywords: ['芯片'] } });
    expect(
      (await api.call<SubscriptionItem>(SubscriptionApi.pauseSubscription, { id, paused: true }, { token: a.token }))
        .body.data.paused,
    ).toBe(true);
    expect((await api.call(UserApi.delSubscription, { id }, { token: a.token })).body.code).toBe(200);
    expect(
      (await api.call<SubscriptionListResult>(UserApi.listSubscription, {}, { token: a.token })).body.data.total,
    ).toBe(0);
  });

  it('refuses bad conditions with a clear message and writes nothing', async () => {
    const a = await vipUser();
    const empty = await api.call(UserApi.addSubscription, { name: '空', conditions: {} }, { token: a.token });
    expect(empty.body).toMatchObject({ code: 400, msg: '请至少设置一个订阅条件' });
    const region = await api.call(
      UserApi.addSubscription,
      { name: '西藏', conditions: { regions: ['540000'] } },
      { token: a.token },
    );
    expect(region.body).toMatchObject({ code: 400, msg: '请选择列表中的省份或城市' });
    const label = await api.call(
      UserApi.addSubscription,
      { name: '标签', conditions: { types: [999999] } },
      { token: a.token },
    );
    expect(label.body).toMatchObject({ code: 400, msg: '所选政策类型不存在' });
    expect(
      (await api.call(UserApi.addSubscription, { name: '', conditions: conditions() }, { token: a.token })).body.msg,
    ).toContain('请输入订阅名称');
    expect(
      (await api.call<SubscriptionListResult>(UserApi.listSubscription, {}, { token: a.token })).body.data.total,
    ).toBe(0);
    expect((await api.call(UserApi.listSubscription, { page_size: 20 }, { token: a.token })).body.msg).toContain(
      '每页条数应为',
    );
    expect((await api.call(UserApi.listSubscription, {})).body.code).toBe(401);
  });

  it("caps active subscriptions at the level's allowance (ordinary users: 1), paused ones do not count", async () => {
    const u = await buildUser(db().db);
    const first = await api.call<SubscriptionItem>(
      UserApi.addSubscription,
      { name: '一', conditions: conditions() },
      { token: u.token },
    );
    expect(first.body.code).toBe(200);
    const second = await api.call(
      UserApi.addSubscription,
      { name: '二', conditions: conditions() },
      { token: u.token },
    );
    expect(second.body.code).toBe(403);
    expect(second.body.msg).toContain('最多同时启用1个订阅');
    await api.call(SubscriptionApi.pauseSubscription, { id: first.body.data.id, paused: true }, { token: u.token });
    expect(
      (await api.call(UserApi.addSubscription, { name: '二', conditions: conditions() }, { token: u.token })).body.code,
    ).toBe(200);
    const resume = await api.call(
      SubscriptionApi.pauseSubscription,
      { id: first.body.data.id, paused: false },
      { token: u.token },
    );
    expect(resume.body.code).toBe(403);
  });

  it('pushes a matching policy once, as a push and a message; read marks clear the badge', async () => {
    const a = await vipUser();
    const b = await vipUser();
    const sub = await api.call<SubscriptionItem>(
      UserApi.addSubscription,
      { name: '上海芯片', conditions: conditions({ keywords: ['集成电路设计'] }) },
      { token: a.token },
    );
    await api.call(
      UserApi.addSubscription,
      { name: '广东', conditions: { regions: ['440000'], keywords: ['集成电路设计'] } },
      { token: b.token },
    );
    const body = '<p>支持集成电路设计企业开展研发。</p>';
    const hit = await buildPolicy(db(), {
      title: '上海市关于支持集成电路设计产业发展的若干措施',
      province_code: SH,
      region_code: SH,
      city_code: '310100',
      body_html: body,
      publish_date: today(),
    });
    await buildPolicy(db(), {
      title: '上海市关于支持生物医药产业发展的若干措施',
      province_code: SH,
      region_code: SH,
      body_html: '<p>支持生物医药。</p>',
      publish_date: today(),
    });
    await buildPolicy(db(), {
      title: '浙江省集成电路设计产业政策',
      province_code: '330000',
      region_code: '330000',
      body_html: body,
      publish_date: today(),
    });

    const count = await api.call<{ total: number }>(UserApi.messageCount, {}, { token: a.token });
    expect(count.body.data.total).toBe(1);
    expect((await api.call<{ total: number }>(UserApi.messageCount, {}, { token: b.token })).body.data.total).toBe(0);
    const pushes = await api.call<{ list: PushItem[]; total: number }>(
      SubscriptionApi.pushList,
      { subscription_id: sub.body.data.id },
      { token: a.token },
    );
    expect(pushes.body.data.total).toBe(1);
    expect(pushes.body.data.list[0]).toMatchObject({
      is_read: 0,
      subscription_name: '上海芯片',
      policy: { id: hit, region_name: '上海市' },
    });

    // Rewriting the policy (an update) pushes nothing new.
    const { POLICY_REWRITE_KINDS, rewritePolicy } = await import('../policy/writer.ts');
    const { writeContent } = await import('@aikc/search');
    const row = await db().db.selectFrom('policies').selectAll().where('id', '=', hit).executeTakeFirstOrThrow();
    const { body_text: _bt, id: _id, ...policy } = row;
    await writeContent(api.deps.search, db().db, db().dialect, POLICY_REWRITE_KINDS, (trx, lock) =>
      rewritePolicy(trx, lock, api.deps.pushMatcher, hit, { policy: { ...policy, title: `${row.title}（修订）` } }),
    );
    expect((await api.call<{ total: number }>(SubscriptionApi.pushList, {}, { token: a.token })).body.data.total).toBe(
      1,
    );

    const pushId = pushes.body.data.list[0]?.id as number;
    expect((await api.call(UserApi.readPush, { id: pushId }, { token: b.token })).body.code).toBe(404);
    expect((await api.call<{ total: number }>(UserApi.messageCount, {}, { token: a.token })).body.data.total).toBe(1);
    await api.call(UserApi.readPushAll, {}, { token: a.token });
    expect((await api.call<{ total: number }>(UserApi.messageCount, {}, { token: a.token })).body.data.total).toBe(0);
    const after = await api.call<{ list: PushItem[] }>(SubscriptionApi.pushList, { is_read: '0' }, { token: a.token });
    expect(after.body.data.list).toHaveLength(0);
  });

  it('opening a pushed policy marks its push read; read_push reads one', async () => {
    const a = await vipUser();
    await api.call(
      UserApi.addSubscription,
      { name: '量子', conditions: { keywords: ['量子通信'] } },
      { token: a.token },
    );
    const p1 = await buildPolicy(db(), { title: '关于推动量子通信产业发展的通知', publish_date: today() });
    await buildPolicy(db(), { title: '量子通信应用示范项目申报指南', publish_date: today() });
    const list = await api.call<{ list: PushItem[] }>(SubscriptionApi.pushList, {}, { token: a.token });
    expect(list.body.data.list).toHaveLength(2);
    expect(list.body.data.list[0]?.policy.id).toBeGreaterThan(p1); // newest first
    await api.call(PolicyApi.detail, { id: p1 }, { token: a.token });
    const read = await api.call<{ list: PushItem[] }>(SubscriptionApi.pushList, { is_read: '1' }, { token: a.token });
    expect(read.body.data.list.map((p) => p.policy.id)).toEqual([p1]);
    await api.call(UserApi.readPush, { id: list.body.data.list[0]?.id }, { token: a.token });
    expect((await api.call<{ total: number }>(UserApi.messageCount, {}, { token: a.token })).body.data.total).toBe(0);
  });

  it("a pushed 申报通知 carries its project's deadline: the latest published round, 已截止 once past", async () => {
    const a = await vipUser();
    await api.call(UserApi.addSubscription, { name: '氢能', conditions: { keywords: ['氢能'] } }, { token: a.token });
    const rounds = await buildPolicy(db(), { title: '关于组织申报氢能产业化项目的通知', publish_date: today() });
    const past = await buildPolicy(db(), { title: '关于组织申报氢能示范应用项目的通知', publish_date: today() });
    const plain = await buildPolicy(db(), { title: '氢能产业发展三年行动方案', publish_date: today() });
    const inDays = (n: number) => todayCst(Date.now() + n * 86_400_000);
    await buildProject(db(), { policy_id: rounds, apply_end: '2025-01-31' });
    const open = await buildProject(db(), { policy_id: rounds, apply_start: today(), apply_end: inDays(30) });
    // A later round the back office took down is as if it did not exist.
    await buildProject(db(), { policy_id: rounds, apply_end: inDays(60), offline: 1 });
    const closed = await buildProject(db(), { policy_id: past, apply_end: '2025-01-31' });

    const res = await api.call<{ list: PushItem[] }>(SubscriptionApi.pushList, {}, { token: a.token });
    const projectOf = new Map(res.body.data.list.map((p) => [p.policy.id, p.project]));
    expect(projectOf.size).toBe(3);
    expect(projectOf.get(rounds)).toEqual({ id: open, apply_end: inDays(30), closed: false });
    expect(projectOf.get(past)).toEqual({ id: closed, apply_end: '2025-01-31', closed: true });
    expect(projectOf.get(plain)).toBeNull();
  });

  it('previews what the conditions matched in the last 30 days', async () => {
    const a = await vipUser();
    const recent = await buildPolicy(db(), {
      title: '关于支持低空经济无人机产业的通知',
      province_code: SH,
      region_code: SH,
      publish_date: today(),
    });
    await buildPolicy(db(), {
      title: '关于支持低空经济无人机产业的旧通知',
      province_code: SH,
      region_code: SH,
      publish_date: '2020-01-01',
    });
    const res = await api.call<PreviewResult>(
      SubscriptionApi.previewSubscription,
      { conditions: { regions: [SH], keywords: ['无人机'] } },
      { token: a.token },
    );
    expect(res.body.data).toMatchObject({ total: 1, days: 30, capped: false });
    expect(res.body.data.list[0]?.id).toBe(recent);
  });

  it('saving a subscription pushes the matches the preview listed, once, marked as the last 30 days, with one message', async () => {
    const a = await vipUser();
    const recent = await buildPolicy(db(), {
      title: '关于支持氢能重卡示范运营的通知',
      province_code: SH,
      region_code: SH,
      publish_date: today(),
    });
    await buildPolicy(db(), {
      title: '关于支持氢能重卡示范运营的旧通知',
      province_code: SH,
      region_code: SH,
      publish_date: '2020-01-01',
    });
    const body = { name: '氢能重卡', conditions: { regions: [SH], keywords: ['氢能重卡'] } };
    const add = await api.call<SubscriptionItem>(UserApi.addSubscription, body, { token: a.token });
    expect(add.body.data).toMatchObject({ push_count: 1, unread_count: 1 });
    const pushes = await api.call<{ list: PushItem[] }>(SubscriptionApi.pushList, {}, { token: a.token });
    expect(pushes.body.data.list.map((p) => [p.policy.id, p.backfill])).toEqual([[recent, true]]);
    const messages = await db()
      .db.selectFrom('messages')
      .select(['title', 'content'])
      .where('user_id', '=', a.id)
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.title).toBe('订阅「氢能重卡」：已推送近30天的1条政策');
    expect(messages[0]?.content).toContain('此后有新发布的政策符合条件时，将及时推送给您');
    // A second subscription matching the same policy pushes nothing again (one push per user and policy).
    const again = await api.call<SubscriptionItem>(
      UserApi.addSubscription,
      { ...body, name: '氢能重卡2' },
      { token: a.token },
    );
    expect(again.body.data.push_count).toBe(0);
    expect((await api.call<{ total: number }>(UserApi.messageCount, {}, { token: a.token })).body.data.total).toBe(1);
  });

  it('the centre dashboard counts what exists for the caller only, and lists their pushed and regional policies', async () => {
    const a = await vipUser();
    const b = await vipUser();
    await api.call(
      UserApi.addSubscription,
      { name: '氢能', conditions: { keywords: ['氢燃料电池'] } },
      { token: a.token },
    );
    const id = await buildPolicy(db(), {
      title: '关于加快氢燃料电池汽车推广应用的通知',
      province_code: SH,
      region_code: SH,
      publish_date: today(),
    });
    const counts = await api.call<CentreCounts>(SubscriptionApi.centreCounts, {}, { token: a.token });
    expect(counts.body.data).toMatchObject({
      subscriptions: 1,
      unread_pushes: 1,
      unread_messages: 1,
      collections: 0,
      orders: 0,
      downloads: 0,
    });
    expect(
      (await api.call<CentreCounts>(SubscriptionApi.centreCounts, {}, { token: b.token })).body.data,
    ).toMatchObject({ subscriptions: 0, unread_pushes: 0 });
    const articles = await api.call<CentreArticles>(
      SubscriptionApi.centreArticles,
      { province: SH },
      { token: a.token },
    );
    expect(articles.body.data.pushed.map((p) => p.id)).toEqual([id]);
    expect(articles.body.data.regional.some((p) => p.id === id)).toBe(true);
    expect(
      (await api.call<CentreArticles>(SubscriptionApi.centreArticles, {}, { token: b.token })).body.data.pushed,
    ).toEqual([]);
    expect((await api.call(SubscriptionApi.centreArticles, { province: 'x' }, { token: a.token })).body.code).toBe(400);
    expect((await api.call(SubscriptionApi.centreCounts, {})).body.code).toBe(401);
  });
});
