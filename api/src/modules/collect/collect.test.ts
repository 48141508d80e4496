import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi, UserApi } from '@aikc/shared/api-paths';
import type { DownloadItem, RecordItem } from '@aikc/shared/schemas/collect';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildCompany, buildPolicy } from '../../../test-kit/content-builders.ts';

type Page<T> = { list: T[]; total: number };

describeEachDb('collections, history and downloads', (dialect) => {
  let api: TestApi;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let policyId = 0;
  let companyId = 0;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    a = await buildUser(api.deps.db.db);
    b = await buildUser(api.deps.db.db);
    policyId = await buildPolicy(api.deps, {
      title: '收藏测试政策',
      attachments: [{ name: '附件一.pdf', file_type: 'pdf', size_bytes: 100 }],
    });
    companyId = await buildCompany(api.deps, { name: '收藏测试企业有限公司' });
  });
  afterAll(() => api.close());

  it('collects and un-collects for the caller only', async () => {
    expect(
      (await api.call(UserApi.addLikeArticle, { type: 'policy', id: policyId }, { token: a.token })).body.code,
    ).toBe(200);
    await api.call(UserApi.addLikeArticle, { type: 'policy', id: policyId }, { token: a.token });
    await api.call(UserApi.addLikeArticle, { type: 'company', id: companyId }, { token: a.token });
    const mine = await api.call<Page<RecordItem>>(UserApi.collectList, {}, { token: a.token });
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.list.map((r) => r.title).sort()).toEqual(['收藏测试企业有限公司', '收藏测试政策'].sort());
    expect(
      (
        await api.call<{ is_collect: number }>(
          UserApi.isCollectArticle,
          { type: 'policy', id: policyId },
          { token: b.token },
        )
      ).body.data.is_collect,
    ).toBe(0);
    expect((await api.call<Page<RecordItem>>(UserApi.collectList, {}, { token: b.token })).body.data.total).toBe(0);
    // B deleting A's collection changes nothing.
    await api.call(UserApi.delLikeArticle, { type: 'policy', id: policyId }, { token: b.token });
    expect(
      (
        await api.call<{ ids: number[] }>(
          UserApi.listLikeArticle,
          { type: 'policy', ids: [policyId, 424242] },
          { token: a.token },
        )
      ).body.data.ids,
    ).toEqual([policyId]);
    await api.call(UserApi.delLikeArticle, { type: 'policy', id: policyId }, { token: a.token });
    expect(
      (
        await api.call<{ is_collect: number }>(
          UserApi.isCollectArticle,
          { type: 'policy', id: policyId },
          { token: a.token },
        )
      ).body.data.is_collect,
    ).toBe(0);
  });

  it('refuses unknown targets, bad types and anonymous callers', async () => {
    expect(
      (await api.call(UserApi.addLikeArticle, { type: 'policy', id: 999_999 }, { token: a.token })).body.code,
    ).toBe(404);
    const bad = await api.call(UserApi.addLikeArticle, { type: 'video', id: 1 }, { token: a.token });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await api.call(UserApi.collectList, {})).body.code).toBe(401);
  });

  it("records views from detail calls, lists and deletes only the caller's history", async () => {
    await api.call(PolicyApi.detail, { id: policyId }, { method: 'GET', token: a.token });
    await api.call(PolicyApi.detail, { id: policyId }, { method: 'GET', token: a.token });
    await api.call(UserApi.historyRecord, { type: 'company', id: companyId }, { token: a.token });
    await api.call(PolicyApi.detail, { id: policyId }, { method: 'GET' });
    const hist = await api.call<Page<RecordItem>>(UserApi.historyRecord, {}, { token: a.token });
    expect(hist.body.data.total).toBe(2);
    expect(hist.body.data.list[0]?.type).toBe('company');
    expect((await api.call<Page<RecordItem>>(UserApi.historyRecord, {}, { token: b.token })).body.data.total).toBe(0);
    const ids = hist.body.data.list.map((r) => r.id);
    expect(
      (await api.call<{ deleted: number }>(UserApi.delHistoryRecord, { ids }, { token: b.token })).body.data.deleted,
    ).toBe(0);
    expect(
      (await api.call<{ deleted: number }>(UserApi.delHistoryRecord, { ids: [ids[0]] }, { token: a.token })).body.data
        .deleted,
    ).toBe(1);
    expect((await api.call(UserApi.delHistoryRecord, {}, { token: a.token })).body.code).toBe(400);
    expect(
      (await api.call<{ deleted: number }>(UserApi.delHistoryRecord, { all: true }, { token: a.token })).body.data
        .deleted,
    ).toBe(1);
  });

  it('serves an attachment and records the download for the logged-in caller', async () => {
    const att = await api.deps.db.db
      .selectFrom('policy_attachments')
      .select('id')
      .where('policy_id', '=', policyId)
      .executeTakeFirstOrThrow();
    const res = await fetch(`${api.baseUrl}${PolicyApi.attachment}?id=${att.id}`, {
      headers: { Authorization: a.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('附件一.txt'));
    expect(await res.text()).toContain('收藏测试政策');
    // A download spends the `download` right, so a visitor is asked to log in and nothing is recorded.
    expect((await fetch(`${api.baseUrl}${PolicyApi.attachment}?id=${att.id}`)).status).toBe(401);
    const mine = await api.call<Page<DownloadItem>>(UserApi.downloadList, {}, { token: a.token });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ policy_title: '收藏测试政策', attachment_name: '附件一.pdf' }),
    ]);
    expect((await api.call<Page<DownloadItem>>(UserApi.downloadList, {}, { token: b.token })).body.data.total).toBe(0);
  });
});
