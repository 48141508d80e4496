import { describe, expect, it } from 'vitest';
import { intentFit, intentOf } from './intent.ts';
import type { Knowledge } from './knowledge.ts';
import { breaksLimit, brokenForItsComplement, meetsLimits } from './limits.ts';
import { entryLead, leadFor, withVerdict } from './verdict.ts';

const SMALL_PROFIT =
  '从事国家非限制和禁止行业，且同时符合年度应纳税所得额不超过300万元、从业人数不超过300人、资产总额不超过5000万元三个条件的企业。';
const EXCLUDED =
  '烟草制造业、住宿和餐饮业、批发和零售业、房地产业、租赁和商务服务业、娱乐业不适用研发费用税前加计扣除政策。';

describe('question intent', () => {
  it('tells yes/no, conditions, definitions, lists and the legal basis apart', () => {
    expect(intentOf('房地产公司搞研发能加计扣除不')).toBe('yesno');
    expect(intentOf('研发加计扣除是不是只有制造业能按100%')).toBe('yesno');
    expect(intentOf('批发零售企业能不能享受加计扣除')).toBe('yesno');
    expect(intentOf('小型微利企业的条件是什么')).toBe('condition');
    expect(intentOf('高企认定条件')).toBe('condition');
    expect(intentOf('高新技术企业是什么意思')).toBe('definition');
    expect(intentOf('哪些行业不让加计扣除')).toBe('list');
    expect(intentOf('小型微利企业所得税优惠的法律依据是什么？')).toBe('basis');
    expect(intentOf('研发费用加计扣除比例是多少？')).toBe('other');
  });

  it('fits an entry of the same kind best, and a question of no marked kind one of no marked kind', () => {
    expect(intentFit('condition', 'condition')).toBe(1);
    expect(intentFit('condition', 'yesno')).toBeLessThan(intentFit('condition', 'list'));
    expect(intentFit('yesno', 'list')).toBeLessThan(1);
    expect(intentFit('other', 'other')).toBe(1);
    expect(intentFit('other', 'yesno')).toBeLessThan(1);
  });
});

describe('an entry verdict on dealing with a right', () => {
  it('is no verdict on the owner’s own use of it, and 原则上不能 is a verdict like 不能', () => {
    const k = { qa: { covers: () => 1 } } as unknown as Pick<Knowledge, 'qa'>;
    const rule = '原则上不能：知识产权中的财产权出质后，出质人不得转让或许可他人使用，但出质人与质权人协商同意的除外。';
    const lead = (q: string) => entryLead(k, q, true)(rule, '专利质押后还能转让或许可吗？');
    expect(lead('专利出质后，我们自己车间还能继续用这个专利生产吗')).toBe(rule.slice('原则上不能：'.length));
    expect(lead('专利出质后还能转让给别人吗')).toBe(rule);
  });
});

describe('an entry verdict on what a rule requires within China', () => {
  it('is no verdict on a case with a party abroad', () => {
    const k = { qa: { covers: () => 1 } } as unknown as Pick<Knowledge, 'qa'>;
    const rule = '需要：技术转让应签订技术转让合同，境内的技术转让须经省级以上（含省级）科技部门认定登记。';
    const lead = (q: string) => entryLead(k, q, true)(rule, '技术转让享受所得税优惠需要合同登记吗？');
    expect(lead('专利卖给了新加坡一家公司，这份合同也要去科技部门认定登记吗')).toBe(rule.slice('需要：'.length));
    expect(lead('专利卖给了苏州一家公司，这份合同也要去科技部门认定登记吗')).toBe(rule);
  });
});

