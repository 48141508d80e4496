import { normalizeToken, segmenter, subWords } from './segmenter.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML; highlighted fragments are the only markup we add. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

type Span = { start: number; end: number };

/** Character spans of `text` that are query terms as words (not as characters that merely sit side by side). */
function matchSpans(text: string, terms: Set<string>): Span[] {
  // A span is a piece (or a sub-word of one) whose normal form is a term, so a term absent from the text's
  // normal form has none: skip segmenting texts without any (the titles of body-only matches, say).
  const flat = normalizeToken(text);
  if (![...terms].some((t) => flat.includes(t))) return [];
  const spans: Span[] = [];
  let offset = 0;
  // Precise-mode pieces, unnormalised: joined they give the text back, so offsets add up.
  for (const piece of segmenter().cut(text, false)) {
    const norm = normalizeToken(piece);
    if (norm && terms.has(norm)) {
      spans.push({ start: offset, end: offset + piece.length });
    } else if (norm.length >= 3) {
      for (const sub of subWords(norm)) {
        if (!terms.has(sub)) continue;
        const at = piece.indexOf(sub);
        if (at >= 0) spans.push({ start: offset + at, end: offset + at + sub.length });
      }
    }
    offset += piece.length;
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

function render(text: string, spans: Span[]): string {
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += escapeHtml(text.slice(at, s.start)) + '<em>' + escapeHtml(text.slice(s.start, s.end)) + '</em>';
    at = s.end;
  }
  return out + escapeHtml(text.slice(at));
}

/** The whole text, HTML-escaped, with query terms wrapped in <em>. */
export function highlight(text: string, terms: string[]): string {
  if (terms.length === 0) return escapeHtml(text);
  return render(text, matchSpans(text, new Set(terms)));
}

/** Characters of a list snippet; a third of them come before the first hit. */
export const SNIPPET_WIDTH = 120;

/** About `width` characters around the first hit (or the start), highlighted; ellipses mark cut ends. */
export function snippet(text: string, terms: string[], width = SNIPPET_WIDTH): string {
  // Segmenting a long body costs; the window search only needs the first hit, so look for it cheaply first.
  const first = terms.length
    ? Math.min(...terms.map((t) => text.toLowerCase().indexOf(t)).filter((i) => i >= 0), Infinity)
    : Infinity;
  const start = Number.isFinite(first) ? Math.max(0, first - Math.floor(width / 3)) : 0;
  const end = Math.min(text.length, start + width);
  const window = text.slice(start, end);
  const body = terms.length ? render(window, matchSpans(window, new Set(terms))) : escapeHtml(window);
  return (start > 0 ? '…' : '') + body + (end < text.length ? '…' : '');
}
