/**
 * 统一社会信用代码 (GB 32100-2015) and its embedded 组织机构代码 (GB 11714-1997).
 *
 * Layout (18 chars): registration authority (1) + organisation type (1) + GB/T 2260 region code (6)
 * + organisation code body (8) + GB 11714 check char (1) + GB 32100 check char (1).
 * The alphabet excludes I, O, S, V, Z so codes cannot be misread.
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** GB 11714: digits count as themselves, letters A..Z as 10..35 (its own, wider alphabet). */
function orgCharValue(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  return -1;
}

/** The GB 11714 check char of an 8-char organisation code body: '0'-'9' or 'X'. */
export function orgCodeCheckChar(body8: string): string {
  if (body8.length !== 8) throw new Error('organisation code body must have 8 chars');
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const v = orgCharValue(body8[i] as string);
    if (v < 0) throw new Error(`bad organisation code char ${body8[i]}`);
    sum += v * (ORG_WEIGHTS[i] as number);
  }
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/** The GB 32100 check char of the first 17 chars of a credit code. */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('credit code prefix must have 17 chars');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_ALPHABET.indexOf(first17[i] as string);
    if (v < 0) throw new Error(`bad credit code char ${first17[i]}`);
    sum += v * (CREDIT_WEIGHTS[i] as number);
  }
  const c = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_ALPHABET[c] as string;
}

/**
 * Builds a full code from its parts, computing both check chars.
 * @param authorityAndType e.g. '91' (market regulation, enterprise)
 * @param regionCode 6-digit GB/T 2260 code of the registering authority
 * @param orgBody8 8-char organisation code body from the credit-code alphabet
 */
export function buildCreditCode(authorityAndType: string, regionCode: string, orgBody8: string): string {
  const org = orgBody8 + orgCodeCheckChar(orgBody8);
  const first17 = authorityAndType + regionCode + org;
  return first17 + creditCodeCheckChar(first17);
}

/**
 * True when the code is well formed and its GB 32100 check char is right. The embedded GB 11714 check
 * char is checked too, unless `strictOrgCode` is false: a few early codes reuse legacy organisation codes
 * whose own check char does not follow the standard.
 */
export function isValidCreditCode(code: string, strictOrgCode = true): boolean {
  if (!CREDIT_CODE_RE.test(code)) return false;
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return false;
  if (!strictOrgCode) return true;
  const org = code.slice(8, 17);
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(org)) return false;
  return orgCodeCheckChar(org.slice(0, 8)) === org[8];
}
