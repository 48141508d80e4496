import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatApi, ReportApi } from '@aikc/shared/api-paths';
import type { ChatAskResult, ChatReportData, ChatReportJob } from '@aikc/shared/schemas/chat';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildCompany, buildProject } from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { PdfMessages, PdfRenderer } from '../pdf/renderer.ts';
import { setPdfRenderer } from '../pdf/services.ts';
import { retrievalProvider } from './providers/retrieval-provider.ts';
import { discussionOf, REPORT_PURPOSE } from './report.ts';
import { ReportJobs } from './report-jobs.ts';
import { consumeRight } from '../rights/guard.ts';
import { setChatProvider } from './runtime.ts';
import { settledAnswer } from './testing.ts';

const HAS_CHROMIUM = new PdfRenderer().available;
const HAS_PDFTOTEXT = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!HAS_CHROMIUM) process.stdout.write('[skip] chat report renders: no Chromium at /usr/bin/chromium\n');

/**
 * Stands in for the edge in front of the client bundle: serves a minimal hidden report page that reads the
 * report data with its render token through /api (proxied to the test API), prints the company's name, and
 * says it is ready; or, with `stall`, never says so (the renderer's time limit).
 */
function pageServer(apiBase: () => string, stall: () => boolean) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/')) {
      const { host: _host, ...headers } = req.headers;
      const up = http.request(`${apiBase()}${req.url}`, { method: req.method, headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      req.pipe(up);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><meta charset="utf-8"><body><h1 id="t">报告</h1><script>
      ${
        stall()
          ? ''
          : `fetch('${ChatApi.reportData}?rt=' + encodeURIComponent(new URLSearchParams(location.search).get('rt')), { headers: { Platform: 'pc-web' } })
        .then((r) => r.json())
        .then((b) => { if (b.code !== 200) window.__PDF_ERROR__ = b.msg; else document.getElementById('t').textContent = b.data.company.name + ' ' + b.data.title; window.__PDF_READY__ = true; });`
      }
    </script></body>`);
  });
}

describeEachDb('chat reports (下载报告)', (dialect) => {
  let api: TestApi;
  let server: http.Server;
  let stall = false;
  let companyId: number;
  beforeAll(async () => {
    server = pageServer(
      () => api.baseUrl,
      () => stall,
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    api = await startTestApi(dialect, {
      PUBLIC_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
    // Generous: this runs beside other suites on a shared machine; the timeout case sets its own.
    setPdfRenderer(api.deps, new PdfRenderer({ timeoutMs: 20_000 }));
    companyId = await buildCompany(api.deps, {
      name: '杭州报告测试科技有限公司',
      invention_patents: 2,
      tags: [{ tag: '高新技术企业', granted_date: '2024-01-01' }],
    });
    await buildProject(api.deps, {
      title: '全国科技型中小企业研发项目',
      province_code: '',
      apply_start: '2020-01-01',
      apply_end: '2099-12-31',
    });
  });
  afterAll(async () => {
    await api.deps.pdf.renderer.close();
    await api?.close();
    server?.close();
  });

  /** A finished answer of `mode` about the test company, for a new user of `level`. */
  async function answered(mode: 'qypj' | 'zcpp' | 'zsk', level = 'normal') {
    const u = await buildUser(api.deps.db.db, { vip_level: level });
    if (level !== 'normal')
      await api.deps.db.db
        .updateTable('users')
        .set({ vip_end_time: Date.now() + 86_400_000 })
        .where('id', '=', u.id)
        .execute();
    const r = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode, question: '请评价并匹配', ...(mode === 'zsk' ? {} : { company_id: companyId }) },
      { token: u.token },
    );
    expect(r.body.code).toBe(200);
    await settledAnswer(api.baseUrl, u.token, r.body.data.session.id, r.body.data.answer.id);
    return { u, messageId: r.body.data.answer.id };
  }

  async function until(token: string, job: ChatReportJob): Promise<ChatReportJob & { stages: string[] }> {
    const stages = [job.stage];
    let j = job;
    for (let i = 0; i < 200 && j.stage !== 'done' && j.stage !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      j = (await api.call<ChatReportJob>(ChatApi.reportJob, { job_id: j.job_id }, { token, method: 'GET' })).body.data;
      if (stages.at(-1) !== j.stage) stages.push(j.stage);
    }
    return { ...j, stages };
  }

  const reportUsed = async (userId: number) =>
    Number(
      (
        await api.deps.db.db
          .selectFrom('right_usage')
          .select('used')
          .where('user_id', '=', userId)
          .where('right_key', '=', 'report')
          .executeTakeFirst()
      )?.used ?? 0,
    );

  it('the report data opens only with a live render token of that answer, and holds the company, matches and the discussion', async () => {
    const { u, messageId } = await answered('zcpp');
    const tokens = api.deps.pdf.tokens;
    const ok = await api.call<ChatReportData>(
      ChatApi.reportData,
      { rt: tokens.issue(REPORT_PURPOSE, messageId, u.id) },
      { method: 'GET' },
    );
    expect(ok.body.code).toBe(200);
    expect(ok.body.data).toMatchObject({
      mode: 'zcpp',
      title: '政策匹配报告',
      company: { id: companyId, name: '杭州报告测试科技有限公司' },
    });
    expect(ok.body.data.matches.map((m) => m.title)).toContain('全国科技型中小企业研发项目');
    // 问答分析 holds the session's turns; the lead (the match list) is printed from the data, not repeated.
    expect(ok.body.data.turns.map((t) => t.question)).toEqual(['请评价并匹配']);
    expect(ok.body.data.turns[0]?.answer).not.toContain('### 政策匹配');
    // 结论与建议 names the company and states the match count the report lists.
    expect(ok.body.data.conclusion.summary).toContain('杭州报告测试科技有限公司');
    expect(ok.body.data.conclusion.summary).toContain(`匹配到${ok.body.data.matches.length}个`);
    for (const rt of [
      '',
      'x'.repeat(12),
      tokens.issue('evaluate', messageId, u.id),
      tokens.issue(REPORT_PURPOSE, messageId, u.id, Date.now() - 120_000),
    ]) {
      const bad = await api.call(ChatApi.reportData, { rt }, { method: 'GET' });
      expect(bad.body.code).not.toBe(200);
      expect(bad.body.msg).toContain('报告链接已失效');
    }
    // A token naming someone else's answer opens nothing either.
    const stranger = await buildUser(api.deps.db.db);
    expect(
      (
        await api.call(
          ChatApi.reportData,
          { rt: tokens.issue(REPORT_PURPOSE, messageId, stranger.id) },
          { method: 'GET' },
        )
      ).body.code,
    ).toBe(404);
  });

  it("refuses reports of zsk answers, of others' answers and of unknown jobs, with clear messages", async () => {
    const { u, messageId } = await answered('zsk');
    expect((await api.call(ChatApi.report, { message_id: messageId }, { token: u.token })).body).toMatchObject({
      code: 400,
      msg: '仅企业评价与政策匹配的回答可生成报告',
    });
    const other = await answered('qypj');
    expect((await api.call(ChatApi.report, { message_id: other.messageId }, { token: u.token })).body).toMatchObject({
      code: 404,
      msg: '回答不存在或已删除',
    });
    expect((await api.call(ChatApi.report, { message_id: 'abc' }, { token: u.token })).body.code).toBe(400);
    expect(
      (await api.call(ChatApi.reportJob, { job_id: 'A'.repeat(24) }, { token: u.token, method: 'GET' })).body,
    ).toMatchObject({ code: 404, msg: '报告任务不存在或已过期，请重新生成' });
    const badJob = await api.call(ChatApi.reportJob, { job_id: '../x' }, { token: u.token, method: 'GET' });
    expect(badJob.body.code).toBe(400);
    expect(badJob.body.msg).toContain('报告任务编号无效');
    expect(await reportUsed(u.id)).toBe(0);
  });

  it.skipIf(!HAS_CHROMIUM)(
    'renders a report as a job: the right is spent, the PDF is stored, listed in the download list, served to its owner; again costs nothing',
    async () => {
      stall = false;
      const { u, messageId } = await answered('qypj');
      const started = await api.call<ChatReportJob>(ChatApi.report, { message_id: messageId }, { token: u.token });
      expect(started.body.code).toBe(200);
      expect(started.body.data.remaining).toBe(0); // a normal user has 1 report a month
      const job = await until(u.token, started.body.data);
      expect(job.stage).toBe('done');
      expect(job.stages.at(-1)).toBe('done');
      expect(job.title).toMatch(/^杭州报告测试科技有限公司-企业评价报告-\d{4}-\d{2}-\d{2}$/);
      expect(job.elapsed_ms).toBeGreaterThan(0);
      expect(await reportUsed(u.id)).toBe(1);
      const rows = await api.deps.db.db.selectFrom('user_downloads').selectAll().where('user_id', '=', u.id).execute();
      expect(rows).toMatchObject([{ kind: 'report', report_id: job.report_id }]);
      const rep = await api.deps.db.db
        .selectFrom('user_reports')
        .selectAll()
        .where('id', '=', Number(job.report_id))
        .executeTakeFirstOrThrow();
      expect(rep).toMatchObject({ kind: 'qypj', source_id: messageId, user_id: u.id });
      const file = await fetch(`${api.baseUrl}${ReportApi.download}?id=${job.report_id}`, {
        headers: { Authorization: u.token, Platform: 'pc-web' },
      });
      expect(file.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await file.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      if (HAS_PDFTOTEXT)
        expect(execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString()).toContain(
          '杭州报告测试科技有限公司 企业评价报告',
        );
      // The same answer again: the stored report, no second charge (none is left anyway).
      const again = await api.call<ChatReportJob>(ChatApi.report, { message_id: messageId }, { token: u.token });
      expect(again.body.data).toMatchObject({ stage: 'done', report_id: job.report_id });
      expect(await reportUsed(u.id)).toBe(1);
      // Another answer: the month's report is spent, refused with the upgrade path.
      const second = await api.call<ChatAskResult>(
        ChatApi.ask,
        { mode: 'qypj', question: '再评价一次', company_id: companyId },
        { token: u.token },
      );
      await settledAnswer(api.baseUrl, u.token, second.body.data.session.id, second.body.data.answer.id);
      const refused = await api.call<{ upgrade_url: string }>(
        ChatApi.report,
        { message_id: second.body.data.answer.id },
        { token: u.token },
      );
      expect(refused.body.code).toBe(403);
      expect(refused.body.msg).toContain('政策匹配/企业评价报告');
      expect(refused.body.data.upgrade_url).toBeTruthy();
    },
    90_000,
  );

  it.skipIf(!HAS_CHROMIUM)(
    'a page that is not ready in time fails the job with a message and gives the right back',
    async () => {
      stall = true;
      const quick = new PdfRenderer({ timeoutMs: 1500 });
      await api.deps.pdf.renderer.close();
      setPdfRenderer(api.deps, quick);
      try {
        const { u, messageId } = await answered('zcpp', 'vip');
        const started = await api.call<ChatReportJob>(ChatApi.report, { message_id: messageId }, { token: u.token });
        expect(started.body.data.remaining).toBe(9);
        expect(await reportUsed(u.id)).toBe(1);
        const job = await until(u.token, started.body.data);
        expect(job).toMatchObject({
          stage: 'failed',
          message: `${PdfMessages.timeout}（本次未扣减报告次数）`,
          report_id: null,
          remaining: 10,
        });
        expect(await reportUsed(u.id)).toBe(0);
        expect(
          await api.deps.db.db.selectFrom('user_downloads').select('id').where('user_id', '=', u.id).execute(),
        ).toEqual([]);
      } finally {
        stall = false;
        await quick.close();
        setPdfRenderer(api.deps, new PdfRenderer({ timeoutMs: 20_000 }));
      }
    },
    60_000,
  );

  it('a job is read by any API process, and one whose process died is failed after 30 s with its right given back once', async () => {
    const u = await buildUser(api.deps.db.db, { vip_level: 'vip' });
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + 86_400_000 })
      .where('id', '=', u.id)
      .execute();
    const db = api.deps.db.db;
    const t0 = Date.now();
    const { remaining } = await db.transaction().execute((trx) => consumeRight(trx, u.id, 'report', 1, t0));
    expect(await reportUsed(u.id)).toBe(1);
    // The process that started the job renders it, then dies (its heartbeat stops).
    const dying = new ReportJobs(db, api.deps.db.dialect);
    const jobId = await dying.add(u.id, '某企业-企业评价报告', { charged: true, remaining }, t0);
    await dying.stage(jobId, 'rendering');
    dying.close();
    // Another process (the standby that took over) answers the poll from the table.
    const other = new ReportJobs(db, api.deps.db.dialect);
    expect(await other.get(u.id, jobId, t0 + 1_000)).toMatchObject({ stage: 'rendering', remaining: 9 });
    await expect(other.get(u.id + 1_000_000, jobId, t0 + 1_000)).rejects.toThrow('报告任务不存在');
    // After 30 s of silence the next poll fails it and gives the right back, once, however often it is read.
    const [a, b] = await Promise.all([other.get(u.id, jobId, t0 + 31_000), other.get(u.id, jobId, t0 + 31_000)]);
    for (const j of [a, b, await other.get(u.id, jobId, t0 + 40_000)])
      expect(j).toMatchObject({
        stage: 'failed',
        message: '报告生成中断（服务已重启），请重新生成（本次未扣减报告次数）',
        remaining: 10,
      });
    expect(await reportUsed(u.id)).toBe(0);
    // A job that ended cannot be failed again (no second refund), nor done after failing.
    expect(await other.fail(jobId, '再次失败', t0 + 41_000)).toBe(false);
    await other.done(jobId, 1, t0 + 42_000);
    expect((await other.get(u.id, jobId, t0 + 43_000)).stage).toBe('failed');
    expect(await reportUsed(u.id)).toBe(0);
  });

  it('a user has at most 2 unfinished report jobs; one whose process died no longer counts', async () => {
    const u = await buildUser(api.deps.db.db);
    const jobs = new ReportJobs(api.deps.db.db, api.deps.db.dialect);
    const t0 = Date.now();
    try {
      await jobs.add(u.id, '甲', { charged: false, remaining: null }, t0);
      await jobs.add(u.id, '乙', { charged: false, remaining: null }, t0);
      await expect(jobs.add(u.id, '丙', { charged: false, remaining: null }, t0)).rejects.toThrow(
        '您已有2份报告正在生成，请稍候再试',
      );
      jobs.close();
      // 31 s later, with no heartbeat, both are taken for dead and a new job fits.
      await jobs.add(u.id, '丁', { charged: false, remaining: null }, t0 + 31_000);
    } finally {
      jobs.close();
    }
  });

  it('a renderer that cannot start fails the job with its message and gives the right back', async () => {
    setPdfRenderer(api.deps, new PdfRenderer({ executablePath: '/nonexistent/chromium' }));
    try {
      const { u, messageId } = await answered('qypj');
      const started = await api.call<ChatReportJob>(ChatApi.report, { message_id: messageId }, { token: u.token });
      const job = await until(u.token, started.body.data);
      expect(job).toMatchObject({ stage: 'failed', message: `${PdfMessages.noChromium}（本次未扣减报告次数）` });
      expect(await reportUsed(u.id)).toBe(0);
    } finally {
      setPdfRenderer(api.deps, new PdfRenderer({ timeoutMs: 20_000 }));
    }
  });
});

it('discussionOf drops the evaluation that leads a first answer and keeps follow-ups whole', () => {
  expect(discussionOf('### 企业评价：甲\n\n表格\n\n---\n\n讨论[1]')).toBe('讨论[1]');
  expect(discussionOf('### 政策匹配：甲\n\n旧的回答，没有分隔线')).toBe('');
  expect(discussionOf('研发费用还需增加100万元。')).toBe('研发费用还需增加100万元。');
});
