import { formatCedis, MAX_TRANSACTION_PESEWAS, toCedisString } from '@ghanapay/money';
import type { Language } from '@ghanapay/validators';
import { fitsOnUssdScreen, fitUssdScreen } from '../../../i18n/screen-fit';
import type { MessageValues } from '../../../i18n/format-message';
import { translate, type MessageKey } from '../../../i18n/translate';
import type { UssdScreen } from './ussd-state';
import { HELD_PAYMENT_TTL_MS } from '../../money';

/** How many days a payment to a number without a wallet waits for it (the money policy's). */
export const HELD_DAYS = Math.round(HELD_PAYMENT_TTL_MS / 86_400_000);

/** The reply that shows the next page of a long list. */
export const MORE_INPUT = '98';

/** The main menu in a language (ussd-state.ts MAIN_MENUS names each choice). */
export function mainMenuText(language: Language): string {
  return translate(language, 'ussd.mainMenu');
}

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

/**
 * A screen never exceeds the channel's limit, whatever a name or message held, counted in its
 * encoding (i18n/screen-fit.ts: 182 GSM-7, 80 UCS-2 characters).
 */
function clip(message: string): string {
  return fitUssdScreen(message).text;
}

/**
 * Splits a list into screens that fit (i18n/screen-fit.ts): the header, as many lines as fit, then
 * "98 More" (in the language) on every page but the last (and `footer`, if any, on every page).
 */
export function paginate(language: Language, header: string, lines: string[], footer?: string): string[] {
  const pages: string[] = [];
  let current: string[] = [];
  const moreLine = `${MORE_INPUT} ${translate(language, 'ussd.more')}`;
  const render = (body: string[], more: boolean) => [header, ...body, ...(more ? [moreLine] : []), ...(footer ? [footer] : [])].join('\n');
  for (const line of lines) {
    if (current.length > 0 && !fitsOnUssdScreen(render([...current, line], true))) {
      pages.push(render(current, true));
      current = [];
    }
    current.push(line);
  }
  pages.push(render(current, false));
  return pages;
}

/** A screen's text in the session's language (i18n/catalogs). */
export function say(ctx: { language: Language }, key: MessageKey, values?: MessageValues): string {
  return translate(ctx.language, key, values);
}

/** An amount above the per-transaction maximum, and the amount asked again. */
export function amountTooLargeText(ctx: { language: Language }): string {
  return say(ctx, 'ussd.amountTooLarge', { max: gsmText(formatCedis(MAX_TRANSACTION_PESEWAS)) });
}
