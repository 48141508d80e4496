/** Escaping for text and attribute values in server-rendered HTML: every character HTML gives a meaning to. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * JSON inside a <script> element (JSON-LD, the query seed): `<` is written as \u003c so that no `</script>` or
 * `<!--` in the data can end the element; U+2028/2029 likewise, for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
