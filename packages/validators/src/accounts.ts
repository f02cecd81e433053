import { z } from 'zod';
import { ghanaNetworkOf, type GhanaMobileNetwork } from './ghana-networks';
import { normalizeGhanaPhone } from './ghana-phone';

/**
 * Linked accounts: the spec's providers, banks, forms and messages (document 2, sections 3 and 5),
 * shared by the forms and the API.
 */

/** The mobile-money providers as the spec names them (Vodafone Cash is now branded Telecel Cash). */
export const MOBILE_MONEY_PROVIDERS = ['MTN MoMo', 'Vodafone Cash', 'AirtelTigo Money'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];

/** What a person sees: the spec's value with today's brand where it changed. */
export const MOBILE_MONEY_PROVIDER_LABELS: Readonly<Record<MobileMoneyProvider, string>> = {
  'MTN MoMo': 'MTN MoMo',
  'Vodafone Cash': 'Telecel Cash (Vodafone Cash)',
  'AirtelTigo Money': 'AirtelTigo Money',
};

export const NETWORK_OF_PROVIDER: Readonly<Record<MobileMoneyProvider, GhanaMobileNetwork>> = {
  'MTN MoMo': 'MTN',
  'Vodafone Cash': 'TELECEL',
  'AirtelTigo Money': 'AIRTELTIGO',
};

/** The provider whose network a number belongs to (for the form's default), or null. */
export function mobileMoneyProviderFor(phone: string): MobileMoneyProvider | null {
  const network = ghanaNetworkOf(phone);
  return MOBILE_MONEY_PROVIDERS.find((p) => NETWORK_OF_PROVIDER[p] === network) ?? null;
}

/** The document's fixed bank list with sort codes, in its order. */
export const GHANA_BANKS = [
  { code: 'GCB', sortCode: '040', name: 'GCB Bank' },
  { code: 'ECO', sortCode: '130', name: 'Ecobank Ghana' },
  { code: 'STB', sortCode: '190', name: 'Stanbic Bank' },
  { code: 'SCB', sortCode: '020', name: 'Standard Chartered' },
  { code: 'FBN', sortCode: '150', name: 'First Bank' },
  { code: 'UBA', sortCode: '200', name: 'UBA Ghana' },
  { code: 'ZEN', sortCode: '120', name: 'Zenith Bank' },
  { code: 'CAL', sortCode: '340', name: 'CAL Bank' },
  { code: 'ADB', sortCode: '030', name: 'Agricultural Development Bank' },
  { code: 'NIB', sortCode: '050', name: 'National Investment Bank' },
] as const;
export type GhanaBankCode = (typeof GHANA_BANKS)[number]['code'];

/**
 * Banks a person may link beyond the transfer list: the settings dialog offers Absa Bank, which the
 * document's bank list does not name. Absa Bank Ghana's code is 030 (as is ADB's in the document's
 * list, so a look-up by sort code finds ADB first).
 */
export const LINKABLE_BANKS = [...GHANA_BANKS, { code: 'ABS', sortCode: '030', name: 'Absa Bank Ghana' }] as const;

export const BANK_ACCOUNT_TYPES = ['SAVINGS', 'CURRENT', 'CHECKING'] as const;

/** The settings dialog's six account types (document 2, section 3). */
export const SETTINGS_ACCOUNT_TYPES = ['MTN MoMo', 'Vodafone Cash', 'AirtelTigo Money', 'GCB Bank', 'Ecobank', 'Absa Bank'] as const;

export const ACCOUNT_MESSAGES = {
  selectProvider: 'Please select a provider',
  selectMobileMoneyProvider: 'Please select a mobile money provider',
  invalidPhone: 'Invalid Ghana phone number',
  pinTooShort: 'PIN must be at least 4 digits',
  pinTooLong: 'PIN must be at most 6 digits',
  accountNameRequired: 'Account name is required',
  accountNumberRequired: 'Account number is required',
  accountNumberShort: 'Account number must be at least 10 digits',
  bankNameRequired: 'Bank name is required',
  selectAccountType: 'Please select account type',
  cardNumberShort: 'Card number must be 16 digits',
  cardNumberInvalid: 'Invalid card number',
  cardholderRequired: 'Cardholder name is required',
  invalidMonth: 'Invalid month',
  invalidYear: 'Invalid year',
  cvvLength: 'CVV must be 3-4 digits',
  cardExpired: 'This card has expired',
} as const;

// ---------- cards ----------

export type CardBrand = 'visa' | 'mastercard' | 'verve';

/** Digits only: spaces and dashes people type between groups are dropped. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The brand from the number: Verve (Nigeria's and Ghana's domestic scheme) 506099–506198, 650002–650027
 * and 507865–507964; Visa 4; Mastercard 51–55 and 2221–2720. Anything else is not a card we accept.
 */
