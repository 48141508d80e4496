import { describe, expect, it } from 'vitest';
import { askedTopics } from './asked.ts';
import {
  caseFit,
  periodFit,
  generalFit,
  itemFit,
  pointedItem,
  namedDocs,
  quantityFit,
  statusFit,
  versionFit,
  subjectFit,
  pledgeFit,
  limitFit,
  taxFit,
  titleFit,
  turnFit,
  withoutDocNumbers,
} from './fit.ts';
import type { QaItem } from './knowledge.ts';
import { subjectsOf, withoutDenied } from './subjects.ts';
import { qaItem } from './test-facts.ts';
import { intentFit, intentOf } from './intent.ts';

describe('a question naming a 文号', () => {
  it('is matched on its other words, the number kept to pick the document', () => {
    expect(withoutDocNumbers('国科发火2016 32号 高企研发费用怎么归集')).toBe('高企研发费用怎么归集');
    expect(withoutDocNumbers('按财税〔2015〕119号文，其他相关费用限额怎么算')).toBe('按 ，其他相关费用限额怎么算');
    expect(namedDocs('国科发火2016 32号 高企研发费用怎么归集')).toEqual([{ year: '2016', num: '32' }]);
  });

  it('stays whole when the number is most of it or it names none', () => {
    expect(withoutDocNumbers('2019年8号公告说了什么')).toBe('2019年8号公告说了什么');
    expect(withoutDocNumbers('技术转让所得怎么减免')).toBe('技术转让所得怎么减免');
  });
});

