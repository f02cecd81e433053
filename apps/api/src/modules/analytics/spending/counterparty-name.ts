import { maskEmailAddress, maskGhanaPhone, APP_NAME } from '@ghanapay/validators';

/** A person by name; a held payment's contact masked; a transfer by its account's name. */
export function counterpartyName(c: { personName: string | null; accountName: string | null; counterpartyAccount: string | null }): string {
  if (c.personName) return c.personName;
  if (c.accountName) return c.accountName;
  if (c.counterpartyAccount?.includes('@')) return maskEmailAddress(c.counterpartyAccount);
  if (c.counterpartyAccount) return maskGhanaPhone(c.counterpartyAccount);
  return `A ${APP_NAME} user`;
}
