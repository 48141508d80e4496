import { describe, expect, it } from 'vitest';
import type { FactItem, Knowledge, QaItem } from './knowledge.ts';
import { agreedDocument, agreedEntry, agreedTie, overruledBy, sharperFact, standsAlone } from './pick.ts';
import { TextIndex } from './text-match.ts';
import { TypoMender } from './typos.ts';
import { factItem } from './test-facts.ts';

const fact = (factId: string): FactItem =>
  factItem(factId, { title: 't', docNo: 'n', agency: 'a', date: '2017-11-08', status: '现行有效' });
const entry = (id: number, factIds: string[]): QaItem => ({
  id,
  sourceId: String(id),
  question: `q${id}`,
  phrasings: [],
  answer: `a${id}`,
  theme: '',
  regionCode: '',
  validFrom: null,
  validTo: null,
  factIds,
});

/** The knowledge of these facts alone (no 问答库 entries), each indexed by its text or as `textOf` says. */
const knowledgeOf = (items: FactItem[], textOf: (f: FactItem) => string = (f) => f.text): Knowledge => ({
  qa: new TextIndex([], () => []),
  facts: new TextIndex(items, (f) => [textOf(f)]),
  factById: new Map(items.map((f) => [f.factId, f])),
  typos: new TypoMender([]),
});

describe('an entry below the bar answers when the facts ranking agrees', () => {
  const facts = [
    { item: fact('staff'), score: 0.29 },
    { item: fact('overseas'), score: 0.12 },
  ];

  it('takes the first of the leading entries that rests on the first fact', () => {
    const qa = [
      { item: entry(1, ['transfer']), score: 0.33 },
      { item: entry(2, ['staff']), score: 0.31 },
    ];
    expect(agreedEntry(qa, facts)?.item.id).toBe(2);
  });

  it('counts a fact tied with the first as first (two clauses of one article)', () => {
    const tied = [facts[0]!, { item: fact('nonresident'), score: 0.27 }];
    expect(agreedEntry([{ item: entry(3, ['nonresident']), score: 0.29 }], tied)?.item.id).toBe(3);
  });

  it('does not answer on an entry resting on a fact ranked well below the first', () => {
    expect(agreedEntry([{ item: entry(4, ['overseas']), score: 0.35 }], facts)).toBeUndefined();
  });

  it('does not answer when either ranking is weak', () => {
    expect(agreedEntry([{ item: entry(5, ['staff']), score: 0.25 }], facts)).toBeUndefined();
    expect(
      agreedEntry([{ item: entry(6, ['staff']), score: 0.3 }], [{ item: fact('staff'), score: 0.1 }]),
    ).toBeUndefined();
  });
});

describe('a provision of the entry’s own document answers in its place when it holds more of the question', () => {
  const rule = (factId: string, text: string): FactItem => ({ ...fact(factId), title: '科技型中小企业评价办法', text });
  const definition = rule(
    'def',
    '科技型中小企业是指依托一定数量的科技人员从事科学技术研究开发活动，取得自主知识产权的企业。',
  );
  const score = rule('score', '企业根据科技型中小企业评价指标进行综合评价所得分值不低于60分。');
  const size = rule('size', '科技型中小企业须职工总数不超过500人。');
  const items = [definition, score, size];
  const k = knowledgeOf(items, (f) => `${f.title}${f.text}`);
  const onScore = {
    ...entry(7, ['score']),
    question: '科技型中小企业评价要多少分？',
    answer: '综合评价所得分值不低于60分。',
  };

  it('answers with the provision holding the word the entry leaves out', () => {
    const ranked = [
      { item: definition, score: 0.5 },
      { item: score, score: 0.45 },
    ];
    expect(sharperFact(k, '科技型中小企业评价对知识产权有没有要求', onScore, ranked)?.factId).toBe('def');
  });

  it('keeps the entry when it holds the question as well as the provision does', () => {
    const ranked = [
      { item: size, score: 0.5 },
      { item: score, score: 0.45 },
    ];
    expect(sharperFact(k, '科技型中小企业评价要多少分', onScore, ranked)).toBeUndefined();
  });

  it('keeps the entry when the first provision is of another document, or is the entry’s own', () => {
    const other = { ...definition, policyId: 2 };
    expect(
      sharperFact(k, '科技型中小企业评价对知识产权有没有要求', onScore, [{ item: other, score: 0.5 }]),
    ).toBeUndefined();
    expect(
      sharperFact(k, '科技型中小企业评价对知识产权有没有要求', onScore, [{ item: score, score: 0.5 }]),
    ).toBeUndefined();
  });
});

