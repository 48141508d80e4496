import { describe, expect, it } from 'vitest';
import { buildCreditCode } from './credit-code.ts';
import { taxpayerNoIssue } from './taxpayer-no.ts';

describe('纳税人识别号', () => {
  it('accepts a GB 32100 code with right check chars, new (MA series) and old', () => {
    expect(taxpayerNoIssue(buildCreditCode('91', '320100', 'MA1MCU6D'))).toBeNull();
    expect(taxpayerNoIssue(buildCreditCode('91', '110108', '10001892'))).toBeNull();
  });
  it('refuses the placeholder 91320100MA1XXXXX0X: its GB 32100 char fits by chance, its 组织机构代码 does not', () =>
    expect(taxpayerNoIssue('91320100MA1XXXXX0X')).toMatch(/校验位不正确/));
  it('refuses a wrong GB 32100 check char', () => {
    const code = buildCreditCode('91', '320100', 'MA1MCU6D');
    const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    expect(taxpayerNoIssue(wrong)).toMatch(/校验位不正确/);
  });
  it('accepts the older 15-char form and refuses a malformed one', () => {
    expect(taxpayerNoIssue('320100134567890')).toBeNull();
    expect(taxpayerNoIssue('32010013456789A')).toMatch(/15位/);
  });
  it('accepts the 20-char form of an individual business (身份证号 with its check char + 2 digits)', () => {
    expect(taxpayerNoIssue('11010519491231002X01')).toBeNull();
    expect(taxpayerNoIssue('11010519491231002101')).toMatch(/20位/);
  });
  it.each(['', '9132010', '91320100MA1MCU6D1234567'])('refuses the length of %j', (v) =>
    expect(taxpayerNoIssue(v)).toMatch(/18位统一社会信用代码/),
  );
});
