import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USSD_CODE, USSD_HANDOFF_MENUS, type UssdHandoffMenu } from '@ghanapay/validators';
import { translate, type MessageKey } from '../../i18n/translate';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createMoneyUser, moveClockToMidday } from '../money/testing/money-test-helpers';
import { MAIN_MENUS } from './menus/ussd-state';
import { dial, setWebPin, USSD_KEY } from './testing/ussd-test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

/** The first screen each hand-off's digit must open: the one the web's written path goes on from. */
const FIRST_SCREEN: Record<UssdHandoffMenu, MessageKey> = {
  balance: 'ussd.pinForBalance',
  send: 'ussd.recipientPhone',
  requests: 'ussd.noRequests',
  airtime: 'ussd.airtimeMenu',
  bill: 'ussd.payBillHeader',
};

describe('the USSD paths the web hands off to when the data runs out', () => {
  it('are dialled on the short code the gateway serves', () => {
    expect(USSD_CODE).toBe('*920*00#');
  });

  it.each(Object.entries(USSD_HANDOFF_MENUS) as [UssdHandoffMenu, { digit: string; name: string }][])(
    '%s: the main menu lists its digit and name, and the digit opens that menu',
    async (menu, { digit, name }) => {
      expect(MAIN_MENUS[digit]).toBe(name);
      const ama = await createMoneyUser(t, { balance: 10_00n });
      await setWebPin(ama.client, '4821');
      const session = dial(t, ama.phoneNumber, 'json');
      const opening = await session.open();
      expect(opening.message.split('\n')).toContain(`${digit} ${name}`);
      const next = await session.reply(digit);
      expect(next.message.startsWith(translate('en', FIRST_SCREEN[menu]))).toBe(true);
    },
  );
});
