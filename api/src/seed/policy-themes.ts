import type { PolicyLevel } from '../db/schema.ts';
import { toDay } from './dates.ts';
import { REFERENCE_DOCUMENTS, type ReferenceDocument } from './reference/documents.ts';
import { Rng } from './rng.ts';
import type { SeedContext } from './context.ts';
import { themesIn } from './theme-words.ts';
import { THEMES } from './themes.ts';
import type { PolicyTheme } from './themes/model.ts';

/**
 * Themes in the corpus. The national layer is the reference documents (reference/documents.ts): real
 * documents, seeded as facts, never generated. A generated document is local (provincial, municipal or
 * district); when its theme rests on a reference document it cites that document by its real title and
 * 文号 (根据《…》（…）精神), and it is dated after it. Themed rows draw from their own random stream, so rows
 * without a theme are the same as in a corpus without themes. Corpora smaller than this have no themes
 * (the unit-test corpora).
 */
export const THEMED_MIN_POLICIES = 400;
const LOCAL_THEME_SHARE = 0.45;

/** The reference document a local document of the theme cites: a current one with a 文号, else any with one. */
export interface Citation {
  title: string;
  docNo: string;
  publishedDate: string;
}

/**
 * A theme cites the reference document that underpins it first (its first theme), else one that lists it
 * among others and whose title names no other theme (a 科技保险 notice does not cite a 首台（套） pilot).
 */
function citationFor(theme: PolicyTheme): Citation | null {
  const withNo = REFERENCE_DOCUMENTS.filter(
    (d): d is ReferenceDocument & { docNo: string } => d.docNo !== null && d.themes.includes(theme.name),
  );
  const primary = withNo.filter((d) => d.themes[0] === theme.name);
  const fitting = primary.length
    ? primary
    : withNo.filter((d) => [...themesIn(d.title)].every((t) => t === theme.name));
  const doc = fitting.find((d) => d.status === '现行有效') ?? fitting[0];
  return doc ? { title: doc.title, docNo: doc.docNo, publishedDate: doc.publishedDate } : null;
}

const CITATIONS = new Map(THEMES.map((t) => [t.name, citationFor(t)]));

/** What a themed row is: its theme and the reference document it cites (if the theme has one). */
export interface ThemeDraw {
  theme: PolicyTheme;
  cites: Citation | null;
}

export function themesActive(ctx: SeedContext): boolean {
  return ctx.sizes.policies >= THEMED_MIN_POLICIES;
}

export function citationOf(theme: PolicyTheme): Citation | null {
  return CITATIONS.get(theme.name) ?? null;
}

/**
 * The theme of policy n published on `date`, if any: only themes whose cited document is at least a month
 * older than the row can be drawn (a local document implements a national one after it).
 */
export function themeOf(ctx: SeedContext, n: number, level: PolicyLevel, date: string): ThemeDraw | null {
  if (!themesActive(ctx) || level === 'national') return null;
  const rng = Rng.for(ctx.seed, 'theme', n);
  if (!rng.chance(LOCAL_THEME_SHARE)) return null;
  const day = toDay(date);
  const eligible = THEMES.filter((t) => {
    const c = citationOf(t);
    return !c || toDay(c.publishedDate) + 30 < day;
  });
  if (eligible.length === 0) return null;
  const theme = rng.pick(eligible);
  return { theme, cites: citationOf(theme) };
}

/** A local theme title with its region and year filled in, from the row's own stream (`variant` redraws). */
export function localThemeTitle(
  ctx: SeedContext,
  n: number,
  theme: PolicyTheme,
  region: string,
  year: number,
  variant: number,
): string {
  const rng = Rng.for(ctx.seed, `theme-title-${variant}`, n);
  return rng.pick(theme.local).replaceAll('{r}', region).replaceAll('{y}', String(year));
}

/** The preamble's citation of the reference document, or '' for a theme without one. */
export function citationText(d: ThemeDraw | null): string {
  return d?.cites ? `根据《${d.cites.title}》（${d.cites.docNo}）精神，` : '';
}
