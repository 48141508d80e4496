import { describe, expect, it } from 'vitest';
import { isSchedule, measuringFact, withTier } from './computed.ts';
import { factItem } from './test-facts.ts';

const SCHEDULE =
  '一个纳税年度内，居民企业技术转让所得不超过500万元的部分，免征企业所得税；超过500万元的部分，减半征收企业所得税。';
const SCOPE = '享受企业所得税减免的技术转让，范围包括居民企业转让专利技术、计算机软件著作权、集成电路布图设计权。';
const SMALL = '小型微利企业是指年度应纳税所得额不超过300万元、从业人数不超过300人、资产总额不超过5000万元的企业。';

const ranked = (...texts: [string, number][]) =>
  texts.map(([text, score]) => ({ item: factItem(text, { text }), score }));

describe('a computation on the user’s own amount is answered by the schedule measuring it', () => {
  const question = '我们把一项集成电路布图设计权卖断了，所得460万，这笔企业所得税怎么算';

  it('takes the schedule below a rule the story matched better', () => {
    expect(measuringFact(question, [SCOPE], ranked([SCOPE, 0.29], [SCHEDULE, 0.11]))?.text).toBe(SCHEDULE);
  });

  it('keeps what answers when it is the schedule itself, or when nothing is computed', () => {
    expect(measuringFact(question, [SCOPE, SCHEDULE], ranked([SCOPE, 0.29], [SCHEDULE, 0.11]))).toBeUndefined();
    const asked = '集成电路布图设计权转让所得460万，能享受技术转让优惠吗';
    expect(measuringFact(asked, [SCOPE], ranked([SCOPE, 0.29], [SCHEDULE, 0.11]))).toBeUndefined();
  });

  it('does not take a single bound on who qualifies for a schedule', () => {
    const small = '我们利润120万，应纳税所得额120万，企业所得税一年要交多少';
    expect(isSchedule(small, SMALL)).toBe(false);
    expect(
      measuringFact(small, ['减按25%计算应纳税所得额，按20%的税率缴纳企业所得税。'], ranked([SMALL, 0.3])),
    ).toBeUndefined();
  });

  it('does not take a schedule on another measure than the amount told', () => {
    expect(isSchedule('员工460人，企业所得税怎么算', SCHEDULE)).toBe(false);
    expect(isSchedule(question, SCHEDULE)).toBe(true);
  });

  it('does not take a schedule of another tax than the one asked', () => {
    expect(isSchedule('技术转让所得700万，增值税怎么算', SCHEDULE)).toBe(false);
    expect(isSchedule('技术转让所得700万，企业所得税怎么算', SCHEDULE)).toBe(true);
    expect(isSchedule('技术转让所得700万，税怎么算', SCHEDULE)).toBe(true);
  });
});

describe('a schedule answering the user’s amount says first which tier it falls in', () => {
  it('says the amount is within the line, or how it divides across it', () => {
    expect(withTier('专利转让了，所得460万，这笔企业所得税怎么算', SCHEDULE)).toBe(
      `所得460万元未超过500万元，免征企业所得税。${SCHEDULE}`,
    );
    expect(withTier('技术转让所得800万，企业所得税怎么交', `该项符合：${SCHEDULE}`)).toBe(
      `所得800万元中，500万元以内的部分免征企业所得税，超过的300万元减半征收企业所得税。${SCHEDULE}`,
    );
  });

  it('leaves a lead that is no schedule, or one asked no computation', () => {
    expect(withTier('所得460万，企业所得税怎么算', SCOPE)).toBe(SCOPE);
    expect(withTier('技术转让所得800万，能享受吗', SCHEDULE)).toBe(SCHEDULE);
  });
});
