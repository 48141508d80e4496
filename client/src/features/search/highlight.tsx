import { Fragment, type ReactNode } from 'react';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML entities the server's escaping produces (named, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** One run of text, marked or not. */
export interface HighlightPart {
  text: string;
  marked: boolean;
}

/**
 * Splits the server's highlight HTML (escaped text whose only markup is <em>…</em>) into runs. Any other tag
 * is not markup to us: it stays literal text, so nothing but <em> can ever reach the DOM as an element.
 */
export function parseHighlight(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let depth = 0;
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const marked = depth > 0;
    const prev = parts[parts.length - 1];
    if (prev && prev.marked === marked) prev.text += text;
    else parts.push({ text, marked });
  };
  for (const m of html.matchAll(/<(\/?)em>/gi)) {
    push(decodeEntities(html.slice(last, m.index)));
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    last = m.index + m[0].length;
  }
  push(decodeEntities(html.slice(last)));
  return parts;
}

/** Renders highlight HTML as React text nodes and <em> elements (never as raw HTML). */
export function Highlight({ html, className }: { html: string; className?: string }): ReactNode {
  const parts = parseHighlight(html);
  return (
    <span className={className}>
      {parts.map((p, i) =>
        p.marked ? (
          <em key={i} className="hl">
            {p.text}
          </em>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </span>
  );
}
