import { type Pesewas, toCedisString } from '@ghanapay/money';
import { QrError } from './qr-error';

/** EMVCo MPM §4.6 (ID 54): up to 13 characters, "." as the decimal mark, no grouping. */
export const MAX_AMOUNT_PESEWAS: Pesewas = 9_999_999_999_99n; // "9999999999.99", 13 characters

/** Pesewas as EMVCo writes a GHS amount: "12.50" (the cedi has 2 minor digits). */
export function toEmvAmount(amount: Pesewas): string {
  return toCedisString(amount);
}

/**
 * Reads ID 54 of a GHS code into pesewas. EMVCo allows "12", "12.5" and "12.50"; more than two
 * decimals would be a fraction of a pesewa, and a zero amount cannot be paid.
 */
export function fromEmvAmount(amount: string): Pesewas {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(amount);
  if (!match || amount.length > 13) {
    throw new QrError('INVALID_AMOUNT', `This code asks for an amount we cannot read ("${amount}")`);
  }
  const pesewas = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (pesewas === 0n) throw new QrError('INVALID_AMOUNT', 'This code asks for an amount of zero');
  return pesewas;
}
