/**
 * An answer's markdown read as plain text, shown while the renderer (a lazy chunk, markdown.tsx) loads: without the
 * marks a reader would otherwise see for a moment (**依据**, the > of a quoted clause, a heading's #).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\*\*([^*\n]+)\*\*/g, '$1')
    .replace(/^>\s?/gm, '')
    .replace(/^#{1,6}\s+/gm, '');
}
