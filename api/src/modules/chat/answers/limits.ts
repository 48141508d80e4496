import { chineseNumber } from '@aikc/shared/chinese-numerals';

/**
 * The user's figures read against a rule's limits: 350个员工 against 从业人数不超过300人, 成立8个月 against 注册成立一年以上,
 * 150来天 against 居住累计满183天. Each figure is read against the limit on what it measures (its own clause's words);
 * a rule of alternatives is met by meeting one of them. verdict.ts says the outcome; the rankings use it to tell an
 * entry on the user's case from one on another.
 */
type Unit = '万元' | '人' | '%' | '月' | '天' | '纳米';

interface Figure {
  value: number;
  unit: Unit;
  /** The words around the figure: what it measures (从业人数, 资产总额 …). */
  about: string;
  /** The words of its own clause before it, where a figure's measure is most often named (资产2600万). */
  before?: string;
}

/** The words of a figure's clause before it (at most 8 characters). */
function clauseBefore(question: string, at: number): string {
  return (
    question
      .slice(Math.max(0, at - 8), at)
      .split(/[，,。；;、\s]/)
      .pop() ?? ''
  );
}

/**
 * The words around a figure within its own clause (员工350个人 and 350个员工 alike; 两年研发费用分别500万和800万 for
 * the 800万): not the next clause's, which names another figure's measure (去年营收6000万，近两年研发费用…: 6000万 is
 * no 研发费用).
 */
function clauseAround(question: string, at: number, end: number): string {
  const left =
    question
      .slice(Math.max(0, at - 16), at)
      .split(CLAUSE_BREAK)
      .pop() ?? '';
  const right = question.slice(end, end + 6).split(CLAUSE_BREAK)[0] ?? '';
  return `${left}${question.slice(at, end)}${right}`;
}
const CLAUSE_BREAK = /[，,。；;？?]/;

