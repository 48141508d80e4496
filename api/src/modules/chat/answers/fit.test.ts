import { describe, expect, it } from 'vitest';
import { statusFit, titleFit } from './fit.ts';
import { intentFit, intentOf } from './intent.ts';

describe('fit factors for the kind of answer asked', () => {
  it('answers with a status (已修订：…) only a question on validity', () => {
    const status = '已修订：制造业企业100%加计扣除的规定，已由2023年第7号公告扩展到各类企业。';
    expect(statusFit('13号公告还有效吗', status)).toBe(1);
    expect(statusFit('13号公告被替代了吗', status)).toBe(1);
    expect(statusFit('13号公告里的制造业企业主营业务收入要占多少才算', status)).toBeLessThan(1);
    expect(statusFit('13号公告里的制造业企业主营业务收入要占多少才算', '50%以上')).toBe(1);
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
  });
});