describe('fit factors for the kind of answer asked', () => {
  it('answers with a status (已修订：…) only a question on validity', () => {
    const status = '已修订：制造业企业100%加计扣除的规定，已由2023年第7号公告扩展到各类企业。';
    expect(statusFit('13号公告还有效吗', status)).toBe(1);
    expect(statusFit('13号公告被替代了吗', status)).toBe(1);
    expect(statusFit('13号公告里的制造业企业主营业务收入要占多少才算', status)).toBeLessThan(1);
    expect(statusFit('13号公告里的制造业企业主营业务收入要占多少才算', '50%以上')).toBe(1);
  });

  it('answers a question under the new rules after entries resting only on a revised document', () => {
    expect(versionFit('新办法报小巨人，知识产权要几项', [true])).toBe(0.75);
    expect(versionFit('新办法报小巨人，知识产权要几项', [true, false])).toBe(1);
    expect(versionFit('报小巨人知识产权要几项', [true])).toBe(1);
  });

  it('reads 要占多少才算 as asking what qualifies, which a definition answers as well as a condition', () => {
    expect(intentOf('主营业务收入要占多少才算制造业企业')).toBe('condition');
    expect(intentFit('condition', 'definition')).toBe(1);
    expect(intentFit('condition', 'yesno')).toBeLessThan(1);
  });

  it('puts first what cites a document named by its title', () => {
    expect(titleFit(new Set([7]), [3, 7])).toBeGreaterThan(1);
    expect(titleFit(new Set([7]), [3])).toBe(1);
    expect(titleFit(new Set(), [3])).toBe(1);
    // Naming a revised document (按暂行办法) asks its rule, not the current one on the same words.
    expect(titleFit(new Set([7]), [3], true)).toBeLessThan(1);
    expect(titleFit(new Set([7]), [7], true)).toBeGreaterThan(1);
  });

  it('reads when a preference starts and how it is claimed as kinds of answer, stated by the rule of that kind', () => {
    expect(askedTopics('享受企业所得税优惠是备案制还是审批制')).toContain('程序');
    expect(askedTopics('证书发证时间是2025年11月，2025年度能按高企优惠申报吗')).toContain('时间');
    expect(askedTopics('资格今年才批下来，去年的汇算能不能补享受优惠')).toContain('时间');
    // Asked by the year's filing or the rate (汇算清缴就能按15%算了吗) as much as by 享受.
    expect(askedTopics('证书注明的发证时间是2024年12月，那2024年度汇算清缴就能按15%算了吗')).toContain('时间');
    expect(askedTopics('证书2023年10月发的，今年汇算还能按高新技术企业算吗')).toContain('时间');
    // A year alone (the period a preference covers) asks no start.
    expect(askedTopics('2025年买新能源车能享受免征吗')).not.toContain('时间');
    const procedure = '企业享受企业所得税优惠事项，采取“自行判别、申报享受、相关资料留存备查”的办理方式。';
    expect(quantityFit(['程序'], procedure)).toBe(1);
    expect(quantityFit(['程序'], '国家需要重点扶持的高新技术企业，减按15%的税率征收企业所得税。')).toBeLessThan(1);
  });

  it('reads the steps of a procedure and a period in years as kinds of answer, and a written declaration as a step', () => {
    expect(intentOf('成果挂牌交易还要走什么程序')).toBe('procedure');
    expect(askedTopics('递延纳税的办理步骤')).toContain('程序');
    expect(askedTopics('外观设计保护多少年')).toContain('期限');
    expect(askedTopics('2025年度的亏损多少年度能弥补完')).not.toContain('期限');
    const declared = '专利权人自愿以书面方式向国务院专利行政部门声明愿意许可任何单位或者个人实施其专利。';
    expect(quantityFit(['程序'], declared)).toBe(1);
  });

  it('sets aside a subject the user says it is not, when it names the one it is', () => {
    expect(withoutDenied('我们是集成电路设计企业，不是重点集成电路设计企业，所得税免几年')).toBe(
      '我们是集成电路设计企业，不是，所得税免几年',
    );
    expect(subjectsOf(withoutDenied('公司是软件企业，并非重点软件企业，能免税吗')).map((s) => s.name)).toEqual([
      '软件企业',
    ]);
    // A denial alone is the user's case: 不是高企 decides whether the 15% applies.
    expect(withoutDenied('我们不是高新技术企业，能享受15%的税率吗')).toBe('我们不是高新技术企业，能享受15%的税率吗');
  });

  it('answers a question naming no special subject with the general rule before the special one', () => {
    const special = '集成电路企业和工业母机企业研发形成无形资产的，按无形资产成本的220%在税前摊销。';
    const general = '企业研发活动形成无形资产的，自2023年1月1日起按照无形资产成本的200%在税前摊销。';
    const entry = '集成电路企业研发形成无形资产的，按多少摊销？';
    const asked = subjectsOf('研发费用形成无形资产摊销比例');
    expect(generalFit(asked, entry, [special])).toBeLessThan(1);
    expect(generalFit(asked, '研发形成无形资产的，怎么在税前摊销？', [general])).toBe(1);
    // Asked of the special subject, its rule is no special case.
    expect(generalFit(subjectsOf('集成电路企业研发形成无形资产怎么摊销'), entry, [special])).toBe(1);
    // A rule whose facts alone name a subject is the rule asked, not a special case of it.
    const cash = '依法批准设立的非营利性研究开发机构和高等学校，从职务科技成果转化收入中给予科技人员的现金奖励…';
    expect(generalFit(subjectsOf('学校发的成果转化现金奖励怎么交个税'), '科研人员的现金奖励怎么交个税？', [cash])).toBe(
      1,
    );
  });
});

