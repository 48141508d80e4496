import { describe, expect, it } from 'vitest';
import { docsNamedByTitle, namesOf } from './doc-names.ts';
import type { Knowledge } from './knowledge.ts';
import { referenceFacts } from './test-facts.ts';

/** Only the facts' documents matter to the names: a knowledge base of the reference layer's facts. */
const factById = referenceFacts();
const k = { factById } as Knowledge;
const titleOf = new Map([...factById.values()].map((f) => [f.policyId, f.title]));
const named = (q: string) => [...docsNamedByTitle(k, q)].map((id) => titleOf.get(id)).sort();

describe('documents named by a loose form of their title', () => {
  it('derives names from titles: 中华人民共和国 and the 关于…的通知 frame dropped', () => {
    expect(namesOf('中华人民共和国专利法')).toContain('专利法');
    expect(namesOf('国家税务总局关于发布修订后的《企业所得税优惠政策事项办理办法》的公告')).toContain(
      '发布修订后的企业所得税优惠政策事项办理办法',
    );
    // A title that names no instrument (…的公告 about a policy) gives no name to be cited by.
    expect(namesOf('财政部 税务总局关于进一步完善研发费用税前加计扣除政策的公告')).toEqual([]);
  });

  it.each([
    ['中小企业促进法里的中小企业有规模要求吗', ['中华人民共和国中小企业促进法']],
    ['这个税率是所得税法里定的吗', ['中华人民共和国个人所得税法', '中华人民共和国企业所得税法']],
    ['高企认定管理办法对知识产权有什么要求', ['高新技术企业认定管理办法']],
    ['梯度培育暂行办法还有效吗', ['优质中小企业梯度培育管理暂行办法']],
    ['数安法怎么规定的', ['中华人民共和国数据安全法']],
    ['专利法规定的保护期', ['中华人民共和国专利法']],
  ])('%s names %j', (q, titles) => {
    expect(named(q)).toEqual([...titles].sort());
  });

  it('names nothing by a common word or a generic kind of instrument', () => {
    for (const q of ['有什么好办法吗', '研发费用加计扣除比例', '按照什么方法算', '管理办法有哪些'])
      expect(named(q)).toEqual([]);
  });
});
