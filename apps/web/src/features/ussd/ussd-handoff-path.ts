import { t } from '@lingui/core/macro';
import { USSD_HANDOFF_MENUS, type UssdHandoffMenu } from '@ghanapay/validators';

/**
 * What a person does on *920*00# to finish what the data cut off, step by step. The first step is
 * the main menu's digit and name, from the list the API's USSD test dials (USSD_HANDOFF_MENUS), so
 * the path written here cannot drift from the menu the phone shows.
 */
export function ussdMenuPath(menu: UssdHandoffMenu): string[] {
  const { digit } = USSD_HANDOFF_MENUS[menu];
  switch (menu) {
    case 'balance':
      return [t`${digit} Check balance`, t`your USSD PIN`];
    case 'send':
      return [t`${digit} Send money`, t`the recipient's number`, t`the amount`, t`your USSD PIN`];
    case 'requests':
      return [t`${digit} Money requests`, t`pick one`, t`approve or reject`, t`your USSD PIN`];
    case 'airtime':
      return [t`${digit} Airtime`, t`1 My number or 2 Other number`, t`the amount`, t`your USSD PIN`];
    case 'bill':
      return [t`${digit} Pay bill`, t`the biller`, t`the customer number`, t`the amount`, t`your USSD PIN`];
  }
}

/** The hand-off for the screen the person was on when the data ran out (none: the whole menu). */
export function ussdMenuForPath(pathname: string): UssdHandoffMenu | null {
  if (/^\/(send-money|send|money-transfer|recipient-search)(\/|$)/.test(pathname)) return 'send';
  if (/^\/pay\/airtime(\/|$)/.test(pathname)) return 'airtime';
  if (/^\/pay\/bills(\/|$)/.test(pathname)) return 'bill';
  if (/^\/home(\/|$)/.test(pathname)) return 'balance';
  return null;
}
