import { describe, expect, it } from 'vitest';
import { csvCell, statementCsv } from './statement-csv';
import type { Statement } from './statement-service';

/** RFC 4180 read back: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted || (c !== '"' && c !== ',' && c !== '\r')) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else {
      // CR, then the LF of the CRLF that ends the row.
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    }
  }
  return rows;
}

const statement: Statement = {
  period: { label: 'November 2026', slug: '2026-11', from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') },
  asOf: new Date('2026-11-30T23:59:59Z'),
  openingPesewas: 10_000n,
  closingPesewas: 10_000n + 2_550n - 1_000n - 75n,
  inPesewas: 2_550n,
  outPesewas: 1_075n,
  lines: [
    {
      id: '1',
      at: new Date('2026-11-03T09:05:07Z'),
      description: 'Payment from Ama Owusu',
      amountPesewas: 2_550n,
      balancePesewas: 12_550n,
    },
    {
      id: '2',
      at: new Date('2026-11-04T10:00:00Z'),
      description: 'Payment to "Kofi", Mensah',
      amountPesewas: -1_000n,
      balancePesewas: 11_550n,
    },
    {
      id: '3',
      at: new Date('2026-11-05T11:00:00Z'),
      description: '=HYPERLINK("http://evil")',
      amountPesewas: -75n,
      balancePesewas: 11_475n,
    },
  ],
};

describe('csvCell', () => {
  it('leaves plain text alone and quotes a field with a quote, comma or line break', () => {
    expect(csvCell('Payment to Kofi Mensah')).toBe('Payment to Kofi Mensah');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell('')).toBe('');
    expect(csvCell('Mensah, Kofi')).toBe('"Mensah, Kofi"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+233241234567')).toBe("'+233241234567");
    expect(csvCell('-5.00')).toBe("'-5.00");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('Payment to =x')).toBe('Payment to =x');
  });
});

describe('statementCsv', () => {
  const text = statementCsv(statement);
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));

  it('is UTF-8 with a BOM, CRLF rows, a header, the opening row, one row per entry and the closing row', () => {
    expect(text.startsWith('\uFEFFDate (Ghana time),Description,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rows).toEqual([
      ['Date (Ghana time)', 'Description', 'Money in (GHS)', 'Money out (GHS)', 'Balance (GHS)'],
      ['2026-11-01 00:00:00', 'Opening balance', '', '', '100.00'],
      ['2026-11-03 09:05:07', 'Payment from Ama Owusu', '25.50', '', '125.50'],
      ['2026-11-04 10:00:00', 'Payment to "Kofi", Mensah', '', '10.00', '115.50'],
      ['2026-11-05 11:00:00', '\'=HYPERLINK("http://evil")', '', '0.75', '114.75'],
      ['2026-11-30 23:59:59', 'Closing balance', '', '', '114.75'],
    ]);
  });

  it('adds up: opening + money in − money out = closing, and no cell starts a formula', () => {
    const toPesewas = (cell: string) => (cell === '' ? 0n : BigInt(cell.replace('.', '')));
    const entries = rows.slice(2, -1);
    const total = entries.reduce((sum, r) => sum + toPesewas(r[2]!) - toPesewas(r[3]!), 0n);
    expect(toPesewas(rows[1]![4]!) + total).toBe(toPesewas(rows.at(-1)![4]!));
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
