import { afterAll, beforeAll, expect, it } from 'vitest';
import { UserApi } from '@aikc/shared/api-paths';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { sendMessage } from './service.ts';

describeEachDb('messages', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it("counts only the caller's unread messages", async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db);
    await sendMessage(api.deps.db.db, { userId: a.id, title: '政策推送', content: '您订阅的政策有更新' });
    await sendMessage(api.deps.db.db, { userId: a.id, title: '系统通知', content: '欢迎使用' });
    await sendMessage(api.deps.db.db, { userId: b.id, title: '系统通知', content: '欢迎使用' });
    const res = await api.call<{ total: number }>(UserApi.messageCount, {}, { token: a.token });
    expect(res.body).toMatchObject({ code: 200, data: { total: 2 } });
  });

  it("refuses to mark another user's message read", async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db);
    const id = await sendMessage(api.deps.db.db, { userId: a.id, title: '通知', content: '内容' });
    const res = await api.call(UserApi.readMessage, { id }, { token: b.token });
    expect(res.body.code).toBe(404);
    const count = await api.call<{ total: number }>(UserApi.messageCount, {}, { token: a.token });
    expect(count.body.data.total).toBe(1);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await api.call(UserApi.messageCount, {})).body.code).toBe(401);
    expect((await api.call(UserApi.messageCount, {}, { token: 'x'.repeat(43) })).body.code).toBe(401);
  });
});