describe('a provision whose limit the user’s figure breaks is not the sharper answer', () => {
  const rule = (factId: string, text: string): FactItem => ({
    ...fact(factId),
    title: '增值税小规模纳税人减免增值税政策的公告',
    text,
  });
  const exempt = rule('exempt', '对月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税。');
  const rate = rule('rate', '增值税小规模纳税人适用3%征收率的应税销售收入，减按1%征收率征收增值税。');
  const k = knowledgeOf([exempt, rate], (f) => `${f.title}${f.text}`);
  const onRate = {
    ...entry(9, ['rate']),
    question: '小规模纳税人增值税征收率是多少？',
    answer: '减按1%征收率征收增值税。',
  };
  const ranked = [
    { item: exempt, score: 0.45 },
    { item: rate, score: 0.31 },
  ];

  it('keeps the entry on the rate when the user’s 13万 is above the exemption’s 10万', () => {
    expect(sharperFact(k, '小规模纳税人 月销售额13万 超过10万了 按什么税率交增值税', onRate, ranked)).toBeUndefined();
  });

  it('answers with the broken limit when the user asks yes or no', () => {
    expect(sharperFact(k, '小规模纳税人月销售额13万能免征增值税吗', onRate, ranked)?.factId).toBe('exempt');
  });
});

describe('the entry’s own provision answers in its words for the kind of income asked', () => {
  const rates = {
    ...fact('rates'),
    text: '利息、股息、红利所得，财产租赁所得，财产转让所得和偶然所得，适用比例税率，税率为20%。',
  };
  const k = knowledgeOf([rates]);
  const onSale = {
    ...entry(8, ['rates']),
    question: '科研人员转让所持股权的所得按什么税率交税？',
    answer: '财产转让所得适用比例税率，税率为20%。',
  };
  const ranked = [{ item: rates, score: 0.3 }];

  it('answers with the provision when the entry puts another kind in place of the one asked', () => {
    expect(sharperFact(k, '财产租赁所得的个人所得税按多少税率', onSale, ranked)?.factId).toBe('rates');
  });

  it('keeps the entry on the kind asked, and one naming no kind', () => {
    expect(sharperFact(k, '财产转让所得的个人所得税按多少税率', onSale, ranked)).toBeUndefined();
    const bare = { ...onSale, question: '个人所得税税率是多少？', answer: '适用比例税率，税率为20%。' };
    expect(sharperFact(k, '财产租赁所得的个人所得税按多少税率', bare, ranked)).toBeUndefined();
  });
});

describe('a facts ranking far ahead in another document overrules the best entry', () => {
  const general = { ...fact('general'), policyId: 1 };
  const partnership = { ...fact('partnership'), policyId: 2 };
  const items = [general, partnership];
  const k = knowledgeOf(items);
  const best = { item: entry(1, ['general']), score: 0.69 };
  const onPartnership = { item: entry(2, ['partnership']), score: 0.25 };

  it('answers with an entry on the rule the facts put first by half again', () => {
    const facts = [
      { item: partnership, score: 0.59 },
      { item: general, score: 0.38 },
    ];
    expect(overruledBy(k, '有限合伙创投', best, [best, onPartnership], facts)?.item.id).toBe(2);
  });

  it('keeps the best entry when the lead is smaller, or the first fact is of its own document', () => {
    const close = [
      { item: partnership, score: 0.5 },
      { item: general, score: 0.4 },
    ];
    expect(overruledBy(k, '有限合伙创投', best, [best, onPartnership], close)).toBeUndefined();
    const ownDoc = { ...partnership, policyId: 1 };
    const k1 = { ...k, factById: new Map([...k.factById, ['partnership', ownDoc]]) };
    const facts = [
      { item: ownDoc, score: 0.59 },
      { item: general, score: 0.3 },
    ];
    expect(overruledBy(k1, '有限合伙创投', best, [best, onPartnership], facts)).toBeUndefined();
  });

  it('keeps an entry asking the very question, however far the facts lead', () => {
    const facts = [
      { item: partnership, score: 0.59 },
      { item: general, score: 0.38 },
    ];
    const very = { ...best, score: 0.99 };
    expect(overruledBy(k, '有限合伙创投', very, [very, onPartnership], facts)).toBeUndefined();
  });
});

