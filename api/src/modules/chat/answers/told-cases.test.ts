import { expect, it } from 'vitest';
import { buildUser } from '../../../../test-kit/builders.ts';
import { describeEachDb } from '../../../../test-kit/harness.ts';
import { zskApiFor } from './zsk-test-api.ts';

/**
 * Cases told with the user's own figures and story (plan.ts, limits.ts, definition.ts): the figure decides which side
 * of a rule's line the user is on, and a story the knowledge base holds nothing of is not answered from the few
 * words of its question.
 */
describeEachDb('zsk cases told with their figures', (dialect) => {
  const zsk = zskApiFor(dialect);
  const ask = zsk.ask.bind(zsk);
  const lead = (content: string) => content.split('\n\n')[0] ?? '';

  it('does not answer a story on something else from its bare 要准备哪些材料', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '外地户口的孩子想在园区附近的公立小学上学，要准备哪些材料');
    expect(r.message.sources).toEqual([]);
    expect(r.message.content).toContain('未能在知识库和政策库中找到');
  });

  it('reads a 40纳米 line within the 65纳米 tier, not the 28纳米 one', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '无锡一条四十纳米的晶圆产线，国家鼓励类的，经营期打算二十年，企业所得税能免几年');
    expect(r.message.sources[0]?.doc_no).toContain('2020年第45号');
    expect(lead(r.message.content)).toContain('65纳米');
    expect(lead(r.message.content)).toContain('第一年至第五年免征');
    expect(lead(r.message.content)).not.toContain('第一年至第十年免征');
  });

  it('says which side of the 183天 line a stay is on, and keeps to it in the follow-up', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '新加坡籍的技术顾问，在中国没有住所，今年在上海累计待了九十来天，算居民个人吗');
    expect(lead(first.message.content)).toMatch(/^不算：/);
    expect(lead(first.message.content)).toContain('为非居民个人');
    const second = await ask(u.token, '那他在新加坡那边公司拿的顾问费，要在中国交个税吗', {
      session_id: first.session.id,
    });
    expect(lead(second.message.content)).toContain('不满183天');
    expect(lead(second.message.content)).not.toContain('境内和境外取得的所得');
  });

  it('answers a firm telling 小型微利企业’s figures on its bare 所得税, not with another amount’s sum', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(
      u.token,
      '杭州做跨境电商代运营的，四十个人，资产八百万，今年应纳税所得额预计一百五十万，所得税咋个交法',
    );
    expect(lead(r.message.content)).toContain('减按25%计算应纳税所得额');
    expect(lead(r.message.content)).not.toContain('200万元');
  });

  it('reads a firm letting out machinery as 租赁和商务服务业, which 加计扣除 excludes', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(
      u.token,
      '做工程机械租赁的，挖机吊车往外租，我们自己搞了一套设备远程监控平台，研发花了三百多万，财务说年底能加计扣出，靠谱不',
    );
    expect(r.message.sources[0]?.doc_no).toContain('119号');
    expect(lead(r.message.content)).toContain('租赁和商务服务业');
  });

  it('reads a right pledged in the story as pledged when the ask only says 能直接卖吗', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '注册商标质押给银行贷了款，现在有人想出钱买这个商标，能直接卖吗');
    expect(r.message.sources[0]?.title).toContain('民法典');
    expect(lead(r.message.content)).toContain('出质后，出质人不得转让');
  });

  it('takes the entry on the reward’s tax when the rules agree on the whole question, not on its bare 个税怎么算', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '科技成果转化奖金发到老师手上，个税怎么算');
    expect(r.message.sources[0]?.doc_no).toContain('58号');
    expect(lead(r.message.content)).toContain('减按50%');
  });

  it('answers 有优惠吗 told with a small profit by the preference, not by an entry on another amount’s 不能', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '我们一年利润就四十来万，十二个员工，企业所得税有优惠吗');
    expect(lead(r.message.content)).toContain('减按25%计算应纳税所得额');
    expect(lead(r.message.content)).not.toContain('350万');
  });

  it('answers the ratio asked by a 制造业企业, not the definition of one that holds the word 比例', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '我们是制造业企业，研发费用加计扣除现在按多少比例');
    expect(r.message.sources[0]?.doc_no).toContain('2023年第7号');
    expect(lead(r.message.content)).toMatch(/^100%/);
  });

  it('tells an 个体户 under the monthly line that no VAT is due', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '个体户月销售额九万要交增值税吗');
    expect(lead(r.message.content)).toMatch(/^不用交：/);
    expect(lead(r.message.content)).toContain('10万元以下');
  });

  it('answers a transfer income told in a story by the schedule that tiers it, however few of its words that holds', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '我们把一项发明专利卖给了下游厂家，今年技术转让所得七百万，企业所得税怎么算');
    expect(lead(r.message.content)).toMatch(/^所得700万元中，500万元以内的部分免征企业所得税，超过的200万元减半征收/);
  });

  it('reads a headcount said loosely (一千二百多号人) against the size standard', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '注塑厂一千二百多号人，营收五个亿，还能按中小企业去报项目吗');
    expect(lead(r.message.content)).toMatch(/^不属于中小微型企业/);
    expect(lead(r.message.content)).toContain('从业人员1200人');
  });

  it('answers R&D费用加计 of an IC design firm with its own 120%, not its tax holiday', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, 'IC设计公司 R&D费用加计 比普通企业高多少');
    expect(lead(r.message.content)).toMatch(/^120%/);
  });

  it('answers a 品种权 sold with the entry on 植物新品种, not the bare definition of 技术转让', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '种业公司把一个玉米品种权转让出去了，这个所得算不算技术转让，能不能免企业所得税');
    expect(lead(r.message.content)).toContain('植物新品种');
  });

  it('answers a 科研人员 selling shares with the 财产转让所得 rate, not the 股权激励 deferral', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '研究员把手里公司的股份卖了，这笔钱个税按几个点交');
    expect(lead(r.message.content)).toContain('20%');
    expect(r.message.sources[0]?.title).toContain('个人所得税法');
  });

  it('measures a company’s age told as two dates against 注册成立一年以上', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const r = await ask(u.token, '公司营业执照是二〇二五年九月下的，二〇二六年六月报高薪技术企业来得及吗');
    expect(lead(r.message.content)).toMatch(/^不能：/);
    expect(lead(r.message.content)).toContain('一年以上');
  });
});
