import { toCedisString } from '@ghanapay/money';
import { formatSpreadsheetDateTime } from './statement-format';
import type { Statement } from './statement-service';

const HEADER = ['Date (Ghana time)', 'Description', 'Money in (GHS)', 'Money out (GHS)', 'Balance (GHS)'];

/** Excel reads a file without it as the local code page, and the masked "•" turns to noise. */
const UTF8_BOM = '\uFEFF';

/**
 * The statement as CSV (RFC 4180: CRLF lines, quoted fields): a header, the opening balance, one row
 * per entry, the closing balance. Money in and out have a column each, so every amount is positive
 * and the formula guard below never touches a number.
 */
export function statementCsv(statement: Statement): string {
  const rows: string[][] = [
    HEADER,
    [formatSpreadsheetDateTime(statement.period.from), 'Opening balance', '', '', toCedisString(statement.openingPesewas)],
    ...statement.lines.map((line) => [
      formatSpreadsheetDateTime(line.at),
      line.description,
      line.amountPesewas > 0n ? toCedisString(line.amountPesewas) : '',
      line.amountPesewas < 0n ? toCedisString(-line.amountPesewas) : '',
      toCedisString(line.balancePesewas),
    ]),
    [formatSpreadsheetDateTime(statement.asOf), 'Closing balance', '', '', toCedisString(statement.closingPesewas)],
  ];
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * One field: a value a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage
 * return: OWASP's list) gets a leading apostrophe, since names in descriptions are other people's
 * text; then a field holding a quote, comma or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
