import { afterAll, beforeAll, expect, it } from 'vitest';
import type { QaEntryForm } from '@aikc/shared/admin/schemas/content';
import { buildPolicy } from '../../../test-kit/content-builders.ts';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

describeEachDb('admin 问答库 entries', (dialect) => {
  let api: TestApi;
  let editor: TestStaff;
  let support: TestStaff;
  const doc = `demo-qa-doc-${dialect}`;
  const fact = `demo-qa-fact-${dialect}`;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    editor = await buildStaff(api, 'editor');
    support = await buildStaff(api, 'support');
    // A demo document with one fact for the entries to cite (no real document is described).
    const policyId = await buildPolicy(api.deps, { title: '演示政策：研发费用补助办法（演示）', source_id: doc });
    await api.deps.db.db
      .insertInto('policy_facts')
      .values({ policy_id: policyId, fact_id: fact, article: '第三条', topic: '补助比例', text: '演示条款', sort: 0 })
      .execute();
  });
  afterAll(() => api.close());

  const item = (over: Record<string, unknown> = {}) => ({
    question: '演示：研发费用补助比例是多少？',
    phrasings: ['演示：研发补助按多少比例'],
    answer: '演示答案：按第三条的比例补助。',
    theme: '研发费用',
    region_code: '310000',
    basis: [{ doc, fact }],
    ...over,
  });

  it('creates and edits an entry through the importer, one audit row each; refuses a missing fact and 客服', async () => {
    const created = await adminCall<{ id: number; source_id: string }>(api, 'qaSave', { item: item() }, editor.token);
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.source_id).toMatch(/^admin-qa-/);
    const got = await adminCall<QaEntryForm>(api, 'qaGet', { kind: 'qa', id }, editor.token);
    expect(got.body.data).toMatchObject({ id, question: '演示：研发费用补助比例是多少？', basis: [{ doc, fact }] });

    const edited = await adminCall(
      api,
      'qaSave',
      {
        id,
        item: item({
          answer: '演示答案（已更正）：按第三条的比例补助。',
          phrasings: ['演示：补助比例', '演示：补多少'],
        }),
      },
      editor.token,
    );
    expect(edited.status).toBe(200);
    const row = await api.deps.db.db
      .selectFrom('qa_entries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.answer).toBe('演示答案（已更正）：按第三条的比例补助。');
    expect(JSON.parse(row.phrasings)).toEqual(['演示：补助比例', '演示：补多少']);
    const audit = await auditOf(api, 'qa', id);
    expect(audit.map((a) => a.action)).toEqual(['content.create', 'content.update']);
    expect(audit[1]!.before).toMatchObject({ answer: '演示答案：按第三条的比例补助。' });
    expect(audit[1]!.after).toMatchObject({ answer: '演示答案（已更正）：按第三条的比例补助。' });

    // Saving it unchanged writes nothing and audits nothing.
    const same = await adminCall(
      api,
      'qaSave',
      {
        id,
        item: item({
          answer: '演示答案（已更正）：按第三条的比例补助。',
          phrasings: ['演示：补助比例', '演示：补多少'],
        }),
      },
      editor.token,
    );
    expect(same.status).toBe(200);
    expect(await auditOf(api, 'qa', id)).toHaveLength(2);

    const bad = await adminCall(
      api,
      'qaSave',
      { id, item: item({ basis: [{ doc, fact: 'no-such-fact' }] }) },
      editor.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('所依据的条款不存在：no-such-fact');
    const refused = await adminCall(api, 'qaSave', { id, item: item({ answer: '客服改的' }) }, support.token);
    expect(refused.status).toBe(403);
    expect(await auditOf(api, 'qa', id)).toHaveLength(2);
  });
});
