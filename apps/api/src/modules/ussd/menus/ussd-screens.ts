import { APP_NAME } from '@ghanapay/validators';
import { toCedisString } from '@ghanapay/money';
import type { UssdScreen } from './ussd-state';
import { HELD_PAYMENT_TTL_MS } from '../../money';

/** How many days a payment to a number without a wallet waits for it (the money policy's). */
export const HELD_DAYS = Math.round(HELD_PAYMENT_TTL_MS / 86_400_000);

/** The longest screen a handset shows in one piece (GSM USSD: 182 characters). */
const USSD_SCREEN_MAX = 182;
/** The reply that shows the next page of a long list. */
export const MORE_INPUT = '98';
const MORE_LINE = `${MORE_INPUT} More`;

/** The main menu (ussd-state.ts MAIN_MENUS names each choice). */
export const MAIN_MENU_TEXT = `${APP_NAME}\n1 Check balance\n2 Send money\n3 Money requests\n4 Mini statement\n5 Change PIN\n6 Airtime\n7 Pay bill\n8 Pay merchant\n9 Report a problem\n0 Exit`;

/** Amounts as "GHS 12.50": the cedi sign is not in the GSM alphabet most handsets' USSD uses. */
export function ghs(amountPesewas: bigint | string): string {
  return `GHS ${toCedisString(typeof amountPesewas === 'string' ? BigInt(amountPesewas) : amountPesewas)}`;
}

/** A service's message in the GSM alphabet: its "₵1,250.00" amounts as "GHS 1,250.00". */
export function gsmText(message: string): string {
  return message.replaceAll('₵', 'GHS ');
}

/** A Ghana number as people write it (0244 123 456 without the spaces), from E.164. */
export function localPhone(e164: string): string {
  return e164.startsWith('+233') ? `0${e164.slice(4)}` : e164;
}

export function short(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}.`;
}

export function con(message: string): UssdScreen {
  return { message: clip(message), continueSession: true };
}

export function end(message: string): UssdScreen {
  return { message: clip(message), continueSession: false };
}

/** A screen never exceeds the channel's limit, whatever a name or message held. */
function clip(message: string): string {
  return message.length <= USSD_SCREEN_MAX ? message : message.slice(0, USSD_SCREEN_MAX);
}

/**
 * Splits a list into screens of at most USSD_SCREEN_MAX characters: the header, as many lines as
 * fit, then "98 More" on every page but the last (and `footer`, if any, on every page).
 */
export function paginate(header: string, lines: string[], footer?: string): string[] {
  const pages: string[] = [];
  let current: string[] = [];
  const render = (body: string[], more: boolean) => [header, ...body, ...(more ? [MORE_LINE] : []), ...(footer ? [footer] : [])].join('\n');
  for (const line of lines) {
    if (current.length > 0 && render([...current, line], true).length > USSD_SCREEN_MAX) {
      pages.push(render(current, true));
      current = [];
    }
    current.push(line);
  }
  pages.push(render(current, false));
  return pages;
}
