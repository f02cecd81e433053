import { establishedSender, hourOfDay, newSender, quietVelocity, recipientAge } from './payment-draft';
import type { PaymentPattern } from './payment-pattern';

/** Fraud as it shows up in mobile money, from the blatant to the nearly invisible. */
export const FRAUD_PATTERNS: readonly PaymentPattern[] = [
  {
    family: 'account takeover drain',
    weight: 30,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const amount = sender.balance * rng.uniform(0.75, 1);
      const last10Minutes = rng.weighted([
        [65, 0],
        [25, rng.int(1, 3)],
        [10, rng.int(4, 6)],
      ]);
      const velocity = {
        last10Minutes,
        last24Hours: last10Minutes + rng.int(0, 3),
        sent24Hours: (last10Minutes + 1) * sender.median,
      };
      const recipient = {
        first: rng.chance(0.95),
        ageHours: recipientAge(rng, { none: 15, hours: 15, days: 25, old: 45 }),
        reporters: rng.weighted([
          [70, 0],
          [20, rng.int(1, 2)],
          [10, rng.int(3, 6)],
        ]),
        newContact: rng.chance(0.9),
      };
      return { amount, sender, velocity, recipient, hour: hourOfDay(rng, 0.55) };
    },
  },
  {
    family: 'payment to a reported mule',
    weight: 22,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const recipient = {
        first: rng.chance(0.9),
        ageHours: recipientAge(rng, { none: 5, hours: 10, days: 30, old: 55 }),
        reporters: rng.weighted([
          [25, 2],
          [45, rng.int(3, 4)],
          [30, rng.int(5, 15)],
        ]),
        newContact: rng.chance(0.85),
      };
      return {
        amount: sender.median * rng.logNormal(2, 0.7),
        sender,
        velocity: quietVelocity(rng, sender.median),
        recipient,
        hour: hourOfDay(rng, 0.1),
      };
    },
  },
  {
    family: 'rapid burst from a stolen phone',
    weight: 15,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const last10Minutes = rng.int(4, 15);
      const last24Hours = last10Minutes + rng.int(0, 20);
      const amount = sender.median * rng.uniform(0.5, 4);
      const recipient = {
        first: rng.chance(0.8),
        ageHours: recipientAge(rng, { none: 20, hours: 15, days: 20, old: 45 }),
        reporters: rng.weighted([
          [80, 0],
          [20, rng.int(1, 3)],
        ]),
        newContact: rng.chance(0.8),
      };
      return {
        amount,
        sender,
        velocity: { last10Minutes, last24Hours, sent24Hours: last24Hours * amount * rng.uniform(0.7, 1.2) },
        recipient,
        hour: hourOfDay(rng, 0.35),
      };
    },
  },
  {
    family: 'new account cash-out',
    weight: 15,
    draft: (rng) => {
      const sender = newSender(rng, 3, 2);
      const amount = Math.min(rng.logNormal(3000, 0.8), 40_000);
      sender.balance = amount / rng.uniform(0.7, 1);
      const recipient = {
        first: true,
        ageHours: recipientAge(rng, { none: 25, hours: 40, days: 20, old: 15 }),
        reporters: rng.weighted([
          [75, 0],
          [25, rng.int(1, 4)],
        ]),
        newContact: rng.chance(0.9),
      };
      return { amount, sender, velocity: quietVelocity(rng, sender.median), recipient, hour: hourOfDay(rng, 0.3) };
    },
  },
  {
    family: 'talked into paying a scammer',
    weight: 18,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const amount = sender.median * rng.uniform(1.5, 8);
      if (rng.chance(0.4)) sender.balance = amount / rng.uniform(0.6, 1);
      const recipient = {
        first: true,
        ageHours: recipientAge(rng, { none: 10, hours: 10, days: 30, old: 50 }),
        reporters: rng.weighted([
          [75, 0],
          [25, 1],
        ]),
        newContact: rng.chance(0.9),
      };
      return { amount, sender, velocity: quietVelocity(rng, sender.median), recipient, hour: hourOfDay(rng, 0.08) };
    },
  },
];
