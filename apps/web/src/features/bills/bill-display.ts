import { t } from '@lingui/core/macro';
import { parseCedis } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { ghanaNetworkOf } from '@ghanapay/validators/input';
import type { BillPayment, Biller, MobileNetwork } from './bills-types';

// The networks' own names: the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const NETWORK_LABEL: Readonly<Record<MobileNetwork, string>> = { MTN: 'MTN', TELECEL: 'Telecel', AIRTELTIGO: 'AirtelTigo' };

export const isTopUp = (kind: Biller['kind']) => kind === 'airtime' || kind === 'data';

/** An ECG token as people type it into a meter: "1234 5678 9012 3456 7890". */
export function groupToken(token: string): string {
  return token.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A phone in the local spelling people type (+233241000002 → 0241000002); other numbers as they are. */
export function localNumber(number: string): string {
  return number.replace(/^\+233/, '0');
}

/** The network a typed number belongs to, once it is long enough to read (3-digit prefix). */
export function detectNetwork(number: string): MobileNetwork | null {
  const digits = number.replace(/[\s\-()]/g, '');
  return digits.replace(/^\+?233/, '0').length >= 3 ? ghanaNetworkOf(digits) : null;
}

/** Airtime or data biller of a network. */
export function topUpBiller(billers: readonly Biller[], network: MobileNetwork | null, kind: 'airtime' | 'data'): Biller | undefined {
  return network ? billers.find((b) => b.kind === kind && b.network === network) : undefined;
}

/** Why an amount cannot be paid to this biller ("From ₵1.00 to ₵500.00"), or null. */
export function amountProblem(biller: Pick<Biller, 'minAmount' | 'maxAmount'>, pesewas: bigint | null): string | null {
  if (pesewas === null) return null;
  const min = parseCedis(biller.minAmount);
  const max = parseCedis(biller.maxAmount);
  if (pesewas < min || pesewas > max) {
    const [lowest, highest] = [formatCedis(biller.minAmount), formatCedis(biller.maxAmount)];
    return t`Enter an amount from ${lowest} to ${highest}`;
  }
  return null;
}

export interface SavedNumber {
  customerNumber: string;
  customerName: string | null;
}

/** The numbers paid before at these billers, newest first, each once (with the name the biller gave it). */
export function savedNumbers(payments: readonly BillPayment[], billerIds: readonly string[], limit = 4): SavedNumber[] {
  const seen = new Map<string, SavedNumber>();
  for (const p of payments) {
    if (!billerIds.includes(p.billerId) || seen.has(p.customerNumber)) continue;
    seen.set(p.customerNumber, { customerNumber: p.customerNumber, customerName: p.customerName });
  }
  return [...seen.values()].slice(0, limit);
}

/** The latest payment of each biller and number, newest first: what the Pay screen offers to repeat. */
export function repeatablePayments(payments: readonly BillPayment[], limit = 5): BillPayment[] {
  const seen = new Set<string>();
  const latest: BillPayment[] = [];
  for (const p of payments) {
    const key = `${p.billerId}|${p.customerNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    latest.push(p);
  }
  return latest.slice(0, limit);
}

/** "MTN airtime · 024 100 0002" / "ECG prepaid · Ama Mensah": a payment in one line. */
export function paymentTitle(p: Pick<BillPayment, 'billerName' | 'bundleName'>): string {
  return p.bundleName ? `${p.billerName} · ${p.bundleName}` : p.billerName;
}

/** The number as people read it: a phone grouped 024 100 0002, any other number as it is. */
export function displayNumber(number: string): string {
  const local = localNumber(number);
  return /^0\d{9}$/.test(local) ? `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}` : local;
}
