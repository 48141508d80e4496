/**
 * Citation markers: an answer cites passage n as [n]. A marker naming a passage the provider was not given is
 * dropped before anyone sees it (a model may invent [7] when it got five passages). Streams arrive in pieces
 * that can split a marker ("…扣除[" + "2]"), so the streaming filter holds back a trailing unfinished marker
 * until the next piece decides it.
 */
const MARKER = /\[(\d{1,3})\]/g;
/** A possible marker start at the end of a piece: "[", "[1", "[12". */
const OPEN_TAIL = /\[\d{0,3}$/;

export function filterCitations(text: string, allowed: ReadonlySet<number>): string {
  return text.replace(MARKER, (m, n: string) => (allowed.has(Number(n)) ? m : ''));
}

/** The distinct passage numbers an answer cites, in order of first use. */
export function citedNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const m of text.matchAll(MARKER)) seen.add(Number(m[1]));
  return [...seen];
}

export class CitationStreamFilter {
  private held = '';

  constructor(private readonly allowed: ReadonlySet<number>) {}

  /** Filters one piece; returns what can be shown now (possibly ''). */
  push(piece: string): string {
    const text = this.held + piece;
    const tail = OPEN_TAIL.exec(text);
    this.held = tail ? tail[0] : '';
    return filterCitations(tail ? text.slice(0, tail.index) : text, this.allowed);
  }

  /** The end of the stream: whatever was held is plain text (an unfinished "[" is no marker). */
  flush(): string {
    const rest = this.held;
    this.held = '';
    return filterCitations(rest, this.allowed);
  }
}