describe('a provision far ahead is looked for further down the entries', () => {
  const vat = { ...fact('vat'), policyId: 1 };
  const fees = { ...fact('fees'), policyId: 2, text: '减半征收资源税、城市维护建设税、教育费附加、地方教育附加' };
  const items = [vat, fees];
  const k = knowledgeOf(items);
  const best = { item: entry(1, ['vat']), score: 0.41 };
  const filler = [2, 3, 4].map((id) => ({ item: entry(id, ['vat']), score: 0.3 }));
  const water = {
    item: { ...entry(5, ['fees']), question: '资源税减半包括水资源税吗', answer: '不包括' },
    score: 0.22,
  };
  const allFees = {
    item: { ...entry(6, ['fees']), question: '什么是六税两费减半征收', answer: '教育费附加、地方教育附加减半征收' },
    score: 0.21,
  };
  const qa = [best, ...filler, water, allFees];
  const question = '小规模纳税人 教育费附加 地方教育附加 能减半吗';

  it('takes, of the entries on that provision, the one whose own words hold most of the question', () => {
    const facts = [
      { item: fees, score: 0.86 },
      { item: vat, score: 0.24 },
    ];
    expect(overruledBy(k, question, best, qa, facts)?.item.id).toBe(6);
  });

  it('looks only at the first four when the provision matches less well', () => {
    const facts = [
      { item: fees, score: 0.45 },
      { item: vat, score: 0.12 },
    ];
    expect(overruledBy(k, question, best, qa, facts)).toBeUndefined();
  });
});

describe('entries on one document, with the facts’ first provision in it, answer together', () => {
  const definition = { ...fact('definition'), policyId: 7 };
  const phone = { ...fact('phone'), policyId: 7 };
  const elsewhere = { ...fact('elsewhere'), policyId: 8 };
  const items = [definition, phone, elsewhere];
  const k = knowledgeOf(items);
  const facts = [{ item: definition, score: 0.11 }];
  const onDoc = [
    { item: entry(1, ['phone']), score: 0.29 },
    { item: entry(2, ['definition']), score: 0.28 },
    { item: entry(3, ['definition', 'phone']), score: 0.22 },
  ];

  it('answers with the first when all three rest on the document the facts put first', () => {
    expect(agreedDocument(k, onDoc, facts)?.item.id).toBe(1);
  });

  it('does not answer when one of them rests on another document, or one is weak, or the facts disagree', () => {
    const mixed = [onDoc[0]!, onDoc[1]!, { item: entry(4, ['elsewhere']), score: 0.22 }];
    expect(agreedDocument(k, mixed, facts)).toBeUndefined();
    const weak = [onDoc[0]!, onDoc[1]!, { ...onDoc[2]!, score: 0.15 }];
    expect(agreedDocument(k, weak, facts)).toBeUndefined();
    expect(agreedDocument(k, onDoc, [{ item: elsewhere, score: 0.3 }])).toBeUndefined();
    expect(agreedDocument(k, onDoc.slice(0, 2), facts)).toBeUndefined();
  });

  it('answers with two entries when both are strong, however weakly the facts point at their document', () => {
    const strong = [
      { item: entry(5, ['phone']), score: 0.37 },
      { item: entry(6, ['definition']), score: 0.36 },
    ];
    expect(agreedDocument(k, strong, [{ item: definition, score: 0.07 }])?.item.id).toBe(5);
    // Not when one of the two is weaker, or rests on another document.
    expect(agreedDocument(k, [strong[0]!, { ...strong[1]!, score: 0.29 }], facts)).toBeUndefined();
    expect(agreedDocument(k, [strong[0]!, { item: entry(7, ['elsewhere']), score: 0.36 }], facts)).toBeUndefined();
  });
});

describe('of two entries matching about equally, the one on the facts’ first provision answers', () => {
  const validity = fact('validity');
  const rate = fact('rate');
  const facts = [
    { item: validity, score: 0.17 },
    { item: fact('basis'), score: 0.15 },
    { item: fact('start'), score: 0.14 },
    { item: rate, score: 0.05 },
  ];
  const best = { item: entry(1, ['rate']), score: 0.411 };
  const onValidity = { item: entry(2, ['validity']), score: 0.407 };

  it('answers with the entry resting on the first provision when it is within the band of the best', () => {
    expect(agreedTie(best, [best, onValidity], facts)?.item.id).toBe(2);
  });

  it('keeps the best when it is clearly ahead, or the facts support it among their first few', () => {
    expect(agreedTie(best, [best, { ...onValidity, score: 0.35 }], facts)).toBeUndefined();
    const supported = [facts[0]!, { item: rate, score: 0.16 }, ...facts.slice(1)];
    expect(agreedTie(best, [best, onValidity], supported)).toBeUndefined();
  });
});

describe('a fact below the bar stands alone when no other document comes near it', () => {
  const of = (policyId: number, score: number) => ({ item: { ...fact(`f${policyId}`), policyId }, score });
  it('at 0.35 when half again ahead, lower only far ahead and for a question in the knowledge base’s words', () => {
    expect(standsAlone([of(1, 0.36), of(2, 0.2)], false)).toBe(true);
    expect(standsAlone([of(1, 0.33), of(2, 0.12)], true)).toBe(true);
    expect(standsAlone([of(1, 0.33), of(2, 0.12)], false)).toBe(false);
    expect(standsAlone([of(1, 0.33), of(2, 0.2)], true)).toBe(false);
    expect(standsAlone([of(1, 0.28), of(2, 0.05)], true)).toBe(false);
  });
});
