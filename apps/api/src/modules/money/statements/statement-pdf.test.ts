import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitLine, drawableText, takeLine } from './statement-pdf-text';
import { STATEMENT_PDF_SLOTS, statementPdf } from './statement-pdf';
import type { Statement, StatementLine } from './statement-service';

function statementWith(count: number, description = 'Payment to Kofi Mensah'): Statement {
  const lines: StatementLine[] = [];
  let balance = 1_000_00n;
  for (let i = 0; i < count; i++) {
    const amount = i % 3 === 0 ? 12_50n : -3_05n;
    balance += amount;
    lines.push({
      id: String(i + 1),
      at: new Date(Date.UTC(2026, 10, 1 + (i % 28), 9, i % 60)),
      description,
      amountPesewas: amount,
      balancePesewas: balance,
    });
  }
  const moneyIn = lines.filter((l) => l.amountPesewas > 0n).reduce((s, l) => s + l.amountPesewas, 0n);
  return {
    period: { label: 'November 2026', slug: '2026-11', from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') },
    asOf: new Date('2026-11-30T23:59:59Z'),
    openingPesewas: 1_000_00n,
    closingPesewas: balance,
    inPesewas: moneyIn,
    outPesewas: moneyIn - (balance - 1_000_00n),
    lines,
  };
}

/** Entries, plus one slot for the closing balance (or for "no transactions" and the closing balance). */
function expectedPages(count: number): number {
  const slots = Math.max(count, 1) + 1;
  return slots <= STATEMENT_PDF_SLOTS.firstPage
    ? 1
    : 1 + Math.ceil((slots - STATEMENT_PDF_SLOTS.firstPage) / STATEMENT_PDF_SLOTS.laterPages);
}

async function pagesOf(pdf: Uint8Array): Promise<number> {
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return (await PDFDocument.load(pdf)).getPageCount();
}

describe('statementPdf', () => {
  it('fits a few entries and the closing balance on the first page under the summary', async () => {
    expect(STATEMENT_PDF_SLOTS).toEqual({ firstPage: 6, laterPages: 10 });
    expect(await pagesOf(await statementPdf(statementWith(0), 'Kwame Mensah', new Date()))).toBe(1);
    expect(await pagesOf(await statementPdf(statementWith(5), 'Kwame Mensah', new Date()))).toBe(1);
    // The sixth entry pushes the closing balance onto a page of its own.
    expect(await pagesOf(await statementPdf(statementWith(6), 'Kwame Mensah', new Date()))).toBe(2);
  });

  it('paginates a long statement: every entry and the closing balance, pages on a narrow phone-shaped size', async () => {
    for (const count of [15, 16, 137]) {
      const pdf = await PDFDocument.load(await statementPdf(statementWith(count), 'Kwame Mensah', new Date()));
      expect(pdf.getPageCount(), `${count} entries`).toBe(expectedPages(count));
      expect(pdf.getPage(0).getSize()).toEqual({ width: 312, height: 560 });
    }
    expect(expectedPages(137)).toBe(15);
  });

  it('draws names and descriptions the standard font cannot encode, long ones cut short', async () => {
    const long = `Bank transfer to ${'Nana Kwame Ɛkuba Ɔsei-Tutu 😀 '.repeat(6)}, GCB Bank ••••4567`;
    const pdf = await statementPdf(statementWith(3, long), 'Ɛfua Ɔpoku 李', new Date());
    expect(await pagesOf(pdf)).toBe(1);
  });
});

describe('PDF text', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);

  it('keeps WinAnsi text, spells Ghanaian letters in Latin and replaces the rest', () => {
    expect(drawableText('Payment to 024 ••• ••67 – Adjoá’s', font)).toBe('Payment to 024 ••• ••67 – Adjoá’s');
    expect(drawableText('Ɛfua Ɔpoku ŋ', font)).toBe('Efua Opoku n');
    expect(drawableText('₵5 😀 李\nnext', font)).toBe('GHS 5 ? ? next');
    expect(drawableText('Ṣade', font)).toBe('Sade');
  });

  it('breaks at a space, cuts an overlong word, and ends a shortened line with …', () => {
    const width = font.widthOfTextAtSize('Payment to Kofi', 10);
    expect(takeLine('Payment to Kofi Mensah', font, 10, width)).toEqual(['Payment to Kofi', 'Mensah']);
    expect(takeLine('Short', font, 10, width)).toEqual(['Short', '']);
    const [cut, rest] = takeLine('Supercalifragilisticexpialidocious', font, 10, width);
    expect(cut + rest).toBe('Supercalifragilisticexpialidocious');
    expect(font.widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(width);
    const fitted = fitLine('Payment to Kofi Mensah and friends', font, 10, width);
    expect(fitted.endsWith('…')).toBe(true);
    expect(font.widthOfTextAtSize(fitted, 10)).toBeLessThanOrEqual(width);
    expect(fitLine('Short', font, 10, width)).toBe('Short');
  });
});
