import { afterAll, beforeAll, expect, it } from 'vitest';
import { SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildLabel } from '../../../test-kit/content-builders.ts';
import { CrawlSite, fastRun, insertSiteAgencies } from '../../../test-kit/crawl-site.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { decideReview } from '../admin/review-decision.ts';
import { runSource } from './runner.ts';
import { startScheduler } from './scheduler.ts';
import { saveSource, type CrawlSource } from './sources.ts';

describeEachDb('crawler against the fixture site', (dialect) => {
  let api: TestApi;
  const site = new CrawlSite();
  const add = async (name: string, over: Record<string, unknown>) => {
    const s = await saveSource(api.deps.db.db, { name: `${dialect}-${name}`, auto_publish: 0.5, ...over });
    if (typeof s === 'string') throw new Error(s);
    return s;
  };
  const sources: Record<string, CrawlSource> = {};
  let user: { token: string };

  beforeAll(async () => {
    api = await startTestApi(dialect);
    await site.start();
    await insertSiteAgencies(api.deps.db.db);
    await buildLabel(api.deps.db, { kind: 'policy_type', name: '资金扶持' });
    const b = site.base;
    sources.gov = await add('gov', { list_urls: [`${b}/gov/index.html`], paging: 'next' });
    sources.kjt = await add('kjt', {
      list_urls: [`${b}/kjt/index.html`],
      paging: 'pages',
      page_pattern: 'index_{n}.html',
      region_code: '440000',
    });
    sources.city = await add('city', { list_urls: [`${b}/city/index.html`], paging: 'none', region_code: '440100' });
    sources.gbk = await add('gbk', { list_urls: [`${b}/gbk/index.html`], paging: 'none' });
    sources.json = await add('json', {
      list_urls: [`${b}/api/zcwj/list?page=1`],
      paging: 'json',
      page_pattern: '/api/zcwj/list?page={n}',
      selectors: { json_items: 'data.list', json_url: 'url' },
      auto_publish: null,
    });
    sources.bad = await add('bad', { list_urls: [`${b}/bad/index.html`], paging: 'none', max_bytes: 1_000_000 });
    sources.endless = await add('endless', { list_urls: [`${b}/endless/index.html`], paging: 'next' });
    // A subscriber waiting for 广东 notices before anything is crawled.
    user = await buildUser(api.deps.db.db);
    await api.call(
      UserApi.addSubscription,
      { name: '广东科技项目', conditions: { regions: ['440000'], keywords: ['申报'] } },
      { token: user.token },
    );
  }, 60_000);
  afterAll(async () => {
    await site.stop();
    await api.close();
  });

  const policyByTitle = (title: string) =>
    api.deps.db.db.selectFrom('policies').selectAll().where('title', '=', title).executeTakeFirst();

  it('reads the national library (metadata table, 下一页 paging): every field right', async () => {
    const s = await runSource(api.deps.db, sources.gov as CrawlSource, fastRun(api));
    expect(s).toMatchObject({ fetched: 6, new_items: 4, failed: 0, left: 0 });
    for (let i = 0; i < 4; i++) {
      const d = site.doc('gov', i);
      const p = await policyByTitle(d.title);
      expect(p).toMatchObject({
        doc_no: d.docNo ?? '',
        publish_date: d.publishDate,
        written_date: d.writtenDate,
        region_code: '000000',
      });
    }
  });

  it('a 申报通知 becomes a project with its deadline, linked to the policy the subscriber is pushed', async () => {
    const s = await runSource(api.deps.db, sources.kjt as CrawlSource, fastRun(api));
    expect(s).toMatchObject({ new_items: 4, failed: 2 });
    // The second notice's oversized and mis-typed attachments are failures with their reasons; the notice is in.
    expect(s.failures.map((f) => [new URL(f.url).pathname.replace(/-site.*\./u, '.'), f.reason])).toEqual([
      ['/files/big.pdf', '附件未收录：内容超过大小上限（977 KB），已放弃'],
      ['/files/missing.xlsx', '附件未收录：附件类型不符：链接为xlsx文件，内容为网页'],
    ]);
    const d = site.doc('kjt', 0);
    const p = await policyByTitle(d.title);
    expect(p).toBeDefined();
    const project = await api.deps.db.db
      .selectFrom('projects')
      .selectAll()
      .where('policy_id', '=', p?.id as number)
      .executeTakeFirstOrThrow();
    expect(project.apply_end).toBe(d.apply?.end);
    expect(project.support_max).toBe(d.apply?.max);
    const pushes = await api.call<{ list: { policy: { id: number; title: string } }[] }>(
      SubscriptionApi.pushList,
      {},
      { token: user.token },
    );
    expect(pushes.body.data.list.map((x) => x.policy.title)).toContain(d.title);
    // Attachments: a real PDF and DOCX, typed from their bytes.
    const atts = await api.deps.db.db
      .selectFrom('policy_attachments')
      .select(['name', 'file_type'])
      .where('policy_id', '=', p?.id as number)
      .execute();
    expect(atts.map((a) => a.file_type).sort()).toEqual(['docx', 'pdf']);
    const seen = await api.deps.db.db
      .selectFrom('crawl_seen')
      .select(['fields_json'])
      .where('policy_id', '=', p?.id as number)
      .executeTakeFirstOrThrow();
    const fields = JSON.parse(seen.fields_json) as {
      deadline?: unknown;
      attachments: { type: string; text_chars: number }[];
      agency: { confidence: number; text: string };
    };
    expect(fields.attachments.every((a) => a.text_chars > 0)).toBe(true);
    expect(fields.agency.confidence).toBeGreaterThan(0.8);
  });

  it('a reprint on the city site folds into the province notice group', async () => {
    const s = await runSource(api.deps.db, sources.city as CrawlSource, fastRun(api));
    expect(s).toMatchObject({ folded: 1, new_items: 2, failed: 0 });
    const original = await policyByTitle(site.doc('kjt', 0).title);
    const reprints = await api.deps.db.db
      .selectFrom('policy_reprints')
      .selectAll()
      .where('policy_id', '=', original?.id as number)
      .execute();
    expect(reprints).toHaveLength(1);
    expect(reprints[0]?.region_code).toBe('440100');
    expect(await policyByTitle(site.doc('city', 0).title)).toBeUndefined();
  });

  it('decodes GBK pages, declared or wrongly declared as UTF-8', async () => {
    const s = await runSource(api.deps.db, sources.gbk as CrawlSource, fastRun(api));
    expect(s).toMatchObject({ new_items: 3, failed: 0 });
    expect(s.notes.some((n) => n.includes('实际为GB18030'))).toBe(true);
    for (let i = 0; i < 3; i++)
      expect(await policyByTitle(site.doc('gbk', i).title)).toMatchObject({ region_code: '330000' });
  });

  it('follows a JSON list API; a source without auto-publishing fills the review queue, approval publishes', async () => {
    const s = await runSource(api.deps.db, sources.json as CrawlSource, fastRun(api));
    expect(s).toMatchObject({ new_items: 3, failed: 0 });
    const d = site.doc('json', 0);
    expect(await policyByTitle(d.title)).toBeUndefined();
    const waiting = await api.deps.db.db
      .selectFrom('review_items')
      .selectAll()
      .where('source_name', '=', `${dialect}-json`)
      .orderBy('id')
      .execute();
    expect(waiting.map((w) => w.status)).toEqual(['待审核', '待审核', '待审核']);
    const item = waiting.find((w) => w.title === d.title);
    const spans = JSON.parse(item?.spans_json ?? '[]') as { field: string; text: string; confidence: number }[];
    const agencySpan = spans.find((x) => x.field === 'agency');
    expect(agencySpan?.text).toContain('上海市科学技术委员会');
    expect(Number(item?.confidence)).toBeGreaterThan(0.8);
    const staff = await api.deps.db.db
      .insertInto('staff')
      .values({
        mobile: '13900000034',
        name: '审核员',
        role: 'editor',
        password_hash: 'x',
        totp_secret: 'x',
        created_at: 1,
        updated_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await decideReview(
      api.deps.db,
      api.deps,
      { staffId: staff.id, ip: '127.0.0.1' },
      { id: item?.id as number, approve: true },
    );
    expect(await policyByTitle(d.title)).toMatchObject({ doc_no: d.docNo ?? '', publish_date: d.publishDate });
  });

  it('records each failure with its reason and goes on', async () => {
    const s = await runSource(api.deps.db, sources.bad as CrawlSource, fastRun(api));
    const reasons = Object.fromEntries(s.failures.map((f) => [new URL(f.url).pathname, f.reason]));
    expect(reasons['/bad/403.html']).toMatch(/HTTP 403/);
    expect(reasons['/bad/404.html']).toMatch(/HTTP 404/);
    expect(reasons['/bad/500.html']).toMatch(/HTTP 500 服务器错误（已重试1次）/);
    expect(reasons['/bad/slow.html']).toMatch(/超时/);
    expect(reasons['/bad/garbage.html']).toMatch(/无法识别为政策文件|页面无法解析/);
    expect(reasons['/bad/huge.html']).toMatch(/大小上限/);
    expect(reasons['/bad/redirect.html']).toMatch(/其他站点/);
    expect(reasons['/bad/js.html']).toMatch(/脚本生成/);
    expect(reasons['/private/secret.html']).toMatch(/robots\.txt/);
    expect(s).toMatchObject({ failed: 9, new_items: 0, left: 0 });
    // Nothing on another host (localhost) was requested: neither the link to it nor the redirect's target.
    expect(site.requests.filter((r) => r.startsWith('localhost'))).toEqual([]);
    const e = await runSource(api.deps.db, sources.endless as CrawlSource, fastRun(api));
    expect(e.failures.map((f) => f.reason)).toContain('翻页超过上限（4页），已停止翻页');
  }, 30_000);

  it('a second run fetches only the changed page in full', async () => {
    site.touch('gov', 2);
    const before = new Map(site.full);
    const s = await runSource(api.deps.db, sources.gov as CrawlSource, fastRun(api));
    expect(s).toMatchObject({ updated: 1, unchanged: 3, new_items: 0, failed: 0 });
    const fetchedAgain = [...site.full]
      .filter(([p, n]) => p.includes('content_') && n > (before.get(p) ?? 0))
      .map(([p]) => p);
    expect(fetchedAgain).toEqual(['/gov/content_2.html']);
    expect(site.notModified.get('/gov/content_0.html')).toBe(1);
    expect((await policyByTitle(site.doc('gov', 2).title))?.body_html).toContain('第1次更新');
  });

  it('the scheduler runs a source on its cron and only sources with one', async () => {
    await add('sched', { list_urls: [`${site.base}/gov/index.html`], paging: 'next', cron: '* * * * * *' });
    const ran: string[] = [];
    const scheduler = startScheduler(api.deps.db, { ...fastRun(api), onRun: (name) => ran.push(name) });
    try {
      await expect.poll(() => ran, { timeout: 10_000, interval: 100 }).toContain(`${dialect}-sched`);
      expect(scheduler.plan().map((p) => p.name)).toEqual([`${dialect}-sched`]);
    } finally {
      scheduler.stop();
    }
    const runs = await api.deps.db.db
      .selectFrom('crawl_runs')
      .innerJoin('crawl_sources', 'crawl_sources.id', 'crawl_runs.source_id')
      .select(['crawl_runs.state', 'crawl_runs.unchanged'])
      .where('crawl_sources.name', '=', `${dialect}-sched`)
      .execute();
    expect(runs[0]).toMatchObject({ state: 'done' });
  });
});
