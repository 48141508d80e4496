import type { PolicyLevel } from '../db/schema.ts';
import type { AgencyKind, SeedAgency } from './agencies.ts';
import { docNumber } from './agencies.ts';
import type { SeedContext } from './context.ts';
import { addDays } from './dates.ts';
import {
  drawCity,
  drawDistrict,
  drawDistrictCity,
  drawProvince,
  isMunicipality,
  provinceOf,
  type Place,
} from './geo.ts';
import { SECTORS } from './industries.ts';
import { POLICY_TYPES, type PolicyType } from './policy-vocabulary.ts';
import { Rng, Weighted } from './rng.ts';
import { TITLE_TEMPLATES, type TitleTemplate } from './policy-titles.ts';
import { localThemeTitle, themeOf, type ThemeDraw } from './policy-themes.ts';
import { publishDates } from './policy-dates.ts';
import { workingDayOnOrAfter } from './workdays.ts';

/**
 * The header of policy n: everything but the body. Every generated document is local; the national layer
 * is the reference documents (policy-themes.ts). Headers are drafted for the whole corpus once per context
 * (`policyHeader` reads the cache), because two rules span rows: a region never repeats a title, and a 文号
 * belongs to one document. Interpretations and projects read the header of the policy they link to.
 */
export interface PolicyHeader {
  id: number;
  level: PolicyLevel;
  place: Place;
  agency: SeedAgency;
  /** Issuing agencies listed on the document (a joint document names several). */
  coIssuers: string[];
  type: PolicyType;
  sector: number;
  child: number;
  template: TitleTemplate;
  /** measure: rules (办法, 措施, 细则, 方案, 意见); call: a 申报通知; list: a 名单 or 公示 (offers no money). */
  kind: 'measure' | 'call' | 'list';
  title: string;
  /** The inner document name for 关于印发《…》的通知 titles, else the title itself. */
  docName: string;
  doc_no: string;
  publish_date: string;
  effective_date: string;
  expire_date: string | null;
  /** Biggest amount (万元) the document offers (0 for a list); summary, body, interpretations and projects state it. */
  maxAmount: number;
  /** A call's declaration window, stated in its body and copied by the projects derived from it. */
  window: { start: string; end: string } | null;
  year: number;
  /** The theme the document belongs to (policy-themes.ts), if any. */
  theme: ThemeDraw | null;
}

const LEVELS = new Weighted<PolicyLevel>([
  ['provincial', 36],
  ['municipal', 44],
  ['district', 20],
]);
const TYPES = new Weighted<PolicyType>(
  POLICY_TYPES.map(
    (t) =>
      [
        t,
        (
          {
            资金扶持: 25,
            资质认定: 14,
            人才政策: 10,
            平台建设: 9,
            税收优惠: 8,
            金融支持: 8,
            知识产权: 7,
            成果转化: 7,
          } as Record<string, number>
        )[t] ?? 6,
      ] as const,
  ),
);
/** The agencies that issue a type's documents: 税收 by 财政·税务, 人才 by 人社·科技, 知识产权 by 市场监管（知识产权）. */
const KINDS: Record<PolicyType, AgencyKind[]> = {
  资金扶持: ['sci', 'ind', 'fin', 'gov'],
  税收优惠: ['tax', 'fin'],
  资质认定: ['sci', 'ind'],
  人才政策: ['hr', 'sci', 'gov'],
  金融支持: ['fin', 'gov', 'ind'],
  平台建设: ['sci', 'ind', 'dev'],
  知识产权: ['ip'],
  成果转化: ['sci'],
  创新创业: ['sci', 'gov'],
  数字化转型: ['ind', 'dev'],
};
const SECTOR_WEIGHTS = new Weighted(SECTORS.map((s, i) => [i, [30, 14, 10, 12, 9, 6, 6, 6, 5, 3][i] ?? 3] as const));
const MAX_DOC_NO: Record<PolicyLevel, number> = { national: 180, provincial: 120, municipal: 60, district: 30 };
const MEASURE: TitleTemplate = { kind: 'measure', make: () => ({ title: '', docName: '' }) };
const NOTICE: TitleTemplate = { kind: 'notice', make: () => ({ title: '', docName: '' }) };
const LIST_TITLE = /名单|公示/;

