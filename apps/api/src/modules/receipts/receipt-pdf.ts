import { APP_NAME } from '@ghanapay/validators';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { drawableText, formatGhs, formatStatementDateTime } from '../money';

/** What the PDF shows: plain values, so a worker thread receives them as they are. */
export interface ReceiptPdfInput {
  id: string;
  kindLabel: string;
  amountPesewas: bigint;
  status: string;
  completedAt: Date;
  payerName: string;
  payeeName: string;
  reference: string;
  verifyUrl: string;
  generatedAt: Date;
}

// The statement's phone-sized page, so both read alike on a phone.
const PAGE = { width: 312, height: 560, margin: 18 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const QR_SIZE = 150;
const INK = rgb(0.11, 0.12, 0.14);
const DIM = rgb(0.4, 0.42, 0.46);
const GREEN = rgb(0.04, 0.45, 0.24);

/**
 * A receipt as a one-page PDF: the amount, who paid whom and when, the reference, and a QR of the
 * verify link (error correction M, 4-module quiet zone, 4 px a module: crisp when printed small).
 */
export async function receiptPdf(receipt: ReceiptPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${APP_NAME} receipt ${receipt.reference}`);
  doc.setAuthor(APP_NAME);
  doc.setProducer(APP_NAME);
  doc.setSubject(receipt.verifyUrl);
  doc.setCreationDate(receipt.generatedAt);
  doc.setModificationDate(receipt.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const left = PAGE.margin;

  let y = PAGE.height - PAGE.margin - 16;
  page.drawText(APP_NAME, { x: left, y, size: 16, font: bold, color: GREEN });
  y -= 20;
  page.drawText(`Payment receipt · ${receipt.kindLabel}`, { x: left, y, size: 12, font: bold, color: INK });
  y -= 30;
  page.drawText(formatGhs(receipt.amountPesewas), { x: left, y, size: 22, font: bold, color: INK });
  y -= 22;

  const rows: [string, string][] = [
    ['Status', receipt.status === 'completed' ? 'Completed' : receipt.status],
    ['Date', `${formatStatementDateTime(receipt.completedAt)} (Ghana time)`],
    ['From', receipt.payerName],
    ['To', receipt.payeeName],
    ['Reference', receipt.reference],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: left, y, size: 9, font: regular, color: DIM });
    drawFitted(page, drawableText(value, bold), left + 70, y, 10, bold, CONTENT_WIDTH - 70);
    y -= 16;
  }

  y -= 8;
  const qr = await doc.embedPng(await QRCode.toBuffer(receipt.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 }));
  y -= QR_SIZE;
  page.drawImage(qr, { x: (PAGE.width - QR_SIZE) / 2, y, width: QR_SIZE, height: QR_SIZE });
  y -= 16;
  const scan = 'Scan to check this receipt is genuine, or open:';
  page.drawText(scan, { x: (PAGE.width - regular.widthOfTextAtSize(scan, 9)) / 2, y, size: 9, font: regular, color: INK });
  y -= 12;
  // The link in full, broken into lines of the monospaced font (it has no spaces to wrap at).
  const perLine = Math.floor(CONTENT_WIDTH / mono.widthOfTextAtSize('M', 7));
  for (let at = 0; at < receipt.verifyUrl.length; at += perLine) {
    page.drawText(receipt.verifyUrl.slice(at, at + perLine), { x: left, y, size: 7, font: mono, color: DIM });
    y -= 9;
  }

  page.drawText(`Generated ${formatStatementDateTime(receipt.generatedAt)} · ${receipt.id}`, {
    x: left,
    y: PAGE.margin,
    size: 7,
    font: regular,
    color: DIM,
  });
  return doc.save();
}

/** Draws text, shrinking it (down to 7 pt) to fit the width, then cutting it with "...". */
function drawFitted(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont, width: number) {
  let fitted = text;
  let at = size;
  while (at > 7 && font.widthOfTextAtSize(fitted, at) > width) at -= 0.5;
  while (fitted.length > 1 && font.widthOfTextAtSize(fitted, at) > width) fitted = `${fitted.slice(0, -4)}...`;
  page.drawText(fitted, { x, y, size: at, font, color: INK });
}
