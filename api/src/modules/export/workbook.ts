import ExcelJS from 'exceljs';
import type { ColumnSpec } from './columns.ts';
import type { ExportItem } from './sources.ts';

export interface WorkbookInput {
  /** Where the .xlsx is written (the caller's temporary name). */
  path: string;
  sheetName: string;
  columns: ColumnSpec[];
  /** The portal's origin, for the links. */
  baseUrl: string;
  batches: AsyncIterable<ExportItem[]>;
  /** Called after each batch is committed, with the rows written so far (progress; demo counting). */
  onBatch(batch: readonly ExportItem[], written: number): Promise<void>;
  /** The 导出说明 sheet's [项目, 内容] rows, asked for once every data row is written. */
  notes(written: number): [string, string][];
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } };

/**
 * Writes an export with exceljs's streaming writer: each row is committed as it is made, so the process holds a
 * batch at a time, never the sheet. The data sheet has a bold header row frozen above the rows, sized columns,
 * real dates and links; the second sheet, 导出说明, states the search, time, user, source and demo data.
 * Returns the rows written.
 */
export async function writeExportWorkbook(input: WorkbookInput): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: input.path, useStyles: true, useSharedStrings: false });
  wb.creator = 'AI科策云';
  wb.created = new Date();
  const ws = wb.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  ws.columns = input.columns.map((c) => ({ key: c.key, width: c.width }));
  const header = ws.addRow(input.columns.map((c) => c.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  header.commit();
  let written = 0;
  for await (const batch of input.batches) {
    for (const item of batch) {
      const row = ws.addRow(input.columns.map((c) => c.value(item, input.baseUrl)));
      input.columns.forEach((c, i) => {
        const cell = row.getCell(i + 1);
        if (c.numFmt) cell.numFmt = c.numFmt;
        if (cell.type === ExcelJS.ValueType.Hyperlink) cell.font = { color: { argb: 'FF0563C1' }, underline: true };
      });
      row.commit();
    }
    written += batch.length;
    await input.onBatch(batch, written);
  }
  ws.commit();

  const about = wb.addWorksheet('导出说明');
  about.columns = [
    { key: 'k', width: 16 },
    { key: 'v', width: 80 },
  ];
  const head = about.addRow(['项目', '内容']);
  head.font = { bold: true };
  head.commit();
  for (const [k, v] of input.notes(written)) {
    const r = about.addRow([k, v]);
    r.alignment = { wrapText: true, vertical: 'top' };
    r.commit();
  }
  about.commit();
  await wb.commit();
  return written;
}
