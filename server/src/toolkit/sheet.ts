/**
 * One table as a spreadsheet file: .xlsx (exceljs, loaded at first use so the server starts without it) or CSV as
 * Excel opens Chinese text right (UTF-8 with a byte-order mark, CRLF lines). Columns named by key and a header; the
 * `text` columns stay text in .xlsx (identifiers keep their leading zeros and every digit).
 */
import { csvLines } from './csv';

export interface SheetColumn<K extends string> {
  key: K;
  header: string;
  width?: number;
  text?: boolean;
}

export type SheetRow<K extends string> = Record<K, string | number>;

export async function sheetXlsx<K extends string>(
  name: string,
  columns: SheetColumn<K>[],
  rows: SheetRow<K>[],
  created: Date,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.created = created;
  const sheet = book.addWorksheet(name);
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  for (const c of columns) if (c.text) sheet.getColumn(c.key).numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function sheetCsv<K extends string>(columns: SheetColumn<K>[], rows: SheetRow<K>[]): Buffer {
  const lines = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => row[c.key]))];
  return Buffer.from(`\uFEFF${csvLines(lines)}`, 'utf8');
}
