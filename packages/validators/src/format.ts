// Formatters with no validation library behind them: screens import them from '@ghanapay/validators/format'
// without loading zod.

/** The local spelling people read: 024 123 4567. */
export function formatGhanaPhoneLocal(e164: string): string {
  const digits = e164.replace(/^\+233/, '0');
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
