import { z } from 'zod';
import { emvChecksum } from './emv-checksum';
import { MAX_AMOUNT_PESEWAS, toEmvAmount } from './emv-amount';
import { zEmvText } from './emv-text';
import { OUR_GUID, OUR_MERCHANT_ID_SUBFIELD, OUR_TEMPLATE_ID, GHANA_COUNTRY, GHS_CURRENCY } from './our-network';
import { QrError } from './qr-error';
import { writeTlv } from './tlv';

export const zMerchantQrInput = z.object({
  // Our template is "0012com.ghanapay01LL<id>": 99 characters leave room for 79; 64 is plenty.
  merchantId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Merchant id must be 1 to 64 letters, digits, ".", "_" or "-"'),
  name: zEmvText('Merchant name', 25),
  city: zEmvText('City', 15),
  categoryCode: z.string().regex(/^\d{4}$/, 'Merchant category code must be 4 digits (ISO 18245)'),
  amountPesewas: z
    .bigint()
    .positive('Amount must be more than zero')
    .max(MAX_AMOUNT_PESEWAS, 'Amount is too large for a QR code')
    .optional(),
  reference: zEmvText('Reference', 25).optional(),
  terminal: zEmvText('Terminal label', 25).optional(),
});

export type MerchantQrInput = z.input<typeof zMerchantQrInput>;

/**
 * A GhQR/EMVCo merchant-presented payload for one of our merchants. With an amount it is a dynamic
 * code (01 = "12", for one sale); without, a static code (01 = "11") where the payer types the
 * amount. Fields are written in ID order, as EMVCo's example does, with the CRC (63) last.
 */
export function generateMerchantQr(input: MerchantQrInput): string {
  const parsed = zMerchantQrInput.safeParse(input);
  if (!parsed.success) throw new QrError('INVALID_INPUT', parsed.error.issues[0]!.message);
  const merchant = parsed.data;

  const additionalData =
    (merchant.reference === undefined ? '' : writeTlv('05', merchant.reference)) +
    (merchant.terminal === undefined ? '' : writeTlv('07', merchant.terminal));
  const body =
    writeTlv('00', '01') +
    writeTlv('01', merchant.amountPesewas === undefined ? '11' : '12') +
    writeTlv(OUR_TEMPLATE_ID, writeTlv('00', OUR_GUID) + writeTlv(OUR_MERCHANT_ID_SUBFIELD, merchant.merchantId)) +
    writeTlv('52', merchant.categoryCode) +
    writeTlv('53', GHS_CURRENCY) +
    (merchant.amountPesewas === undefined ? '' : writeTlv('54', toEmvAmount(merchant.amountPesewas))) +
    writeTlv('58', GHANA_COUNTRY) +
    writeTlv('59', merchant.name) +
    writeTlv('60', merchant.city) +
    (additionalData === '' ? '' : writeTlv('62', additionalData)) +
    '6304';
  return body + emvChecksum(body);
}
