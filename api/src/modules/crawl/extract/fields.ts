/**
 * One extracted field: its value, how sure the extractor is (0–1), where it came from and the text span it
 * was read from (`start` is the offset in the page's text, -1 when the span is not in the text as printed).
 * The review queue shows the span next to the value.
 */
export interface Field<T = string> {
  value: T;
  confidence: number;
  from: 'metadata' | 'title' | 'header' | 'signature' | 'body' | 'page' | 'source';
  text: string;
  start: number;
}

export function field<T>(value: T, confidence: number, from: Field['from'], text: string, pageText: string): Field<T> {
  return { value, confidence, from, text, start: text ? pageText.indexOf(text) : -1 };
}

/** Whitespace as one space, full-width spaces and nbsp included; trimmed. */
export function clean(text: string): string {
  return text.replace(/[\s\u00a0\u3000]+/gu, ' ').trim();
}
