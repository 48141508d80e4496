/**
 * CSV of rows already on the page (the figures' tables): UTF-8 with a BOM so Excel opens the Chinese headers, and
 * cells that start with = + - @ prefixed with ' so a query typed by a visitor cannot become a spreadsheet formula.
 */
export function toCsv(headers: [key: string, title: string][], rows: Record<string, unknown>[]): string {
  const cell = (v: unknown) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [headers.map(([, t]) => cell(t)).join(',')];
  for (const r of rows) lines.push(headers.map(([k]) => cell(r[k])).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

export function saveCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
