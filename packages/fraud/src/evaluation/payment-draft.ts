import type { Pesewas } from '@ghanapay/money';
import type { PaymentFeatures } from '../payment-features';
import type { SeededRandom } from './seeded-random';

/** A payment under construction, in cedis and plain numbers so patterns read naturally. */
export interface PaymentDraft {
  amount: number;
  sender: {
    median: number | null;
    mean: number | null;
    largest: number | null;
    count: number;
    ageHours: number;
    balance: number;
  };
  velocity: { last10Minutes: number; last24Hours: number; sent24Hours: number };
  recipient: { first: boolean; ageHours: number | null; reporters: number; newContact: boolean };
  hour: number;
}

const HOURS_PER_DAY = 24;

type EstablishedSender = PaymentDraft['sender'] & { median: number; mean: number; largest: number };

/** A sender with months or years of ordinary payments behind them. */
export function establishedSender(rng: SeededRandom): EstablishedSender {
  const median = Math.max(2, rng.logNormal(60, 0.9));
  const count = rng.int(3, 400);
  return {
    median,
    mean: median * rng.uniform(1.05, 2.5),
    largest: median * rng.uniform(2, 4 + Math.min(count, 200) / 15),
    count,
    ageHours: rng.uniform(30, 1500) * HOURS_PER_DAY,
    balance: Math.max(10, rng.logNormal(900, 1)),
  };
}

/** A sender who signed up within `maxDays` and has made at most `maxPayments` payments. */
export function newSender(rng: SeededRandom, maxDays: number, maxPayments: number): PaymentDraft['sender'] {
  const count = rng.int(0, maxPayments);
  const median = count === 0 ? null : Math.max(2, rng.logNormal(50, 0.8));
  return {
    median,
    mean: median === null ? null : median * rng.uniform(1, 1.6),
    largest: median === null ? null : median * rng.uniform(1, 2.5),
    count,
    ageHours: rng.uniform(0.1, maxDays * HOURS_PER_DAY),
    balance: Math.max(10, rng.logNormal(300, 0.9)),
  };
}

/** A recipient someone has had for a while: an established account, no reports. */
export function knownRecipient(rng: SeededRandom): PaymentDraft['recipient'] {
  return { first: false, ageHours: rng.uniform(30, 2000) * HOURS_PER_DAY, reporters: 0, newContact: false };
}

/** Recipient account age: mostly established, sometimes days or hours old, sometimes none yet. */
export function recipientAge(rng: SeededRandom, odds: { none: number; hours: number; days: number; old: number }): number | null {
  return rng.weighted<() => number | null>([
    [odds.none, () => null],
    [odds.hours, () => rng.uniform(0.2, 23.9)],
    [odds.days, () => rng.uniform(1, 6.9) * HOURS_PER_DAY],
    [odds.old, () => rng.uniform(7, 2000) * HOURS_PER_DAY],
  ])();
}

/** Mostly waking hours, with the share of 00:00-04:59 given. */
export function hourOfDay(rng: SeededRandom, nightShare: number): number {
  return rng.chance(nightShare)
    ? rng.int(0, 4)
    : rng.weighted([
        [1, rng.int(5, 8)],
        [6, rng.int(9, 20)],
        [2, rng.int(21, 23)],
      ]);
}

/** Ordinary activity before the payment: a few payments today, rarely any in the last minutes. */
export function quietVelocity(rng: SeededRandom, median: number | null): PaymentDraft['velocity'] {
  const last10Minutes = rng.weighted([
    [85, 0],
    [10, 1],
    [5, 2],
  ]);
  const last24Hours =
    last10Minutes +
    rng.weighted([
      [40, 0],
      [40, rng.int(1, 3)],
      [20, rng.int(4, 9)],
    ]);
  return { last10Minutes, last24Hours, sent24Hours: last24Hours * (median ?? 30) * rng.uniform(0.5, 1.5) };
}

export function toFeatures(draft: PaymentDraft): PaymentFeatures {
  const amountPesewas = pesewas(draft.amount);
  const balance = pesewas(draft.sender.balance);
  return {
    amountPesewas,
    sender: {
      medianPaymentPesewas: nullablePesewas(draft.sender.median),
      meanPaymentPesewas: nullablePesewas(draft.sender.mean),
      largestPaymentPesewas: nullablePesewas(draft.sender.largest),
      previousPaymentCount: draft.sender.count,
      accountAgeHours: draft.sender.ageHours,
      // A payment above the balance is refused before it is scored, so the set never has one.
      balancePesewas: balance < amountPesewas ? amountPesewas : balance,
    },
    velocity: {
      paymentsLast10Minutes: draft.velocity.last10Minutes,
      paymentsLast24Hours: Math.max(draft.velocity.last24Hours, draft.velocity.last10Minutes),
      sentLast24HoursPesewas: draft.velocity.last24Hours === 0 ? 0n : pesewas(draft.velocity.sent24Hours),
    },
    recipient: {
      isFirstPaymentToRecipient: draft.recipient.first,
      accountAgeHours: draft.recipient.ageHours,
      distinctReporters: draft.recipient.reporters,
      isNewContact: draft.recipient.newContact,
    },
    localHour: draft.hour,
  };
}

function pesewas(cedis: number): Pesewas {
  return BigInt(Math.max(1, Math.round(cedis * 100)));
}

function nullablePesewas(cedis: number | null): Pesewas | null {
  return cedis === null ? null : pesewas(cedis);
}
