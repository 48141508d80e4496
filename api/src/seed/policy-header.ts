import type { PolicyLevel } from '../db/schema.ts';
import type { AgencyKind, SeedAgency } from './agencies.ts';
import { docNumber } from './agencies.ts';
import { agencyFor, type SeedContext } from './context.ts';
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
import { afterCited, localThemeTitle, themeOf, themesActive, type ThemeDraw } from './policy-themes.ts';

/**
 * The header of policy n: everything but the body. It depends only on (seed, today, n), so
 * interpretations and projects can rebuild the header of the policy they link to without storing it.
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
  title: string;
  /** The inner document name for 关于印发《…》的通知 titles, else the title itself. */
  docName: string;
  doc_no: string;
  publish_date: string;
  effective_date: string;
  expire_date: string | null;
  /** Biggest amount (万元) the clauses mention; keeps summary, body and projects consistent. */
  maxAmount: number;
  year: number;
  /** The theme the document belongs to (policy-themes.ts), if any. */
  theme: ThemeDraw | null;
}

const LEVELS = new Weighted<PolicyLevel>([
  ['national', 10],
  ['provincial', 32],
  ['municipal', 40],
  ['district', 18],
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
const KINDS: Record<PolicyType, AgencyKind[]> = {
  资金扶持: ['sci', 'ind', 'fin', 'gov'],
  税收优惠: ['tax', 'fin'],
  资质认定: ['sci', 'ind'],
  人才政策: ['hr', 'sci', 'gov'],
  金融支持: ['fin', 'gov', 'ind'],
  平台建设: ['sci', 'ind', 'dev'],
  知识产权: ['ip', 'sci'],
  成果转化: ['sci'],
  创新创业: ['sci', 'gov'],
  数字化转型: ['ind', 'dev'],
};
const SECTOR_WEIGHTS = new Weighted(SECTORS.map((s, i) => [i, [30, 14, 10, 12, 9, 6, 6, 6, 5, 3][i] ?? 3] as const));
const MAX_DOC_NO: Record<PolicyLevel, number> = { national: 180, provincial: 120, municipal: 60, district: 30 };
const MEASURE: TitleTemplate = { kind: 'measure', make: () => ({ title: '', docName: '' }) };
const NOTICE: TitleTemplate = { kind: 'notice', make: () => ({ title: '', docName: '' }) };

/** Real landmark documents the assessments cite; they lead the corpus when it is big enough. */
const LANDMARKS: {
  agency: string;
  title: string;
  doc: string;
  date: string;
  type: PolicyType;
  sector: number;
  amount: number;
}[] = [
  {
    agency: '科学技术部',
    title: '科技部 财政部 国家税务总局关于修订印发《高新技术企业认定管理办法》的通知',
    doc: '国科发火〔2016〕32号',
    date: '2016-01-29',
    type: '资质认定',
    sector: 0,
    amount: 0,
  },
  {
    agency: '科学技术部',
    title: '科技部 财政部 国家税务总局关于修订印发《高新技术企业认定管理工作指引》的通知',
    doc: '国科发火〔2016〕195号',
    date: '2016-06-22',
    type: '资质认定',
    sector: 0,
    amount: 0,
  },
  {
    agency: '科学技术部',
    title: '科技部 财政部 国家税务总局关于印发《科技型中小企业评价办法》的通知',
    doc: '国科发政〔2017〕115号',
    date: '2017-05-03',
    type: '资质认定',
    sector: 0,
    amount: 0,
  },
  {
    agency: '工业和信息化部',
    title: '工业和信息化部关于印发《优质中小企业梯度培育管理暂行办法》的通知',
    doc: '工信部企业〔2022〕63号',
    date: '2022-06-01',
    type: '资质认定',
    sector: 0,
    amount: 0,
  },
  {
    agency: '财政部',
    title: '财政部 税务总局关于进一步完善研发费用税前加计扣除政策的公告',
    doc: '财政部 税务总局公告2023年第7号',
    date: '2023-03-26',
    type: '税收优惠',
    sector: 0,
    amount: 0,
  },
];

/** The first row after the landmarks: theme documents start here (policy-themes.ts). */
export const FIRST_FREE_ROW = LANDMARKS.length + 1;

function drawPlace(rng: Rng, level: PolicyLevel): Place {
  if (level === 'national') return { level };
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

/** Days before today: dense in the last months, thinning over three years, a tail reaching back further. */
export function pastOffset(rng: Rng, horizon = 1095): number {
  return rng.chance(0.06) ? rng.int(horizon, horizon * 2) : Math.floor(horizon * rng.float() ** 1.6);
}

export function placeName(place: Place): string {
  if (place.district) return place.district.name;
  if (place.city) return place.city.name;
  return place.province?.name ?? '';
}

export function policyHeader(ctx: SeedContext, n: number): PolicyHeader {
  const rng = Rng.for(ctx.seed, 'policy', n);
  const landmark = ctx.sizes.policies >= 50 ? LANDMARKS[n - 1] : undefined;
  let level = LEVELS.draw(rng);
  let type = landmark?.type ?? TYPES.draw(rng);
  if (type === '税收优惠' && (level === 'municipal' || level === 'district')) type = '资金扶持';
  // With themes, national documents are the landmarks and the themes' documents, each issued once: a generic
  // national title would repeat under many ids, which real national documents never do.
  if (!landmark && level === 'national' && themesActive(ctx)) level = 'provincial';
  const firstTheme = themeOf(ctx, n, FIRST_FREE_ROW, level);
  const nationalTheme = firstTheme?.national ? firstTheme.cites : null;
  const drawn = nationalTheme
    ? { level: 'national' as const }
    : landmark
      ? { level: 'national' as const }
      : drawPlace(rng, level);
  // A drawn place can move a row to another level (a municipality's documents are provincial).
  const theme = firstTheme && !firstTheme.national && drawn.level === 'national' ? null : firstTheme;
  if (theme) type = theme.theme.type;
  if (type === '税收优惠' && (drawn.level === 'municipal' || drawn.level === 'district')) type = '资金扶持';
  const place = drawn;
  level = place.level;
  const code = place.district?.code ?? place.city?.code ?? place.province?.code ?? '000000';
  const agency = landmark
    ? (ctx.agencies.find((a) => a.name === landmark.agency) as SeedAgency)
    : nationalTheme
      ? nationalTheme.agency
      : agencyFor(ctx, level, code, KINDS[type], rng.int(0, 5));
  const sector = landmark?.sector ?? SECTOR_WEIGHTS.draw(rng);
  const child = rng.int(0, (SECTORS[sector] as { children: string[] }).children.length - 1);
  const drawnDate = landmark?.date ?? addDays(ctx.today, -pastOffset(rng));
  const publish_date = nationalTheme
    ? nationalTheme.publish_date
    : theme
      ? afterCited(drawnDate, theme.cites, ctx.today, n)
      : drawnDate;
  const year = Number(publish_date.slice(0, 4));
  const templates = TITLE_TEMPLATES[type].filter((t) => level === 'national' || !t.nationalOnly);
  let template = landmark ? (templates.find((t) => t.kind === 'measure') as TitleTemplate) : rng.pick(templates);
  let titled = template.make({
    region: placeName(place),
    topic: (SECTORS[sector] as { children: string[] }).children[child] as string,
    year,
    n: rng.int(1, 3),
    rng,
  });
  if (nationalTheme) {
    template = MEASURE;
    titled = { title: nationalTheme.title, docName: nationalTheme.docName };
  } else if (theme) {
    const title = localThemeTitle(ctx, n, theme.theme, placeName(place), year);
    const isNotice = title.startsWith('关于') && title.endsWith('的通知');
    template = isNotice ? NOTICE : MEASURE;
    titled = { title, docName: title };
  }
  const effective_date = landmark ? publish_date : addDays(publish_date, rng.chance(0.55) ? 0 : rng.int(1, 30));
  let expire_date: string | null = null;
  if (landmark) expire_date = null;
  else if (template.kind === 'measure' && rng.chance(0.65)) {
    const years = rng.pick([2, 3, 3, 5]);
    expire_date = addDays(`${Number(effective_date.slice(0, 4)) + years}${effective_date.slice(4)}`, -1);
  } else if (template.kind === 'notice' && rng.chance(0.4)) {
    expire_date = addDays(publish_date, rng.int(30, 120));
  }
  const prefix = rng.pick(agency.prefixes);
  const drawnNo = landmark?.doc ?? docNumber(prefix, year, rng.int(1, MAX_DOC_NO[level]));
  const doc_no = nationalTheme ? nationalTheme.doc_no : drawnNo;
  const coIssuers =
    landmark || agency.kind === 'gov'
      ? []
      : rng.chance(level === 'national' ? 0.3 : 0.15)
        ? coIssuersFor(ctx, agency, rng)
        : [];
  const scale = { national: 3, provincial: 2, municipal: 1, district: 0.5 }[level];
  const maxAmount = landmark ? landmark.amount : roundAmount(scale * rng.logRange(20, 1000));
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
    year,
    title: landmark?.title ?? titled.title,
    docName: landmark ? (/《(.+)》/.exec(landmark.title)?.[1] ?? landmark.title) : titled.docName,
    doc_no,
    publish_date,
    effective_date,
    expire_date,
    maxAmount,
    theme,
  };
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
