import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminApi, PolicyApi } from '@aikc/shared/api-paths';
import type { ReviewDetail, ReviewRow } from '@aikc/shared/admin/schemas/review';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import type { ContentDetail, ContentRow } from '@aikc/shared/admin/schemas/content';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import { buildAgency, buildPolicy } from '../../../test-kit/content-builders.ts';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

describeEachDb('admin content', (dialect) => {
  let api: TestApi;
  let editor: TestStaff;
  beforeAll(async () => {
    api = await startTestApi(dialect, { ADMIN_TOKEN });
    editor = await buildStaff(api, 'editor');
  });
  afterAll(() => api.close());

  const portalList = async (keyword: string) =>
    (await api.call<{ list: { id: number; title: string }[]; total: number }>(PolicyApi.list, { keyword })).body.data;

  it("a corrected policy title shows in the portal's search and detail at once, with one audit entry", async () => {
    const id = await buildPolicy(api.deps, {
      title: '关于支持集成电路产业发展的若干措施（演示）',
      doc_no: '演示〔2026〕1号',
    });
    // Warm the portal's caches first: the correction must not be hidden behind them.
    expect((await portalList('集成电路')).list.map((p) => p.id)).toContain(id);
    await api.call(PolicyApi.detail, { id }, { method: 'GET' });

    const found = await adminCall<AdminList<ContentRow>>(
      api,
      'contentList',
      { kind: 'policy', q: '集成电路' },
      editor.token,
    );
    expect(found.body.data.items.map((i) => i.id)).toContain(id);
    const got = await adminCall<ContentDetail>(api, 'contentGet', { kind: 'policy', id }, editor.token);
    expect(got.body.data.fields.title).toBe('关于支持集成电路产业发展的若干措施（演示）');

    const edited = await adminCall(
      api,
      'contentUpdate',
      {
        kind: 'policy',
        id,
        fields: {
          title: '关于支持人工智能芯片产业发展的若干措施（演示）',
          body_html: '<p>正文</p><script>alert(1)</script>',
        },
      },
      editor.token,
    );
    expect(edited.status).toBe(200);
    const after = await portalList('人工智能芯片');
    expect(after.list.find((p) => p.id === id)?.title).toMatch(/人工智能芯片/);
    const detail = await api.call<PolicyDetail>(PolicyApi.detail, { id }, { method: 'GET' });
    expect(detail.body.data.title).toBe('关于支持人工智能芯片产业发展的若干措施（演示）');
    expect(detail.body.data.body_html).not.toContain('script');

    const audit = await auditOf(api, 'policy', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'content.update', staff_id: editor.id });
    expect(audit[0]!.before).toEqual({
      title: '关于支持集成电路产业发展的若干措施（演示）',
      body_html: expect.any(String),
    });
    expect(audit[0]!.after).toEqual({
      title: '关于支持人工智能芯片产业发展的若干措施（演示）',
      body_html: '<p>正文</p>',
    });
  });

  it('creates a news item through the importer and refuses a bad one with the import’s message', async () => {
    await buildAgency(api.deps.db, { name: '演示市科学技术局', region_code: '310000' });
    const ok = await adminCall<{ id: number; source_id: string }>(
      api,
      'contentCreate',
      {
        item: {
          kind: 'news',
          title: '演示资讯：科技创新券开始受理',
          region_code: '310000',
          publish_date: '2026-11-20',
          body_html: '<p>演示</p>',
        },
      },
      editor.token,
    );
    expect(ok.status).toBe(200);
    const row = await api.deps.db.db
      .selectFrom('news')
      .selectAll()
      .where('id', '=', ok.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.source_id).toBe(ok.body.data.source_id);
    expect(await auditOf(api, 'news', ok.body.data.id)).toHaveLength(1);
    const bad = await adminCall(api, 'contentCreate', { item: { kind: 'news', title: '' } }, editor.token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('the import queues items for review when asked; an editor approves one with an edit and rejects another', async () => {
    const news = (id: string, title: string) => ({
      kind: 'news',
      source_id: id,
      title,
      region_code: '310000',
      publish_date: '2026-11-21',
      body_html: '<p>演示</p>',
    });
    const res = await fetch(`${api.baseUrl}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        review: true,
        source_name: '演示导入',
        items: [news(`${dialect}-r1`, '演示资讯一'), news(`${dialect}-r2`, '演示资讯二'), { kind: 'news' }],
      }),
    });
    const report = (await res.json()) as { data: { queued: number; failed: { line: number }[] } };
    expect(report.data.queued).toBe(2);
    expect(report.data.failed.map((f) => f.line)).toEqual([3]);
    expect(
      await api.deps.db.db.selectFrom('news').select('id').where('source_id', '=', `${dialect}-r1`).execute(),
    ).toEqual([]);
    const list = await adminCall<AdminList<ReviewRow>>(
      api,
      'reviewList',
      { status: '待审核', source: '演示导入' },
      editor.token,
    );
    expect(list.body.data.items.map((i) => i.title).sort()).toEqual(['演示资讯一', '演示资讯二']);
    const [second, first] = list.body.data.items;
    const ok = await adminCall(
      api,
      'reviewApprove',
      { id: first!.id, edits: { title: '演示资讯一（已校对）' } },
      editor.token,
    );
    expect(ok.status).toBe(200);
    const row = await api.deps.db.db
      .selectFrom('news')
      .select('title')
      .where('source_id', '=', `${dialect}-r1`)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('演示资讯一（已校对）');
    expect((await adminCall(api, 'reviewReject', { id: second!.id }, editor.token)).status).toBe(400);
    expect((await adminCall(api, 'reviewReject', { id: second!.id, reason: '内容重复' }, editor.token)).status).toBe(
      200,
    );
    const detail = await adminCall<ReviewDetail>(api, 'reviewGet', { id: first!.id }, editor.token);
    expect(detail.body.data).toMatchObject({ status: '已通过', published: { kind: 'news' } });
  });
});
