import { fromDay, toDay } from '../dates.ts';
import { isWorkingDay } from '../workdays.ts';
import { themesIn } from '../theme-words.ts';

/**
 * The coherence figures of a corpus, gathered row by row (the CLI streams a database through it in batches,
 * so a 20,000-policy corpus never sits in memory). Pure: the unit test feeds it a tiny bad corpus.
 */

/** A policy as the check reads it; `demo` false for real rows (reference documents, imports). */
export interface CheckPolicy {
  id: number;
  title: string;
  doc_no: string;
  region_code: string;
  publish_date: string;
  summary: string;
  body_text: string;
  demo: boolean;
}
export interface CheckInterpretation {
  id: number;
  policy_id: number;
  body_text: string;
}
export interface CheckProject {
  id: number;
  policy_id: number | null;
  support_max: number;
  apply_start: string;
  apply_end: string;
}
/** A reference (real national) document a generated one may cite. */
export interface CheckReference {
  title: string;
  docNo: string;
}

const CITATION = /根据《([^》]+)》（([^）]+)）/g;
const AMOUNT = /(\d+(?:\.\d+)?)(万元|亿元)/g;
const CN_DATE = /(\d{4})年(\d{1,2})月(\d{1,2})日/g;
const LIST_TITLE = /名单|公示|结果的通知|结果的公告/;

function amounts(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(AMOUNT)) out.add(Number(m[1]) * (m[2] === '亿元' ? 10_000 : 1));
  return out;
}
function dates(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CN_DATE)) out.add(`${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`);
  return out;
}

export interface CorpusFigures {
  policies: number;
  demoPolicies: number;
  /** Groups of demo documents with one title in one region (any year) / in one region and year. */
  duplicateTitlesPerRegion: number;
  duplicateTitlesPerRegionYear: number;
  /** 文号 carried by more than one document; demo documents carrying a reference document's 文号. */
  sharedDocNos: number;
  demoWithReferenceDocNo: number;
  /** Demo documents whose summary names a theme its title does not, or whose body never names the title's. */
  summaryOffTheme: number;
  bodyOffTheme: number;
  /** 名单 / 公示 documents that offer money. */
  listsOfferingMoney: number;
  bodyChars: { min: number; p10: number; median: number; p90: number; max: number };
  bodiesOutside2000to8000: number;
  maxPerDay: number;
  maxPerDayDate: string;
  /** Mean demo documents per working day over the year before today (the max/day threshold scales with it). */
  meanPerWorkingDay: number;
  future: number;
  onToday: number;
  onWeekendOrHoliday: number;
  citations: number;
  /** Citations that name no reference document, or name one with the wrong 文号. */
  citationsUnresolved: number;
  citationsWrongDocNo: number;
  /** Projects / interpretations whose amounts or dates do not appear in the document they derive from. */
  linkedProjects: number;
  projectsDisagreeing: number;
  linkedInterpretations: number;
  interpretationsDisagreeing: number;
}

export class CorpusFiguresBuilder {
  private policies = 0;
  private readonly byRegion = new Map<string, number>();
  private readonly byRegionYear = new Map<string, number>();
  private readonly docNos = new Map<string, number>();
  private readonly perDay = new Map<string, number>();
  private readonly lengths: number[] = [];
  /** Per demo policy: the amounts and dates its body states (all that the linked rows are checked against). */
  private readonly facts = new Map<number, { amounts: Set<number>; dates: Set<string> }>();
  private readonly refByTitle: Map<string, string>;
  private readonly refDocNos: Set<string>;
  private f = {
    summaryOffTheme: 0,
    bodyOffTheme: 0,
    listsOfferingMoney: 0,
    future: 0,
    onToday: 0,
    onWeekendOrHoliday: 0,
    citations: 0,
    citationsUnresolved: 0,
    citationsWrongDocNo: 0,
    demoWithReferenceDocNo: 0,
    linkedProjects: 0,
    projectsDisagreeing: 0,
    linkedInterpretations: 0,
    interpretationsDisagreeing: 0,
  };

  constructor(
    private readonly today: string,
    references: readonly CheckReference[],
  ) {
    this.refByTitle = new Map(references.map((r) => [r.title, r.docNo]));
    this.refDocNos = new Set(references.map((r) => r.docNo));
  }

