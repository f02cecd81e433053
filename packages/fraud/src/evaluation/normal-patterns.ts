import { establishedSender, hourOfDay, knownRecipient, newSender, quietVelocity, recipientAge } from './payment-draft';
import type { PaymentPattern } from './payment-pattern';

/** Ordinary behaviour, including the awkward cases that look a little like fraud. */
export const NORMAL_PATTERNS: readonly PaymentPattern[] = [
  {
    family: 'pay a friend',
    weight: 34,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const recipient = knownRecipient(rng);
      if (rng.chance(0.02)) recipient.reporters = 1;
      return {
        amount: sender.median * rng.logNormal(1, 0.6),
        sender,
        velocity: quietVelocity(rng, sender.median),
        recipient,
        hour: hourOfDay(rng, 0.05),
      };
    },
  },
  {
    family: 'first payment to a new friend',
    weight: 13,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const ageHours = recipientAge(rng, { none: 15, hours: 3, days: 7, old: 75 });
      const recipient = { first: true, ageHours, reporters: 0, newContact: rng.chance(0.7) };
      return {
        amount: sender.median * rng.logNormal(1, 0.7),
        sender,
        velocity: quietVelocity(rng, sender.median),
        recipient,
        hour: hourOfDay(rng, 0.05),
      };
    },
  },
  {
    family: 'split a bill',
    weight: 7,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const last10Minutes = rng.int(1, 5);
      const velocity = {
        last10Minutes,
        last24Hours: last10Minutes + rng.int(0, 4),
        sent24Hours: sender.median * (last10Minutes + 1),
      };
      const first = rng.chance(0.3);
      const recipient = first
        ? {
            first,
            ageHours: recipientAge(rng, { none: 10, hours: 0, days: 5, old: 85 }),
            reporters: 0,
            newContact: rng.chance(0.5),
          }
        : knownRecipient(rng);
      return { amount: sender.median * rng.uniform(0.5, 1.5), sender, velocity, recipient, hour: hourOfDay(rng, 0.1) };
    },
  },
  {
    family: 'pay salaries',
    weight: 6,
    draft: (rng) => {
      const median = rng.logNormal(900, 0.5);
      const sender = {
        median,
        mean: median * rng.uniform(1, 1.4),
        largest: median * rng.uniform(1.5, 4),
        count: rng.int(40, 2000),
        ageHours: rng.uniform(90, 2000) * 24,
        balance: median * rng.uniform(5, 40),
      };
      const last10Minutes = rng.weighted([
        [50, rng.int(0, 3)],
        [35, rng.int(4, 8)],
        [15, rng.int(9, 14)],
      ]);
      const last24Hours = last10Minutes + rng.int(0, 10);
      const first = rng.chance(0.08);
      const recipient = first
        ? {
            first,
            ageHours: recipientAge(rng, { none: 20, hours: 5, days: 20, old: 55 }),
            reporters: 0,
            newContact: true,
          }
        : knownRecipient(rng);
      return {
        amount: median * rng.uniform(0.6, 1.6),
        sender,
        velocity: { last10Minutes, last24Hours, sent24Hours: last24Hours * median },
        recipient,
        hour: hourOfDay(rng, 0.02),
      };
    },
  },
  {
    family: 'monthly rent or school fees',
    weight: 8,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const amount = sender.largest * rng.uniform(0.8, 1.15);
      sender.balance = amount / rng.uniform(0.45, 1);
      const recipient = rng.chance(0.8)
        ? knownRecipient(rng)
        : {
            first: true,
            ageHours: recipientAge(rng, { none: 10, hours: 2, days: 8, old: 80 }),
            reporters: 0,
            newContact: rng.chance(0.6),
          };
      return { amount, sender, velocity: quietVelocity(rng, sender.median), recipient, hour: hourOfDay(rng, 0.03) };
    },
  },
  {
    family: 'new user paying family',
    weight: 10,
    draft: (rng) => {
      const sender = newSender(rng, 14, 4);
      const amount = Math.min(rng.logNormal(80, 0.8), 1500);
      if (rng.chance(0.4)) sender.balance = amount / rng.uniform(0.5, 1);
      const recipient = {
        first: rng.chance(0.8),
        ageHours: recipientAge(rng, { none: 20, hours: 3, days: 7, old: 70 }),
        reporters: 0,
        newContact: rng.chance(0.5),
      };
      return { amount, sender, velocity: quietVelocity(rng, sender.median), recipient, hour: hourOfDay(rng, 0.05) };
    },
  },
  {
    family: 'big one-off purchase',
    weight: 8,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const amount = Math.max(sender.median * rng.logNormal(10, 0.6), rng.uniform(300, 900));
      sender.balance = amount / rng.uniform(0.3, 1);
      const recipient = {
        first: true,
        ageHours: recipientAge(rng, { none: 15, hours: 3, days: 10, old: 72 }),
        reporters: 0,
        newContact: rng.chance(0.8),
      };
      return { amount, sender, velocity: quietVelocity(rng, sender.median), recipient, hour: hourOfDay(rng, 0.06) };
    },
  },
  {
    family: 'late-night payment',
    weight: 5,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const first = rng.chance(0.3);
      const recipient = first
        ? {
            first,
            ageHours: recipientAge(rng, { none: 10, hours: 2, days: 8, old: 80 }),
            reporters: 0,
            newContact: rng.chance(0.5),
          }
        : knownRecipient(rng);
      return {
        amount: sender.median * rng.logNormal(1.2, 0.7),
        sender,
        velocity: quietVelocity(rng, sender.median),
        recipient,
        hour: rng.int(0, 4),
      };
    },
  },
  {
    family: 'regular merchant with a grudge report',
    weight: 3,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const recipient = {
        ...knownRecipient(rng),
        reporters: rng.weighted([
          [70, 1],
          [25, 2],
          [5, 3],
        ]),
        first: rng.chance(0.2),
      };
      return {
        amount: sender.median * rng.logNormal(1, 0.5),
        sender,
        velocity: quietVelocity(rng, sender.median),
        recipient,
        hour: hourOfDay(rng, 0.03),
      };
    },
  },
  {
    family: 'moving savings to family',
    weight: 6,
    draft: (rng) => {
      const sender = establishedSender(rng);
      const amount = sender.balance * rng.uniform(0.7, 1);
      const recipient = rng.chance(0.75)
        ? knownRecipient(rng)
        : {
            first: true,
            ageHours: recipientAge(rng, { none: 30, hours: 5, days: 10, old: 55 }),
            reporters: 0,
            newContact: rng.chance(0.4),
          };
      return { amount, sender, velocity: quietVelocity(rng, sender.median), recipient, hour: hourOfDay(rng, 0.05) };
    },
  },
];
