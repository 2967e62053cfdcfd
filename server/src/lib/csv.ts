/**
 * CSV files as RFC 4180 writes them, for spreadsheets (docs/decisions/043): fields separated by
 * commas, records by CRLF; a field with a comma, a quote, CR or LF is quoted, its quotes doubled.
 * The file starts with a UTF-8 byte order mark, without which Excel reads UTF-8 as the local
 * code page and Hindi names come out garbled. A text that begins with `=`, `+`, `-`, `@`, a tab
 * or CR would be read by a spreadsheet as a formula (CSV injection, OWASP): it gets a leading
 * apostrophe, which the spreadsheet shows as text (a plain negative number is left alone).
 */

export const csvByteOrderMark = '\uFEFF';

export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
/** A plain number (-12.50) is a number to a spreadsheet, not a formula: it stays as it is. */
const plainNumber = /^-?\d+(\.\d+)?$/;
const needsQuotes = /[",\r\n]/;

/** One field, neutralised and quoted as needed; null and undefined are empty. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Paise as rupees with two decimals and no grouping (79100 -> "791.00"), as spreadsheets sum. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
