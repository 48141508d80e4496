import { findDocNumbers } from '@aikc/shared/doc-number';
import { THEMES } from '../../../seed/themes.ts';

/**
 * Themes from the corpus's theme dictionary (api/src/seed/themes.ts): a theme is named when its name, or its
 * name without the bracketed part (首台（套）… → 首台套), appears in the title or body. Citations: the
 * 《titles》 and 文号 a body names, other than the document's own.
 */
const SPELLINGS = THEMES.map((t) => ({
  name: t.name,
  forms: [...new Set([t.name, t.name.replace(/[（(）)“”"]/gu, ''), t.name.replace(/[（(][^）)]*[）)]/gu, '')])].filter(
    (f) => f.length >= 2,
  ),
}));

export function findThemes(text: string): string[] {
  return SPELLINGS.filter((t) => t.forms.some((f) => text.includes(f))).map((t) => t.name);
}

export function findCitations(
  text: string,
  ownDocNo: string,
  ownTitle: string,
): { titles: string[]; docNos: string[] } {
  const titles = new Set<string>();
  for (const m of text.matchAll(/《([^《》]{4,80})》/gu)) if (m[1] !== ownTitle) titles.add(m[1] as string);
  const own = ownDocNo.normalize('NFKC').replace(/\s+/gu, '');
  const docNos = new Set<string>();
  const t = text.normalize('NFKC');
  for (const n of findDocNumbers(t)) {
    const spelled = t.slice(n.start, n.end).replace(/\s+/gu, '');
    if (n.prefix && spelled !== own) docNos.add(spelled);
  }
  return { titles: [...titles], docNos: [...docNos] };
}
