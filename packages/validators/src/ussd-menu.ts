/** The short code the wallet answers on from any phone, with or without data. */
export const USSD_CODE = '*920*00#';

/**
 * The USSD main menu's digits for the actions the web app hands off to USSD when the data runs out.
 * The web writes its "menu path" from these and the API's USSD test dials them, so the path a person
 * reads on the offline screen cannot drift from the menu the phone shows.
 */
export const USSD_HANDOFF_MENUS = {
  balance: { digit: '1', name: 'Check balance' },
  send: { digit: '2', name: 'Send money' },
  requests: { digit: '3', name: 'Money requests' },
  airtime: { digit: '6', name: 'Airtime' },
  bill: { digit: '7', name: 'Pay bill' },
} as const;

export type UssdHandoffMenu = keyof typeof USSD_HANDOFF_MENUS;

/**
 * A `tel:` link that dials a USSD code: `#` must be percent-encoded, or the dialler reads it as a
 * URL fragment and dials `*920*00` (and `*` is left as is, which every dialler accepts).
 */
export function ussdTelHref(code: string = USSD_CODE): string {
  return `tel:${code.replaceAll('#', '%23')}`;
}
