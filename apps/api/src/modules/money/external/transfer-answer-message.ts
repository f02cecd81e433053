import { toCedisString } from '@ghanapay/money';
import { z } from 'zod';

/**
 * What a transfer's answer tells the person, as a stable key and its values beside the English
 * `message` (REST clients and the document keep the English; the web writes the key in the person's
 * language, as it does `statusKey`). Amounts are 2-decimal cedis, dates `YYYY-MM-DD` (Ghana is UTC).
 */
const TRANSFER_MESSAGE_KEYS = [
  'wallet_on_its_way',
  'wallet_scheduled',
  'bank_on_its_way',
  'bank_scheduled',
  'interconnect_completed',
  'interconnect_scheduled',
  'interconnect_processing',
  'interconnect_failed',
  'add_money_approve',
  'add_money_card',
] as const;
export type TTransferMessageKey = (typeof TRANSFER_MESSAGE_KEYS)[number];

export const ZTransferMessageFields = {
  messageKey: z.enum(TRANSFER_MESSAGE_KEYS),
  /** The sentence's values: `amount` ("10.00"), `to`, `name`, `bank`, `account`, `card`, `date` (YYYY-MM-DD), `reason` (a bank's own words). */
  messageValues: z.record(z.string(), z.string()),
};

export interface TransferMessage {
  messageKey: TTransferMessageKey;
  messageValues: Record<string, string>;
}

/** `YYYY-MM-DD` of an instant (Ghana is UTC all year). */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function transferMessage(
  key: TTransferMessageKey,
  values: { amountPesewas?: bigint } & Record<string, string | bigint | undefined>,
): TransferMessage {
  const messageValues: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (name === 'amountPesewas') messageValues.amount = toCedisString(value as bigint);
    else messageValues[name] = String(value);
  }
  return { messageKey: key, messageValues };
}
