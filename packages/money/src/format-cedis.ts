import { parseCedis, type Pesewas } from './pesewas';

const groupFormatter = new Intl.NumberFormat('en-GH', { useGrouping: true, maximumFractionDigits: 0 });

/**
 * The one formatter for amounts shown to people: "₵1,234.50". Accepts pesewas or a wire string.
 * Grouping goes through Intl on the whole-cedi part only (a bigint), so no float ever touches it.
 */
export function formatCedis(amount: Pesewas | string, options: { signed?: boolean } = {}): string {
  const pesewas = typeof amount === 'string' ? parseSignedCedis(amount) : amount;
  const negative = pesewas < 0n;
  const abs = negative ? -pesewas : pesewas;
  const whole = groupFormatter.format(abs / 100n);
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const sign = negative ? '-' : options.signed && abs > 0n ? '+' : '';
  return `${sign}₵${whole}.${fraction}`;
}

function parseSignedCedis(value: string): Pesewas {
  const trimmed = value.trim();
  return trimmed.startsWith('-') ? -parseCedis(trimmed.slice(1)) : parseCedis(trimmed);
}
