// Route search params. These validators sit in the route tree that every page loads, so they are
// plain functions rather than zod schemas: zod's core is ~14 KiB gzipped and would land on the
// landing page (its budget is 150 KiB of JavaScript). Bad or unknown values fall back to none.

type RawSearch = Record<string, unknown>;

const MAX_TEXT = 200;

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT ? value : undefined;
}

function optionalChoice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

const MONEY_ACTIONS = ['send', 'request'] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];

export function validateAuthSearch(search: RawSearch): { mode?: 'signin' | 'signup' } {
  return { mode: optionalChoice(search.mode, ['signin', 'signup'] as const) };
}

/** /send, /request, /recipient-search (demo links use ?action=send). */
export function validateActionSearch(search: RawSearch): { action?: MoneyAction } {
  return { action: optionalChoice(search.action, MONEY_ACTIONS) };
}

export interface SendMoneySearch {
  action?: MoneyAction;
  recipientId?: string;
  recipientName?: string;
  recipientPhone?: string;
  recipientEmail?: string;
  recipientUsername?: string;
}

/** /send-money: the recipient picked in the contact picker. */
export function validateSendMoneySearch(search: RawSearch): SendMoneySearch {
  return {
    action: optionalChoice(search.action, MONEY_ACTIONS),
    recipientId: optionalText(search.recipientId),
    recipientName: optionalText(search.recipientName),
    recipientPhone: optionalText(search.recipientPhone),
    recipientEmail: optionalText(search.recipientEmail),
    recipientUsername: optionalText(search.recipientUsername),
  };
}

/** /money-transfer: profile links pass the recipient. */
export function validateMoneyTransferSearch(search: RawSearch): { recipientId?: string; recipientName?: string } {
  return { recipientId: optionalText(search.recipientId), recipientName: optionalText(search.recipientName) };
}

/** /complaints/new: a receipt's "Report a problem" names its payment (p2p-12, bill-<uuid>, …). */
export function validateComplaintSearch(search: RawSearch): { transactionId?: string } {
  return { transactionId: optionalText(search.transactionId) };
}

/** /cards: Paystack's hosted checkout sends the browser back with ?trxref=…&reference=… after a card check. */
export function validateCardsSearch(search: RawSearch): { reference?: string } {
  return { reference: optionalText(search.reference) };
}
