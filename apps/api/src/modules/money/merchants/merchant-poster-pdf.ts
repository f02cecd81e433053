import { APP_NAME } from '@ghanapay/validators';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/** What the poster shows: plain values, so a worker thread receives them as they are. */
export interface MerchantPosterInput {
  businessName: string;
  merchantId: string;
  city: string;
  /** The static GhQR code: the customer types the amount. */
  payload: string;
}

// ISO 216 A6 (105 × 148 mm) in PDF points (1 pt = 1/72 in = 0.3528 mm): a counter or a till.
const A6 = { width: 297.64, height: 419.53 };
const MARGIN = 20;
const QR_SIZE = 186;
const INK = rgb(0.11, 0.12, 0.14);
const DIM = rgb(0.4, 0.42, 0.46);
const GREEN = rgb(0.04, 0.45, 0.24);

/**
 * The shop's printed poster: "Scan to pay", its static GhQR code large (error correction M, the
 * 4-module quiet zone EMVCo asks for, 8 px a module: crisp on any printer), the business name and its
 * merchant ID for those who type it.
 */
export async function merchantPosterPdf(poster: MerchantPosterInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${poster.businessName}: scan to pay`);
  doc.setAuthor(APP_NAME);
  doc.setProducer(APP_NAME);
  doc.setSubject(`${APP_NAME} merchant ${poster.merchantId}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A6.width, A6.height]);

  page.drawRectangle({ x: 0, y: A6.height - 54, width: A6.width, height: 54, color: GREEN });
  centred(page, APP_NAME, A6.height - 36, 20, bold, rgb(1, 1, 1));
  centred(page, 'Scan to pay', A6.height - 84, 18, bold, INK);

  const qr = await doc.embedPng(await QRCode.toBuffer(poster.payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 }));
  const qrTop = A6.height - 96;
  page.drawImage(qr, { x: (A6.width - QR_SIZE) / 2, y: qrTop - QR_SIZE, width: QR_SIZE, height: QR_SIZE });

  let y = qrTop - QR_SIZE - 24;
  centred(page, poster.businessName, y, fittedSize(poster.businessName, bold, 16), bold, INK);
  y -= 16;
  centred(page, poster.city, y, 10, regular, DIM);
  y -= 26;
  centred(page, 'Merchant ID', y, 9, regular, DIM);
  y -= 24;
  centred(page, poster.merchantId.split('').join(' '), y, 22, bold, INK);

  centred(page, `Pay with ${APP_NAME} or any GhQR wallet app.`, MARGIN, 8, regular, DIM);
  return doc.save();
}

function centred(page: PDFPage, text: string, y: number, size: number, font: PDFFont, color: ReturnType<typeof rgb>) {
  page.drawText(text, { x: (A6.width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

/** The largest size up to `max` (down to 9 pt) at which the text fits between the margins. */
function fittedSize(text: string, font: PDFFont, max: number): number {
  let size = max;
  while (size > 9 && font.widthOfTextAtSize(text, size) > A6.width - 2 * MARGIN) size -= 0.5;
  return size;
}
