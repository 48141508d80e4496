import type { RenderRequest } from '../pdf/renderer.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EvaluateApi, UserApi } from '@aikc/shared/api-paths';
import type {
  AssessmentDetail,
  AssessmentDraft,
  AssessmentFileItem,
  AssessmentListItem,
} from '@aikc/shared/schemas/assessment';
import { CXXZX_DIRECT, GAOXIN_FAIL_90, GAOXIN_PASS_71 } from '@aikc/shared/rules/testing/cases';
import { periodKey } from '@aikc/shared/membership';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildCompany } from '../../../test-kit/content-builders.ts';
import { ASSESSMENT_NOT_FOUND } from './routes.ts';
import { sanitizeFileName } from './files.ts';

type Page<T> = { list: T[]; total: number };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describeEachDb('self-assessments', (dialect) => {
  let api: TestApi;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-eval-'));
    api = await startTestApi(dialect, { DATA_DIR: dataDir });
    a = await buildUser(api.deps.db.db);
    b = await buildUser(api.deps.db.db);
    // The suite submits more assessments than a normal user's monthly allowance; the quota has its own test below.
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_level: 'svip', vip_end_time: Date.now() + 365 * 86_400_000 })
      .where('id', '=', a.id)
      .execute();
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const submit = (input: Record<string, unknown>, extra: Record<string, unknown> = {}, token = a.token) =>
    api.call<{ id: number }>(EvaluateApi.submit, { kind: 'gaoxin', input, ...extra }, { token });
  const result = (id: number, token = a.token) =>
    api.call<AssessmentDetail>(EvaluateApi.result, { id }, { token, method: 'GET' });

  it("charges each assessment to the 'assessment' right: a normal user's sixth of the month is refused and not stored", async () => {
    const c = await buildUser(api.deps.db.db);
    for (let i = 0; i < 5; i++)
      expect((await submit(GAOXIN_PASS_71 as Record<string, unknown>, {}, c.token)).body.code).toBe(200);
    const refused = await submit(GAOXIN_PASS_71 as Record<string, unknown>, {}, c.token);
    expect([refused.body.code, (refused.body.data as unknown as { remaining: number }).remaining]).toEqual([403, 0]);
    const listed = await api.call<Page<AssessmentListItem>>(EvaluateApi.list, {}, { token: c.token, method: 'GET' });
    expect(listed.body.data.total).toBe(5);
  });

  it('computes the stored result on the server: 71 passes, 90 with 科技人员 9 % fails on that condition', async () => {
    const pass = await submit(GAOXIN_PASS_71 as Record<string, unknown>, { company_name: '测试科技有限公司' });
    expect(pass.body.code).toBe(200);
    const r = (await result(pass.body.data.id)).body.data;
    expect([r.result.score, r.result.verdict, r.rule_set, r.company_name]).toEqual([
      71,
      'pass',
      'gaoxin-2016',
      '测试科技有限公司',
    ]);
    const fail = (await result((await submit(GAOXIN_FAIL_90 as Record<string, unknown>)).body.data.id)).body.data;
    expect([fail.result.score, fail.result.verdict, fail.result.failed]).toEqual([90, 'fail', ['c4']]);
  });

  it('ignores anything the client says about the result', async () => {
    const res = await api.call<{ id: number }>(
      EvaluateApi.submit,
      { kind: 'gaoxin', input: { ...GAOXIN_PASS_71, techStaff: 1 }, result: { verdict: 'pass', score: 100 } },
      { token: a.token },
    );
    const r = (await result(res.body.data.id)).body.data;
    expect(r.result.verdict).toBe('fail');
  });

  it('refuses bad input with 400 and the form messages, storing nothing', async () => {
    const before = (await api.call<Page<AssessmentListItem>>(EvaluateApi.list, {}, { token: a.token, method: 'GET' }))
      .body.data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...GAOXIN_PASS_71, staffTotal: -3 }, '职工总数不能为负数'],
      [{ ...GAOXIN_PASS_71, techStaff: 101 }, '科技人员数不能大于职工总数'],
      [{ ...GAOXIN_PASS_71, established: '2099-01-01' }, '注册成立日期不能晚于今天'],
      [{ ...GAOXIN_PASS_71, hiTechIncome: 4600 }, '高新技术产品（服务）收入不能大于总收入'],
      [{ ...GAOXIN_PASS_71, mgmtTalent: null }, '请填写人才培养与绩效评价'],
      [{ ...GAOXIN_PASS_71, conversions: [1, 'x', 1] }, '成果转化数须为数字'],
    ];
    for (const [input, msg] of cases) {
      const res = await submit(input);
      expect([res.status, res.body.code, res.body.msg]).toEqual([400, 400, msg]);
    }
    const bad = await api.call(
      EvaluateApi.submit,
      { kind: 'zjtx', rule_set: 'gaoxin-2016', input: {} },
      { token: a.token },
    );
    expect(bad.body.msg).toBe('评价标准版本与测评类型不符');
    expect(
      (await api.call<Page<AssessmentListItem>>(EvaluateApi.list, {}, { token: a.token, method: 'GET' })).body.data
        .total,
    ).toBe(before);
  });

  it('shows a result to its owner only; another id looks missing', async () => {
    const id = (await submit(GAOXIN_PASS_71 as Record<string, unknown>)).body.data.id;
    const other = await result(id, b.token);
    expect([other.status, other.body.code, other.body.msg, other.body.data]).toEqual([
      404,
      404,
      ASSESSMENT_NOT_FOUND,
      null,
    ]);
    expect((await result(999_999)).body.msg).toBe(ASSESSMENT_NOT_FOUND);
    expect((await api.call(EvaluateApi.result, { id }, { method: 'GET' })).body.code).toBe(401);
  });

  it('saves a draft per user and kind, resumes it, and clears it on submit', async () => {
    const draft = { established: '2019-05-01', staffTotal: 40 };
    expect(
      (await api.call(EvaluateApi.saveDraft, { kind: 'gaoxin', input: draft }, { token: b.token })).body.code,
    ).toBe(200);
    const got = await api.call<AssessmentDraft>(
      EvaluateApi.getDraft,
      { kind: 'gaoxin' },
      { token: b.token, method: 'GET' },
    );
    expect(got.body.data.input).toEqual(draft);
    expect(
      (await api.call(EvaluateApi.getDraft, { kind: 'gaoxin' }, { token: a.token, method: 'GET' })).body.data,
    ).toBe(null);
    const bad = await api.call(
      EvaluateApi.saveDraft,
      { kind: 'gaoxin', input: { staffTotal: 5, techStaff: 6 } },
      { token: b.token },
    );
    expect(bad.body.msg).toBe('科技人员数不能大于职工总数');
    await submit(GAOXIN_PASS_71 as Record<string, unknown>, {}, b.token);
    expect(
      (await api.call(EvaluateApi.getDraft, { kind: 'gaoxin' }, { token: b.token, method: 'GET' })).body.data,
    ).toBe(null);
  });

  it('passes 创新型 by a direct condition, names the rule set in force, and takes the company name from the database', async () => {
    const companyId = await buildCompany(api.deps, { name: '直通测试企业有限公司' });
    const res = await api.call<{ id: number }>(
      EvaluateApi.submit,
      { kind: 'cxxzx', company_id: companyId, input: CXXZX_DIRECT },
      { token: a.token },
    );
    const r = (await result(res.body.data.id)).body.data;
    expect([r.result.verdict, r.rule_set, r.company_name]).toEqual(['pass', 'cxxzx-2022', '直通测试企业有限公司']);
    const list = (await api.call<Page<AssessmentListItem>>(EvaluateApi.list, {}, { token: a.token, method: 'GET' }))
      .body.data;
    expect(list.list[0]).toMatchObject({
      id: res.body.data.id,
      kind: 'cxxzx',
      kind_title: '创新型中小企业',
      verdict: 'pass',
      rule_set_title: '创新型中小企业评价标准（2022年）',
    });
  });

  it('uploads documents by content type, lists, serves to the owner only, and removes them', async () => {
    const id = (await submit(GAOXIN_PASS_71 as Record<string, unknown>)).body.data.id;
    const up = async (buf: Buffer, name: string, token = a.token, assessment = id) => {
      const form = new FormData();
      form.append('file', new Blob([buf]), 'upload.bin');
      form.append('name', name);
      form.append('assessment_id', String(assessment));
      const res = await fetch(`${api.baseUrl}${UserApi.uploadEvaluateFile}`, {
        method: 'POST',
        body: form,
        headers: { Authorization: token },
      });
      return {
        status: res.status,
        body: (await res.json()) as { code: number; msg: string; data: AssessmentFileItem },
      };
    };
    const ok = await up(PDF, '../../2025年度<审计>报告.pdf');
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.name).toBe('2025年度审计报告.pdf');
    expect((await up(Buffer.from('MZ this is not a document'), 'x.pdf')).body.msg).toBe(
      '仅支持PDF、Word（doc/docx）、Excel（xls/xlsx）、JPG、PNG格式的文件',
    );
    expect((await up(PDF, 'x.pdf', b.token)).body.code).toBe(404);
    expect((await up(Buffer.alloc(20 * 1024 * 1024 + 1, 0x25), 'big.pdf')).body.msg).toBe('文件不能超过20MB');
    const files = (await result(id)).body.data.files;
    expect(files.map((f) => f.name)).toEqual(['2025年度审计报告.pdf']);
    const dl = await fetch(`${api.baseUrl}${EvaluateApi.file}?id=${ok.body.data.id}`, {
      headers: { Authorization: a.token },
    });
    expect([dl.status, dl.headers.get('content-type'), Buffer.from(await dl.arrayBuffer()).equals(PDF)]).toEqual([
      200,
      'application/pdf',
      true,
    ]);
    expect(
      (await fetch(`${api.baseUrl}${EvaluateApi.file}?id=${ok.body.data.id}`, { headers: { Authorization: b.token } }))
        .status,
    ).toBe(404);
    // Stored under DATA_DIR with a random name, never the client's.
    expect(fs.readdirSync(path.join(dataDir, 'evaluate-files'))).toEqual([
      expect.stringMatching(/^[0-9a-f]{32}\.pdf$/),
    ]);
    expect((await api.call(EvaluateApi.delFile, { id: ok.body.data.id }, { token: b.token })).body.code).toBe(404);
    expect((await api.call(EvaluateApi.delFile, { id: ok.body.data.id }, { token: a.token })).body.code).toBe(200);
    expect((await result(id)).body.data.files).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, 'evaluate-files'))).toEqual([]);
  });

  it('the PDF is charged one report right and given it back when the render fails', async () => {
    const { PdfMessages, PdfRenderer } = await import('../pdf/renderer.ts');
    const { setPdfRenderer } = await import('../pdf/services.ts');
    const c = await buildUser(api.deps.db.db);
    const id = (await submit(GAOXIN_PASS_71 as Record<string, unknown>, {}, c.token)).body.data.id;
    const used = async () =>
      Number(
        (
          await api.deps.db.db
            .selectFrom('right_usage')
            .select('used')
            .where('user_id', '=', c.id)
            .where('right_key', '=', 'report')
            .executeTakeFirst()
        )?.used ?? 0,
      );
    setPdfRenderer(api.deps, new PdfRenderer({ executablePath: '/nonexistent/chromium' }));
    const failed = await api.call(EvaluateApi.pdf, { id }, { token: c.token });
    expect(failed.body).toMatchObject({ code: 503, msg: PdfMessages.noChromium });
    expect(await used()).toBe(0);
    // With the month's one report of a normal user spent elsewhere, the PDF is refused before any render.
    await api.deps.db.db
      .updateTable('right_usage')
      .set({ used: 1 })
      .where('user_id', '=', c.id)
      .where('right_key', '=', 'report')
      .where('period_key', '=', periodKey('month', Date.now()))
      .execute();
    const refused = await api.call(EvaluateApi.pdf, { id }, { token: c.token });
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.msg).not.toBe(PdfMessages.noChromium);
  });

  it('tells the waiting PDF button its place in the render queue, and nothing once the render is done', async () => {
    const { PdfRenderer } = await import('../pdf/renderer.ts');
    const { setPdfRenderer } = await import('../pdf/services.ts');
    const d = await buildUser(api.deps.db.db);
    const id = (await submit(GAOXIN_PASS_71 as Record<string, unknown>, {}, d.token)).body.data.id;
    // The renderer's own queue is tested in pdf.test.ts; here only what the route makes of its stages.
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    class QueuedRenderer extends PdfRenderer {
      override async render(req: RenderRequest): Promise<Buffer> {
        req.onStage?.('queued', 2);
        await gate;
        req.onStage?.('rendering', 0);
        return Buffer.from('%PDF-1.4\n%%EOF\n');
      }
    }
    setPdfRenderer(api.deps, new QueuedRenderer());
    const progress = async () =>
      (await api.call(EvaluateApi.pdfProgress, { id }, { token: d.token, method: 'GET' })).body;
    expect((await progress()).data).toEqual({ stage: 'idle', ahead: 0 });
    const made = api.call(EvaluateApi.pdf, { id }, { token: d.token });
    await expect.poll(async () => (await progress()).data).toEqual({ stage: 'queued', ahead: 2 });
    // Another user asking about the same id learns nothing of this one's render.
    const other = await buildUser(api.deps.db.db);
    expect((await api.call(EvaluateApi.pdfProgress, { id }, { token: other.token, method: 'GET' })).body.data).toEqual({
      stage: 'idle',
      ahead: 0,
    });
    letGo();
    expect((await made).body.code).toBe(200);
    expect((await progress()).data).toEqual({ stage: 'idle', ahead: 0 });
    expect((await api.call(EvaluateApi.pdfProgress, { id: 'x' }, { token: d.token, method: 'GET' })).body.code).toBe(
      400,
    );
  });
});

it('sanitizes file names', () => {
  expect(sanitizeFileName('C:\\tmp\\a\u0001b?.docx')).toBe('ab');
  expect(sanitizeFileName('...hidden')).toBe('hidden');
  expect(sanitizeFileName('x'.repeat(200)).length).toBe(80);
});
