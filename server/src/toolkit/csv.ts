/** CSV files people open in a spreadsheet or import into accounting software (RFC 4180: CRLF lines). */

/** A cell a spreadsheet would run as a formula gets a leading quote (numbers like -12.50 and +8613... stay). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d. ]+$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLines = (rows: (string | number)[][]): string => rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