describe('expensed and capitalised R&D spending are two cases', () => {
  const entry = (question: string): QaItem => qaItem(1, question);
  it('lowers an entry on the other case, and leaves alone a question naming neither or both', () => {
    expect(caseFit('研发加计 280万 未形成无形资产 能多扣多少', entry('研发形成无形资产的，怎么在税前摊销？'))).toBe(
      0.7,
    );
    expect(caseFit('研发形成无形资产的怎么摊销', entry('未形成无形资产的研发费用怎么扣？'))).toBe(0.7);
    expect(caseFit('研发加计 未形成无形资产', entry('研发费用加计扣除的比例现在是多少？'))).toBe(1);
    expect(caseFit('研发费用加计扣除比例', entry('研发形成无形资产的，怎么在税前摊销？'))).toBe(1);
    // An entry on amortising at 200% is on the capitalised case whatever it calls the asset.
    expect(caseFit('研发费用 未形成无形资产 能多扣多少', entry('研发形成的专利技术按200%摊销是什么意思？'))).toBe(0.7);
    // Research commissioned abroad and at home are two cases as well.
    expect(caseFit('委托境外机构做课题，能全部算进加计吗', entry('委托外部机构研发的费用怎么加计扣除？'))).toBe(0.7);
    expect(caseFit('委托外部机构做的研发', entry('委托境外机构研发的费用能加计扣除吗？'))).toBe(0.7);
    expect(caseFit('委托境外机构做课题', entry('委托境外个人研发的费用能加计扣除吗？'))).toBe(1);
  });

  it('answers a step missed or a choice switched by the entry on that turn of the case', () => {
    const missed = '7月份预缴的时候没选享受上半年研发费用加计扣除，还有机会吗';
    expect(turnFit(missed, entry('预缴时能提前享受研发费用加计扣除吗？'))).toBe(0.75);
    expect(turnFit(missed, entry('7月份预缴没有享受加计扣除，还能补享受吗？'))).toBe(1);
    const switched = '外籍工程师今年选了子女教育费等津补贴免税，明年想改为专项附加扣除，行吗';
    expect(turnFit(switched, entry('外籍人才的住房补贴、子女教育费还能免个人所得税吗？'))).toBe(0.75);
    expect(turnFit(switched, entry('外籍个人选了津补贴免税，年中能改为专项附加扣除吗？'))).toBe(1);
    // A right already pledged: the rule's own text tells that turn (出质后), the rule on pledging it does not.
    const licensed = '著作权质押以后，还能许可给他们吗';
    expect(pledgeFit(licensed, '知识产权中的财产权出质后，出质人不得转让或者许可他人使用')).toBe(1);
    expect(pledgeFit(licensed, '著作权等知识产权中的财产权，可以出质。')).toBe(0.6);
    expect(pledgeFit('著作权能质押吗', '著作权等知识产权中的财产权，可以出质。')).toBe(1);
    // The item of a standard the user points at (研发这条): an entry on another item answers another question.
    const pointed = '营业收入6500万，研发费用分别500万和800万，研发这条达标吗';
    expect(itemFit(pointedItem(pointed), entry('营业收入4000万元的企业能申报专精特新“小巨人”吗？'))).toBe(0.8);
    expect(itemFit(pointedItem(pointed), entry('专精特新“小巨人”企业研发费用要达到多少？'))).toBe(1);
    expect(pointedItem('请韩国一家研究所做的这块怎么算')).toBeNull();
    expect(itemFit(pointedItem('请韩国一家研究所做的这块怎么算'), entry('委托境外机构研发的费用能加计扣除吗？'))).toBe(
      1,
    );
    // A building turned into a 众创空间 is no choice switched.
    expect(turnFit('我们想把闲置厂房改为众创空间，有什么要求', entry('什么是众创空间？'))).toBe(1);
    // A right already pledged asks what may still be done with it, not whether it may be pledged.
    const pledged = '公司的软件著作权出质后，现在有家公司想转让，我们能直接转让吗';
    expect(turnFit(pledged, entry('著作权可以用来质押融资吗？'))).toBe(0.6);
    expect(turnFit(pledged, entry('专利质押后还能转让或许可吗？'))).toBe(1);
  });
});

describe('a year in the question', () => {
  it('is a date of the case: a text naming another year or none is not on another subject', () => {
    const asked = subjectsOf('发明专利是2008年申请的，还在保护期吗');
    expect(subjectFit(asked, '发明专利的保护期限是多少年？')).toBe(1);
    expect(subjectFit(subjectsOf('小微企业所得税优惠 2028年'), '执行至2027年12月31日的小型微利企业优惠')).toBe(1);
  });

  it('is the last one named when several are: the case asked', () => {
    const years = subjectsOf('2025年3月买的新能源汽车免了购置税，现在2026年再买一辆，还是全免吗').filter(
      (s) => s.cls === 'year',
    );
    expect(years.map((s) => s.name)).toEqual(['2026年']);
  });
});

