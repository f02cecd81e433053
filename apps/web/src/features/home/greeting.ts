import { t } from '@lingui/core/macro';
/** The spec: Good morning before 12:00, Good afternoon before 17:00, otherwise Good evening. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return t`Good morning`;
  if (hour < 17) return t`Good afternoon`;
  return t`Good evening`;
}
