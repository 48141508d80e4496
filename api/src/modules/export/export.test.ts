import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyApi, ExportApi, PolicyApi, ProjectApi, UserApi } from '@aikc/shared/api-paths';
import { companyFilterCodec, policyFilterCodec, projectFilterCodec } from '@aikc/shared/filters';
import type { DownloadItem } from '@aikc/shared/schemas/collect';
import type { CompanyListItem } from '@aikc/shared/schemas/company';
import { EXPORT_COLUMNS, type ExportJob, type ExportPreview } from '@aikc/shared/schemas/export';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ProjectListItem } from '@aikc/shared/schemas/project';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildCompanies, buildPolicies, buildProject } from '../../../test-kit/content-builders.ts';
import { matchProjects } from '../chat/zcpp-match.ts';
import { loadCompany } from '../chat/company-facts.ts';
import { addCollect } from '../collect/service.ts';
import { rightStatus } from '../rights/guard.ts';
import { defaults, fetchFile, member, seedExportCorpus } from './export-test-kit.ts';
import { ExportService } from './service.ts';

describeEachDb('数据导出', (dialect) => {
  let api: TestApi;
  /** 深圳 companies whose names hold 导出, 40 of them 高新技术企业 (the filtered list), plus 150 others. */
  const companyFilter = { ...companyFilterCodec.defaults, keyword: '导出', tags: ['高新技术企业'] };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await seedExportCorpus(api);
  });
  afterAll(() => api.close());

  const used = async (userId: number) => {
    const s = await rightStatus(api.deps.db.db, userId, 'export');
    return s.used;
  };
  it('a filtered company list: the file holds exactly the list’s rows and the chosen columns, and is in 我的下载', async () => {
    const u = await member(api, 'vip');
    const list = await api.call<ListResult<CompanyListItem>>(CompanyApi.list, { ...companyFilter, pageSize: 50 });
    expect(list.body.data.total).toBe(40);
    // 15 of them generated demo rows: the 导出说明 sheet counts them by their own is_demo flag.
    const demoIds = list.body.data.list.slice(0, 15).map((c) => c.id);
    await api.deps.db.db.updateTable('companies').set({ is_demo: 1 }).where('id', 'in', demoIds).execute();
    const source = { kind: 'company', filter: companyFilter };
    const preview = await api.call<ExportPreview>(ExportApi.preview, { source }, { token: u.token });
    expect(preview.body.data).toEqual({ row_kind: 'company', total: 40, remaining: 500, limit: 500 });

    const started = await api.call<ExportJob>(
      ExportApi.start,
      { source, columns: defaults('company'), rows: 40 },
      { token: u.token },
    );
    expect(started.body.code).toBe(200);
    const job = started.body.data;
    expect(job).toMatchObject({ stage: 'done', progress: 100, rows: 40, remaining: 460 });
    expect(job.file_name).toMatch(/^企业列表_导出_\d{8}\.xlsx$/);
    expect(await used(u.id)).toBe(40);

    const { wb, disposition } = await fetchFile(api, u.token, job.id);
    expect(decodeURIComponent(disposition)).toContain(job.file_name);
    const ws = wb.getWorksheet('企业列表');
    if (!ws) throw new Error('no data sheet');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(EXPORT_COLUMNS.company.filter((c) => c.default).map((c) => c.label));
    expect(ws.rowCount).toBe(41);
    const names = Array.from({ length: 40 }, (_, i) => ws.getRow(i + 2).getCell(1).value);
    expect(names).toEqual(list.body.data.list.map((c) => c.name));
    const first = list.body.data.list[0] as CompanyListItem;
    const row2 = ws.getRow(2);
    expect(row2.getCell(2).value).toBe(first.credit_code);
    expect(row2.getCell(4).value).toEqual(new Date(`${first.founded_date}T00:00:00Z`));
    expect(row2.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect(row2.getCell(5).value).toBe(first.registered_capital);
    expect(row2.getCell(9).value).toBe('高新技术企业');
    expect(ws.getColumn(1).width).toBeGreaterThan(20);

    const about = wb.getWorksheet('导出说明');
    if (!about) throw new Error('no 导出说明 sheet');
    const notes = new Map<string, string>();
    about.eachRow((r) => notes.set(String(r.getCell(1).value), String(r.getCell(2).value)));
    expect(notes.get('关键词')).toBe('导出');
    expect(notes.get('资质荣誉')).toBe('高新技术企业');
    expect(notes.get('导出用户')).toContain('导出测试用户');
    expect(notes.get('数据来源')).toContain('AI科策云');
    expect(notes.get('示例数据')).toContain('15条为平台生成的示例数据');

    const downloads = await api.call<ListResult<DownloadItem>>(UserApi.downloadList, {}, { token: u.token });
    expect(downloads.body.data.list[0]).toMatchObject({
      kind: 'export',
      export_id: job.id,
      export_name: job.file_name,
      export_rows: 40,
    });
    // Another user cannot fetch it.
    const other = await member(api, 'vip');
    const res = await fetch(`${api.baseUrl}${ExportApi.download}?id=${job.id}`, {
      headers: { Authorization: other.token },
    });
    expect(res.status).toBe(404);
  });

  it('a policy search in date order, first 10 rows: links are hyperlinks, dates are dates, same order as the list', async () => {
    const u = await member(api, 'vip');
    const filter = { ...policyFilterCodec.defaults, keyword: '研发补贴', sort: 'date' as const };
    const list = await api.call<ListResult<PolicyListItem>>(PolicyApi.list, { ...filter, pageSize: 15 });
    const started = await api.call<ExportJob>(
      ExportApi.start,
      { source: { kind: 'policy', filter }, columns: ['url', 'title', 'publish_date'], rows: 10 },
      { token: u.token },
    );
    expect(started.body.data).toMatchObject({ stage: 'done', rows: 10 });
    expect(started.body.data.file_name).toMatch(/^政策列表_研发补贴_\d{8}\.xlsx$/);
    const ws = (await fetchFile(api, u.token, started.body.data.id)).wb.worksheets[0] as ExcelJS.Worksheet;
    // Columns come in the table's order whatever order they were ticked in.
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['标题', '发布日期', '链接']);
    const want = list.body.data.list.slice(0, 10);
    expect(Array.from({ length: 10 }, (_, i) => ws.getRow(i + 2).getCell(1).value)).toEqual(want.map((p) => p.title));
    const link = ws.getRow(2).getCell(3).value as { text: string; hyperlink: string };
    expect(link.hyperlink).toBe(`${api.deps.config.PUBLIC_BASE_URL}/policy/detail/${want[0]?.id}`);
    expect(ws.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(ws.rowCount).toBe(11);
    expect(await used(u.id)).toBe(10);
  });

  it('a project search: the default columns hold the list’s values', async () => {
    const u = await member(api, 'vip');
    for (const [i, end] of ['2025-03-31', '2025-05-31', '2025-04-30'].entries())
      await buildProject(api.deps, { title: `导出申报项目${i}`, apply_start: '2025-03-01', apply_end: end });
    const filter = { ...projectFilterCodec.defaults, keyword: '导出申报项目' };
    const list = await api.call<ListResult<ProjectListItem>>(ProjectApi.list, filter);
    expect(list.body.data.total).toBe(3);
    const started = await api.call<ExportJob>(
      ExportApi.start,
      { source: { kind: 'project', filter }, columns: defaults('project'), rows: 3 },
      { token: u.token },
    );
    expect(started.body.data).toMatchObject({ stage: 'done', rows: 3 });
    const ws = (await fetchFile(api, u.token, started.body.data.id)).wb.worksheets[0] as ExcelJS.Worksheet;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      '名称',
      '主管部门',
      '支持金额',
      '申报起止',
      '状态',
      '链接',
    ]);
    list.body.data.list.forEach((p, i) => {
      const row = ws.getRow(i + 2);
      expect([1, 2, 3, 4, 5].map((c) => row.getCell(c).value)).toEqual([
        p.title,
        p.department,
        p.support_text,
        `${p.apply_start} 至 ${p.apply_end}`,
        p.status_name,
      ]);
    });
  });

  it('bad input gets a clear message and charges nothing', async () => {
    const u = await member(api, 'vip');
    const company = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      api.call(
        ExportApi.start,
        { source: { kind: 'company', filter }, columns: defaults('company'), rows: 10, ...extra },
        { token: u.token },
      );
    const none = await company({ keyword: '不存在的企业名称XYZ' });
    expect(none.body).toMatchObject({ code: 400, msg: '当前条件下没有可导出的数据，请调整搜索条件后再导出' });
    const badFilter = await company({ foundedFrom: '2026-13-01' });
    expect(badFilter.body.code).toBe(400);
    expect(badFilter.body.msg).toContain('日期');
    const badColumn = await company(companyFilter, { columns: ['name', 'password_hash'] });
    expect(badColumn.body).toMatchObject({ code: 400, msg: '所选的导出列无效，请重新选择' });
    const noColumns = await company(companyFilter, { columns: [] });
    expect(noColumns.body.code).toBe(400);
    expect(noColumns.body.msg).toContain('请至少选择一列');
    const zero = await company(companyFilter, { rows: 0 });
    expect(zero.body.code).toBe(400);
    expect(zero.body.msg).toContain('导出条数至少为1条');
    const badKind = await api.call(
      ExportApi.start,
      { source: { kind: 'users' }, columns: ['name'], rows: 1 },
      { token: u.token },
    );
    expect(badKind.body.code).toBe(400);
    const anonymous = await api.call(ExportApi.start, {
      source: { kind: 'company', filter: companyFilter },
      columns: ['name'],
      rows: 1,
    });
    expect(anonymous.body.code).toBe(401);
    expect(await used(u.id)).toBe(0);

    // More than is left: 490 of 500 spent, then 20 asked.
    await api.deps.db.db.transaction().execute(async (trx) => {
      const { consumeRight } = await import('../rights/guard.ts');
      await consumeRight(trx, u.id, 'export', 490);
    });
    const tooMany = await company(companyFilter, { rows: 20 });
    expect(tooMany.body).toMatchObject({ code: 400, msg: '本月剩余可导出10条，少于本次选择的20条，请减少导出条数' });
    expect(await used(u.id)).toBe(490);

    // A normal user sees the upgrade path.
    const normal = await member(api, 'normal');
    const refused = await api.call<{ upgrade_url: string }>(
      ExportApi.start,
      { source: { kind: 'company', filter: companyFilter }, columns: ['name'], rows: 5 },
      { token: normal.token },
    );
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).toContain('开通VIP会员每月可导出500条');
    expect(refused.body.data).toEqual({ right: 'export', remaining: 0, upgrade_url: '/vip/pay_page' });
  });

  it('20 concurrent exports for the last 500 rows charge at most 500, and exactly what the finished files hold', async () => {
    const u = await member(api, 'vip');
    const columnSets = defaults('company').map((_, i, all) => all.filter((__, j) => j !== i));
    const filter = { ...companyFilterCodec.defaults, keyword: '并发样本' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call<ExportJob>(
          ExportApi.start,
          // Distinct exports (the same one twice at once is refused as a double submit): 98 to 100 rows each.
          {
            source: { kind: 'company', filter },
            columns: columnSets[i % columnSets.length],
            rows: 100 - Math.floor(i / columnSets.length),
          },
          { token: u.token },
        ),
      ),
    );
    const done = answers.filter((a) => a.body.code === 200).map((a) => a.body.data);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body.msg).toMatch(/剩余可导出|已用完/);
    const charged = done.reduce((n, j) => n + j.rows, 0);
    expect(charged).toBeLessThanOrEqual(500);
    // What is left fits no further export of 98 or more rows: the refusals were for want of rows only.
    expect(charged).toBeGreaterThan(500 - 98);
    expect(done.every((j) => j.stage === 'done')).toBe(true);
    expect(await used(u.id)).toBe(charged);
  });

  it('the same export twice at once: one runs, the other is refused, one charge', async () => {
    const u = await member(api, 'vip');
    const body = { source: { kind: 'company', filter: companyFilter }, columns: defaults('company'), rows: 30 };
    const [a, b] = await Promise.all([
      api.call<ExportJob>(ExportApi.start, body, { token: u.token }),
      api.call<ExportJob>(ExportApi.start, body, { token: u.token }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([200, 409]);
    expect([a, b].find((x) => x.body.code === 409)?.body.msg).toContain('请勿重复提交');
    expect(await used(u.id)).toBe(30);
  });

  it('over 1,000 rows runs as a job with progress and lands in 我的下载', async () => {
    const u = await member(api, 'svip');
    await buildCompanies(
      api.deps.db,
      Array.from({ length: 1050 }, (_, i) => ({ name: `大批量导出企业${i}`, business_scope: '大批量。' })),
    );
    const source = { kind: 'company', filter: { ...companyFilterCodec.defaults, keyword: '大批量导出' } };
    const started = await api.call<ExportJob>(
      ExportApi.start,
      { source, columns: ['name', 'credit_code'], rows: 1050 },
      { token: u.token },
    );
    expect(started.body.data).toMatchObject({ stage: 'running', rows: 1050, remaining: 3950 });
    let job = started.body.data;
    const seen: number[] = [];
    while (job.stage === 'running') {
      seen.push(job.progress);
      await new Promise((r) => setTimeout(r, 20));
      job = (await api.call<ExportJob>(ExportApi.job, { id: job.id }, { token: u.token, method: 'GET' })).body.data;
    }
    expect(job).toMatchObject({ stage: 'done', progress: 100, rows: 1050, message: '导出完成，共1050条' });
    expect(seen.every((p) => p < 100)).toBe(true);
    const ws = (await fetchFile(api, u.token, job.id)).wb.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.rowCount).toBe(1051);
    expect(await used(u.id)).toBe(1050);
    const downloads = await api.call<ListResult<DownloadItem>>(UserApi.downloadList, {}, { token: u.token });
    expect(downloads.body.data.list[0]).toMatchObject({ kind: 'export', export_id: job.id, export_rows: 1050 });
  });

  it('我的收藏 exports in collection order; the zcpp match list exports the engine’s ranking', async () => {
    const u = await member(api, 'vip');
    const h = api.deps.db;
    const ids = await buildPolicies(h, [
      { title: '收藏导出政策甲' },
      { title: '收藏导出政策乙' },
      { title: '收藏导出政策丙' },
    ]);
    for (const [i, id] of ids.entries()) await addCollect(h.db, u.id, 'policy', id, Date.now() + i);
    const collected = await api.call<ExportJob>(
      ExportApi.start,
      { source: { kind: 'collect', type: 'policy' }, columns: ['title'], rows: 10 },
      { token: u.token },
    );
    expect(collected.body.data).toMatchObject({ stage: 'done', rows: 3 });
    expect(collected.body.data.file_name).toMatch(/^我的收藏_政策_\d{8}\.xlsx$/);
    const cws = (await fetchFile(api, u.token, collected.body.data.id)).wb.worksheets[0] as ExcelJS.Worksheet;
    expect([2, 3, 4].map((r) => cws.getRow(r).getCell(1).value)).toEqual([
      '收藏导出政策丙',
      '收藏导出政策乙',
      '收藏导出政策甲',
    ]);

    const far = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const d of [20, 40, 60])
      await buildProject(h, {
        title: `匹配导出项目${d}`,
        apply_start: far(-5),
        apply_end: far(d),
        province_code: '440000',
      });
    const [companyId] = await buildCompanies(h, [{ name: '匹配导出科技有限公司' }]);
    const company = await loadCompany(h.db, companyId as number);
    if (!company) throw new Error('no company');
    const ranking = await matchProjects(h.db, company, Date.now(), 1000);
    const matched = await api.call<ExportJob>(
      ExportApi.start,
      { source: { kind: 'zcpp', company_id: companyId }, columns: defaults('zcpp'), rows: 1000 },
      { token: u.token },
    );
    expect(matched.body.data).toMatchObject({ stage: 'done', rows: ranking.length });
    expect(matched.body.data.file_name).toMatch(/^政策匹配结果_匹配导出科技有限公司_\d{8}\.xlsx$/);
    const zws = (await fetchFile(api, u.token, matched.body.data.id)).wb.worksheets[0] as ExcelJS.Worksheet;
    expect(Array.from({ length: ranking.length }, (_, i) => zws.getRow(i + 2).getCell(1).value)).toEqual(
      ranking.map((m) => m.title),
    );
    const missing = await api.call(
      ExportApi.start,
      { source: { kind: 'zcpp', company_id: 99_999_999 }, columns: ['title'], rows: 5 },
      { token: u.token },
    );
    expect(missing.body).toMatchObject({ code: 404, msg: '该企业不存在，无法导出政策匹配结果' });
    expect(await used(u.id)).toBe(3 + ranking.length);
  });

  describe('failure gives the rows back', () => {
    it('a file that cannot be written: the export fails and charges nothing', async () => {
      const u = await member(api, 'vip');
      const user = await api.deps.db.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      // DATA_DIR under a regular file: the exports directory cannot be made.
      const broken = new ExportService({
        db: api.deps.db,
        search: api.deps.search,
        dataDir: '/dev/null/aikc',
        baseUrl: 'http://127.0.0.1',
        logger: { error: () => undefined },
      });
      const job = await broken.start(user, {
        source: { kind: 'company', filter: companyFilter },
        columns: defaults('company'),
        rows: 25,
      });
      broken.close();
      expect(job).toMatchObject({
        stage: 'failed',
        message: '导出失败，请稍后重试（本次未扣减导出额度）',
        remaining: 500,
      });
      expect(await used(u.id)).toBe(0);
    });

    it('an export whose process died is failed by the next read, once, and its rows given back', async () => {
      const u = await member(api, 'svip');
      const dying = new ExportService({
        db: api.deps.db,
        search: api.deps.search,
        dataDir: api.deps.config.DATA_DIR,
        baseUrl: 'http://127.0.0.1',
        logger: { error: () => undefined },
      });
      const { id } = await dying.jobs.accept(u.id, {
        rowKind: 'company',
        requestKey: 'k',
        fileName: 'x.xlsx',
        rows: 1200,
      });
      dying.close(); // its heartbeat stops, as when the process dies
      expect(await used(u.id)).toBe(1200);
      await api.deps.db.db
        .updateTable('user_exports')
        .set({ heartbeat_at: Date.now() - 60_000 })
        .where('id', '=', id)
        .execute();
      const reads = await Promise.all(
        Array.from({ length: 5 }, () => api.call<ExportJob>(ExportApi.job, { id }, { token: u.token, method: 'GET' })),
      );
      for (const r of reads) expect(r.body.data).toMatchObject({ stage: 'failed', remaining: 5000 });
      expect(reads[0]?.body.data.message).toContain('导出中断');
      expect(await used(u.id)).toBe(0);
    });
  });
});
