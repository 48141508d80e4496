import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatApi } from '@aikc/shared/api-paths';
import type { ChatAskResult, ChatMessagesResult } from '@aikc/shared/schemas/chat';
import { buildUser } from '../../../test-kit/builders.ts';
import { buildCompany, buildProject, financialYear } from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { retrievalProvider } from './providers/retrieval-provider.ts';
import { setChatProvider } from './runtime.ts';
import { readSessionStream } from './testing.ts';

describeEachDb('chat qypj / zcpp', (dialect) => {
  let api: TestApi;
  let companyId: number;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
    companyId = await buildCompany(api.deps.db, {
      name: '深圳测评智能科技有限公司',
      invention_patents: 3,
      utility_patents: 5,
      tags: [{ tag: '高新技术企业', granted_date: '2023-12-01' }],
      financials: [financialYear(2023, 8000), financialYear(2024, 10000), financialYear(2025, 12500)],
    });
    await buildProject(api.deps.db, {
      title: '2026年度深圳市科技型中小企业研发资助',
      province_code: '440000',
      city_code: '440300',
      support_max: 200,
      support_text: '最高200万元',
      apply_start: '2020-01-01',
      apply_end: '2099-12-31',
      conditions_html: '<ol><li>在深圳注册的中小企业。</li><li>已认定为高新技术企业。</li></ol>',
    });
    await buildProject(api.deps.db, {
      title: '外省项目',
      province_code: '110000',
      apply_start: '2020-01-01',
      apply_end: '2099-12-31',
    });
    await buildProject(api.deps.db, {
      title: '已截止项目',
      province_code: '',
      apply_start: '2020-01-01',
      apply_end: '2021-01-01',
    });
  });
  afterAll(() => api?.close());

  async function answerOf(token: string, sessionId: number, answerId: number): Promise<string> {
    await readSessionStream(api.baseUrl, token, sessionId, (e) => e.type === 'end', 8000);
    const msgs = await api.call<ChatMessagesResult>(
      ChatApi.messages,
      { session_id: sessionId },
      { token, method: 'GET' },
    );
    const m = msgs.body.data.list.find((x) => x.id === answerId);
    expect(m?.status).toBe('done');
    return m?.content ?? '';
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
});