export function cardBrandOf(digits: string): CardBrand | null {
  const six = Number(digits.slice(0, 6));
  if ((six >= 506099 && six <= 506198) || (six >= 650002 && six <= 650027) || (six >= 507865 && six <= 507964)) return 'verve';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** "•••• •••• •••• 4242": all but the last 4 hidden (the spec; PCI DSS 3.4.1). */
export function maskCardNumber(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** The most a screen may show: the first 6 and last 4 (PCI DSS 3.4.1), "5061 23•• •••• 4242". */
export function revealCardNumber(first6: string, last4: string): string {
  return `${first6.slice(0, 4)} ${first6.slice(4, 6)}•• •••• ${last4}`;
}

export const zCardNumber = z
  .string({ error: ACCOUNT_MESSAGES.cardNumberShort })
  .transform(cardDigits)
  .pipe(
    z
      .string()
      .min(16, ACCOUNT_MESSAGES.cardNumberShort)
      .max(19, ACCOUNT_MESSAGES.cardNumberInvalid)
      .regex(/^\d+$/, ACCOUNT_MESSAGES.cardNumberInvalid)
      .refine(passesLuhn, ACCOUNT_MESSAGES.cardNumberInvalid)
      .refine((digits) => cardBrandOf(digits) !== null, 'Only Visa, Mastercard and Verve cards are accepted'),
  );

/** The cards page's Add Card form (the CVV is checked, then never stored). */
export const zAddCardForm = z
  .object({
    cardNumber: zCardNumber,
    cardholderName: z.string({ error: ACCOUNT_MESSAGES.cardholderRequired }).trim().min(2, ACCOUNT_MESSAGES.cardholderRequired).max(100),
    expiryMonth: z
      .string({ error: ACCOUNT_MESSAGES.invalidMonth })
      .trim()
      .regex(/^(0[1-9]|1[0-2])$/, ACCOUNT_MESSAGES.invalidMonth),
    expiryYear: z
      .string({ error: ACCOUNT_MESSAGES.invalidYear })
      .trim()
      .regex(/^20[2-9]\d$/, ACCOUNT_MESSAGES.invalidYear),
    cvv: z
      .string({ error: ACCOUNT_MESSAGES.cvvLength })
      .trim()
      .regex(/^\d{3,4}$/, ACCOUNT_MESSAGES.cvvLength),
    bankName: z.string({ error: ACCOUNT_MESSAGES.bankNameRequired }).trim().min(2, ACCOUNT_MESSAGES.bankNameRequired).max(100),
  })
  .strict();

/** Whether a card that expires at the end of month/year has expired by `now`. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const endOfMonth = Date.UTC(year, month, 1); // the first instant after the expiry month
  return now.getTime() >= endOfMonth;
}

// ---------- mobile money ----------

/** The spec's pattern (+233 or 0, a digit 2–5, 8 digits), narrowed to the mobile networks' ranges. */
export const zMobileMoneyPhone = z
  .string({ error: ACCOUNT_MESSAGES.invalidPhone })
  .trim()
  .refine((value) => /^(\+233|0)[2-5]\d{8}$/.test(value.replace(/[\s-]/g, '')), ACCOUNT_MESSAGES.invalidPhone)
  .transform((value, ctx) => {
    const e164 = normalizeGhanaPhone(value);
    if (!e164 || !ghanaNetworkOf(e164)) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return e164;
  });

export const zMobileMoneyProvider = z.enum(MOBILE_MONEY_PROVIDERS, { error: ACCOUNT_MESSAGES.selectMobileMoneyProvider });

/** The PIN is checked for shape and then discarded: never stored, logged or returned. */
export const zMobileMoneyPin = z
  .string({ error: ACCOUNT_MESSAGES.pinTooShort })
  .min(4, ACCOUNT_MESSAGES.pinTooShort)
  .max(6, ACCOUNT_MESSAGES.pinTooLong)
  .regex(/^\d+$/, ACCOUNT_MESSAGES.pinTooShort);

export const zAccountName = z
  .string({ error: ACCOUNT_MESSAGES.accountNameRequired })
  .trim()
  .min(2, ACCOUNT_MESSAGES.accountNameRequired)
  .max(100);

/** A number on the provider's own network (an MTN number cannot be a Telecel Cash wallet). */
export function phoneMatchesProvider(e164: string, provider: MobileMoneyProvider): boolean {
  return ghanaNetworkOf(e164) === NETWORK_OF_PROVIDER[provider];
}

export function networkMismatchMessage(provider: MobileMoneyProvider): string {
  return `This number is not on the ${MOBILE_MONEY_PROVIDER_LABELS[provider]} network`;
}

// ---------- bank accounts ----------

export const zBankAccountNumber = z
  .string({ error: ACCOUNT_MESSAGES.accountNumberShort })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(10, ACCOUNT_MESSAGES.accountNumberShort)
      .max(20, 'Account number must be at most 20 digits')
      .regex(/^\d+$/, 'Account number must contain digits only'),
  );

export const zBankAccountType = z.enum(BANK_ACCOUNT_TYPES, { error: ACCOUNT_MESSAGES.selectAccountType });

/** The bank from the fixed list, by code or by name (both payload shapes of the document). */
export function findGhanaBank(codeOrName: string): (typeof LINKABLE_BANKS)[number] | undefined {
  const key = codeOrName.trim().toLowerCase();
  return LINKABLE_BANKS.find((b) => b.code.toLowerCase() === key || b.name.toLowerCase() === key || b.sortCode === key);
}

/** The settings dialog's account types to what they link: a wallet of a provider, or a bank by code. */
export const SETTINGS_ACCOUNT_TARGETS: Readonly<
  Record<
    (typeof SETTINGS_ACCOUNT_TYPES)[number],
    { kind: 'mobile_money'; provider: MobileMoneyProvider } | { kind: 'bank'; bankCode: string }
  >
> = {
  'MTN MoMo': { kind: 'mobile_money', provider: 'MTN MoMo' },
  'Vodafone Cash': { kind: 'mobile_money', provider: 'Vodafone Cash' },
  'AirtelTigo Money': { kind: 'mobile_money', provider: 'AirtelTigo Money' },
  'GCB Bank': { kind: 'bank', bankCode: 'GCB' },
  Ecobank: { kind: 'bank', bankCode: 'ECO' },
  'Absa Bank': { kind: 'bank', bankCode: 'ABS' },
};
