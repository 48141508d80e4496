/**
 * Heading levels of an article body (the API's sanitised `body_html`, whose headings are bare `<hN>` tags: the
 * sanitiser keeps no attribute on them) renumbered to follow the page's outline: the body's highest level becomes
 * `top` and each further level the next one, so a body written with `<h4>` under the page's `<h1>` does not skip
 * levels (screen readers navigate by them; Lighthouse and axe flag the skip as "heading-order"). The edge's server
 * render (scripts/ssr) and the client's ArticleBody both pass the body through this, so both give the same outline.
 */
export function renumberHeadings(html: string, top: number): string {
  const levels = [...new Set([...html.matchAll(/<h([1-6])>/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  if (levels.length === 0) return html;
  const to = new Map(levels.map((level, i) => [String(level), Math.min(6, top + i)]));
  if ([...to].every(([from, level]) => Number(from) === level)) return html;
  return html.replace(/<(\/?)h([1-6])>/g, (tag, close: string, level: string) => {
    const n = to.get(level);
    return n === undefined ? tag : `<${close}h${n}>`;
  });
}
