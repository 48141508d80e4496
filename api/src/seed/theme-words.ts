import { THEMES } from './themes.ts';

/**
 * The theme dictionary as running text uses it: each theme's name without quotes and brackets, and its
 * short form (高新技术企业认定 → 高新技术企业). The generator names a document's subject by it and
 * corpus:check judges title–summary–body agreement by it, so the two can never disagree on what a theme is.
 */
const norm = (s: string) => s.replace(/[“”"（）()《》]/g, '');
const THEME_WORDS: [string, string[]][] = THEMES.map((t) => {
  const n = norm(t.name);
  const short = n.replace(/(认定|评价|应用)$/, '');
  return [t.name, [...new Set([n, short].filter((w) => w.length >= 2))]];
});

/** The dictionary themes a text names, in dictionary order. */
export function themesIn(text: string): Set<string> {
  const t = norm(text);
  const found = new Set<string>();
  for (const [name, words] of THEME_WORDS) if (words.some((w) => t.includes(w))) found.add(name);
  return found;
}
