/**
 * CSV as spreadsheets read it (RFC 4180, CRLF rows). A cell that starts with =, +, -, @ (or a tab
 * or carriage return) would run as a formula in Excel or LibreOffice: it gets a leading `'`, so a
 * visitor's contact message cannot plant one (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The header of a time column: times are written as ISO 8601 in UTC (`…Z`), and a spreadsheet
 * shows that text as it is, so the header names the zone ("received (UTC)").
 */
export function csvTimeHeader(name: string): string {
  return `${name} (UTC)`;
}

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