  addPolicy(p: CheckPolicy): void {
    this.policies++;
    if (p.doc_no) this.docNos.set(p.doc_no, (this.docNos.get(p.doc_no) ?? 0) + 1);
    if (!p.demo) return;
    const f = this.f;
    const year = p.publish_date.slice(0, 4);
    const rk = `${p.region_code}\u0000${p.title}`;
    this.byRegion.set(rk, (this.byRegion.get(rk) ?? 0) + 1);
    this.byRegionYear.set(`${rk}\u0000${year}`, (this.byRegionYear.get(`${rk}\u0000${year}`) ?? 0) + 1);
    if (this.refDocNos.has(p.doc_no)) f.demoWithReferenceDocNo++;
    const titled = themesIn(p.title);
    if (titled.size > 0) {
      if ([...themesIn(p.summary)].some((t) => !titled.has(t))) f.summaryOffTheme++;
      const body = themesIn(p.body_text);
      if (![...titled].some((t) => body.has(t))) f.bodyOffTheme++;
    }
    if (LIST_TITLE.test(p.title) && amounts(p.summary + p.body_text).size > 0) f.listsOfferingMoney++;
    this.lengths.push(p.body_text.length);
    this.perDay.set(p.publish_date, (this.perDay.get(p.publish_date) ?? 0) + 1);
    if (p.publish_date > this.today) f.future++;
    if (p.publish_date === this.today) f.onToday++;
    if (!isWorkingDay(p.publish_date)) f.onWeekendOrHoliday++;
    for (const m of (p.summary + p.body_text).matchAll(CITATION)) {
      f.citations++;
      const docNo = this.refByTitle.get(m[1] as string);
      if (docNo === undefined) f.citationsUnresolved++;
      else if (docNo !== m[2]) f.citationsWrongDocNo++;
    }
    this.facts.set(p.id, { amounts: amounts(p.body_text), dates: dates(p.body_text) });
  }

  /** Call after every policy: a project agrees when its ceiling and its window are stated in its notice. */
  addProject(j: CheckProject): void {
    const facts = j.policy_id === null ? undefined : this.facts.get(j.policy_id);
    if (!facts) return;
    this.f.linkedProjects++;
    const ok =
      (j.support_max <= 0 || facts.amounts.has(j.support_max)) &&
      facts.dates.has(j.apply_start) &&
      facts.dates.has(j.apply_end);
    if (!ok) this.f.projectsDisagreeing++;
  }

  /** An interpretation agrees when every amount it states is one its document states. */
  addInterpretation(i: CheckInterpretation): void {
    const facts = this.facts.get(i.policy_id);
    if (!facts) return;
    this.f.linkedInterpretations++;
    if ([...amounts(i.body_text)].some((a) => !facts.amounts.has(a))) this.f.interpretationsDisagreeing++;
  }

  figures(): CorpusFigures {
    const sorted = [...this.lengths].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    let maxPerDay = 0;
    let maxPerDayDate = '';
    for (const [d, n] of this.perDay)
      if (n > maxPerDay || (n === maxPerDay && d > maxPerDayDate)) [maxPerDay, maxPerDayDate] = [n, d];
    let lastYear = 0;
    let working = 0;
    for (let d = toDay(this.today) - 364; d <= toDay(this.today); d++) {
      const date = fromDay(d);
      if (isWorkingDay(date)) working++;
      lastYear += this.perDay.get(date) ?? 0;
    }
    const dupes = (m: Map<string, number>) => [...m.values()].filter((n) => n > 1).length;
    return {
      policies: this.policies,
      demoPolicies: sorted.length,
      duplicateTitlesPerRegion: dupes(this.byRegion),
      duplicateTitlesPerRegionYear: dupes(this.byRegionYear),
      sharedDocNos: dupes(this.docNos),
      bodyChars: { min: q(0), p10: q(0.1), median: q(0.5), p90: q(0.9), max: sorted[sorted.length - 1] ?? 0 },
      bodiesOutside2000to8000: sorted.filter((n) => n < 2000 || n > 8000).length,
      maxPerDay,
      maxPerDayDate,
      meanPerWorkingDay: Math.round((lastYear / working) * 10) / 10,
      ...this.f,
    };
  }
}

/** A threshold the corpus fails, in words. */
export function failures(f: CorpusFigures): string[] {
  const out: string[] = [];
  const zero: (keyof CorpusFigures)[] = [
    'duplicateTitlesPerRegionYear',
    'sharedDocNos',
    'demoWithReferenceDocNo',
    'summaryOffTheme',
    'bodyOffTheme',
    'listsOfferingMoney',
    'bodiesOutside2000to8000',
    'future',
    'onWeekendOrHoliday',
    'citationsUnresolved',
    'citationsWrongDocNo',
    'projectsDisagreeing',
    'interpretationsDisagreeing',
  ];
  for (const k of zero) if ((f[k] as number) > 0) out.push(`${k} = ${String(f[k])} (must be 0)`);
  // "A handful a day at most": twice the mean working-day rate of the last year, and 8 however small that is.
  const perDay = Math.max(8, Math.ceil(2 * f.meanPerWorkingDay));
  if (f.maxPerDay > perDay) out.push(`maxPerDay = ${f.maxPerDay} on ${f.maxPerDayDate} (at most ${perDay})`);
  if (f.onToday > perDay) out.push(`onToday = ${f.onToday} (at most ${perDay})`);
  return out;
}
