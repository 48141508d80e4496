/** A positive integer id from a route segment, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}

/** The id of an `:id.html` segment (news detail, evaluation result), or null. */
export function parseHtmlId(raw: string | undefined): number | null {
  const m = /^([1-9]\d{0,15})\.html$/.exec(raw ?? '');
  return m ? Number(m[1]) : null;
}
