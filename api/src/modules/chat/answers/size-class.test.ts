import { describe, expect, it } from 'vitest';
import { sizeAnswer, sizeStandards } from './size-class.ts';
import { referenceFacts } from './test-facts.ts';

const FACTS = [...referenceFacts().values()];
const STANDARDS = sizeStandards(FACTS);

describe('划型 from the standard of the reference facts', () => {
  it('reads one standard per industry the reference states, with its tiers', () => {
    expect(STANDARDS.length).toBeGreaterThanOrEqual(2);
    for (const s of STANDARDS) {
      expect(s.tiers.map((t) => t.tier)).toEqual(['中型', '小型']);
      expect(s.fact.text.startsWith(s.industry)).toBe(true);
    }
  });

  it.each([
    ['工厂180个人，1年营业收入3000万，算小型还是中型企业', /^小型企业：按工业的标准/],
    ['软件企业工厂180个人，1年营业收入3000万，算小型还是中型企业', /^中型企业：按软件和信息技术服务业的标准/],
    ['软件公司20个人营业收入500万算小型还是微型', /^小型企业/],
    ['员工8个人的软件公司属于什么类型企业', /^微型企业/],
    ['做铸件的工厂，80个工人，1年营业收入1200万，按划型标准是小型企业吧', /^小型企业：按工业的标准/],
    // A software firm named by what it makes (小程序, App).
    ['做小程序的工作室3个人，1年营业收入80万，算什么类型', /^微型企业：按软件和信息技术服务业的标准/],
    ['做App外包的公司50人营业收入2000万算小型吗', /^小型企业：按软件和信息技术服务业的标准/],
    ['工厂1200人营业收入5亿算中小企业吗', /^不属于中小微型企业/],
  ])('%s → %s', (q, lead) => {
    expect(sizeAnswer(q, STANDARDS, false)?.lead).toMatch(lead);
  });

  it('takes the industry the session told when the question names none', () => {
    const earlier = ['南京一家做设计软件的公司，企业所得税怎么交'];
    expect(sizeAnswer('公司210人，营业收入8000万，按划型标准算哪一类', STANDARDS, false, earlier)?.lead).toMatch(
      /^中型企业：按软件和信息技术服务业的标准/,
    );
    expect(sizeAnswer('公司210人，营业收入8000万，按划型标准算哪一类', STANDARDS, false)).toBeNull();
  });

  it('says 是 or 不是 first when the question names a tier', () => {
    expect(sizeAnswer('员工15个人的工厂算微型企业吗', STANDARDS, true)?.lead).toMatch(/^是，微型企业/);
    expect(sizeAnswer('员工500人营业收入3亿元的工厂是小型企业吗', STANDARDS, true)?.lead).toMatch(/^不是，中型企业/);
  });

  it('decides nothing the figures do not settle, and leaves other standards to their rules', () => {
    expect(sizeAnswer('工业企业多少人以下算中小企业', STANDARDS, false)).toBeNull();
    expect(sizeAnswer('工厂50个人算小型企业吗', STANDARDS, true)).toBeNull();
    expect(sizeAnswer('工厂280人营业收入3000万算小型微利企业吗', STANDARDS, true)).toBeNull();
    expect(sizeAnswer('制造业企业400人销售收入1.5亿能评科技型中小企业吗', STANDARDS, true)).toBeNull();
  });
});