function drawPlace(rng: Rng, level: PolicyLevel): Place {
  if (level === 'provincial') return { level, province: drawProvince(rng) };
  if (level === 'municipal') {
    let city = drawCity(rng);
    // A municipality's own documents are provincial; draw again, then fall back to provincial.
    if (isMunicipality(city)) city = drawCity(rng);
    if (isMunicipality(city)) return { level: 'provincial', province: provinceOf(city) };
    return { level, province: provinceOf(city), city };
  }
  const city = drawDistrictCity(rng);
  const district = drawDistrict(rng, city);
  return district
    ? { level, province: provinceOf(city), city, district }
    : { level: 'municipal', province: provinceOf(city), city };
}

/** One level up: a district's city (a municipality's districts go to the municipality), a city's province. */
function up(place: Place): Place {
  if (place.district && place.city && !isMunicipality(place.city))
    return { level: 'municipal', province: place.province, city: place.city };
  return { level: 'provincial', province: place.province };
}

const codeOf = (p: Place) => p.district?.code ?? p.city?.code ?? p.province?.code ?? '000000';

/** The place and an agency of a fitting kind: a place without one hands the document to the level above. */
function placeAgency(ctx: SeedContext, place: Place, kinds: AgencyKind[], pick: number): [Place, SeedAgency] {
  for (let p = place; ; p = up(p)) {
    const here = ctx.agenciesAt.get(`${p.level}:${codeOf(p)}`) ?? [];
    const fit = here.filter((a) => kinds.includes(a.kind));
    if (fit.length > 0) return [p, fit[pick % fit.length] as SeedAgency];
    if (p.level === 'provincial') throw new Error(`no ${kinds.join('/')} agency in ${codeOf(p)}`);
  }
}

export function placeName(place: Place): string {
  if (place.district) return place.district.name;
  if (place.city) return place.city.name;
  return place.province?.name ?? '';
}

/** Policy n's draft; `variant` redraws the title when the first one is taken in its region. */
function draft(ctx: SeedContext, n: number, publish: string, variant: number): PolicyHeader {
  const rng = Rng.for(ctx.seed, 'policy', n);
  const drawnLevel = LEVELS.draw(rng);
  let type = TYPES.draw(rng);
  const drawnPlace = drawPlace(rng, drawnLevel);
  // After four redraws a themed row gives up its theme: its titles are all taken in its region.
  const theme = variant < 4 ? themeOf(ctx, n, drawnPlace.level, publish) : null;
  if (theme) type = theme.theme.type;
  // Tax relief is a provincial matter (财政厅, the provincial tax bureau); local governments fund instead.
  const level0 = type === '税收优惠' ? 'provincial' : drawnPlace.level;
  const [place, agency] = placeAgency(
    ctx,
    level0 === drawnPlace.level ? drawnPlace : { level: 'provincial', province: drawnPlace.province },
    KINDS[type],
    rng.int(0, 5),
  );
  const level = place.level;
  const sector = SECTOR_WEIGHTS.draw(rng);
  const child = rng.int(0, (SECTORS[sector] as { children: string[] }).children.length - 1);
  const year = Number(publish.slice(0, 4));
  const titleRng = variant === 0 ? rng : Rng.for(ctx.seed, `policy-title-${variant}`, n);
  let template = titleRng.pick(TITLE_TEMPLATES[type].filter((t) => !t.nationalOnly));
  let titled = template.make({
    region: placeName(place),
    topic: (SECTORS[sector] as { children: string[] }).children[child] as string,
    year,
    n: titleRng.int(1, 3),
    rng: titleRng,
  });
  if (theme) {
    const title = localThemeTitle(ctx, n, theme.theme, placeName(place), year, variant);
    template = title.startsWith('关于') && title.endsWith('的通知') ? NOTICE : MEASURE;
    titled = { title, docName: title };
  }
  const kind = template.kind === 'measure' ? 'measure' : LIST_TITLE.test(titled.title) ? 'list' : 'call';
  const effective_date =
    kind === 'measure' && rng.chance(0.45) ? workingDayOnOrAfter(addDays(publish, rng.int(1, 30))) : publish;
  let expire_date: string | null = null;
  if (kind === 'measure' && rng.chance(0.65)) {
    const years = rng.pick([2, 3, 3, 5]);
    expire_date = addDays(`${Number(effective_date.slice(0, 4)) + years}${effective_date.slice(4)}`, -1);
  }
  // A call opens a few days to three weeks after it is published and runs three to seven weeks.
  const start = workingDayOnOrAfter(addDays(publish, rng.int(3, 20)));
  const window = kind === 'call' ? { start, end: workingDayOnOrAfter(addDays(start, rng.int(20, 45))) } : null;
  if (window && rng.chance(0.4)) expire_date = window.end;
  const prefix = rng.pick(agency.prefixes);
  const coIssuers = agency.kind === 'gov' || !rng.chance(0.15) ? [] : coIssuersFor(ctx, agency, rng);
  const scale = { national: 3, provincial: 2, municipal: 1, district: 0.5 }[level];
  const maxAmount = kind === 'list' ? 0 : roundAmount(scale * rng.logRange(20, 1000));
  return {
    id: n,
    level,
    place,
    agency,
    coIssuers,
    type,
    sector,
    child,
    template,
    kind,
    year,
    title: titled.title,
    docName: titled.docName,
    doc_no: docNumber(prefix, year, rng.int(1, MAX_DOC_NO[level])),
    publish_date: publish,
    effective_date,
    expire_date,
    maxAmount,
    window,
    theme,
  };
}

