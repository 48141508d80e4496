import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import { buildLabel } from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { createLogger } from '../../logger.ts';
import { importContent } from '../../modules/content-import/importer.ts';
import { exportQaEntries } from '../../modules/content-import/qa.ts';
import { POLICY_TYPES } from '../policy-vocabulary.ts';
import { QA_ENTRIES } from '../qa/entries.ts';
import { REFERENCE_DOCUMENTS } from './documents.ts';
import { ensureReference, referenceSourceId } from './ensure-reference.ts';

const logger = createLogger('silent');

/** The reference layer on a database without the demo corpus: only the label vocabulary, no policies. */
describeEachDb('reference layer on start', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(async () => {
    await api.close();
  });

  const count = async (table: 'policies' | 'policy_facts' | 'qa_entries' | 'qa_citations') =>
    Number(
      (
        await api.deps.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const idOf = async (key: string) =>
    (
      await api.deps.db.db
        .selectFrom('policies')
        .select('id')
        .where('source_id', '=', referenceSourceId(key))
        .executeTakeFirstOrThrow()
    ).id;

  it('waits for the label vocabulary rather than failing on an empty database', async () => {
    await ensureReference(api.deps.db, logger);
    expect(await count('policies')).toBe(0);
  });

  it('writes every document with its facts and the whole 问答库, and changes nothing on the next start', async () => {
    for (const name of POLICY_TYPES) await buildLabel(api.deps.db, { kind: 'policy_type', name });
    await ensureReference(api.deps.db, logger);
    const refs = await api.deps.db.db
      .selectFrom('policies')
      .select(['source_id', 'doc_no', 'doc_status', 'source', 'level'])
      .where('source', '=', 'reference')
      .execute();
    expect(refs).toHaveLength(REFERENCE_DOCUMENTS.length);
    expect(refs.every((r) => r.level === 'national')).toBe(true);
    expect(await count('policy_facts')).toBe(REFERENCE_DOCUMENTS.reduce((n, d) => n + d.facts.length, 0));
    expect(await count('qa_entries')).toBe(QA_ENTRIES.length);
    expect(await count('qa_citations')).toBe(QA_ENTRIES.reduce((n, e) => n + new Set(e.basis).size, 0));

    const stamp = await api.deps.db.db.selectFrom('policies').select(['id', 'updated_at']).orderBy('id').execute();
    await ensureReference(api.deps.db, logger);
    expect(await api.deps.db.db.selectFrom('policies').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(
      stamp,
    );
    expect(await count('qa_entries')).toBe(QA_ENTRIES.length);
  });

  it('shows 原文链接, 成文日期 and validity on the detail, and links a superseded document to its replacement', async () => {
    const current = await api.call<PolicyDetail>(
      PolicyApi.detail,
      { id: await idOf('sme-tiers-2026') },
      { method: 'GET' },
    );
    expect(current.body.code).toBe(200);
    expect(current.body.data).toMatchObject({
      is_reference: true,
      doc_no: '工信部企业〔2026〕2号',
      doc_status: '现行有效',
      replaced_by: null,
      source_url: expect.stringMatching(/^https:\/\/www\.miit\.gov\.cn\//),
    });
    expect(current.body.data.body_html).toContain('原文链接');
    expect(current.body.data.body_html).toContain('第三十条');

    const old = await api.call<PolicyDetail>(PolicyApi.detail, { id: await idOf('sme-tiers-2022') }, { method: 'GET' });
    expect(old.body.data.doc_status).toBe('已修订');
    expect(old.body.data.replaced_by).toMatchObject({
      id: await idOf('sme-tiers-2026'),
      title: '优质中小企业梯度培育管理办法',
    });

    const written = await api.call<PolicyDetail>(
      PolicyApi.detail,
      { id: await idOf('funds-reform-2021') },
      { method: 'GET' },
    );
    expect(written.body.data).toMatchObject({ written_date: '2021-08-05', publish_date: '2021-08-13', source_url: '' });
  });

  it('exports the 问答库 in the import format (a round trip changes nothing) and refuses an answer without a stored fact', async () => {
    const exported = await exportQaEntries(api.deps.db.db);
    expect(exported).toHaveLength(QA_ENTRIES.length);
    const first = exported.find((e) => e.source_id === QA_ENTRIES[0]?.id);
    expect(first?.basis[0]?.doc).toMatch(/^reference:/);
    const again = await importContent(
      api.deps.db,
      api.deps,
      exported.map((raw, i) => ({ line: i + 1, raw })),
    );
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: QA_ENTRIES.length, failed: [] });

    const bad = {
      ...exported[0],
      source_id: 'qa-bad',
      question: '虚构的问题？',
      basis: [{ doc: 'reference:cit-law', fact: 'cit-law.none' }],
    };
    const wrongDoc = {
      ...bad,
      source_id: 'qa-bad-2',
      basis: [{ doc: 'reference:cit-law', fact: 'rd-deduction-2023.rate' }],
    };
    const report = await importContent(api.deps.db, api.deps, [
      { line: 1, raw: bad },
      { line: 2, raw: wrongDoc },
      { line: 3, raw: { ...bad, source_id: 'qa-bad-3', basis: [] } },
    ]);
    expect(report.failed).toEqual([
      { line: 1, reason: '所依据的条款不存在：cit-law.none' },
      { line: 2, reason: '条款rd-deduction-2023.rate不属于文件reference:cit-law' },
      { line: 3, reason: '参数 basis：答案须注明所依据的文件条款' },
    ]);
    expect(await count('qa_entries')).toBe(QA_ENTRIES.length);
  });
  it('removes an entry the seed no longer holds on the next start, and never touches an imported one', async () => {
    const [first] = await exportQaEntries(api.deps.db.db);
    if (!first) throw new Error('the 问答库 is empty');
    // An entry written by the seed of an earlier release (marked seeded) and one an operator imported (not marked).
    await importContent(api.deps.db, api.deps, [
      { line: 1, raw: { ...first, source_id: 'dropped-99', question: '上一版种子的问题？' } },
      { line: 2, raw: { ...first, source_id: 'operator-01', question: '运营导入的问题？' } },
    ]);
    await api.deps.db.db.updateTable('qa_entries').set({ seeded: 1 }).where('source_id', '=', 'dropped-99').execute();
    await ensureReference(api.deps.db, logger);
    const ids = (await api.deps.db.db.selectFrom('qa_entries').select('source_id').execute()).map((r) => r.source_id);
    expect(ids).not.toContain('dropped-99');
    expect(ids).toContain('operator-01');
    expect(ids.filter((id) => id !== 'operator-01')).toHaveLength(QA_ENTRIES.length);
    const seeded = await api.deps.db.db.selectFrom('qa_entries').select('source_id').where('seeded', '=', 1).execute();
    expect(seeded).toHaveLength(QA_ENTRIES.length);
    expect(await count('qa_citations')).toBe(
      QA_ENTRIES.reduce((n, e) => n + new Set(e.basis).size, 0) + new Set(first.basis.map((b) => b.fact)).size,
    );
  });
});
