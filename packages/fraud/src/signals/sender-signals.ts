import type { Signal } from './fired-signal';

const HOURS_PER_DAY = 24;

/** Fraudsters open accounts to cash out through them; the risk fades over the first week. */
export const newSenderAccountSignal: Signal = ({ sender }) => {
  if (sender.accountAgeHours < HOURS_PER_DAY) {
    return {
      code: 'new-sender-account',
      group: 'sender-age',
      points: 15,
      reason: 'Your account is less than a day old',
    };
  }
  if (sender.accountAgeHours < 7 * HOURS_PER_DAY) {
    return {
      code: 'new-sender-account',
      group: 'sender-age',
      points: 6,
      reason: 'Your account is less than a week old',
    };
  }
  return null;
};

/** 00:00-04:59 Ghana time, when the owner of a stolen phone is usually asleep. */
const UNUSUAL_HOURS = new Set([0, 1, 2, 3, 4]);

export const unusualHourSignal: Signal = ({ localHour }) =>
  UNUSUAL_HOURS.has(localHour)
    ? {
        code: 'unusual-hour',
        group: 'timing',
        points: 8,
        reason: `Unusual time (${String(localHour).padStart(2, '0')}:00)`,
      }
    : null;
