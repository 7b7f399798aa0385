/** CSV files people open in a spreadsheet or import into accounting software (RFC 4180: CRLF lines). */

/** A cell a spreadsheet would run as a formula gets a leading quote (numbers like -12.50 and +8613... stay). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d. ]+$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLines = (rows: (string | number)[][]): string => rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Rows of a CSV text (RFC 4180 quoting; CRLF or LF lines; a byte-order mark dropped); blank lines skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    if (row.some((c) => c.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i];
    if (quoted && ch === '"' && src[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== ',' && ch !== '\n' && ch !== '\r')) {
      cell += ch;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      endRow();
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
