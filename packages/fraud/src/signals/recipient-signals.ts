import { APP_NAME } from '@ghanapay/validators';
import { tierPoints, type Signal } from './fired-signal';

const HOURS_PER_DAY = 24;

/** Alone this is everyday life (paying someone new); it only matters next to other signals. */
export const firstPaymentSignal: Signal = ({ recipient }) =>
  recipient.isFirstPaymentToRecipient
    ? {
        code: 'first-payment-to-recipient',
        group: 'recipient-novelty',
        points: 8,
        reason: 'First payment to this recipient',
      }
    : null;

export const newContactSignal: Signal = ({ recipient }) =>
  recipient.isNewContact ? { code: 'new-contact', group: 'recipient-novelty', points: 5, reason: 'Recipient is a new contact' } : null;

/**
 * Mule accounts are opened just before they are used. A payment to someone with no account at all is
 * a normal invitation too, so it weighs less than a recipient account opened today.
 */
export const recipientAccountSignal: Signal = ({ recipient }) => {
  const age = recipient.accountAgeHours;
  if (age === null) {
    return {
      code: 'recipient-no-account',
      group: 'recipient-risk',
      points: 10,
      reason: `Recipient has no ${APP_NAME} account yet`,
    };
  }
  if (age < HOURS_PER_DAY) {
    return {
      code: 'recipient-new-account',
      group: 'recipient-risk',
      points: 16,
      reason: 'Recipient account is less than a day old',
    };
  }
  if (age < 7 * HOURS_PER_DAY) {
    return {
      code: 'recipient-new-account',
      group: 'recipient-risk',
      points: 8,
      reason: 'Recipient account is less than a week old',
    };
  }
  return null;
};

const REPORT_TIERS = [
  [5, 70],
  [3, 63],
  [2, 40],
  [1, 20],
] as const;

/**
 * Reports from distinct users are the strongest evidence we have. One report can be a grudge, so it
 * only warns; three or more with a first payment (a scam victim) blocks.
 */
export const recipientReportedSignal: Signal = ({ recipient }) => {
  const reporters = recipient.distinctReporters;
  const points = tierPoints(reporters, REPORT_TIERS);
  if (points === 0) return null;
  return {
    code: 'recipient-reported',
    group: 'recipient-risk',
    points,
    reason: reporters === 1 ? 'Recipient was reported by another user' : `Recipient was reported by ${reporters} other users`,
  };
};
