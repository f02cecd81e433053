import { formatCedis, type Pesewas } from '@ghanapay/money';
import { tierPoints, type Signal } from './fired-signal';

/** Below ₵100 a payment cannot hurt much, so its size alone is not worth a warning. */
const MIN_NOTABLE_AMOUNT: Pesewas = 100_00n;
/** Below ₵200, sending most of a balance is usually a top-up spent as intended. */
const MIN_NOTABLE_DRAIN: Pesewas = 200_00n;
/** Fewer previous payments than this and a median says little about what is usual. */
const MIN_BASELINE_PAYMENTS = 3;

const MULTIPLE_TIERS = [
  [20, 40],
  [10, 35],
  [5, 22],
  [3, 12],
] as const;

/**
 * "Amount is 8× your usual payment": the amount against the sender's median payment. A large sum is
 * less telling when the sender has paid as much before, or pays someone they have paid before
 * (thieves pay their own accounts): each halves the points, and both together (rent to the usual
 * landlord) cancel the signal.
 */
export const amountMultipleSignal: Signal = ({ amountPesewas, sender, recipient }) => {
  const { medianPaymentPesewas: median, meanPaymentPesewas: mean, largestPaymentPesewas: largest } = sender;
  if (sender.previousPaymentCount < MIN_BASELINE_PAYMENTS || median === null || median <= 0n) return null;
  if (amountPesewas < MIN_NOTABLE_AMOUNT) return null;
  // Not above the sender's average payment: a skewed history, not an unusual amount.
  if (mean !== null && amountPesewas <= mean) return null;
  const paidAsMuchBefore = largest !== null && amountPesewas * 4n <= largest * 5n;
  const knownRecipient = !recipient.isFirstPaymentToRecipient;
  if (paidAsMuchBefore && knownRecipient) return null;
  const multiple = ratio(amountPesewas, median);
  const tier = tierPoints(multiple, MULTIPLE_TIERS);
  const points = paidAsMuchBefore || knownRecipient ? Math.round(tier / 2) : tier;
  if (points === 0) return null;
  return {
    code: 'amount-multiple',
    group: 'amount',
    points,
    reason: `Amount is ${Math.floor(multiple)}× your usual payment`,
  };
};

const LITTLE_HISTORY_TIERS: readonly (readonly [Pesewas, number])[] = [
  [5_000_00n, 35],
  [2_000_00n, 28],
  [1_000_00n, 20],
];

/** A large sum from a sender with too little history to know what is usual for them. */
export const largeAmountLittleHistorySignal: Signal = ({ amountPesewas, sender }) => {
  if (sender.previousPaymentCount >= MIN_BASELINE_PAYMENTS) return null;
  const points = tierPoints(amountPesewas, LITTLE_HISTORY_TIERS);
  if (points === 0) return null;
  return {
    code: 'large-amount-little-history',
    group: 'amount',
    points,
    reason: `Large amount (${formatCedis(amountPesewas)}) with little payment history`,
  };
};

const DRAIN_TIERS = [
  [0.95, 22],
  [0.8, 15],
] as const;

/**
 * "Sending 95% of your balance": emptying a wallet is what a thief does with a stolen one. When the
 * amount is no more than twice the sender's usual payment, it is more likely a small balance spent
 * as intended, so the signal counts half.
 */
export const balanceDrainSignal: Signal = ({ amountPesewas, sender }) => {
  // Topping up exactly what a small payment needs is everyday; emptying a real balance is not.
  if (amountPesewas < MIN_NOTABLE_DRAIN) return null;
  const fraction = sender.balancePesewas <= 0n ? 1 : Math.min(1, ratio(amountPesewas, sender.balancePesewas));
  const tier = tierPoints(fraction, DRAIN_TIERS);
  const median = sender.previousPaymentCount >= MIN_BASELINE_PAYMENTS ? sender.medianPaymentPesewas : null;
  const usualAmount = median !== null && amountPesewas <= median * 2n;
  const points = usualAmount ? Math.round(tier / 2) : tier;
  if (points === 0) return null;
  return {
    code: 'balance-drain',
    group: 'balance',
    points,
    reason: `Sending ${Math.floor(fraction * 100)}% of your balance`,
  };
};

/** a / b to 1/10,000, computed on bigints so large amounts never lose precision first. */
function ratio(a: Pesewas, b: Pesewas): number {
  return Number((a * 10_000n) / b) / 10_000;
}