describe('the verdict of a yes/no question', () => {
  it('says 不能 when a figure the user states breaks the limit it is measured against', () => {
    expect(withVerdict('公司有350个员工还能享受小型微利企业优惠吗', SMALL_PROFIT)).toBe(`不能：${SMALL_PROFIT}`);
    expect(withVerdict('资产总额6000万还能算小微吗', SMALL_PROFIT)).toBe(`不能：${SMALL_PROFIT}`);
    // Days in China against the 183 of a 居民个人; asked whether he counts as one, the answer is 不算.
    const resident = '无住所而一个纳税年度内在中国境内居住累计满183天的个人，为居民个人。';
    expect(withVerdict('一年算下来在内地待了150来天，他算居民个人吗', resident)).toBe(`不算：${resident}`);
    expect(withVerdict('今年在中国已经住了200天，他算居民个人吗', resident)).toBe(`该项符合：${resident}`);
    // Not of a lead listing several conditions: one figure meets one of them at most.
    const eight = '须同时满足八项条件：成立一年以上、拥有核心知识产权、科技人员不低于10%、高新收入不低于60%。';
    expect(withVerdict('中间有一两年不怎么搞研发也没关系吧', eight)).toBe(eight);
    // A stay told in months is read in days (a month as 30).
    expect(withVerdict('一年在中国只待了3个月，他算居民个人吗', resident)).toBe(`不算：${resident}`);
    const nonResident = '无住所而一个纳税年度内在中国境内居住累计不满183天的个人，为非居民个人。';
    expect(meetsLimits('今年在中国待了180天，境外所得要交个人所得税吗', nonResident)).toBe(true);
    expect(breaksLimit('今年在中国待了180天，境外所得要交个人所得税吗', resident)).toBe(true);
    // Of two rules dividing one case, the one the figure breaks gives way to its complement; a rule with no
    // complement keeps its 不能.
    const stay = '今年在中国待了180天，境外所得要交个人所得税吗';
    expect(brokenForItsComplement(stay, resident, [resident, nonResident])).toBe(true);
    expect(brokenForItsComplement(stay, nonResident, [resident, nonResident])).toBe(false);
    // 350 breaks the 小型微利 line and meets 科小's 500, a line of its own, not the other side of 300.
    const tsme = '科技型中小企业须职工总数不超过500人。';
    const staff = '公司有350个员工还能享受小型微利企业优惠吗';
    expect(meetsLimits(staff, tsme)).toBe(true);
    expect(brokenForItsComplement(staff, SMALL_PROFIT, [SMALL_PROFIT, tsme])).toBe(false);
    expect(withVerdict('年收入3个亿的公司还能评吗', '年销售收入不超过2亿元。')).toBe('不能：年销售收入不超过2亿元。');
    // 不到10% is below a 不低于10% limit (不低于 holds 低于: the words are read whole).
    expect(withVerdict('科技人员不到10%能通过认定吗', '科技人员占比须不低于10%。')).toBe(
      '不能：科技人员占比须不低于10%。',
    );
  });

  it('says no 不能 to a question asking whether there is more than the list it names', () => {
    const list =
      '烟草制造业、住宿和餐饮业、房地产业以及财政部和国家税务总局规定的其他行业，不适用研发费用税前加计扣除政策。';
    expect(withVerdict('烟草、房地产能加计扣除吗', list)).toBe(`不能：${list}`);
    expect(withVerdict('除了烟草、房地产，还有没有兜底的说法', list)).toBe(list);
  });

  it('does not carry a verdict within one tax year over to the next', () => {
    const rule = '不能：外籍个人一经选择，在一个纳税年度内不得变更。';
    expect(leadFor('选了津补贴免税，年中能改为专项附加扣除吗', rule, true)).toBe(rule);
    expect(leadFor('今年选了津补贴免税，明年想改为专项附加扣除，行吗', rule, true)).toBe(rule.slice(3));
  });

  it('puts the verdict in place of the entry’s short figure lead, not before it', () => {
    const lead = '10万元：月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税。';
    expect(withVerdict('小规模纳税人月销售额13万能免增值税吗', lead)).toBe(`不能：${lead.slice(5)}`);
  });

  it('answers 不能 to a year after the end the rule states, whatever the entry’s own verdict', () => {
    const rule = '能：至2027年12月31日，外籍个人可以选择享受津补贴免税优惠。';
    expect(leadFor('外籍个人的子女教育费2028年还能免个人所得税吗', rule, true)).toBe(`不能：${rule.slice(2)}`);
    expect(leadFor('外籍个人的子女教育费2027年还能免个人所得税吗', rule, true)).toBe(rule);
  });

  it('reads each figure against the limit on the same thing, and sums each year’s against a total', () => {
    const rd = '近2年研发费用总额不低于1200万元，且每年占营业收入总额比重均不低于3%。';
    const q = '前年营业收入5500万、去年6500万，两年研发费用分别500万和800万，研发这条达标吗';
    expect(withVerdict(q, rd)).toBe(`该项符合：${rd}`);
    expect(withVerdict('两年研发费用分别500万和600万，达标吗', rd)).toBe(`不能：${rd}`);
    // A cap on the relief itself (减税额) is no limit on the price the user tells.
    const nev = '新能源汽车减半征收车辆购置税，每辆新能源乘用车减税额不超过1.5万元。';
    expect(withVerdict('2026年买了台10万的新能源汽车，车辆购置税能减半吗', nev)).not.toMatch(/^不能/);
    expect(withVerdict('算下来减税额有2万，能全部减掉吗', nev)).toMatch(/^不能/);
    // A figure of another measure is not read against the next clause's (6000万 is the 营业收入's, not 研发费用's).
    expect(withVerdict('去年营业收入6000万，近2年研发费用加起来1000万，每年占比都过了8%，够吗', rd)).toBe(
      `不能：${rd}`,
    );
    // 营业收入 against a limit on 营业收入 only, though 研发费用 in 万 is stated too.
    const revenue = '上年度营业收入总额不低于5000万元。';
    expect(withVerdict('去年营业收入6500万，研发费用800万，能报吗', revenue)).toBe(`该项符合：${revenue}`);
  });

  it('reads a rule of alternatives as met when one alternative is', () => {
    const either = '上年度营业收入总额在1000万元以上，或在1000万元以下但近2年新增股权融资总额达到2000万元以上。';
    expect(withVerdict('去年营业收入1300万，股权融资1500万，能报吗', either)).toBe(`该项符合：${either}`);
    expect(withVerdict('去年营业收入800万，股权融资1500万，能报吗', either)).toBe(`不能：${either}`);
  });

  it('says only that the one limit is met when the figure meets it, and overrides a stated verdict for another case', () => {
    expect(withVerdict('员工200人能享受吗', SMALL_PROFIT)).toBe(`该项符合：${SMALL_PROFIT}`);
    // Asked whether tax is due, against an exemption's line: 不用交 within it, 需要交 beyond it.
    const exempt = '月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税。';
    expect(withVerdict('月销售额9万要交增值税吗', exempt)).toBe(`不用交：${exempt}`);
    expect(withVerdict('月销售额12万要交增值税吗', exempt)).toBe(`需要交：${exempt}`);
    expect(withVerdict('月销售额9万能免增值税吗', exempt)).toBe(`该项符合：${exempt}`);
    expect(
      withVerdict('资产总额4000万元的企业能享受小型微利企业优惠吗', '不能：小型微利企业要求资产总额不超过5000万元。'),
    ).toBe('该项符合：小型微利企业要求资产总额不超过5000万元。');
  });

  it('leaves the lead alone when two limits of one unit could measure the figure', () => {
    expect(withVerdict('400万能享受吗', SMALL_PROFIT)).toBe(SMALL_PROFIT);
  });

  it('says 不能 when the rule excludes what the question names, in a list before 不适用 or after 不得', () => {
    expect(withVerdict('房地产公司搞研发能加计扣除不', EXCLUDED)).toBe(`不能：${EXCLUDED}`);
    expect(withVerdict('批发零售企业能不能享受加计扣除', EXCLUDED)).toBe(`不能：${EXCLUDED}`);
    const accident = '申请认定前一年内不得发生重大安全、重大质量事故或严重环境违法行为。';
    expect(withVerdict('去年出过重大质量事故，今年还能报高企吗', accident)).toBe(`不能：${accident}`);
    // A software company is not in the list: no verdict is made up.
    expect(withVerdict('软件公司能加计扣除吗', EXCLUDED)).toBe(EXCLUDED);
  });

  it('does not read a 不适用 outside a list as an exclusion of what the question names', () => {
    const all =
      '除不适用加计扣除的行业外，企业开展研发活动实际发生的研发费用，自2023年1月1日起均可按100%加计扣除，不再区分制造业与非制造业。';
    expect(withVerdict('研发加计扣除是不是只有制造业能按100%', all)).toBe(all);
  });

  it('says yes or no only from what decides the case asked (leadFor, the one place a verdict is put first)', () => {
    const prepay = '能：7月份预缴申报第2季度企业所得税时，可以自主选择就当年上半年研发费用享受加计扣除。';
    // An entry holding little of the question is on another case: its 能 is no answer; the clause stands alone.
    expect(leadFor('开KTV的公司自己搞研发能不能享受加计扣除', prepay, true, 0.1)).toBe(prepay.slice(2));
    // Asked of the entry's case, its verdict stands.
    expect(leadFor('预缴时能提前享受研发费用加计扣除吗', prepay, true, 0.9)).toBe(prepay);
    // Longer verdicts are verdicts too (能选择递延：, 不需要审批：).
    expect(leadFor('技术入股能递延吗', '不需要审批：资料留存备查。', true, 0.1)).toBe('资料留存备查。');
    // Asked whether only X counts, or only then, an entry's 需要 / 属于 would read as agreeing: the rule stands alone;
    // its 不是 still answers.
    const start = '需要：企业获得高新技术企业资格后，自证书注明的发证时间所在年度起申报享受税收优惠。';
    expect(leadFor('高企优惠是不是要等拿证的第二年才开始享受', start, true, 0.9)).toBe(start.slice(3));
    const pi = '属于：与已识别或者可识别的自然人有关的各种信息都是个人信息。';
    expect(leadFor('个人信息是不是只算身份证号', pi, true, 0.9)).toBe(pi.slice(3));
    const not = '不是：2023年起所有企业均按100%加计扣除。';
    expect(leadFor('研发加计扣除是不是只有制造业能按100%', not, true, 0.9)).toBe(not);
    // A question asking no yes or no gets the rule alone.
    expect(leadFor('预缴时怎么享受', prepay, false)).toBe(prepay.slice(2));
    // A verdict worked out from the user's figures against the rule still comes first.
    expect(leadFor('公司有350个员工还能享受小型微利企业优惠吗', SMALL_PROFIT, true, 0.1)).toBe(`不能：${SMALL_PROFIT}`);
  });
});

