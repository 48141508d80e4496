/**
 * 发文字号 (文号) as users type them and as documents carry them. One document number has several spellings:
 * the year in 〔〕, [], 【】, （）, () or ﹝﹞, half- or full-width, with or without spaces (财税〔2017〕79号,
 * 财税[2017]79号, 财税 2017 79号). Every comparison goes through the canonical form here, so the search box,
 * the index and the stored rows agree on what "the same 文号" means.
 */

/** The parts of one document number found in a text. */
export interface DocNumber {
  /** Where it starts and ends in the (NFKC-normalised) text it was found in. */
  start: number;
  end: number;
  /** The issuer's prefix without spaces (财税, 国家税务总局公告, 国务院令); may hold words typed before it. */
  prefix: string;
  /** The number's own part in canonical spelling: 〔2017〕79号, 2023年第7号 or 第512号. */
  core: string;
  /** The core as the index's tokens, in order: what the document's text holds adjacent. */
  coreTokens: string[];
}

const HAN = '\\u3400-\\u9fff';
/** Brackets around the year, after NFKC (which maps （）［］﹝﹞ to ()[]〔〕). */
const OPEN = '〔【\\[(';
const CLOSE = '〕】\\])';

/** 财税〔2017〕79号: prefix, the year in any bracket (or spaces), the serial number, 号. */
const BRACKETED = new RegExp(
  `([${HAN}A-Za-z]{1,20})\\s*[${OPEN}\\s]\\s*((?:19|20)\\d{2})\\s*[${CLOSE}\\s]?\\s*第?\\s*(\\d{1,5})\\s*号`,
  'gu',
);
/** 财政部 税务总局公告2023年第7号 and 国家税务总局公告2017年第40号. */
const ANNOUNCEMENT = new RegExp(
  `([${HAN}][${HAN}\\s]{0,30}?公告)\\s*((?:19|20)\\d{2})\\s*年\\s*第\\s*(\\d{1,5})\\s*号`,
  'gu',
);
/** A number typed without its issuer: 2023年第7号, 〔2017〕79号. */
const BARE_ANNOUNCEMENT = /((?:19|20)\d{2})\s*年\s*第\s*(\d{1,5})\s*号/gu;
const BARE_BRACKETED = new RegExp(`[${OPEN}]\\s*((?:19|20)\\d{2})\\s*[${CLOSE}]\\s*第?\\s*(\\d{1,5})\\s*号`, 'gu');
/** 国务院令第512号. */
const ORDER = new RegExp(`([${HAN}]{1,20}令)\\s*第\\s*(\\d{1,5})\\s*号`, 'gu');

function normalise(text: string): string {
  return text.normalize('NFKC');
}

const noSpaces = (s: string) => s.replace(/\s+/g, '');
/** Serial numbers compare without leading zeros (79号 and 079号 are one number). */
const serial = (s: string) => String(Number(s));

/**
 * Every document number in `text`, in order, not overlapping. Positions refer to `text.normalize('NFKC')`.
 * The prefix is the run of characters before the year; in a search box it may include words typed before the
 * number (研发财税〔2015〕119号), so callers match on its suffixes (docNumberKeys).
 */
export function findDocNumbers(text: string): DocNumber[] {
  const t = normalise(text);
  const found: DocNumber[] = [];
  const take = (re: RegExp, build: (m: RegExpExecArray) => Omit<DocNumber, 'start' | 'end'>) => {
    for (const m of t.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ start, end, ...build(m) });
    }
  };
  take(ANNOUNCEMENT, (m) => {
    const [year, num] = [m[2] as string, serial(m[3] as string)];
    return { prefix: noSpaces(m[1] as string), core: `${year}年第${num}号`, coreTokens: [year, '年', '第', num, '号'] };
  });
  take(ORDER, (m) => {
    const num = serial(m[2] as string);
    return { prefix: m[1] as string, core: `第${num}号`, coreTokens: ['第', num, '号'] };
  });
  take(BRACKETED, (m) => {
    const [year, num] = [m[2] as string, serial(m[3] as string)];
    return { prefix: m[1] as string, core: `〔${year}〕${num}号`, coreTokens: [year, num, '号'] };
  });
  take(BARE_ANNOUNCEMENT, (m) => {
    const [year, num] = [m[1] as string, serial(m[2] as string)];
    return { prefix: '', core: `${year}年第${num}号`, coreTokens: [year, '年', '第', num, '号'] };
  });
  take(BARE_BRACKETED, (m) => {
    const [year, num] = [m[1] as string, serial(m[2] as string)];
    return { prefix: '', core: `〔${year}〕${num}号`, coreTokens: [year, num, '号'] };
  });
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The canonical key of a stored document number (policies.doc_no, policy_reprints.doc_no): what
 * docNumberKeys of a typed number is compared with. A text that is no document number keys to itself
 * without spaces.
 */
export function docNumberKey(docNo: string): string {
  const n = wholeNumber(docNo);
  return n ? `${n.prefix}${n.core}` : noSpaces(normalise(docNo));
}

/** The number without its issuer (〔2017〕79号, 2023年第7号): what a number typed without one is keyed by. */
export function docNumberCore(docNo: string): string | null {
  return wholeNumber(docNo)?.core ?? null;
}

function wholeNumber(docNo: string): DocNumber | null {
  const t = normalise(docNo).trim();
  const [n] = findDocNumbers(t);
  return n && n.start === 0 && n.end === t.length ? n : null;
}

/**
 * The keys a typed document number may stand for: its prefix and every shorter ending of it (the prefix
 * can carry words typed before the number), each with the core. The shortest ending kept has two
 * characters: no issuer's prefix is shorter. A number typed without an issuer keys to its core alone
 * (docNumberCore).
 */
export function docNumberKeys(n: DocNumber): string[] {
  const chars = [...n.prefix];
  if (chars.length === 0) return [n.core];
  const keys: string[] = [];
  for (let i = 0; i <= chars.length - Math.min(2, chars.length); i++) keys.push(`${chars.slice(i).join('')}${n.core}`);
  return keys;
}
