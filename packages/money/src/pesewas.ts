/**
 * Money is a bigint count of pesewas (1 cedi = 100 pesewas). Amounts cross the wire as
 * 2-decimal strings ("12.50"); they are never parsed through a JS float.
 */
export type Pesewas = bigint;

const AMOUNT_PATTERN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

export class InvalidAmountError extends Error {
  constructor(input: string) {
    super(`Not a cedi amount with at most 2 decimals: "${input}"`);
    this.name = 'InvalidAmountError';
  }
}

/** Parses "12", "12.5" or "12.50" into pesewas. Rejects signs, exponents and more than 2 decimals. */
export function parseCedis(input: string): Pesewas {
  const match = AMOUNT_PATTERN.exec(input.trim());
  if (!match) throw new InvalidAmountError(input);
  const whole = BigInt(match[1]!);
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * 100n + fraction;
}

export function isCedisAmount(input: string): boolean {
  return AMOUNT_PATTERN.test(input.trim());
}

/** Pesewas to the wire format: "1234.50", "-3.05". */
export function toCedisString(amount: Pesewas): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
