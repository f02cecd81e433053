import { formatCedis, type Pesewas } from '@ghanapay/money';
import type { RecipientFacts } from '../payment-features';
import { tierPoints, type Signal } from './fired-signal';

/**
 * A busy spell that pays people paid before looks like payroll or a shop's suppliers, not a thief
 * moving money to accounts they control, so velocity counts a third toward a known recipient.
 */
function velocityPoints(points: number, recipient: RecipientFacts): number {
  return recipient.isFirstPaymentToRecipient ? points : Math.round(points / 3);
}

const BURST_TIERS = [
  [12, 65],
  [8, 58],
  [5, 35],
  [3, 12],
] as const;

/** "5 payments in the last 10 minutes": splitting a bill is 2-4, a thief emptying a wallet is more. */
export const burstSignal: Signal = ({ velocity, recipient }) => {
  const count = velocity.paymentsLast10Minutes;
  const points = velocityPoints(tierPoints(count, BURST_TIERS), recipient);
  if (points === 0) return null;
  return { code: 'burst-10-minutes', group: 'velocity', points, reason: `${count} payments in the last 10 minutes` };
};

const BUSY_DAY_TIERS = [
  [30, 15],
  [15, 8],
] as const;

export const busyDaySignal: Signal = ({ velocity, recipient }) => {
  const count = velocity.paymentsLast24Hours;
  const points = velocityPoints(tierPoints(count, BUSY_DAY_TIERS), recipient);
  if (points === 0) return null;
  return { code: 'busy-24-hours', group: 'velocity', points, reason: `${count} payments in the last 24 hours` };
};

/** ₵2,000 a day is a floor; above it what counts is ten times the sender's usual payment. */
const MIN_NOTABLE_DAILY_TOTAL: Pesewas = 2_000_00n;

export const dailyTotalSignal: Signal = ({ amountPesewas, sender, velocity, recipient }) => {
  const total = velocity.sentLast24HoursPesewas + amountPesewas;
  const usual = sender.medianPaymentPesewas ?? 0n;
  const threshold = usual * 10n > MIN_NOTABLE_DAILY_TOTAL ? usual * 10n : MIN_NOTABLE_DAILY_TOTAL;
  // A single large payment is the amount signals' business; this is about a day of them.
  if (velocity.paymentsLast24Hours === 0 || total < threshold) return null;
  return {
    code: 'sent-24-hours',
    group: 'velocity',
    points: velocityPoints(10, recipient),
    reason: `${formatCedis(total)} sent in the last 24 hours, including this payment`,
  };
};
