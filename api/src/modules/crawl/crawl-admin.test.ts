import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { CrawlRunRow, CrawlSourceRow } from '@aikc/shared/admin/schemas/crawl';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { buildLabel } from '../../../test-kit/content-builders.ts';
import { CrawlSite, insertSiteAgencies } from '../../../test-kit/crawl-site.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

/** 采集来源 in the back office: create, edit, pause and resume, run now, the runs with their failures; audited. */
describeEachDb('crawl sources in the back office', (dialect) => {
  let api: TestApi;
  let editor: TestStaff;
  const site = new CrawlSite();
  let id = 0;
  const source = () => ({
    name: `${dialect}-admin-gov`,
    list_urls: [`${site.base}/gov/index.html`],
    paging: 'next',
    rate_per_sec: 100,
    auto_publish: 0.5,
  });

  beforeAll(async () => {
    api = await startTestApi(dialect);
    await site.start();
    await insertSiteAgencies(api.deps.db.db);
    await buildLabel(api.deps.db, { kind: 'policy_type', name: '资金扶持' });
    editor = await buildStaff(api, 'editor');
  }, 60_000);
  afterAll(async () => {
    await api.deps.crawlRuns.settled();
    await site.stop();
    await api.close();
  });

  const call = <T>(name: Parameters<typeof adminCall>[1], input: Record<string, unknown> = {}) =>
    adminCall<T>(api, name, input, editor.token);
  const count = async () =>
    Number(
      (
        await api.deps.db.db
          .selectFrom('crawl_sources')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates and edits a source; bad input is refused in Chinese and changes nothing', async () => {
    const made = await call<{ id: number }>('crawlSourceCreate', source());
    expect(made.body.code).toBe(200);
    id = made.body.data.id;
    const again = await call('crawlSourceCreate', source());
    expect([again.status, again.body.msg]).toEqual([409, '来源名称已存在']);
    const empty = await call('crawlSourceCreate', { ...source(), name: 'x', list_urls: [] });
    expect([empty.status, empty.body.msg]).toEqual([400, '参数 list_urls：请至少填写一个列表页地址']);
    const cron = await call('crawlSourceUpdate', { ...source(), id, cron: 'every day' });
    expect([cron.status, cron.body.msg]).toEqual([400, '定时表达式无效：every day']);
    expect(await count()).toBe(1);
    const edited = await call('crawlSourceUpdate', { ...source(), id, cron: '0 6 * * 1-5' });
    expect(edited.body.data).toMatchObject({ id, cron: '0 6 * * 1-5' });
    const list = await call<AdminList<CrawlSourceRow>>('crawlSourceList');
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ id, cron: '0 6 * * 1-5', enabled: true, running: false, last_run: null }),
    ]);
  });

  it('a paused source is not run; resumed, 「立即运行」 runs it once at a time and the runs show it', async () => {
    expect((await call('crawlSourcePause', { id })).body.code).toBe(200);
    const paused = await call('crawlSourceRun', { id });
    expect([paused.status, paused.body.msg]).toEqual([409, '该来源已暂停，请先恢复再运行']);
    expect((await call('crawlSourceResume', { id })).body.code).toBe(200);
    expect((await call('crawlSourceRun', { id })).body.data).toEqual({ started: true });
    const twice = await call('crawlSourceRun', { id });
    expect([twice.status, twice.body.msg]).toEqual([409, '该来源正在运行，请等待本次运行结束']);
    await api.deps.crawlRuns.settled();
    const runs = await call<AdminList<CrawlRunRow>>('crawlRuns', { source_id: id });
    expect(runs.body.data.items).toEqual([
      expect.objectContaining({ state: 'done', fetched: 6, new_items: 4, failed: 0, failures: [] }),
    ]);
    const list = await call<AdminList<CrawlSourceRow>>('crawlSourceList');
    expect(list.body.data.items[0]).toMatchObject({ running: false, last_run: { state: 'done', new_items: 4 } });
    expect((await auditOf(api, 'crawl_source', id)).map((a) => a.action)).toEqual([
      'crawl.source_create',
      'crawl.source_update',
      'crawl.source_pause',
      'crawl.source_resume',
      'crawl.source_run',
    ]);
  });

  it('a run that fails shows each failure with its reason', async () => {
    const bad = await call<{ id: number }>('crawlSourceCreate', {
      ...source(),
      name: `${dialect}-admin-missing`,
      list_urls: [`${site.base}/nope/index.html`],
    });
    await call('crawlSourceRun', { id: bad.body.data.id });
    await api.deps.crawlRuns.settled();
    const runs = await call<AdminList<CrawlRunRow>>('crawlRuns', { source_id: bad.body.data.id });
    expect(runs.body.data.items[0]).toMatchObject({
      state: 'done',
      failed: 1,
      failures: [{ url: `${site.base}/nope/index.html`, reason: 'HTTP 404 页面不存在' }],
    });
    const unknown = await call('crawlRuns', { source_id: 999_999 });
    expect([unknown.status, unknown.body.msg]).toEqual([404, '采集来源不存在']);
  });
});
