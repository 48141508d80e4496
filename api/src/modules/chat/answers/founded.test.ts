import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.ts';

describe('a company’s age told as two dates', () => {
  it.each([
    [
      '公司营业执照是二〇二五年九月下的，二〇二六年六月报高企来得及吗',
      '公司营业执照是2025年9月下的，成立9个月，2026年6月报高企来得及吗',
    ],
    ['我们2024年3月成立的，2026年5月申报高企可以吗', '我们2024年3月成立的，成立26个月，2026年5月申报高企可以吗'],
  ])('%s → %s', (from, to) => {
    expect(normalizeText(from)).toBe(to);
  });

  it('leaves an age already said, a date with no filing after it, and a filing before the founding', () => {
    expect(normalizeText('2024年3月成立的，成立8个月，能报吗')).toBe('2024年3月成立的，成立8个月，能报吗');
    expect(normalizeText('2024年3月成立的，能报高企吗')).toBe('2024年3月成立的，能报高企吗');
    expect(normalizeText('2024年3月成立的，2023年5月申报过')).toBe('2024年3月成立的，2023年5月申报过');
  });
});
