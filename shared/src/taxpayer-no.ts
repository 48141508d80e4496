import { isValidCreditCode } from './credit-code.ts';

/**
 * 纳税人识别号 as an invoice needs it: since 2015 the 18-char 统一社会信用代码 (GB 32100, its check char), and the older
 * forms still printed on some 税务登记证: 15 chars (6-digit region code + 9-char 组织机构代码) and 20 chars (an 18-char
 * 居民身份证号码 + 2-digit serial, for individual businesses).
 */
export const TAXPAYER_NO_MAX = 20;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643 居民身份证号码: 17 digits and an ISO 7064 MOD 11-2 check char. */
function isValidIdNumber(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] === id[17];
}

/**
 * The reason a 纳税人识别号 (already trimmed and upper-cased) is refused, or null when it is well formed. An 18-char
 * code whose 组织机构代码 was issued with it (the MA series of 市场监管 since 2015) must carry that code's GB 11714
 * check char too; older embedded codes are let through as `isValidCreditCode` explains.
 */
export function taxpayerNoIssue(no: string): string | null {
  if (no.length === 18) {
    const strictOrg = no.slice(8, 10) === 'MA';
    return isValidCreditCode(no, strictOrg) ? null : '纳税人识别号（统一社会信用代码）校验位不正确，请核对';
  }
  if (no.length === 15)
    return /^[1-8]\d{5}[0-9A-Z]{8}[0-9X]$/.test(no) ? null : '15位纳税人识别号应为6位地区代码加9位组织机构代码';
  if (no.length === 20)
    return /^\d{2}$/.test(no.slice(18)) && isValidIdNumber(no.slice(0, 18))
      ? null
      : '20位纳税人识别号应为18位身份证号码加2位顺序码，请核对';
  return '纳税人识别号应为18位统一社会信用代码，或15位、20位的原税务登记号';
}