interface Limit extends Figure {
  kind: 'max' | 'min';
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** A figure the user states: 350个员工, 3个亿, 4000万, 不到10%; said loosely (40来万, 20多人, 150来天), about that much. */
const ASKED_FIGURE = new RegExp(
  String.raw`(不到|不足|低于|少于|超过|多于|高于)?${NUM}\s*(?:来|多|余)?(个亿|亿元|亿|万元|万|元|个人|个员工|名员工|个职工|人|名|个|%|％|天|纳米)`,
  'g',
);
/** A limit a rule states: 不超过300人, 不低于5000万元, 60%以上. */
const LIMIT = new RegExp(
  String.raw`(不超过|不高于|不多于|不大于|低于|少于|小于|不低于|不少于|不小于|达到|超过|高于|大于|不满|满)?${NUM}\s*(亿元|万元|元|人|%|％|天|纳米)(以上|以下|以内)?`,
  'g',
);

function unitOf(raw: string, value: number): { unit: Unit; value: number } | null {
  if (/亿/.test(raw)) return { unit: '万元', value: value * 10000 };
  if (/万/.test(raw)) return { unit: '万元', value };
  if (raw === '元') return { unit: '万元', value: value / 10000 };
  if (/%|％/.test(raw)) return { unit: '%', value };
  if (/人|名|员工|职工/.test(raw)) return { unit: '人', value };
  // Days in a year (居住累计满183天): 150来天 is about 150.
  if (/天$/.test(raw)) return { unit: '天', value };
  // A chip line's width (线宽小于65纳米（含）): 40纳米 is within 65 and not within 28.
  if (raw === '纳米') return { unit: '纳米', value };
  return null;
}

/** A period in months: 8个月, 一年, 3年 (成立8个月, 注册成立一年以上). */
const PERIOD = /(\d+|[一两二三四五六七八九十])\s*(个月|年)(以上|以下|以内)?/g;

function periods(text: string): { months: number; bound: string; at: number; length: number }[] {
  return [...text.matchAll(PERIOD)]
    .filter((m) => !/^\d{4}$/.test(m[1] as string)) // 2023年 is a date, not a period
    .map((m) => {
      const n = chineseNumber(m[1] as string) ?? Number(m[1]);
      return { months: m[2] === '年' ? 12 * n : n, bound: m[3] ?? '', at: m.index ?? 0, length: m[0].length };
    });
}

function askedFigures(question: string): Figure[] {
  const out: Figure[] = [];
  for (const p of periods(question)) {
    const about = question.slice(Math.max(0, p.at - 8), p.at + p.length + 6);
    out.push({ unit: '月', value: p.months, about });
    // A stay told in months (待了三个月) against a limit in days (累计满183天): a month is taken as 30 days.
    if (question.slice(p.at, p.at + p.length).includes('个月')) out.push({ unit: '天', value: 30 * p.months, about });
  }
  for (const m of question.matchAll(ASKED_FIGURE)) {
    let raw = m[3] as string;
    // 350个员工: the count word follows the 个.
    if (raw === '个' && /^(员工|职工|人)/.test(question.slice((m.index ?? 0) + m[0].length))) raw = '人';
    const u = unitOf(raw, Number(m[2]));
    if (!u) continue;
    // 不到10% is below 10 %, 超过2个亿 above 2亿: a hair off the figure decides a limit equal to it.
    const nudge = m[1] ? (/不到|不足|低于|少于/.test(m[1]) ? -1e-6 : 1e-6) : 0;
    const at = m.index ?? 0;
    out.push({
      ...u,
      value: u.value + nudge,
      about: clauseAround(question, at, at + m[0].length),
      before: clauseBefore(question, at + (m[1]?.length ?? 0)),
    });
  }
  return out;
}

function limitsOf(lead: string): Limit[] {
  const out: Limit[] = [];
  for (const m of lead.matchAll(LIMIT)) {
    const before = m[1] ?? '';
    const after = m[4] ?? '';
    let kind: Limit['kind'] | null = null;
    // Whole words: 不低于 holds 低于 and 不超过 holds 超过.
    if (
      ['不超过', '不高于', '不多于', '不大于', '低于', '少于', '小于', '不满'].includes(before) ||
      after === '以下' ||
      after === '以内'
    )
      kind = 'max';
    else if (['不低于', '不少于', '不小于', '达到', '超过', '高于', '大于', '满'].includes(before) || after === '以上')
      kind = 'min';
    const u = unitOf(m[3] as string, Number(m[2]));
    if (!kind || !u) continue;
    const at = m.index ?? 0;
    // What the limit measures: the words since the previous break (从业人数, 年度应纳税所得额).
    const about =
      lead
        .slice(0, at)
        .split(/[，、；。：,;（(]/)
        .pop() ?? '';
    out.push({ ...u, kind, about });
  }
  // A period limit is one with 以上 / 以下 (注册成立一年以上); a bare period (有效期为三年) is no limit.
  for (const p of periods(lead)) {
    if (!p.bound) continue;
    const about =
      lead
        .slice(0, p.at)
        .split(/[，、；。：,;（(]/)
        .pop() ?? '';
    out.push({ unit: '月', value: p.months, kind: p.bound === '以上' ? 'min' : 'max', about });
  }
  return out;
}

function pairs(text: string): Set<string> {
  const chars = [...text.replace(/[\s\d%％，、；。：,;（）()]/g, '')];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/** How many character pairs two texts share (房地产公司 and 房地产业 share 房地, 地产): alike words, however cut. */
export function shared(a: string, b: string): number {
  const pb = pairs(b);
  return [...pairs(a)].filter((p) => pb.has(p)).length;
}

/** The limit a stated figure is measured against: the only one of its unit, else the one about the same thing. */
function limitFor(f: Figure, limits: Limit[], strict = false): Limit | null {
  // A cap on the relief itself (每辆减税额不超过1.5万元) measures no figure of the user's but one naming it: a car's
  // price of 10万 is not a 减税额 above 1.5万.
  const same = limits.filter((l) => l.unit === f.unit && (!RELIEF.test(l.about) || RELIEF.test(f.about)));
  if (same.length <= 1 && !strict) return same[0] ?? null;
  // The measure named in the figure's own clause before it decides first (资产2600万，应纳税所得额270万: 2600万 is the
  // 资产's, though 应纳税所 follows it); the words around it, when that names none.
  const scoreBy = (text: string) => same.map((l) => ({ l, s: shared(text, l.about) })).sort((a, b) => b.s - a.s);
  const ahead = f.before ? scoreBy(f.before) : [];
  const scored = ahead[0] && ahead[0].s > 0 ? ahead : scoreBy(f.about);
  const [best, next] = scored;
  return best && best.s > 0 && (!next || next.s < best.s) ? best.l : null;
}

const RELIEF = /减税额|减免税额|免税额|减免额|抵扣额|补贴额|奖励额/;

/**
 * 不能 when a stated figure breaks a limit, 'meets' when every stated figure meets one, null when none decides.
 * A rule of alternatives (营业收入1000万元以上，或…股权融资达到2000万元以上) is met by meeting one of them: its
 * limits are read alone, each against the figure about the same thing.
 */
export function byFigures(question: string, lead: string): '不能' | 'meets' | null {
  const whole = byFiguresIn(question, lead);
  if (whole !== '不能' || !ALTERNATIVES.test(lead)) return whole;
  return lead.split(ALTERNATIVES).some((alt) => byFiguresIn(question, alt, true) === 'meets') ? 'meets' : '不能';
}
const ALTERNATIVES = /或者?/;

function byFiguresIn(question: string, lead: string, strict = false): '不能' | 'meets' | null {
  const limits = limitsOf(lead);
  if (limits.length === 0) return null;
  const figures = askedFigures(question);
  // Of several figures in one unit (营业收入5500万, 研发费用500万), each is read against the limit on the same thing only.
  const read = figures.map((f) => ({
    f,
    l: limitFor(f, limits, strict || figures.some((g) => g !== f && g.unit === f.unit)),
  }));
  let met = 0;
  for (const l of new Set(read.map((r) => r.l))) {
    if (!l) continue;
    const on = read.filter((r) => r.l === l).map((r) => r.f.value);
    // Each year's figure (两年研发费用分别500万和800万) against a limit on the years' total (近2年研发费用总额) is summed.
    const values = on.length > 1 && TOTAL.test(l.about) && EACH.test(question) ? [on.reduce((a, b) => a + b, 0)] : on;
    for (const v of values) {
      if (l.kind === 'max' ? v > l.value : v < l.value) return '不能';
      met++;
    }
  }
  return met > 0 ? 'meets' : null;
}
const TOTAL = /总额|合计|累计/;
const EACH = /分别|各是|各为|每年/;

/**
 * Whether a stated figure of the question breaks a limit of the text: asked which tier applies (销售收入刚好2亿，研发费用
 * 占比按哪一档算), an entry on the tier below 5000万元 is on another case; asked yes or no, it decides 不能.
 */
export function breaksLimit(question: string, text: string): boolean {
  return byFigures(question, text) === '不能';
}

/**
 * Whether the text states a figure of its own on the same thing as one of the question's, and another one (年应纳税
 * 所得额200万元 for the user's 应纳税所得额150万): an entry worked on another amount than the user's.
 */
export function statesOtherFigure(question: string, text: string): boolean {
  const mine = askedFigures(question);
  const measure = (f: Figure) => (f.before ? f.before : f.about);
  return askedFigures(text).some((g) =>
    mine.some((f) => f.unit === g.unit && Math.abs(f.value - g.value) > 1e-3 && shared(measure(f), measure(g)) >= 2),
  );
}

/** Whether every stated figure of the question that a limit of the text measures meets it. */
export function meetsLimits(question: string, text: string): boolean {
  return byFigures(question, text) === 'meets';
}

/**
 * Whether the question's figure breaks the text's limit while meeting the opposite limit of another text on the same
 * line (累计满183天 against 累计不满183天; 不超过500万元 against 超过500万元): two rules dividing one case, of which the
 * other is the user's.
 */
export function brokenForItsComplement(question: string, text: string, others: readonly string[]): boolean {
  if (!breaksLimit(question, text)) return false;
  const own = limitsOf(text);
  return others.some(
    (o) =>
      o !== text &&
      meetsLimits(question, o) &&
      limitsOf(o).some((l) => own.some((m) => m.unit === l.unit && m.value === l.value && m.kind !== l.kind)),
  );
}

/**
 * Whether a text's limits measure a figure the question states (350个员工 against 从业人数不超过300人): null when
 * the question states none. An entry that can decide the user's figure answers a yes/no on it best.
 */
/** Whether a text states a figure of its own (年应纳税所得额200万元的企业…): an entry on one case. */
export function statesFigure(text: string): boolean {
  return askedFigures(text).length > 0;
}

/**
 * Whether the text is a schedule on a figure of the question: two tiers either side of one line (技术转让所得不超过500万元
 * 的部分免征…超过500万元的部分减半征收), the line measuring the figure on the same thing, told by their words (所得460万),
 * not by the unit alone. A single bound (年应纳税所得额不超过300万元) is a condition of who qualifies, not how much is paid.
 */
export function tiersOnItsWords(question: string, text: string): boolean {
  const limits = limitsOf(text);
  const tiered = limits.some((l) => limits.some((m) => m.unit === l.unit && m.value === l.value && m.kind !== l.kind));
  return tiered && askedFigures(question).some((f) => limitFor(f, limits, true) !== null);
}

/** The user's figure (in 万元, 人, % …) a limit of the text measures on the same thing, or null. */
export function figureMeasured(question: string, text: string): number | null {
  const limits = limitsOf(text);
  if (limits.length === 0) return null;
  return askedFigures(question).find((f) => limitFor(f, limits, true) !== null)?.value ?? null;
}

export function measuresFigure(question: string, text: string): boolean | null {
  const asked = askedFigures(question);
  if (asked.length === 0) return null;
  // A text stating the very figure asked about (是100%吗 against 「…的100%…」) decides it as well as a limit.
  const stated = askedFigures(text);
  if (asked.some((f) => stated.some((g) => g.unit === f.unit && Math.abs(g.value - f.value) < 1e-3))) return true;
  return byFigures(question, text) !== null;
}
