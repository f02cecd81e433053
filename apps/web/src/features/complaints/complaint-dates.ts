import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatLocalDate } from '../../lib/locale-date';
/** "Fri 4 Dec" for a calendar day (YYYY-MM-DD); Ghana keeps GMT, so the day is read in UTC. */
export function plainDate(day: string): string {
  return formatLocalDate(new Date(`${day}T00:00:00Z`), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en-GB');
}

/** "27 Nov, 14:05" for a moment in a complaint's history. */
export function plainTime(at: Date | string): string {
  return formatLocalDate(new Date(at), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }, 'en-GB');
}

export type TimeLeftColour = 'green' | 'yellow' | 'red';

/** The queue's colour by working days left: red when breached or due today or tomorrow, amber within 3. */
export function timeLeftColour(workingDaysLeft: number, breached: boolean): TimeLeftColour {
  if (breached || workingDaysLeft <= 1) return 'red';
  return workingDaysLeft <= 3 ? 'yellow' : 'green';
}

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  received: msg`Received`,
  acknowledged: msg`Acknowledged`,
  investigating: msg`Investigating`,
  resolved: msg`Resolved`,
  escalated: msg`Escalated`,
};
export const statusLabel = (status: string) => {
  const label = STATUS_LABELS[status];
  return label ? t(label) : status;
};