describe('a question on one tax', () => {
  const item = (question: string, answer: string): QaItem => ({
    id: 1,
    sourceId: 'e',
    question,
    phrasings: [],
    answer,
    theme: '',
    regionCode: '',
    validFrom: null,
    validTo: null,
    factIds: [],
  });
  it('is answered after by an entry on another tax, and alike by one on it or on none', () => {
    const income = item('技术转让所得能免征企业所得税吗？', '不超过500万元的部分免征企业所得税');
    expect(taxFit('技术转让能免征增值税吗', income)).toBeLessThan(1);
    expect(taxFit('技术转让能免征企业所得税吗', income)).toBe(1);
    expect(taxFit('技术转让要签什么合同', income)).toBe(1);
    // Of several taxes named, an entry on none of them answers after; one on any of them, alike.
    expect(taxFit('增值税怎么交，房产税呢', income)).toBeLessThan(1);
    expect(taxFit('企业所得税怎么交，房产税呢', income)).toBe(1);
  });
});

describe('two kinds the user says it is at once', () => {
  it('are each answered by an entry on the other, but not when the user says it is neither', () => {
    const both = '我是个体户，也是小规模纳税人，增值税要交吗';
    const entry = '月销售额10万元以下的增值税小规模纳税人免征增值税吗？';
    expect(subjectFit(subjectsOf(both), entry, 0.85, both)).toBeGreaterThan(0.5);
    const neither = '我们既不是高新技术企业也不是小型微利企业，企业所得税税率多少';
    expect(subjectFit(subjectsOf(neither), '高新技术企业的企业所得税税率是多少？', 0.85, neither)).toBeLessThan(0.5);
  });
});

describe("an entry's period against the year asked", () => {
  const entry = (validFrom: string | null, validTo: string | null): QaItem => ({
    id: 1,
    sourceId: 'e',
    question: '',
    phrasings: [],
    answer: '',
    theme: '',
    regionCode: '',
    validFrom,
    validTo,
    factIds: [],
  });
  const year = (q: string) => subjectsOf(q);
  it('answers a year before its period began less well (the later rule), and a year within it fully', () => {
    expect(periodFit(year('自查2022年的汇算，当时能按多少加计'), entry('2023-01-01', null), '2026-11-20')).toBe(0.7);
    expect(periodFit(year('2024年研发费用能加计多少'), entry('2023-01-01', null), '2026-11-20')).toBe(1);
    expect(periodFit(year('研发费用能加计多少'), entry('2023-01-01', null), '2026-11-20')).toBe(1);
  });
  it('answers a question naming no year less well with an entry whose period has ended', () => {
    expect(periodFit(year('新能源车购置税'), entry(null, '2025-12-31'), '2026-11-20')).toBe(0.7);
    expect(periodFit(year('2025年买新能源车购置税'), entry(null, '2025-12-31'), '2026-11-20')).toBe(1);
  });
  it('answers a year after its period ends with the entry stating that end only', () => {
    const ends = { ...entry(null, '2027-12-31'), answer: '至2027年12月31日，外籍个人可以选择享受津补贴免税优惠。' };
    const silent = { ...entry(null, '2027-12-31'), answer: '外籍个人一经选择，在一个纳税年度内不得变更。' };
    expect(periodFit(year('2028年外籍个人的子女教育费还能免个税吗'), ends, '2026-11-20')).toBe(1);
    expect(periodFit(year('2028年外籍个人的子女教育费还能免个税吗'), silent, '2026-11-20')).toBe(0.7);
    expect(periodFit(year('2027年外籍个人的子女教育费还能免个税吗'), silent, '2026-11-20')).toBe(1);
  });
});

describe('an entry on the case a limit bounds', () => {
  it('measures the user’s figure by a limit in the entry’s question when its answer states none', () => {
    const q = '德国工程师今年在中国累计居住120天，要交个人所得税吗';
    const bounded = qaItem(1, '外籍人才一年在华居住不满183天怎么交个人所得税？', {
      answer: '为非居民个人，仅就从中国境内取得的所得缴纳个人所得税。',
    });
    const unbounded = qaItem(2, '外籍人才怎么交个人所得税？', {
      answer: '为非居民个人，仅就从中国境内取得的所得缴纳个人所得税。',
    });
    expect(limitFit(q, bounded)).toBe(1);
    expect(limitFit(q, unbounded)).toBeLessThan(1);
  });
});
