/** Who a linked account belongs to, as its provider says. */
export type VerificationOutcome =
  { status: 'verified'; registeredName: string } | { status: 'unverified'; reason: string; registeredName?: string };

export type MobileNetwork = 'MTN' | 'TELECEL' | 'AIRTELTIGO';

export interface MobileMoneyCheck {
  network: MobileNetwork;
  /** E.164, +233XXXXXXXXX */
  phoneNumber: string;
  /** The name the person typed. */
  accountName: string;
}

export interface BankAccountCheck {
  /** The bank's three-digit sort code from the document's list (GCB 040 …). */
  bankSortCode: string;
  accountNumber: string;
  accountName: string;
}

/**
 * Confirms a linked account with its provider: the wallet or account exists and is active, and the
 * name on it matches. Throws ProviderUnavailableError when the provider cannot answer now (the
 * caller retries later); a definite "no" is an `unverified` outcome with a reason the person sees.
 */
export interface AccountVerifier {
  verifyMobileMoney(check: MobileMoneyCheck): Promise<VerificationOutcome>;
  verifyBankAccount(check: BankAccountCheck): Promise<VerificationOutcome>;
}

const NAME_MISMATCH_REASON = 'The name on this account does not match the name you entered';

function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1);
}

/**
 * Whether the name typed matches the name the provider holds, as a person would judge it: case,
 * accents, punctuation and order do not matter, and either may carry extra names (a middle name, a
 * second surname). At least two names must agree — or the only one, when either side has one.
 * "Ama Mensah" matches "MENSAH AMA SERWAA"; "Ama Owusu" does not match "Ama Mensah".
 */
export function namesMatch(typed: string, registered: string): boolean {
  const a = new Set(nameTokens(typed));
  const b = new Set(nameTokens(registered));
  if (a.size === 0 || b.size === 0) return false;
  const common = [...a].filter((t) => b.has(t)).length;
  return common >= Math.min(2, a.size, b.size);
}

/** The outcome of a name comparison against what the provider returned. */
export function outcomeForName(typed: string, registered: string): VerificationOutcome {
  return namesMatch(typed, registered)
    ? { status: 'verified', registeredName: registered }
    : { status: 'unverified', reason: NAME_MISMATCH_REASON, registeredName: registered };
}
