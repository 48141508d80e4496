import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatApi, CompanyApi } from '@aikc/shared/api-paths';
import type { ChatAskResult } from '@aikc/shared/schemas/chat';
import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildCompany, buildLabel, buildProject, financialYear } from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { retrievalProvider } from './providers/retrieval-provider.ts';
import { setChatProvider } from './runtime.ts';
import { settledAnswer } from './testing.ts';
import { loadCompany } from './company-facts.ts';
import { matchProjects } from './zcpp-match.ts';

const ipRow = (kind: 'invention' | 'utility' | 'design' | 'software', i: number) => ({
  kind,
  title: `一种测试装置${kind}${i}`,
  number: `ZL2023${kind.length}${String(i).padStart(6, '0')}.X`,
  apply_date: '2023-03-01',
  grant_date: '2024-01-01',
});

describeEachDb('chat qypj / zcpp', (dialect) => {
  let api: TestApi;
  let companyId: number;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
    companyId = await buildCompany(api.deps, {
      name: '深圳测评智能科技有限公司',
      // The register's count columns say 9 and 9; the company page counts the IP it lists (3 and 5): so does the chat.
      invention_patents: 9,
      utility_patents: 9,
      ip: [...[1, 2, 3].map((i) => ipRow('invention', i)), ...[1, 2, 3, 4, 5].map((i) => ipRow('utility', i))],
      tags: [{ tag: '高新技术企业', granted_date: '2023-12-01' }],
      financials: [financialYear(2023, 8000), financialYear(2024, 10000), financialYear(2025, 12500)],
    });
    await buildProject(api.deps, {
      title: '2026年度深圳市科技型中小企业研发资助',
      province_code: '440000',
      city_code: '440300',
      support_max: 200,
      support_text: '最高200万元',
      apply_start: '2020-01-01',
      apply_end: '2099-12-31',
      conditions_html: '<ol><li>在深圳注册的中小企业。</li><li>已认定为高新技术企业。</li></ol>',
    });
    await buildProject(api.deps, {
      title: '外省项目',
      province_code: '110000',
      apply_start: '2020-01-01',
      apply_end: '2099-12-31',
    });
    await buildProject(api.deps, {
      title: '已截止项目',
      province_code: '',
      apply_start: '2020-01-01',
      apply_end: '2021-01-01',
    });
  });
  afterAll(() => api?.close());

  async function answerOf(token: string, sessionId: number, answerId: number): Promise<string> {
    const m = await settledAnswer(api.baseUrl, token, sessionId, answerId);
    expect(m.status).toBe('done');
    return m.content;
  }

  it('needs a company, then evaluates it on six dimensions with formulas and readiness from the rule sets', async () => {
    const u = await buildUser(api.deps.db.db);
    const none = await api.call(ChatApi.ask, { mode: 'qypj', question: '评价这家企业' }, { token: u.token });
    expect(none.body).toMatchObject({ code: 400, msg: '请先选择要评价的企业' });
    const picked = await api.call<{ list: { id: number; name: string }[] }>(
      ChatApi.companies,
      { keyword: '测评智能' },
      { token: u.token, method: 'GET' },
    );
    expect(picked.body.data.list.map((c) => c.id)).toEqual([companyId]);
    const r = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode: 'qypj', question: '评价这家企业', company_id: companyId },
      { token: u.token },
    );
    expect(r.body.code).toBe(200);
    expect(r.body.data.session.company_id).toBe(companyId);
    const text = await answerOf(u.token, r.body.data.session.id, r.body.data.answer.id);
    expect(text).toContain('### 企业评价：深圳测评智能科技有限公司');
    expect(text).toMatch(
      /```radar\n\{"indicators":\["创新能力","知识产权","研发投入","成长性","资质荣誉","经营风险"\],"values":\[\d+,\d+,\d+,\d+,\d+,\d+\]\}\n```/,
    );
    // 研发人员 30/120 = 25% ×2 + 高新收入 70% ×0.6 = 92; 研发费用 6% ×10 = 60; 3 inventions + 5 utility = 45.
    expect(text).toContain('| 创新能力 | 92 |');
    expect(text).toContain('| 研发投入 | 60 |');
    expect(text).toContain('| 知识产权 | 45 |');
    for (const t of ['高新技术企业', '创新型中小企业', '专精特新中小企业', '专精特新“小巨人”企业'])
      expect(text).toContain(`**${t}**`);
    expect(text).toContain('？待补充');
    expect(text).toContain('国科发火');

    // A follow-up discusses it without repeating the evaluation.
    const f = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode: 'qypj', session_id: r.body.data.session.id, question: '研发费用还需要增加多少' },
      { token: u.token },
    );
    expect(await answerOf(u.token, r.body.data.session.id, f.body.data.answer.id)).not.toContain('### 企业评价');
  });

  it('matches projects: open, in its region, ranked, each criterion marked, linking to the project page', async () => {
    const u = await buildUser(api.deps.db.db);
    const r = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode: 'zcpp', question: '这家企业可以申报哪些项目', company_id: companyId },
      { token: u.token },
    );
    const text = await answerOf(u.token, r.body.data.session.id, r.body.data.answer.id);
    expect(text).toContain('### 政策匹配：深圳测评智能科技有限公司');
    expect(text).toMatch(
      /\[2026年度深圳市科技型中小企业研发资助\]\(\/project\/detail\/\d+\) \| 最高200万元 \| 2099-12-31 \| √地区 √行业 √规模 √资质 √申报时间 \|/,
    );
    expect(text).not.toContain('外省项目');
    expect(text).not.toContain('已截止项目');
  });

  it('uses the figures of the company page: IP counted as listed, titles held, revenue shown with what is missing', async () => {
    const u = await buildUser(api.deps.db.db);
    const id = await buildCompany(api.deps, {
      name: '成都测评医药科技有限公司',
      industry_code: 'C2720',
      industry_name: '化学药品制剂制造',
      region_code: '510107',
      province_code: '510000',
      city_code: '510100',
      founded_date: '2018-05-01',
      utility_patents: 3,
      ip: [ipRow('utility', 1), ipRow('utility', 2)],
      tags: [{ tag: '科技型中小企业', granted_date: '2025-05-01' }],
      financials: [financialYear(2023, 500), financialYear(2024, 580), financialYear(2025, 644)],
    });
    const page = await api.call<CompanyDetail>(CompanyApi.detail, { id }, { method: 'GET' });
    expect(page.body.data.ip_counts.utility).toBe(2);
    expect(page.body.data.financials.at(-1)?.revenue).toBe(644);
    const r = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode: 'qypj', question: '评价这家企业', company_id: id },
      { token: u.token },
    );
    const text = await answerOf(u.token, r.body.data.session.id, r.body.data.answer.id);
    expect(text).toContain(`实用新型${page.body.data.ip_counts.utility}件`);
    expect(text).not.toContain('实用新型3件');
    // 科技型中小企业 is among its titles: the 2026 专精特新 title condition is met, not 待补充.
    expect(text).toContain('| 已认定为科技型或创新型中小企业 | √ 符合 |');
    // Revenue is known (644万元): the condition says so and names the one figure the platform lacks.
    expect(text).toContain('营业收入644万元（未达1,500万元），近2年股权融资待补充');
    // Without a 专精特新 title, 小巨人's title condition is not met (the title list is the record).
    expect(text).toContain('| 已认定为专精特新中小企业 | × 不符合 |');
  });

  it('refuses a 注销 or 吊销 company with a clear message, spends no quota, and the picker marks it', async () => {
    const u = await buildUser(api.deps.db.db);
    const closed = await buildCompany(api.deps, { name: '深圳已注销测试科技有限公司', status: '注销' });
    const r = await api.call(
      ChatApi.ask,
      { mode: 'qypj', question: '评价这家企业', company_id: closed },
      { token: u.token },
    );
    expect(r.body).toMatchObject({
      code: 400,
      msg: '深圳已注销测试科技有限公司的登记状态为“注销”，已不再经营，平台不对其进行企业评价或政策匹配，请选择其他企业',
    });
    const z = await api.call(
      ChatApi.ask,
      { mode: 'zcpp', question: '匹配政策', company_id: closed },
      { token: u.token },
    );
    expect(z.body.code).toBe(400);
    const used = await api.deps.db.db
      .selectFrom('right_usage')
      .select('used')
      .where('user_id', '=', u.id)
      .where('right_key', '=', 'ai_answer')
      .executeTakeFirst();
    expect(Number(used?.used ?? 0)).toBe(0);
    const picked = await api.call<{ list: { id: number; status: string; evaluable: boolean }[] }>(
      ChatApi.companies,
      { keyword: '已注销测试' },
      { token: u.token, method: 'GET' },
    );
    expect(picked.body.data.list).toEqual([expect.objectContaining({ id: closed, status: '注销', evaluable: false })]);

    // A company revoked after its session began: the follow-up is refused too.
    const open = await buildCompany(api.deps, { name: '深圳后来吊销测试科技有限公司' });
    const first = await api.call<ChatAskResult>(
      ChatApi.ask,
      { mode: 'qypj', question: '评价这家企业', company_id: open },
      { token: u.token },
    );
    await answerOf(u.token, first.body.data.session.id, first.body.data.answer.id);
    await api.deps.db.db.updateTable('companies').set({ status: '吊销' }).where('id', '=', open).execute();
    const again = await api.call(
      ChatApi.ask,
      { mode: 'qypj', session_id: first.body.data.session.id, question: '研发费用还需要增加多少' },
      { token: u.token },
    );
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toContain('“吊销”');
    // Nor is a report made of its earlier answer (refused before a report right is spent).
    const report = await api.call(ChatApi.report, { message_id: first.body.data.answer.id }, { token: u.token });
    expect(report.body.code).toBe(400);
    expect(report.body.msg).toContain('“吊销”');
  });

  it('matches a project declared for industries only to companies in them; industry-agnostic ones are 不限行业', async () => {
    const db = api.deps.db;
    const bio = await buildLabel(db, { name: '生物医药' });
    const drug = await buildLabel(db, { name: '创新药', parent_id: bio });
    const it = await buildLabel(db, { name: '新一代信息技术' });
    const ai = await buildLabel(db, { name: '人工智能', parent_id: it });
    const open = { apply_start: '2020-01-01', apply_end: '2099-12-31' };
    await buildProject(db, { title: '人工智能产业专项', province_code: '', labelIds: [it, ai], ...open });
    await buildProject(db, { title: '创新药研发专项', province_code: '510000', labelIds: [bio, drug], ...open });
    await buildProject(db, { title: '普惠研发补助', province_code: '', ...open });
    const pharma = await buildCompany(db, {
      name: '成都行业测试药业有限公司',
      industry_code: 'C2720',
      industry_name: '化学药品制剂制造',
      region_code: '510107',
      province_code: '510000',
      city_code: '510100',
    });
    const company = await loadCompany(db.db, pharma);
    if (!company) throw new Error('company not loaded');
    const matches = await matchProjects(db.db, company, Date.now(), 50);
    const titles = matches.map((m) => m.title);
    expect(titles).not.toContain('人工智能产业专项');
    expect(titles.slice(0, 2)).toEqual(['创新药研发专项', '普惠研发补助']);
    const industry = (title: string) => matches.find((m) => m.title === title)?.criteria.find((c) => c.name === '行业');
    expect(industry('创新药研发专项')).toEqual({
      name: '行业',
      status: 'met',
      detail: '面向生物医药（创新药）；企业所属化学药品制剂制造（生物医药）',
    });
    expect(industry('普惠研发补助')).toEqual({
      name: '行业',
      status: 'met',
      detail: '不限行业；企业所属化学药品制剂制造',
    });
    // Every criterion carries the company's own figure or fact.
    expect(matches[0]?.criteria.find((c) => c.name === '地区')?.detail).toContain('企业位于');

    // A software company does get the AI project, and not the drug one.
    const soft = await buildCompany(db, {
      name: '软件行业测试有限公司',
      industry_code: 'I6513',
      industry_name: '应用软件开发',
    });
    const forSoft = await matchProjects(db.db, (await loadCompany(db.db, soft))!, Date.now(), 50);
    expect(forSoft.map((m) => m.title)).toContain('人工智能产业专项');
    expect(forSoft.map((m) => m.title)).not.toContain('创新药研发专项');
  });
});
