import type { PolicyLevel } from '../db/schema.ts';
import { docNumber, type SeedAgency } from './agencies.ts';
import type { SeedContext } from './context.ts';
import { addDays, toDay } from './dates.ts';
import { Rng } from './rng.ts';
import { THEMES } from './themes.ts';
import type { PolicyTheme } from './themes/model.ts';

/**
 * Themes in the corpus: each theme with a national document gets it at a fixed row (right after the
 * landmarks), so it exists exactly once; about a third of the other local documents implement a theme and
 * cite its national document. Themed rows draw from their own random stream, so rows without a theme are
 * the same as in a corpus without themes. Corpora smaller than this have no themes (the unit-test corpora).
 */
export const THEMED_MIN_POLICIES = 400;
const LOCAL_THEME_SHARE = 0.35;

export const NATIONAL_THEMES: readonly PolicyTheme[] = THEMES.filter((t) => t.national);

/** A theme's national document as the corpus holds it. */
export interface ThemeDocument {
  theme: PolicyTheme;
  agency: SeedAgency;
  /** 关于…的通知 / 关于…的意见 names are titles themselves; other names are issued by 关于印发《…》的通知. */
  title: string;
  docName: string;
  doc_no: string;
  publish_date: string;
}

/** What a themed row is: the theme's national document, or a local document citing it (if it has one). */
export interface ThemeDraw {
  theme: PolicyTheme;
  national: boolean;
  cites: ThemeDocument | null;
}

export function themesActive(ctx: SeedContext): boolean {
  return ctx.sizes.policies >= THEMED_MIN_POLICIES;
}

/** The national document of NATIONAL_THEMES[i], a function of (seed, today, i) alone. */
export function themeDocument(ctx: SeedContext, i: number): ThemeDocument {
  const theme = NATIONAL_THEMES[i] as PolicyTheme;
  const nat = theme.national as NonNullable<PolicyTheme['national']>;
  const rng = Rng.for(ctx.seed, 'theme-national', i);
  const publish_date = addDays(ctx.today, -rng.int(300, 1400));
  const year = Number(publish_date.slice(0, 4));
  const agency = ctx.agencies.find((a) => a.level === 'national' && a.name === nat.agency);
  if (!agency) throw new Error(`no national agency ${nat.agency}`);
  const standalone = nat.doc.startsWith('关于');
  return {
    theme,
    agency,
    title: standalone ? nat.doc : `关于印发《${nat.doc}》的通知`,
    docName: nat.doc,
    doc_no: docNumber(nat.prefix, year, rng.int(8, 160)),
    publish_date,
  };
}

/** The theme of policy n, if any: `firstFree` is the first row after the landmarks. */
export function themeOf(ctx: SeedContext, n: number, firstFree: number, level: PolicyLevel): ThemeDraw | null {
  if (!themesActive(ctx) || n < firstFree) return null;
  const i = n - firstFree;
  if (i < NATIONAL_THEMES.length) {
    const doc = themeDocument(ctx, i);
    return { theme: doc.theme, national: true, cites: doc };
  }
  if (level === 'national') return null;
  const rng = Rng.for(ctx.seed, 'theme', n);
  if (!rng.chance(LOCAL_THEME_SHARE)) return null;
  const theme = rng.pick(THEMES);
  const at = NATIONAL_THEMES.indexOf(theme);
  return { theme, national: false, cites: at >= 0 ? themeDocument(ctx, at) : null };
}

/** A local theme title with its region and year filled in, from the row's own stream. */
export function localThemeTitle(ctx: SeedContext, n: number, theme: PolicyTheme, region: string, year: number): string {
  const rng = Rng.for(ctx.seed, 'theme-title', n);
  return rng.pick(theme.local).replaceAll('{r}', region).replaceAll('{y}', String(year));
}

/** A local document is published after the document it implements. */
export function afterCited(publish: string, cites: ThemeDocument | null, today: string, n: number): string {
  if (!cites || toDay(publish) > toDay(cites.publish_date) + 14) return publish;
  const moved = addDays(cites.publish_date, 15 + (n % 90));
  return toDay(moved) > toDay(today) ? today : moved;
}

/** The paragraph a themed body opens with: the citation of the national document, then the theme's words. */
export function themeParagraph(d: ThemeDraw): string {
  const cite = !d.national && d.cites ? `根据《${d.cites.docName}》（${d.cites.doc_no}）精神，` : '';
  return `<p>${cite}${d.theme.text.join('')}</p>`;
}

/** A provincial agency's verbatim reprint (转发) of a national document. */
export interface ReprintRow {
  id: number;
  policy_id: number;
  agency_id: number;
  region_code: string;
  title: string;
  doc_no: string;
  publish_date: string;
}

/**
 * The reprints of policy n when it is a theme's national document: 2-6 provincial agencies of the kind that
 * issued it (science, industry ...), each a few weeks later under its own document number. Ids are given
 * by the caller (reprints are numbered in row order).
 */
export function reprintsOf(ctx: SeedContext, n: number, firstFree: number, firstId: number): ReprintRow[] {
  if (!themesActive(ctx) || n < firstFree || n - firstFree >= NATIONAL_THEMES.length) return [];
  const doc = themeDocument(ctx, n - firstFree);
  const rng = Rng.for(ctx.seed, 'theme-reprint', n);
  const pool = ctx.agencies.filter(
    (a) => a.level === 'provincial' && a.kind === (doc.agency.kind === 'gov' ? 'gov' : doc.agency.kind),
  );
  const chosen = rng.sample(
    pool.length > 0 ? pool : ctx.agencies.filter((a) => a.level === 'provincial' && a.kind === 'sci'),
    rng.int(2, 6),
  );
  return chosen.map((a, k) => {
    const date = addDays(doc.publish_date, rng.int(5, 45));
    const publish_date = toDay(date) > toDay(ctx.today) ? ctx.today : date;
    return {
      id: firstId + k,
      policy_id: n,
      agency_id: a.id,
      region_code: a.region_code,
      title: `${a.name}关于转发《${doc.docName}》的通知`,
      doc_no: docNumber(rng.pick(a.prefixes), Number(publish_date.slice(0, 4)), rng.int(1, 120)),
      publish_date,
    };
  });
}
