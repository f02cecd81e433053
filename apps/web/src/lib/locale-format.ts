import { formatCedis as formatCedisInEnglish, type Pesewas } from '@ghanapay/money';
import { i18n, localeTag } from './i18n';

/**
 * Amounts in the active language (issue 32): the cedi sign and two decimals everywhere, the grouping
 * and decimal marks of the language. English stays exactly what @ghanapay/money writes.
 */
export function formatCedis(amount: Pesewas | string, options: { signed?: boolean } = {}): string {
  const english = formatCedisInEnglish(amount, options);
  if (i18n.locale === 'en') return english;
  // The English figure with the language's grouping and decimal marks ("10 000,5" → " " and ","): no
  // float ever touches the amount.
  const [group, decimal] = new Intl.NumberFormat(localeTag(i18n.locale)).format(10000.5).replace(/\d/g, '');
  return english.replace(/[,.]/g, (found) => (found === ',' ? group : decimal)!);
}