const cache = new WeakMap<SeedContext, PolicyHeader[]>();

/**
 * Every header of the corpus, drafted in row order: a title its region already has is redrawn (and after
 * a few tries marked as a revision, 「（2025年修订）」, as re-issued rules are), and a taken 文号 moves to the
 * agency's next free number.
 */
function allHeaders(ctx: SeedContext): PolicyHeader[] {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const dates = publishDates(ctx);
  const titles = new Set<string>();
  const docNos = new Set<string>();
  const out: PolicyHeader[] = [];
  for (let n = 1; n <= ctx.sizes.policies; n++) {
    const publish = dates[n - 1] as string;
    let h = draft(ctx, n, publish, 0);
    for (let v = 1; v < 8 && titles.has(`${h.agency.region_code}|${h.title}`); v++) h = draft(ctx, n, publish, v);
    for (let r = 0; titles.has(`${h.agency.region_code}|${h.title}`); r++) {
      const mark = r === 0 ? `（${h.year}年修订）` : `（${h.year}年第${r + 1}次修订）`;
      h = { ...h, title: `${h.title}${mark}`, docName: h.title === h.docName ? `${h.docName}${mark}` : h.docName };
    }
    titles.add(`${h.agency.region_code}|${h.title}`);
    const m = /^(.*?)(\d+)号$/.exec(h.doc_no);
    let no = Number(m?.[2] ?? 1);
    while (docNos.has(h.doc_no)) h = { ...h, doc_no: `${m?.[1] ?? ''}${++no}号` };
    docNos.add(h.doc_no);
    out.push(h);
  }
  cache.set(ctx, out);
  return out;
}

export function policyHeader(ctx: SeedContext, n: number): PolicyHeader {
  const h = allHeaders(ctx)[n - 1];
  if (!h) throw new Error(`policy ${n} is outside the corpus of ${ctx.sizes.policies}`);
  return h;
}

/** Days before today for news: dense in the last months, thinning over the horizon, a tail reaching back further. */
export function pastOffset(rng: Rng, horizon = 1095): number {
  return rng.chance(0.06) ? rng.int(horizon, horizon * 2) : Math.floor(horizon * (1 - Math.sqrt(rng.float())));
}

function coIssuersFor(ctx: SeedContext, lead: SeedAgency, rng: Rng): string[] {
  const peers = ctx.agenciesAt.get(`${lead.level}:${lead.region_code}`) ?? [];
  return rng
    .sample(
      peers.filter((a) => a.id !== lead.id && a.kind !== 'gov'),
      rng.int(1, 2),
    )
    .map((a) => a.name);
}

/** Amounts as documents state them: 5, 10, 20, 30, 50, 100, 200, 300, 500, 1000 ... (万元). */
export function roundAmount(x: number): number {
  const steps = [5, 10, 20, 30, 50, 80, 100, 150, 200, 300, 500, 800, 1000, 2000, 3000, 5000];
  let best = steps[0] as number;
  for (const s of steps) if (Math.abs(s - x) < Math.abs(best - x)) best = s;
  return best;
}
