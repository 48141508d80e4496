import { describe, expect, it } from 'vitest';
import {
  CYCLE_LABEL_COLORS,
  cycleLabelColor,
  isWarningCompanyStatus,
  PAGE_SIZE_OPTIONS,
  TOKEN_TTL_DAYS,
} from './constants.ts';
import { displayName } from './schemas/user.ts';

describe('business constants', () => {
  it('matches spec section 9', () => {
    expect(TOKEN_TTL_DAYS).toBe(7);
    expect(PAGE_SIZE_OPTIONS).toEqual([15, 30, 50]);
  });

  it('picks label colours by index mod the palette', () => {
    expect(cycleLabelColor(0)).toBe(cycleLabelColor(CYCLE_LABEL_COLORS.length));
    expect(cycleLabelColor(-1)).toBe(CYCLE_LABEL_COLORS[CYCLE_LABEL_COLORS.length - 1]);
  });

  it('flags cancelled, revoked or closed companies', () => {
    expect(isWarningCompanyStatus('吊销，未注销')).toBe(true);
    expect(isWarningCompanyStatus('注销')).toBe(true);
    expect(isWarningCompanyStatus('存续（在营、开业、在册）')).toBe(false);
  });

  it('shows 小策 for an empty user name', () => {
    expect(displayName({ username: '  ' })).toBe('小策');
    expect(displayName({ username: '张三' })).toBe('张三');
  });
});