describe('figures read against the limit on what they measure', () => {
  const rule = '小型微利企业须年度应纳税所得额不超过300万元，同时从业人数不超过300人、资产总额不超过5000万元。';

  it('reads a figure against the measure named before it in its clause, not the one after', () => {
    expect(leadFor('员工110人，资产2600万，应纳税所得额270万，印花税能不能少交', rule, true, 0)).toMatch(/^该项符合/);
    expect(leadFor('员工110人，资产6000万，应纳税所得额270万，印花税能不能少交', rule, true, 0)).toMatch(/^不能/);
  });

  it('lets no entry speak for the user’s case when it asks of figures of its own the user did not state', () => {
    // The entry holds the question well (0.6): only its own figure (350万) keeps its 不能 from the user's case.
    const k = { qa: { covers: () => 0.6 } } as unknown as Pick<Knowledge, 'qa'>;
    const entry = '年应纳税所得额350万元的企业能享受小型微利企业优惠吗？';
    const no = `不能：${rule}`;
    const lead = (q: string) => entryLead(k, q, true)(no, entry);
    expect(lead('员工110人，应纳税所得额270万，印花税能不能少交')).toMatch(/^该项符合/);
    expect(lead('应纳税所得额350万元能享受小型微利企业优惠吗')).toBe(no);
    expect(lead('应纳税所得额350万能享受小型微利企业优惠吗')).toBe(no);
    // Nor on a question telling no figure: the entry's 不能 was said of 350万, not of every 小型微利企业 (the rule stands).
    expect(lead('小型微利企业能享受印花税减半吗')).toBe(rule);
    // An entry asking of no figure keeps its verdict.
    expect(entryLead(k, '小型微利企业能享受印花税减半吗', true)(no, '小型微利企业能享受印花税减半吗？')).toBe(no);
  });
});

describe('a stated figure breaking a limit of a text (breaksLimit)', () => {
  it('reads 小于 and 大于 limits as well as 不超过 and 不低于', () => {
    const tier = '不低于5%：最近一年销售收入小于5000万元（含）的企业，研发费用占比不低于5%。';
    expect(breaksLimit('最近1年销售收入刚好2亿，研发费用占比按哪一档算', tier)).toBe(true);
    expect(breaksLimit('最近1年销售收入3000万，研发费用占比按哪一档算', tier)).toBe(false);
    expect(breaksLimit('销售收入1000万', '销售收入大于2亿元的企业')).toBe(true);
  });
});
