import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CalendarApi, PolicyApi, ProjectApi, SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import type { PushItem } from '@aikc/shared/schemas/subscription';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildLabel, buildPolicy } from '../../../test-kit/content-builders.ts';
import { CrawlSite, fastRun, insertSiteAgencies } from '../../../test-kit/crawl-site.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { policyFilesDir } from '../policy/files.ts';
import { decideReview } from '../admin/review-decision.ts';
import { loadConfig } from '../../config.ts';
import { userAgent } from './fetcher.ts';
import { todayCst } from '../../lib/time.ts';
import { sourceIdOf } from './item.ts';
import { runSource } from './runner.ts';
import { saveSource, type CrawlSource } from './sources.ts';

/**
 * Crawled items that wait for a person: reprints fold into them while they wait, and approving one brings
 * everything an automatically published document gets (attachments with their files and text, citations,
 * the folded reprints) and, for a 申报通知, a project linked to it whose deadline follows the subscriber's push.
 */
describeEachDb('crawled items through the review queue', (dialect) => {
  let api: TestApi;
  const site = new CrawlSite();
  const sources: Record<string, CrawlSource> = {};
  let user: { token: string };
  let staffId: number;
  let referenceId: number;
  const add = async (name: string, over: Record<string, unknown>) => {
    const s = await saveSource(api.deps.db.db, { name: `${dialect}-r-${name}`, ...over });
    if (typeof s === 'string') throw new Error(s);
    return s;
  };
  const waiting = (key: string) =>
    api.deps.db.db.selectFrom('review_items').selectAll().where('item_key', '=', key).executeTakeFirst();
  const approve = async (key: string) => {
    const item = await waiting(key);
    return decideReview(api.deps.db, api.deps, { staffId, ip: '127.0.0.1' }, { id: item?.id as number, approve: true });
  };
  const keyOf = (family: string, i: number) => sourceIdOf(`${site.base}/${family}/content_${i}.html`);

  beforeAll(async () => {
    api = await startTestApi(dialect, { CRAWL_CONTACT: 'mailto:data@portal.example.cn' });
    await site.start();
    await insertSiteAgencies(api.deps.db.db);
    await buildLabel(api.deps.db, { kind: 'policy_type', name: '资金扶持' });
    const b = site.base;
    sources.kjt = await add('kjt', {
      list_urls: [`${b}/kjt/index.html`],
      paging: 'pages',
      page_pattern: 'index_{n}.html',
      region_code: '440000',
    });
    sources.city = await add('city', { list_urls: [`${b}/city/index.html`], paging: 'none', region_code: '440100' });
    sources.gov = await add('gov', { list_urls: [`${b}/gov/index.html`], paging: 'next', auto_publish: 0.5 });
    user = await buildUser(api.deps.db.db);
    await api.call(
      UserApi.addSubscription,
      { name: '广东科技项目', conditions: { regions: ['440000'], keywords: ['申报'] } },
      { token: user.token },
    );
    const staff = await api.deps.db.db
      .insertInto('staff')
      .values({
        mobile: '13900000035',
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
    // The document every fixture notice cites by title (《示例科技创新促进条例》), as the reference layer would hold it.
    referenceId = await buildPolicy(api.deps, {
      title: '示例科技创新促进条例',
      doc_no: '',
      source: 'reference',
      region_code: '000000',
      province_code: '000000',
      level: 'national',
    });
  }, 60_000);
  afterAll(async () => {
    await site.stop();
    await api.close();
  });

  it('a reprint of a notice still under review is attached to it, not queued a second time', async () => {
    const k = await runSource(api.deps.db, sources.kjt as CrawlSource, fastRun(api));
    expect(k).toMatchObject({ new_items: 4, failed: 2 });
    const c = await runSource(api.deps.db, sources.city as CrawlSource, fastRun(api));
    expect(c).toMatchObject({ new_items: 2, folded: 1, failed: 0 });
    expect(await waiting(keyOf('city', 0))).toBeUndefined();
    const seen = await api.deps.db.db
      .selectFrom('crawl_seen')
      .select(['folded_into', 'reprint_json', 'policy_id'])
      .where('url', '=', `${site.base}/city/content_0.html`)
      .executeTakeFirstOrThrow();
    expect(seen).toMatchObject({ folded_into: keyOf('kjt', 0), policy_id: null });
    expect(JSON.parse(seen.reprint_json)).toMatchObject({ agency: '广州市科学技术局', region_code: '440100' });
    // Crawling the city again changes nothing: still folded, still one queue entry for the notice.
    const again = await runSource(api.deps.db, sources.city as CrawlSource, fastRun(api));
    expect(again).toMatchObject({ new_items: 0, folded: 0, unchanged: 3 });
    const queued = await api.deps.db.db
      .selectFrom('review_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source_name', 'in', [`${dialect}-r-kjt`, `${dialect}-r-city`])
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(4 + 2 + 2);
    // Every request named the portal and the configured contact (CRAWL_CONTACT).
    const base = api.deps.config.PUBLIC_BASE_URL.replace(/\/$/u, '');
    expect([...site.agents]).toEqual([`AIKC-PolicyBot/1.0 (+${base}; mailto:data@portal.example.cn)`]);
  });

  it('approving the 申报通知 publishes it with attachments, citations and reprint; its project follows', async () => {
    const d = site.doc('kjt', 0);
    // The project cannot go before its notice: it would have no policy to link to.
    await expect(approve(`${keyOf('kjt', 0)}:project`)).rejects.toThrow(/项目所属的政策尚未发布/);
    await approve(keyOf('kjt', 0));
    const policy = await api.deps.db.db
      .selectFrom('policies')
      .selectAll()
      .where('source_id', '=', keyOf('kjt', 0))
      .executeTakeFirstOrThrow();
    expect(policy.title).toBe(d.title);
    const reprints = await api.deps.db.db
      .selectFrom('policy_reprints')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .execute();
    expect(reprints.map((r) => r.region_code)).toEqual(['440100']);
    const atts = await api.deps.db.db
      .selectFrom('policy_attachments')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .orderBy('file_type')
      .execute();
    expect(atts.map((a) => a.file_type)).toEqual(['docx', 'pdf']);
    expect(atts[0]?.text_content).toContain(`示例附件：${d.title}`);
    expect(atts[1]?.text_content).toContain('Demo attachment');
    const dir = policyFilesDir(api.deps.config.DATA_DIR);
    for (const a of atts) expect(fs.statSync(path.join(dir, a.stored_name as string)).size).toBe(a.size_bytes);
    // The download is the file itself, not the stand-in text.
    const pdf = atts[1] as (typeof atts)[number];
    const res = await fetch(`${api.baseUrl}${PolicyApi.attachment}?id=${pdf.id}`, {
      headers: { Authorization: user.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const cites = await api.deps.db.db
      .selectFrom('policy_citations')
      .select(['policy_id', 'cited_id', 'via', 'cited_text'])
      .where('policy_id', '=', policy.id)
      .execute();
    expect(cites).toContainEqual({
      policy_id: policy.id,
      cited_id: referenceId,
      via: 'title',
      cited_text: '示例科技创新促进条例',
    });

    await approve(`${keyOf('kjt', 0)}:project`);
    const project = await api.deps.db.db
      .selectFrom('projects')
      .selectAll()
      .where('source_id', '=', `${keyOf('kjt', 0)}:project`)
      .executeTakeFirstOrThrow();
    expect(project).toMatchObject({ policy_id: policy.id, apply_end: d.apply?.end });
    // The subscriber was pushed the notice; the notice's project carries the deadline, on the calendar too.
    const pushes = await api.call<{ list: PushItem[] }>(SubscriptionApi.pushList, {}, { token: user.token });
    const pushed = pushes.body.data.list.find((x) => x.policy.id === policy.id);
    expect(pushed?.project).toEqual({
      id: project.id,
      apply_end: d.apply?.end,
      closed: todayCst() > (d.apply?.end as string),
    });
    const detail = await api.call<{ apply_end: string; policy: { id: number } | null }>(ProjectApi.detail, {
      id: project.id,
    });
    expect(detail.body.data).toMatchObject({ apply_end: d.apply?.end, policy: { id: policy.id } });
    const month = await api.call<{ days: { date: string; ending: number }[] }>(CalendarApi.month, {
      month: (d.apply?.end as string).slice(0, 7),
      province: '440000',
    });
    expect(month.body.data.days.find((x) => x.date === d.apply?.end)?.ending).toBeGreaterThanOrEqual(1);
  });

  it('CRAWL_CONTACT must be fit for a header; unset, the portal URL is the contact', () => {
    expect(() => loadConfig({ CRAWL_CONTACT: 'data (team)' })).toThrow(/CRAWL_CONTACT/);
    expect(userAgent('https://www.example.cn/')).toBe('AIKC-PolicyBot/1.0 (+https://www.example.cn)');
  });

  it('links a document to the documents it cites, by title and by 文号', async () => {
    const d = site.doc('gov', 1);
    const cited = /《示例科技创新促进条例》（(.+?)）有关要求/u.exec(d.paragraphs.join('\n'))?.[1] as string;
    const numbered = await buildPolicy(api.deps, { title: '示例被引用文件（测试）', doc_no: cited });
    const s = await runSource(api.deps.db, sources.gov as CrawlSource, fastRun(api));
    expect(s).toMatchObject({ new_items: 4, failed: 0 });
    const policy = await api.deps.db.db
      .selectFrom('policies')
      .select('id')
      .where('source_id', '=', keyOf('gov', 1))
      .executeTakeFirstOrThrow();
    const cites = await api.deps.db.db
      .selectFrom('policy_citations')
      .select(['cited_id', 'via'])
      .where('policy_id', '=', policy.id)
      .orderBy('via')
      .execute();
    expect(cites).toEqual([
      { cited_id: numbered, via: 'doc_no' },
      { cited_id: referenceId, via: 'title' },
    ]);
  });
});
