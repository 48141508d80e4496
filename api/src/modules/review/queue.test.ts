import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSearch } from '@aikc/search';
import { buildAgency, buildLabel } from '../../../test-kit/content-builders.ts';
import { createTestDb } from '../../../test-kit/harness.ts';
import { describeEachDb } from '../../../test-kit/harness.ts';
import type { Db } from '../../db/database.ts';
import type { ContentWrites } from '../../content-writes.ts';
import { PushMatcher } from '../push/matcher.ts';
import { decideReview } from '../admin/review-decision.ts';
import { enqueueReview } from './queue.ts';

describeEachDb('review queue', (dialect) => {
  let h: Db;
  let writes: ContentWrites;
  let dispose: () => Promise<void>;
  let staffId: number;
  beforeAll(async () => {
    ({ db: h, dispose } = await createTestDb(dialect));
    writes = { search: createSearch(h.db, h.dialect), pushMatcher: new PushMatcher() };
    await buildAgency(h, { name: '上海市科学技术委员会', region_code: '310000' });
    await buildLabel(h, { kind: 'policy_type', name: '资金扶持' });
    const staff = await h.db
      .insertInto('staff')
      .values({
        mobile: '13900000001',
        name: '审核员',
        role: 'editor',
        password_hash: 'x',
        totp_secret: 'x',
        created_at: 1,
        updated_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffId = staff.id;
  });
  afterAll(() => dispose());

  const policy = (sourceId: string, over: Record<string, unknown> = {}) => ({
    kind: 'policy',
    source_id: sourceId,
    title: `上海市科技创新券管理办法（演示）${sourceId}`,
    doc_no: '沪科规〔2026〕9号',
    agency: '上海市科学技术委员会',
    level: 'provincial',
    region_code: '310000',
    type: '资金扶持',
    labels: [],
    publish_date: '2026-11-20',
    summary: '演示数据。',
    body_html: '<p>演示正文。</p>',
    ...over,
  });
  const actor = () => ({ staffId, ip: '127.0.0.1' });

  it('enqueues once per key, refuses a bad payload, and keeps a waiting item until decided', async () => {
    const a = await enqueueReview(h.db, {
      payload: policy('q-1'),
      origin: 'crawl',
      source_name: '上海科委',
      item_key: 'k1',
    });
    const b = await enqueueReview(h.db, {
      payload: policy('q-1', { title: '上海市科技创新券管理办法（演示，更正）' }),
      origin: 'crawl',
      source_name: '上海科委',
      item_key: 'k1',
    });
    expect(a.created).toBe(true);
    expect(b).toEqual({ id: a.id, created: false });
    const row = await h.db.selectFrom('review_items').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: '待审核', title: '上海市科技创新券管理办法（演示，更正）' });
    await expect(
      enqueueReview(h.db, { payload: { kind: 'policy' }, origin: 'import', source_name: 'x' }),
    ).rejects.toThrow();
    expect(await h.db.selectFrom('policies').select('id').where('source_id', '=', 'q-1').execute()).toEqual([]);
  });

  it('approves with edits through the importer, rejects with a reason, and audits each decision once', async () => {
    const a = await enqueueReview(h.db, { payload: policy('q-2'), origin: 'import', source_name: 'file.jsonl' });
    const b = await enqueueReview(h.db, { payload: policy('q-3'), origin: 'import', source_name: 'file.jsonl' });
    const approved = await decideReview(h, writes, actor(), {
      id: a.id,
      approve: true,
      edits: { title: '已更正的演示标题' },
    });
    expect(approved).toMatchObject({ status: '已通过', decided_by: staffId, published_kind: 'policy' });
    const p = await h.db
      .selectFrom('policies')
      .select(['id', 'title'])
      .where('source_id', '=', 'q-2')
      .executeTakeFirstOrThrow();
    expect(p).toEqual({ id: approved.published_id, title: '已更正的演示标题' });
    await expect(decideReview(h, writes, actor(), { id: a.id, approve: false, reason: '重复' })).rejects.toMatchObject({
      code: 409,
    });

    const rejected = await decideReview(h, writes, actor(), { id: b.id, approve: false, reason: '非政策文件' });
    expect(rejected).toMatchObject({ status: '已驳回', reason: '非政策文件', published_id: null });
    expect(await h.db.selectFrom('policies').select('id').where('source_id', '=', 'q-3').execute()).toEqual([]);

    const audit = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'review_item')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => [r.entity_id, r.action])).toEqual([
      [String(a.id), 'review.approve'],
      [String(b.id), 'review.reject'],
    ]);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ status: '已驳回', reason: '非政策文件' });
    // Append-only in the database itself.
    await expect(h.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(h.db.updateTable('audit_log').set({ ip: 'x' }).execute()).rejects.toThrow(/append-only/);
  });
});
