import { describe, expect, it } from 'vitest';
import { USSD_HANDOFF_MENUS, type UssdHandoffMenu } from '@ghanapay/validators';
import { ussdMenuForPath, ussdMenuPath } from './ussd-handoff-path';

describe('the USSD menu path written under the hand-off', () => {
  // The API's ussd-handoff-paths.int.test.ts dials each of these digits and checks the menu's name.
  it.each(Object.entries(USSD_HANDOFF_MENUS) as [UssdHandoffMenu, { digit: string; name: string }][])(
    '%s starts with the USSD main menu item (digit and name)',
    (menu, { digit, name }) => {
      const path = ussdMenuPath(menu);
      expect(path[0]).toBe(`${digit} ${name}`);
      expect(path.at(-1)).toBe('your USSD PIN');
    },
  );

  it('sends money as 2 Send money › number › amount › PIN', () => {
    expect(ussdMenuPath('send').join(' › ')).toBe("2 Send money › the recipient's number › the amount › your USSD PIN");
  });

  it('picks the path of the screen the person was on', () => {
    expect(ussdMenuForPath('/send-money')).toBe('send');
    expect(ussdMenuForPath('/money-transfer')).toBe('send');
    expect(ussdMenuForPath('/pay/airtime')).toBe('airtime');
    expect(ussdMenuForPath('/pay/bills')).toBe('bill');
    expect(ussdMenuForPath('/home')).toBe('balance');
    expect(ussdMenuForPath('/settings')).toBeNull();
    expect(ussdMenuForPath('/sender')).toBeNull();
  });
});
