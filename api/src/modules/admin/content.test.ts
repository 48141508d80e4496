import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import type { ContentDetail, ContentRow } from '@aikc/shared/admin/schemas/content';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import { buildAgency, buildPolicy } from '../../../test-kit/content-builders.ts';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

describeEachDb('admin content', (dialect) => {
  let api: TestApi;
  let editor: TestStaff;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    editor = await buildStaff(api, 'editor');
  });
  afterAll(() => api.close());

  const portalList = async (keyword: string) =>
    (await api.call<{ list: { id: number; title: string }[]; total: number }>(PolicyApi.list, { keyword })).body.data;

  it("a corrected policy title shows in the portal's search and detail at once, with one audit entry", async () => {
    const id = await buildPolicy(api.deps.db, {
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
});
