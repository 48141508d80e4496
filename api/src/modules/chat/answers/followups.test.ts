import { expect, it } from 'vitest';
import { buildUser } from '../../../../test-kit/builders.ts';
import { describeEachDb } from '../../../../test-kit/harness.ts';
import { zskApiFor } from './zsk-test-api.ts';

/** 知识库 conversations: a follow-up is understood against the session's earlier turns (followup.ts, plan.ts). */
describeEachDb('zsk follow-ups', (dialect) => {
  const zsk = zskApiFor(dialect);
  const ask = zsk.ask.bind(zsk);

  it("keeps a follow-up to the previous answer's documents: 从哪年开始算 is asked of the same policy", async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '集成电路封装测试企业有什么所得税优惠');
    const docNo = first.message.sources[0]?.doc_no;
    expect(docNo).toContain('2020年第45号');
    // Alone, 从哪年开始算 is about some other policy; in the session it is the start of the same exemption.
    const alone = await ask(u.token, '从哪年开始算');
    expect(alone.message.sources[0]?.doc_no).not.toBe(docNo);
    const follow = await ask(u.token, '从哪年开始算', { session_id: first.session.id });
    expect(follow.message.sources[0]?.doc_no).toBe(docNo);
    expect(follow.message.content.split('\n\n')[0]).toContain('获利年度');
  });

  it('asks a pronoun on a preference of what the previous answer was about, not what the user first called itself', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '我们是做农机维修的小规模纳税人，一个季度营业额四十五万左右，增值税能免吗');
    const second = await ask(u.token, '它一年利润大概六十万，十几个员工，企业所得税实际怎么算', {
      session_id: first.session.id,
    });
    // The user called itself 小规模纳税人; the answer was 小型微利企业's rate, and 这个所得税优惠 is that one.
    expect(second.message.content.split('\n\n')[0]).toContain('20%');
    const third = await ask(u.token, '要是明年扩张了，资产到六千万，这个所得税优惠还能享受吗', {
      session_id: first.session.id,
    });
    expect(third.message.sources[0]?.doc_no).toContain('2023年第6号');
    expect(third.message.content.split('\n\n')[0]).toContain('5000万元');
  });

  it('asks a question that finds nothing alone of what the session’s answers were about (里面有二十万…这块怎么算)', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '东莞做柔性电路板的厂，今年上半年研发费用已经花了三百八十万，七月报二季度所得税时能先享受加计吗',
    );
    expect(first.message.sources[0]?.doc_no).toContain('2023年第11号');
    // Alone it names no tax and no kind; the session was on 研发费用加计扣除, whose rules leave 市场调查研究 out.
    const alone = await ask(u.token, '里面有二十万是做的市场调研，这块怎么算');
    expect(alone.message.sources).toHaveLength(0);
    const next = await ask(u.token, '里面有二十万是做的市场调研，这块怎么算', { session_id: first.session.id });
    expect(next.message.sources[0]?.doc_no).toBe('财税〔2015〕119号');
    expect(next.message.content.split('\n\n')[0]).toContain('市场调查研究');
  });

  it('asks a subject-less follow-up that finds nothing on the earlier words of what the answers were about', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '我们把一项发明专利独家许可给日本一家公司在全球用六年，拿了八百万许可费，这种能算技术转让减免所得税吗',
    );
    const session = { session_id: first.session.id };
    // Read with the first turn's long story, 那八百万具体怎么交税 finds nothing; asked of the theme (技术转让所得税收
    // 优惠), the 500万 line of the 实施条例 answers it.
    const tax = await ask(u.token, '那八百万具体怎么交税', session);
    expect(tax.message.content.split('\n\n')[0]).toContain('减半征收');
    const contract = await ask(u.token, '这个减免得准备啥合同', session);
    expect(contract.message.content.split('\n\n')[0]).toContain('技术转让合同');
  });

  it('does not move a follow-up to another theme’s entry that asks none of its own words', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '东莞做柔性电路板的厂，今年上半年研发费用已经花了三百八十万，七月报二季度所得税时能先享受加计吗',
    );
    // The 技术转让 entry on 按年计算 meets only the session's words and the follow-up's 怎么算.
    const fee = await ask(u.token, '还有四十万是请一个外部专家做的咨询，这块怎么算', { session_id: first.session.id });
    expect(fee.message.content).not.toContain('技术转让');
    expect(fee.message.sources).toHaveLength(0);
    // One asking some of its own words may move the session on: the contract's registration.
    const sale = await ask(
      u.token,
      '厦门一家做海洋生物材料的公司，把一项发明专利的所有权卖给一家上市药企，所得七百万，企业所得税怎么算',
    );
    const contract = await ask(u.token, '这些合同要去哪儿登记才算数', { session_id: sale.session.id });
    expect(contract.message.content.split('\n\n')[0]).toContain('科技部门');
  });

  it("asks the session's documents when a follow-up naming subjects of its own finds nothing alone", async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '公司名下一项专利都没有，能报高新技术企业吗');
    expect(first.message.content.split('\n\n')[0]).toContain('知识产权的所有权');
    // 高校 and 发明专利 are its own subjects, yet alone it finds nothing: the 高企 rule on IP says 受让 counts.
    const next = await ask(u.token, '那从高校买几项发明专利过来，算数吗', { session_id: first.session.id });
    expect(next.message.sources[0]?.doc_no).toBe('国科发火〔2016〕32号');
    expect(next.message.content.split('\n\n')[0]).toContain('受让');
  });

  it("leaves the previous answer's document when the session's subject is asked something another rule states", async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '高新技术企业以前没弥补完的亏损能往后结转几年');
    expect(first.message.sources[0]?.doc_no).toBe('财税〔2018〕76号');
    // 这个资格 is the 高企 qualification: its validity is in the 认定管理办法, not in the carry-forward notice.
    const next = await ask(u.token, '这个资格能管几年', { session_id: first.session.id });
    expect(next.message.sources[0]?.doc_no).toBe('国科发火〔2016〕32号');
    expect(next.message.content.split('\n\n')[0]).toContain('三年');
  });

  it("leaves it too for an entry asking much of the follow-up's own words (住房补贴 after 居民个人)", async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '外籍高管去年在中国住了两百天，算居民个人吗');
    expect(first.message.content.split('\n\n')[0]).toContain('183天');
    const next = await ask(u.token, '那他的住房补贴免个税，政策到哪年为止', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('2027年12月31日');
  });

  it('reads 要准备什么材料 as asking for the papers of the session’s rule, not as words the knowledge base lacks', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '生物医药新品种转让能享受企业所得税减免吗');
    const next = await ask(u.token, '要准备什么材料', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('技术转让合同');
  });

  it('asks a tax the session’s documents never name of the rule on that tax (那…的增值税呢 after 企业所得税)', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '专利以普通许可的方式授权给三家厂用，合同签了六年，这种许可费能算技术转让所得享受减免吗',
    );
    expect(first.message.sources.map((x) => x.doc_no)).toContain('财税〔2015〕116号');
    const next = await ask(u.token, '那这笔许可收入的增值税呢', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('免征增值税');
    expect(next.message.sources.map((x) => x.doc_no)).toContain('财税〔2016〕36号');
  });

  it('asks the previous entry’s question of a new tax when the follow-up’s own words find nothing (开票时的增值税)', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '我们把一项专利转让给了别的公司，所得两百万，企业所得税要交吗');
    expect(first.message.sources[0]?.doc_no).toBe('国务院令第512号');
    const next = await ask(u.token, '开票的时候增值税要不要交', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('免征增值税');
    expect(next.message.sources[0]?.doc_no).toBe('财税〔2016〕36号');
  });

  it('asks a new tax of what the session’s earlier answers were about when nothing else answers (转让收入的增值税)', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '两家子公司今年各转让了一项专利，所得都是四百万，是合起来算五百万的额度还是各算各的',
    );
    const papers = await ask(u.token, '那要准备什么材料', { session_id: first.session.id });
    expect(papers.message.content.split('\n\n')[0]).toContain('技术转让合同');
    // The papers' entry is on 技术合同登记; the tax is asked of the first answer's 技术转让所得 instead.
    const next = await ask(u.token, '这两笔转让收入的增值税呢', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('免征增值税');
    expect(next.message.sources[0]?.doc_no).toBe('财税〔2016〕36号');
  });

  it('asks a tax the session’s answer never names of the session’s subject (那它的印花税呢 after 小规模纳税人)', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '小归模 这个月开票九万九，增值税怎么交');
    expect(first.message.sources[0]?.doc_no).toContain('2023年第19号');
    const next = await ask(u.token, '那它的房产税、印花税能不能也少交点', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('减半征收');
    expect(next.message.sources[0]?.doc_no).toContain('2023年第12号');
    // The income tax knows no 小规模纳税人: a small firm's preference there is the 小型微利企业 one.
    const third = await ask(u.token, '企业所得税呢，小规模纳税人有没有单独的优惠', { session_id: first.session.id });
    expect(third.message.content.split('\n\n')[0]).toContain('20%的税率');
  });

  it('reads a follow-up asking a whole question of a new subject on its own, not as the earlier case', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '我们是做物业管理的，想开发个智慧社区平台，研发投入能享受加计扣处吗');
    expect(first.message.content.split('\n\n')[0]).toContain('房地产业');
    const next = await ask(u.token, '那我们单独注册一家软件公司来做这个平台呢，研发费用能加计多少', {
      session_id: first.session.id,
    });
    expect(next.message.content.split('\n\n')[0]).toContain('100%');
    expect(next.message.sources[0]?.doc_no).toContain('2023年第7号');
  });

  it('answers a follow-up saying much of its own by the entry both it and the session rank (五百万 of 技术转让所得)', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '把专利全球独占许可给别人用，期限正好五年，这算技术转让吗');
    expect(first.message.content.split('\n\n')[0]).toContain('全球独占许可使用权');
    const next = await ask(u.token, '那这笔转让所得正好五百万，企业所得税要交多少', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('不超过500万元的部分');
  });

  it('reads a question opening on what comes next (认下来以后) as asking of the session’s subject', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '高企申报，最近一年销售收入刚好两个亿，研发费用占比按哪一档算');
    const next = await ask(u.token, '认下来以后，所得税按多少交', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('15%');
    const third = await ask(u.token, '要是三年后没去重新认定，这个15%还能接着享受吗', { session_id: first.session.id });
    expect(third.message.content.split('\n\n')[0]).toContain('有效期为三年');
  });

  it('keeps a session to its subject: after 技术入股, 需要满足什么条件 is its condition, not 股权激励 of the same document', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '我用专利技术作价入股一家公司，对方全部给股权，入股时就要交个税吗');
    expect(first.message.sources[0]?.doc_no).toBe('财税〔2016〕101号');
    const next = await ask(u.token, '这个需要满足什么条件', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('技术成果投资入股');
    expect(next.message.content.split('\n\n')[0]).not.toContain('股票期权');
  });

  it('reads a follow-up narrowing the same subject (如果是新药相关的发明专利呢) as asking of the narrower case', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '发明专利授权拖得太久，期限能补偿吗');
    expect(first.message.content.split('\n\n')[0]).toContain('满4年');
    const follow = await ask(u.token, '如果是新药相关的发明专利呢', { session_id: first.session.id });
    expect(follow.message.content.split('\n\n')[0]).toContain('不超过14年');
  });

  it('asks a follow-up naming no subject of the theme the session is on when its documents hold nothing of it', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '两家子公司各转让了一项专利，所得都是四百万，是合起来算五百万的额度，还是各算各的',
    );
    expect(first.message.sources[0]?.doc_no).toBe('国务院令第512号');
    // The papers are in another rule than the exemption's: the session's theme (技术转让所得) finds it.
    const next = await ask(u.token, '那要准备什么材料', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('技术转让合同');
  });
  it('plans a follow-up naming its own subject on its own when the session reading finds nothing', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '做食品包装机械的工厂，三百五十人，去年营收一亿八，按划型标准算中型吗');
    // 一亿八 is 1.8亿, not 1亿.
    expect(first.message.content.split('\n\n')[0]).toContain('营业收入18000万元');
    const id = first.session.id;
    await ask(u.token, '那它能评科技型中小企业吗，资产一亿六', { session_id: id });
    // Its 它 points back, and resolved against the earlier turn it asks 那它能评高新技术企业吗, which finds nothing; the
    // question names 高企 and asks the 科技人员 share itself.
    const third = await ask(u.token, '它搞研发的有四十个人，想报高企，科技人员占比够吗', { session_id: id });
    expect(third.message.sources[0]?.doc_no).toBe('国科发火〔2016〕32号');
    expect(third.message.content.split('\n\n')[0]).toContain('不低于10%');
  });
  it('asks a follow-up on another tax of that tax, and a 划型 naming no industry of the industry the session told', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '南京一家做工业设计软件的公司，国家鼓励的软件企业，二〇二四年第一年盈利，企业所得税怎么交',
    );
    const session = { session_id: first.session.id };
    // Not the earlier 企业所得税 question with 一般纳税人 put in: its own question on the 增值税.
    const vat = await ask(u.token, '它卖软件授权的增值税有优惠吗，公司是一般纳税人', session);
    expect(vat.message.content.split('\n\n')[0]).toContain('即征即退');
    const size = await ask(u.token, '公司两百一十人，营收八千万，按划型标准算哪一类', session);
    expect(size.message.content.split('\n\n')[0]).toMatch(/^中型企业：按软件和信息技术服务业的标准/);
  });
  it('answers a follow-up naming what the session answer leaves out from the rule that states it', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '我们有一项发明专利质押给银行做贷款了，现在想声明开放许可，谁都能用，行不行');
    expect(first.message.content.split('\n\n')[0]).toContain('协商同意');
    // 开放许可 is the 专利法's: not the pledge's rule again.
    const next = await ask(u.token, '要是银行同意了，开放许可具体怎么办', { session_id: first.session.id });
    expect(next.message.sources[0]?.title).toContain('专利法');
    expect(next.message.content.split('\n\n')[0]).toContain('国务院专利行政部门');
  });
  it('keeps a follow-up to the previous answer when it already holds what is asked, and leaves it when it holds nothing', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const vc = await ask(u.token, '公司制创投投了一家种子期科技企业五百万，满两年以后能按投资额抵扣吗');
    expect(vc.message.sources[0]?.doc_no).toBe('财税〔2018〕55号');
    // 512号's 中小高新技术企业 rule says 结转抵扣 as well; the session's own notice answers.
    const rest = await ask(u.token, '那满了以后当年利润不够抵怎么办', { session_id: vc.session.id });
    expect(rest.message.sources[0]?.doc_no).toBe('财税〔2018〕55号');
    expect(rest.message.content.split('\n\n')[0]).toContain('结转抵扣');
    // The 科小 notice holds nothing of 研发费用加计: the follow-up is answered from the rule on it.
    const tsme = await ask(
      u.token,
      '职工二百六十人，年销售收入一亿五，资产总额一亿八千万，想评科技型中小企业，规模上行吗',
    );
    const rd = await ask(u.token, '入了库的话，研发费用加计是不是能比普通企业多扣一些', {
      session_id: tsme.session.id,
    });
    expect(rd.message.content.split('\n\n')[0]).toContain('100%');
    const loss = await ask(u.token, '那前几年亏的钱还没补完，能多补几年', { session_id: tsme.session.id });
    expect(loss.message.sources[0]?.doc_no).toBe('财税〔2018〕76号');
  });
  it("lets a provision on the session's kind far ahead of the found entry answer a completed follow-up", async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '我们是国家鼓励的集成电路设计企业，去年是第一个获利年度，企业所得税有啥优惠');
    expect(first.message.content.split('\n\n')[0]).toContain('第一年至第二年免征');
    // The 120% rule for 集成电路企业, not the tax holiday again.
    const next = await ask(u.token, '那研发费用加计能按多少比例', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('120%');
    // Nor a rule on another kind that shares the follow-up's common words (税收优惠: the 新型研发机构's).
    const tsme = await ask(u.token, '科小 评价打分刚好六十分 能入库吗');
    const perks = await ask(u.token, '它能享受哪些税收优惠', { session_id: tsme.session.id });
    expect(perks.message.content.split('\n\n')[0]).not.toContain('新型研发机构');
  });

  it('taxes money pointed at (这笔奖金) as the previous answer granted it, not as another sum of that name', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(
      u.token,
      '我们是省属高校，一项发明专利许可给一家企业用，许可净收入三百万，学校没出奖励办法也没跟团队约定，团队能分多少',
    );
    expect(first.message.content.split('\n\n')[0]).toContain('不低于50%');
    const second = await ask(u.token, '那这笔奖金发到老师手上，个税怎么算', { session_id: first.session.id });
    expect(second.message.sources[0]?.doc_no).toContain('58号');
    expect(second.message.content.split('\n\n')[0]).toContain('减按50%');
    // 补定 a rule is to 制定 it: the procedure the law sets for it.
    const third = await ask(u.token, '要是学校现在补定一个奖励办法呢，有啥程序上的要求', {
      session_id: first.session.id,
    });
    expect(third.message.content.split('\n\n')[0]).toContain('听取本单位科技人员的意见');
  });

  it('asks a bare follow-up that the previous answer does not answer of the session’s theme', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const lead = (r: { message: { content: string } }) => r.message.content.split('\n\n')[0] ?? '';
    const first = await ask(u.token, '我们按季预缴，七月份报二季度的时候，上半年的研发费用能不能先加计扣掉');
    const at = { session_id: first.session.id };
    await ask(u.token, '七月份忘了选 那还能补吗', at);
    const claim = await ask(u.token, '享受这个要不要先去税务局备案审批', at);
    expect(lead(claim)).toContain('留存备查');
    // Read on the last turn's words it would get the same 留存备查 again: it asks the 加计扣除's ratio.
    const ratio = await ask(u.token, '比例是多少来着', at);
    expect(lead(ratio)).toMatch(/^100%/);
    expect(ratio.message.sources[0]?.doc_no).toContain('2023年第7号');
  });

  it('asks a follow-up naming its own kind and a bare 所得税 of that kind’s income tax, not the earlier VAT', async () => {
    const u = await buildUser(zsk.api.deps.db.db);
    const first = await ask(u.token, '做嵌入式软件的一般纳税人，卖自己开发的软件产品，增值税有啥优惠');
    expect(first.message.content).toContain('即征即退');
    const next = await ask(u.token, '那它要是被认成国家鼓励的软件企业，所得税呢', { session_id: first.session.id });
    expect(next.message.content.split('\n\n')[0]).toContain('第一年至第二年免征企业所得税');
  });
});
