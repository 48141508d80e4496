import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatApi } from '@aikc/shared/api-paths';
import { buildUser } from '../../../../test-kit/builders.ts';
import { buildPolicies } from '../../../../test-kit/content-builders.ts';
import { describeEachDb, type TestApi } from '../../../../test-kit/harness.ts';
import { askZsk, startZskApi } from './zsk-test-api.ts';
import { consumeRight } from '../../rights/guard.ts';
import { isPreamble } from '../clauses.ts';
import { retrievalProvider } from '../providers/retrieval-provider.ts';
import { setChatProvider } from '../runtime.ts';
import { scriptedProvider } from '../testing.ts';

/** A provincial notice that opens with the salutation and the 根据…精神 line, as the demo corpus's notices do. */
const NOTICE = [
  '<p>各地级以上市有关部门，各有关单位：</p>',
  '<p>根据国家关于推进5G行业应用的工作部署精神，现将有关事项通知如下。</p>',
  '<p>一、征集范围：5G行业应用优秀案例须已在本省落地运行满6个月，并形成可复制推广的应用模式。</p>',
].join('');

const RIGHTS = '/api/front/user/my_rights';

describeEachDb('zsk answers', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startZskApi(dialect);
    await buildPolicies(api.deps, [
      { title: '关于征集2026年度5G行业应用优秀案例的通知', body_html: NOTICE },
      // Test documents of one province (invented for the test, never shown outside it): a rule that adds a
      // figure to the national answer, and a 辅导 notice that only repeats it.
      {
        title: '测试省研发费用后补助管理办法',
        region_code: '330000',
        province_code: '330000',
        body_html:
          '<p>第五条 对享受研发费用加计扣除政策的企业，按其上年度研发费用的5%给予后补助，最高不超过100万元。</p>',
      },
      {
        title: '关于做好测试省研发费用加计扣除政策辅导工作的通知',
        region_code: '330000',
        province_code: '330000',
        body_html: '<p>研发费用按实际发生额的100%在税前加计扣除，请各地做好研发费用加计扣除辅导。</p>',
      },
    ]);
  }, 120_000);
  afterAll(() => api?.close());

  const ask = (token: string, question: string, extra: Record<string, number | string> = {}) =>
    askZsk(api, token, question, extra);

  async function remaining(token: string): Promise<number | undefined> {
    const r = await api.call<{ rights: { key: string; remaining: number }[] }>(RIGHTS, {}, { token, method: 'GET' });
    return r.body.data.rights.find((x) => x.key === 'ai_answer')?.remaining;
  }

  it.each([
    ['研发费用加计扣除比例是多少？', '100%', '财政部 税务总局公告2023年第7号'],
    ['高企认定条件', '八项条件', '国科发火〔2016〕32号'],
    ['小规模纳税人月销售额多少以下免增值税', '10万元', '财政部 税务总局公告2023年第19号'],
    ['技术先进型服务企业所得税税率', '15%', '财税〔2017〕79号'],
  ])('answers %s first with the figure, then 依据 citing the reference document and its 条', async (q, fact, docNo) => {
    const u = await buildUser(api.deps.db.db);
    const { message } = await ask(u.token, q);
    expect(message.status).toBe('done');
    const [opening] = message.content.split('\n\n');
    expect(opening).toContain(fact);
    expect(message.content).toContain('**依据**');
    expect(message.content).not.toContain('根据政策原文检索');
    expect(message.sources[0]?.doc_no).toBe(docNo);
    expect(message.content).toMatch(new RegExp(`《[^》]+》（${docNo.replace(/[〔〕]/g, '.')}）第[^\\s]+条`));
    expect(message.related).toEqual([]);
  });

  it("adds the user's region's implementing document after the reference document, only when it adds a figure", async () => {
    const u = await buildUser(api.deps.db.db);
    const national = await ask(u.token, '研发费用加计扣除比例是多少');
    expect(national.message.sources.map((s) => s.title)).not.toContain('测试省研发费用后补助管理办法');
    const local = await ask(u.token, '研发费用加计扣除比例是多少', { region_code: '330000' });
    const titles = local.message.sources.map((s) => s.title);
    expect(local.message.sources[0]?.doc_no).toBe('财政部 税务总局公告2023年第7号');
    expect(titles).toContain('测试省研发费用后补助管理办法');
    expect(titles).not.toContain('关于做好测试省研发费用加计扣除政策辅导工作的通知');
    expect(local.message.content).toContain('浙江省配套文件：《测试省研发费用后补助管理办法》');
    expect(local.message.content).toContain('5%给予后补助');
    const bad = await api.call(
      ChatApi.ask,
      { mode: 'zsk', question: '高企税率', region_code: '33' },
      { token: u.token },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('地区代码应为6位数字');
  });

  it('never answers with a salutation or an opening line, even when only such a notice matches', async () => {
    expect(isPreamble('各地级以上市有关部门，各有关单位：')).toBe(true);
    expect(isPreamble('根据国家关于推进5G行业应用的工作部署精神，现将有关事项通知如下。')).toBe(true);
    expect(isPreamble('为深入贯彻落实创新驱动发展战略，制定本办法。')).toBe(true);
    expect(isPreamble('企业申请认定时须注册成立一年以上。')).toBe(false);
    const u = await buildUser(api.deps.db.db);
    const { message } = await ask(u.token, '5G行业应用优秀案例的征集范围是什么');
    expect(message.content).not.toContain('各地级以上市');
    expect(message.content).not.toContain('根据国家关于');
    expect(message.content.startsWith('一、征集范围')).toBe(true);
  });

  it('answers 我公司能申报高新技术企业吗 with what it takes, and 那科技型中小企业呢 with what 科小 takes', async () => {
    const u = await buildUser(api.deps.db.db);
    const first = await ask(u.token, '我公司能申报高新技术企业吗');
    // The conditions, not one of them (须注册成立一年以上).
    expect(first.message.content.split('\n\n')[0]).toContain('八项条件');
    const follow = await ask(u.token, '那科技型中小企业呢？', { session_id: first.session.id });
    const lead = follow.message.content.split('\n\n')[0];
    expect(lead).toContain('500人');
    expect(lead).toContain('60分');
    expect(follow.message.sources[0]?.doc_no).toBe('国科发政〔2017〕115号');
    const broad = await ask(u.token, '小微企业税收优惠');
    expect(broad.message.content.split('\n\n')[0]).toMatch(/减按25%.*20%.*减半征收/);
  });

  it('keeps the conversation: 那科技型中小企业呢？ is asked of the earlier question, and nothing new is stored for it', async () => {
    const u = await buildUser(api.deps.db.db);
    const first = await ask(u.token, '研发费用加计扣除比例是多少');
    expect(first.message.content.startsWith('100%')).toBe(true);
    const follow = await ask(u.token, '那科技型中小企业呢？', { session_id: first.session.id });
    expect(follow.message.content.split('\n\n')[0]).toContain('100%');
    expect(follow.message.content.split('\n\n')[0]).toContain('科技型中小企业');
    const again = await ask(u.token, '高企认定条件有哪些', { session_id: first.session.id });
    expect(again.message.sources[0]?.doc_no).toBe('国科发火〔2016〕32号');
    const tsme = await ask(u.token, '那科技型中小企业呢？', { session_id: first.session.id });
    expect(tsme.message.sources.map((s) => s.doc_no)).toContain('国科发政〔2017〕115号');
    expect(tsme.message.content.split('\n\n')[0]).toMatch(/500人|60分/);
    // The session holds the turns and nothing else: one session, four questions, four answers.
    const sessions = await api.deps.db.db
      .selectFrom('chat_sessions')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(sessions).toHaveLength(1);
    const rows = await api.deps.db.db
      .selectFrom('chat_messages')
      .select('role')
      .where('session_id', '=', first.session.id)
      .execute();
    expect(rows).toHaveLength(8);
  });

  it('does not answer which tier applies with a tier the user’s own figure rules out', async () => {
    const u = await buildUser(api.deps.db.db);
    const r = await ask(u.token, '高企申报，最近一年销售收入刚好两个亿，研发费用占比按哪一档算');
    const lead = r.message.content.split('\n\n')[0] ?? '';
    expect(lead).toContain('不低于4%');
    expect(lead).not.toMatch(/^不低于5%/);
    // Nor with an entry asking of a case the figure is not: 所得四百万 is under the 500万 line, not over it.
    const under = await ask(
      u.token,
      '两家子公司各转让了一项专利，所得都是四百万，是合起来算五百万的额度，还是各算各的',
    );
    const first = under.message.content.split('\n\n')[0] ?? '';
    expect(first).toContain('不超过500万元的部分免征');
    expect(first).not.toMatch(/^减半征收/);
  });

  it.each([
    // The kind of answer asked: when a preference starts, how it is claimed.
    [
      '高企证书今年才发下来，去年的企业所得税能不能按高企优惠补申报',
      '发证时间所在年度',
      '国家税务总局公告2017年第24号',
    ],
    ['企业所得税优惠是要审批还是备案', '自行判别', '国家税务总局公告2018年第23号'],
    // A question naming no special subject gets the general rule, one naming it the special rule.
    ['研发形成无形资产的摊销比例是多少', '200%', '财政部 税务总局公告2023年第7号'],
    [
      '集成电路企业研发形成无形资产的摊销比例是多少',
      '220%',
      '财政部 税务总局 国家发展改革委 工业和信息化部公告2023年第44号',
    ],
  ])('answers %s with the rule stating what is asked', async (q, fact, docNo) => {
    const u = await buildUser(api.deps.db.db);
    const { message } = await ask(u.token, q);
    expect(message.content.split('\n\n')[0]).toContain(fact);
    expect(message.sources[0]?.doc_no).toBe(docNo);
  });

  it.each([
    // Spoken question words: 啥叫 asks for the definition.
    ['啥叫技术合同', '技术开发、转让、许可、咨询或者服务', '中华人民共和国民法典'],
    // A subject the user says it is not does not pick the special rule.
    ['公司属于软件企业，并非重点软件企业，企业所得税能免几年', '第一年至第二年', '公告2020年第45号'],
    // A fact no other document's comes near answers though the question is put in other words.
    ['个税减除费用每年多少', '6万元', '中华人民共和国个人所得税法'],
    // Of two entries alike, the one on the case put (委托境外) before a neighbouring one (委托关联方, the general 委托).
    ['委托法国一家机构做研发付了三十万，能全部计入委托境外研发费用吗', '三分之二', '财税〔2018〕64号'],
    // Another kind's rule asked of one's own: no, and whose rule it is.
    ['我们公司是一般纳税人，月销售额8万，也能免征增值税吗', '不能：月销售额10万元以下', '公告2023年第19号'],
    // A revised rule named by its title answers before the current one on the same words.
    ['按暂行办法，小巨人的研发费用要求是多少', '按2022年标准', '工信部企业〔2022〕63号'],
    // Someone hired abroad by nationality is a 委托境外 payee.
    ['找了一位德国籍专家帮我们做研发，这笔费用能加计扣除吗', '三分之二', '财税〔2018〕64号'],
    // Told its figure and that it qualifies, the user asks how much it pays, not who qualifies.
    ['我们利润一百二十万，各项条件都符合小型微利企业，企业所得税一年到底要交多少钱', '减按25%', '公告2023年第'],
    // The provision on the very kind asked (重点…) before the entry on the wider kind.
    ['国家鼓励的重点芯片设计企业 享受几年免税', '第一年至第五年', '公告2020年第45号'],
    // A provision naming no tax does not overrule the entry on the tax asked.
    ['高校发给科研人员的成果转化现金奖励，个人所的税按哪个所得项目交', '工资、薪金所得', '财税〔2018〕58号'],
    // A patent kind applied for is decided by the law's definition of it.
    [
      '我们研发的是一种新的发酵生产方法，不是具体产品，能申请发明专利吗',
      '产品、方法或者其改进',
      '中华人民共和国专利法',
    ],
    // Whether a case falls under a term is decided by the term's definition.
    ['技改项目里对生产工艺做了实质性改进，这个算不算研发活动', '实质性改进', '财税〔2015〕119号'],
  ])('answers %s though it is put as users put it', async (q, fact, cite) => {
    const u = await buildUser(api.deps.db.db);
    const { message } = await ask(u.token, q);
    expect(message.content.split('\n\n')[0]).toContain(fact);
    const [source] = message.sources;
    expect(`${source?.title}${source?.doc_no}`).toContain(cite);
  });

  it('answers a question asking two things on both, the first first', async () => {
    const u = await buildUser(api.deps.db.db);
    const { message } = await ask(u.token, '技先企业所得税率是多少，职工教育经费能扣多少');
    const [opening] = message.content.split('\n\n');
    expect(opening?.indexOf('15%')).toBeGreaterThanOrEqual(0);
    expect(opening?.indexOf('8%')).toBeGreaterThan(opening?.indexOf('15%') ?? 0);
    expect(message.sources.map((s) => s.doc_no)).toEqual(['财税〔2017〕79号']);
  });

  it('works out 划型 from the staff and revenue the user gives, by the standard of the industry asked', async () => {
    const u = await buildUser(api.deps.db.db);
    const first = await ask(u.token, '我们厂一百八十个人，一年营收三千万，算小型还是中型企业');
    expect(first.message.content.split('\n\n')[0]).toMatch(/^小型企业：按工业的标准/);
    expect(first.message.sources[0]?.doc_no).toBe('工信部联企业〔2011〕300号');
    const software = await ask(u.token, '那软件公司呢', { session_id: first.session.id });
    expect(software.message.content.split('\n\n')[0]).toMatch(/^中型企业：按软件和信息技术服务业的标准/);
  });

  it("does not answer another country's rule with China's on the same words, and charges nothing", async () => {
    const u = await buildUser(api.deps.db.db);
    const r = await ask(u.token, '新加坡的研发费用税前扣除比例是多少');
    expect(r.message.sources).toEqual([]);
    expect(r.message.content.split('\n\n')[0]).toMatch(/^未能在知识库和政策库中找到/);
    expect(await remaining(u.token)).toBe(10);
    // The same words about China's rule are answered: the place, not the subject, made it out of scope.
    const home = await ask(u.token, '研发费用税前加计扣除比例是多少');
    expect(home.message.content.split('\n\n')[0]).toContain('100%');
  });

  it('does not answer a question of unknown words on the few known words of its asking part', async () => {
    const u = await buildUser(api.deps.db.db);
    // Alone, 政府有没有护理补贴 matches a 保费补贴 clause on 政府 and 补贴; the question is about care for the elderly.
    const r = await ask(u.token, '家里老人请保姆，政府有没有护理补贴');
    expect(r.message.sources).toEqual([]);
    // A colloquial question whose asking part is known is still answered from it.
    const pi = await ask(u.token, '门店纸质登记本上记的客户姓名和电话，算不算个人信息');
    expect(pi.message.content.split('\n\n')[0]).toContain('可识别的自然人');
  });

  it('says in one line that nothing was found, offers 3 related questions and a search link, and uses no quota', async () => {
    const u = await buildUser(api.deps.db.db);
    const r = await ask(u.token, '今天天气怎么样');
    expect(r.remaining).toBe(10);
    expect(r.message.status).toBe('done');
    expect(r.message.sources).toEqual([]);
    expect(r.message.related).toHaveLength(3);
    expect(r.message.content.split('\n\n')[0]).toMatch(/^未能在知识库和政策库中找到/);
    expect(r.message.content).toMatch(/\[到政策库检索\]\(<\/policy\/list\/[A-Za-z0-9_-]+>\)/);
    expect(await remaining(u.token)).toBe(10);
    // A related question is one the knowledge base answers (and that one is charged).
    const related = await ask(u.token, r.message.related?.[0] as string, { session_id: r.session.id });
    expect(related.message.sources.length).toBeGreaterThan(0);
    expect(related.remaining).toBe(9);
    expect(await remaining(u.token)).toBe(9);
  });

  it('answers not-found even with the quota used up, and refuses a found answer then', async () => {
    const u = await buildUser(api.deps.db.db);
    await api.deps.db.db.transaction().execute((trx) => consumeRight(trx, u.id, 'ai_answer', 10));
    const nf = await ask(u.token, '推荐一部好看的电影');
    expect(nf.remaining).toBe(0);
    expect(nf.message.related).toHaveLength(3);
    const found = await api.call(ChatApi.ask, { mode: 'zsk', question: '高企税率是多少' }, { token: u.token });
    expect(found.body.code).toBe(403);
    expect(found.body.msg).toContain('次数已用完');
  });

  it('重新生成 of an answer uses no quota; a retry after an error is charged again (the error gave its unit back)', async () => {
    const u = await buildUser(api.deps.db.db);
    const first = await ask(u.token, '高新技术企业资格有效期多长');
    expect(first.remaining).toBe(9);
    const regen = await ask(u.token, '高新技术企业资格有效期多长', {
      session_id: first.session.id,
      retry_of: first.answer.id,
    });
    expect(regen.question).toBeNull();
    expect(regen.remaining).toBe(9);
    expect(regen.message.content).toBe(first.message.content);
    expect(await remaining(u.token)).toBe(9);

    const { provider } = scriptedProvider(['部分'], { failAfter: 0 });
    setChatProvider(api.deps, provider);
    try {
      const failed = await ask(u.token, '小型微利企业所得税怎么算', { session_id: first.session.id });
      expect(failed.message.status).toBe('error');
      expect(await remaining(u.token)).toBe(9);
      setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
      const retried = await ask(u.token, '小型微利企业所得税怎么算', {
        session_id: first.session.id,
        retry_of: failed.answer.id,
      });
      expect(retried.message.status).toBe('done');
      expect(retried.remaining).toBe(8);
    } finally {
      setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
    }
  });

  it('hands a model the same retrieval: the 问答库 entry, the resolved follow-up, the passages and the turns', async () => {
    const { provider, state } = scriptedProvider(['答复 [1]']);
    setChatProvider(api.deps, provider);
    try {
      const u = await buildUser(api.deps.db.db);
      const first = await ask(u.token, '研发费用加计扣除比例是多少');
      const follow = await ask(u.token, '集成电路企业呢？', { session_id: first.session.id });
      expect(follow.message.content).toBe('答复 [1]');
      const req = state.requests.at(-1);
      expect(req?.resolved).toContain('集成电路企业');
      expect(req?.knowledge?.answer).toContain('120%');
      expect(req?.passages[0]?.source.doc_no).toBe('财政部 税务总局 国家发展改革委 工业和信息化部公告2023年第44号');
      expect(req?.history.map((m) => m.content)).toEqual(['研发费用加计扣除比例是多少', '答复 [1]']);
      // Not found: the portal's own line, the model is not asked.
      const before = state.requests.length;
      const nf = await ask(u.token, '红烧肉怎么做', { session_id: first.session.id });
      expect(state.requests.length).toBe(before);
      expect(nf.message.provider).toBe('retrieval');
    } finally {
      setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
    }
  });
});

describe('zsk answers: the suite', () => {
  it('holds at least 150 judged questions, follow-ups and out-of-scope questions, each with a fact and a document', async () => {
    const { TUNING, OUT_OF_SCOPE_TUNING } = await import('./suite.ts');
    const { HELD_OUT, OUT_OF_SCOPE_HELD } = await import('./suite-held.ts');
    const cases = [...TUNING, ...HELD_OUT].flat();
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(HELD_OUT.flat().length).toBeGreaterThanOrEqual(30);
    expect([...TUNING, ...HELD_OUT].filter((s) => s.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(OUT_OF_SCOPE_TUNING.length + OUT_OF_SCOPE_HELD.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) {
      expect(c.fact.length).toBeGreaterThan(0);
      expect(c.cite.length).toBeGreaterThan(3);
    }
  });
});
