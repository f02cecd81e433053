import { APP_NAME } from '@ghanapay/validators';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatGhs, formatStatementDate, formatStatementDateTime } from './statement-format';
import { drawableText, fitLine, takeLine } from './statement-pdf-text';
import type { Statement, StatementLine } from './statement-service';

// A narrow page (about a phone's shape) so a phone shows it at a readable size without zooming.
const PAGE = { width: 312, height: 560, margin: 18 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW = 13;
/** Every entry takes the same room (two lines of description, then date and balance): pages hold a known count. */
const ENTRY_HEIGHT = 3 * ROW + 8;
const FIRST_PAGE_HEADER = 196;
const LATER_PAGE_HEADER = 26;
const FOOTER = 26;
const AMOUNT_WIDTH = 88;

const entriesThatFit = (header: number) => Math.floor((PAGE.height - 2 * PAGE.margin - header - FOOTER) / ENTRY_HEIGHT);

/**
 * How many entry slots a page has. The closing balance takes one more slot after the entries, and
 * "No transactions in this period" one when there are none.
 */
export const STATEMENT_PDF_SLOTS = { firstPage: entriesThatFit(FIRST_PAGE_HEADER), laterPages: entriesThatFit(LATER_PAGE_HEADER) };

const INK = rgb(0.11, 0.12, 0.14);
const DIM = rgb(0.4, 0.42, 0.46);
const RULE = rgb(0.85, 0.86, 0.88);
const MONEY_IN = rgb(0.04, 0.45, 0.24);

type Slot = { kind: 'line'; line: StatementLine } | { kind: 'empty' } | { kind: 'closing' };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The statement as a PDF: the holder and period, the balances and totals, then every entry, paginated. */
export async function statementPdf(statement: Statement, holderName: string, generatedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${APP_NAME} statement, ${statement.period.label}`);
  doc.setAuthor(APP_NAME);
  doc.setProducer(APP_NAME);
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const slots: Slot[] = [
    ...(statement.lines.length === 0 ? [{ kind: 'empty' } as const] : statement.lines.map((line) => ({ kind: 'line', line }) as const)),
    { kind: 'closing' },
  ];

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = drawFirstHeader(page, fonts, statement, holderName, generatedAt);
  let room = STATEMENT_PDF_SLOTS.firstPage;
  for (const slot of slots) {
    if (room === 0) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = drawLaterHeader(page, fonts, statement, holderName);
      room = STATEMENT_PDF_SLOTS.laterPages;
    }
    drawSlot(page, fonts, slot, statement, y);
    y -= ENTRY_HEIGHT;
    room -= 1;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = (value: string, x: number, font: PDFFont = fonts.regular) =>
      p.drawText(value, { x, y: PAGE.margin, size: 8, font, color: DIM });
    text(`${APP_NAME} wallet statement`, PAGE.margin);
    const number = `Page ${i + 1} of ${pages.length}`;
    text(number, PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(number, 8));
  });
  return doc.save();
}

/** Draws `text` ending at the right margin. */
function drawRight(page: PDFPage, text: string, y: number, size: number, font: PDFFont, color = INK) {
  page.drawText(text, { x: PAGE.width - PAGE.margin - font.widthOfTextAtSize(text, size), y, size, font, color });
}

function drawFirstHeader(page: PDFPage, fonts: Fonts, statement: Statement, holderName: string, generatedAt: Date): number {
  const left = PAGE.margin;
  let y = PAGE.height - PAGE.margin - 16;
  page.drawText(APP_NAME, { x: left, y, size: 16, font: fonts.bold, color: MONEY_IN });
  y -= 20;
  page.drawText('Transaction Statement', { x: left, y, size: 12, font: fonts.bold, color: INK });
  y -= 18;
  page.drawText(drawableText(holderName, fonts.bold), { x: left, y, size: 11, font: fonts.bold, color: INK, maxWidth: CONTENT_WIDTH });
  y -= 15;
  const { period } = statement;
  const last = new Date(period.to.getTime() - 1);
  const range = `${statement.period.label}: ${formatStatementDate(period.from)} - ${formatStatementDate(last)}`;
  page.drawText(range, { x: left, y, size: 9, font: fonts.regular, color: INK });
  y -= 13;
  page.drawText(`Generated ${formatStatementDateTime(generatedAt)} (Ghana time)`, { x: left, y, size: 9, font: fonts.regular, color: DIM });
  y -= 12;

  const summary: [string, string, PDFFont][] = [
    ['Opening balance', formatGhs(statement.openingPesewas), fonts.regular],
    ['Money in', formatGhs(statement.inPesewas), fonts.regular],
    ['Money out', formatGhs(statement.outPesewas), fonts.regular],
    [`Closing balance (${formatStatementDate(statement.asOf)})`, formatGhs(statement.closingPesewas), fonts.bold],
  ];
  const boxHeight = summary.length * 15 + 10;
  page.drawRectangle({ x: left, y: y - boxHeight, width: CONTENT_WIDTH, height: boxHeight, color: rgb(0.95, 0.97, 0.96) });
  y -= 17;
  for (const [label, value, font] of summary) {
    page.drawText(label, { x: left + 8, y, size: 10, font, color: INK });
    page.drawText(value, { x: PAGE.width - PAGE.margin - 8 - font.widthOfTextAtSize(value, 10), y, size: 10, font, color: INK });
    y -= 15;
  }
  y -= 18;
  page.drawText('Transactions', { x: left, y, size: 11, font: fonts.bold, color: INK });
  return PAGE.height - PAGE.margin - FIRST_PAGE_HEADER;
}

function drawLaterHeader(page: PDFPage, fonts: Fonts, statement: Statement, holderName: string): number {
  const title = drawableText(`${statement.period.label} · ${holderName}`, fonts.regular);
  page.drawText(title, {
    x: PAGE.margin,
    y: PAGE.height - PAGE.margin - 9,
    size: 9,
    font: fonts.regular,
    color: DIM,
    maxWidth: CONTENT_WIDTH,
  });
  return PAGE.height - PAGE.margin - LATER_PAGE_HEADER;
}

/** One slot, from its top edge `top` down ENTRY_HEIGHT. */
function drawSlot(page: PDFPage, fonts: Fonts, slot: Slot, statement: Statement, top: number) {
  const first = top - ROW + 2;
  if (slot.kind === 'empty') {
    page.drawText('No transactions in this period.', { x: PAGE.margin, y: first, size: 10, font: fonts.regular, color: DIM });
  } else if (slot.kind === 'closing') {
    page.drawText('Closing balance', { x: PAGE.margin, y: first, size: 10, font: fonts.bold, color: INK });
    drawRight(page, formatGhs(statement.closingPesewas), first, 10, fonts.bold);
    page.drawText(`as of ${formatStatementDateTime(statement.asOf)}`, {
      x: PAGE.margin,
      y: first - ROW,
      size: 8,
      font: fonts.regular,
      color: DIM,
    });
  } else {
    const { line } = slot;
    const amount = formatGhs(line.amountPesewas, { signed: true });
    drawRight(page, amount, first, 10, fonts.bold, line.amountPesewas > 0n ? MONEY_IN : INK);
    // The first line leaves room for the amount; the second has the full width and ends in "…" if need be.
    const [head, rest] = takeLine(drawableText(line.description, fonts.regular), fonts.regular, 10, CONTENT_WIDTH - AMOUNT_WIDTH);
    page.drawText(head, { x: PAGE.margin, y: first, size: 10, font: fonts.regular, color: INK });
    const second = rest === '' ? '' : fitLine(rest, fonts.regular, 10, CONTENT_WIDTH);
    if (second) page.drawText(second, { x: PAGE.margin, y: first - ROW, size: 10, font: fonts.regular, color: INK });
    const meta = first - (second ? 2 : 1) * ROW;
    page.drawText(formatStatementDateTime(line.at), { x: PAGE.margin, y: meta, size: 8, font: fonts.regular, color: DIM });
    drawRight(page, `Balance ${formatGhs(line.balancePesewas)}`, meta, 8, fonts.regular, DIM);
  }
  const rule = top - ENTRY_HEIGHT + 3;
  page.drawLine({ start: { x: PAGE.margin, y: rule }, end: { x: PAGE.width - PAGE.margin, y: rule }, thickness: 0.5, color: RULE });
}
