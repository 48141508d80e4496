import { afterAll, beforeAll, expect, it } from 'vitest';
import { SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import type { PreviewResult, PushItem, SubscriptionItem, SubscriptionOptions } from '@aikc/shared/schemas/subscription';
import { buildPolicy } from '../../../test-kit/content-builders.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { todayCst } from '../../lib/time.ts';

const SH = '310000';

/** 政策级别, the dimension added through the two tables (shared/src/schemas/subscription-conditions.ts, push/dimensions.ts). */
describeEachDb('subscriptions by 政策级别', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());
  const db = () => api.deps.db;
  const today = () => todayCst();

  const vipUser = () => buildUser(db().db, { vip_level: 'vip', vip_end_time: Date.now() + 86_400_000 * 30 });

  it('政策级别: offered with its names, validated, previewed, backfilled and pushed on import by level', async () => {
    const a = await vipUser();
    const options = await api.call<SubscriptionOptions>(
      SubscriptionApi.subscriptionOptions,
      {},
      { token: a.token, method: 'GET' },
    );
    expect(options.body.data.levels).toEqual([
      { id: 'national', name: '国家级' },
      { id: 'provincial', name: '省级' },
      { id: 'municipal', name: '市级' },
      { id: 'district', name: '区县级' },
    ]);
    const bad = await api.call(
      UserApi.addSubscription,
      { name: '级别', conditions: { levels: ['town'] } },
      { token: a.token },
    );
    expect(bad.body).toMatchObject({ code: 400, msg: '请选择列表中的政策级别' });
    const many = await api.call(
      UserApi.addSubscription,
      { name: '级别', conditions: { levels: ['national', 'provincial', 'municipal', 'district', 'national'] } },
      { token: a.token },
    );
    expect(many.body.code).toBe(400);
    expect(many.body.msg).toContain('政策级别最多选择4个');

    const word = '智能网联汽车测试';
    const at = (level: 'provincial' | 'municipal', title: string) =>
      buildPolicy(db(), {
        title,
        level,
        province_code: SH,
        region_code: level === 'municipal' ? '310100' : SH,
        city_code: level === 'municipal' ? '310100' : '',
        body_html: `<p>支持${word}。</p>`,
        publish_date: today(),
      });
    const city = await at('municipal', `关于支持${word}的通知（市级）`);
    await at('provincial', `关于支持${word}的通知（省级）`);
    const c = { regions: [SH], keywords: [word], levels: ['municipal'] };
    const preview = await api.call<PreviewResult>(
      SubscriptionApi.previewSubscription,
      { conditions: c },
      { token: a.token },
    );
    expect(preview.body.data).toMatchObject({ total: 1, capped: false });
    expect(preview.body.data.list.map((p) => p.id)).toEqual([city]);

    const add = await api.call<SubscriptionItem>(
      UserApi.addSubscription,
      { name: '市级智能网联', conditions: c },
      { token: a.token },
    );
    expect(add.body.data).toMatchObject({ push_count: 1, conditions: { levels: ['municipal'] } });
    expect(add.body.data.condition_names.levels).toEqual(['市级']);

    // Written later: the municipal one is pushed as it is imported, the provincial one is not.
    const later = await at('municipal', `关于进一步支持${word}的通知（市级）`);
    await at('provincial', `关于进一步支持${word}的通知（省级）`);
    const pushes = await api.call<{ list: PushItem[] }>(SubscriptionApi.pushList, {}, { token: a.token });
    expect(pushes.body.data.list.map((p) => [p.policy.id, p.backfill])).toEqual([
      [later, false],
      [city, true],
    ]);
  });
});
