import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../deps';
import { BILLERS, type BillRail } from '../../money';
import {
  airtimeMenu,
  airtimePhoneStep,
  airtimeWhomStep,
  billAmountStep,
  billersMenu,
  billersStep,
  billNameStep,
  billNumberStep,
} from './ussd-bill-menus';
import { billProcessingText } from './ussd-money';
import type { UssdState } from './ussd-state';
import type { UssdStep } from './ussd-steps';

// Every airtime and bill screen with the longest values it can hold: each biller's name, a 20-digit
// customer number, a holder's name longer than any biller gives, the biller's largest amount. A
// screen over 182 characters would be cut by con()/end(), so each is checked whole by its last words.

const LONGEST_NUMBER = '12345678901234567890';
const LONG_NAME = 'KWABENA AGYEMANG-OWUSU-ANSAH OF THE VERY LONG FAMILY NAME THAT NO BILLER EVER SENDS BUT MIGHT';

const rail = (customerName: string | null): BillRail => ({
  lookup: async (_biller, number) => (number.startsWith('99') ? null : { customerName }),
  bundles: async () => [],
  pay: async () => ({ status: 'pending' }),
  status: async () => ({ status: 'pending' }),
  readCallback: () => null,
});

function ctxWith(customerName: string | null, phone = '+233501234567') {
  return {
    deps: { billRail: rail(customerName) } as unknown as AppDeps,
    sessionId: 's',
    text: '',
    phone,
    user: { id: 'u' },
    language: 'en' as const,
    now: new Date(),
  };
}

function expectWhole(step: UssdStep, ending: string | RegExp) {
  expect(step.screen.message.length).toBeLessThanOrEqual(182);
  if (typeof ending === 'string') expect(step.screen.message.endsWith(ending), step.screen.message).toBe(true);
  else expect(step.screen.message).toMatch(ending);
}

const stateOf = <M extends UssdState['menu']>(step: UssdStep, menu: M) => {
  expect(step.state.menu).toBe(menu);
  return step.state as Extract<UssdState, { menu: M }>;
};

describe('USSD bill screens', () => {
  it('the biller list shows every bill biller, numbered, within 182 characters', () => {
    const list = billersMenu('en');
    expectWhole(list, 'StarTimes');
    expect(list.screen.message.split('\n').slice(1)).toEqual([
      '1 ECG prepaid',
      '2 ECG postpaid',
      '3 Ghana Water',
      '4 DStv',
      '5 GOtv',
      '6 StarTimes',
    ]);
    expect(billersStep(ctxWith(null), stateOf(list, 'billers'), '0').screen.message).toMatch(/^Invalid choice\.\nPay bill\n/);
  });

  const billers = BILLERS.filter((b) => b.needsLookup);
  it.each(billers.map((b, i) => [b.name, i + 1] as const))('%s: every screen whole with the longest values', async (_name, choice) => {
    const ctx = ctxWith(LONG_NAME);
    const number = billersStep(ctx, { menu: 'billers', page: 0 }, String(choice));
    expectWhole(number, / number:$/);
    const numberState = stateOf(number, 'bill-number');
    expectWhole(await billNumberStep(ctx, numberState, 'not a number'), / number:$/);
    expectWhole(await billNumberStep(ctx, numberState, `99${LONGEST_NUMBER.slice(2)}`), / number:$/);
    const name = await billNumberStep(ctx, numberState, LONGEST_NUMBER);
    expectWhole(name, '\n1 Confirm\n2 Cancel');
    expect(name.screen.message).toContain(`${LONGEST_NUMBER}\nName: ${LONG_NAME.slice(0, 69)}.`);
    const nameState = stateOf(name, 'bill-name');
    expectWhole(billNameStep(ctx, nameState, '7'), '\n1 Confirm\n2 Cancel');
    expect(billNameStep(ctx, nameState, '2')).toMatchObject({
      screen: { message: 'Payment cancelled. Nothing was paid.', continueSession: false },
    });
    const amount = billNameStep(ctx, nameState, '1');
    expectWhole(amount, '(1.00 to 5000.00):');
    const amountState = stateOf(amount, 'bill-amount');
    expectWhole(billAmountStep(ctx, amountState, 'x'), '(1.00 to 5000.00):');
    expectWhole(billAmountStep(ctx, amountState, '5000.01'), '(1.00 to 5000.00):');
    const confirm = billAmountStep(ctx, amountState, '5000');
    expectWhole(confirm, /^Pay GHS 5000\.00 to .+\nEnter your USSD PIN to confirm, or 0 to cancel:$/);
    expect(stateOf(confirm, 'bill-confirm')).toMatchObject({ amountPesewas: '500000', customerNumber: LONGEST_NUMBER, flow: 'bill' });
    for (const smsFollows of [true, false]) {
      const text = billProcessingText('en', {
        airtime: false,
        amountPesewas: 500_000n,
        billerName: 'ECG postpaid',
        customerNumber: LONGEST_NUMBER,
        smsFollows,
      });
      expect(text.length).toBeLessThanOrEqual(182);
    }
  });

  it.each([
    ['0241234567', 'MTN airtime'],
    ['0201234567', 'Telecel airtime'],
    ['0571234567', 'AirtelTigo airtime'],
  ])('airtime for %s is %s, every screen whole', (phone, billerName) => {
    const ctx = ctxWith(null, `+233${phone.slice(1)}`);
    expectWhole(airtimeMenu('en'), '2 Other number');
    expectWhole(airtimeWhomStep(ctx, '3'), '2 Other number');
    expectWhole(airtimePhoneStep(ctx, '12345'), 'top up:');
    for (const amount of [airtimeWhomStep(ctx, '1'), airtimePhoneStep(ctx, phone)]) {
      expect(amount.screen.message).toBe(`${billerName} for ${phone}\nEnter the amount in GHS (1.00 to 100.00):`);
      const state = stateOf(amount, 'bill-amount');
      expectWhole(billAmountStep(ctx, state, '100.50'), '(1.00 to 100.00):');
      expectWhole(
        billAmountStep(ctx, state, '100'),
        `Buy GHS 100.00 ${billerName} for ${phone}\nEnter your USSD PIN to confirm, or 0 to cancel:`,
      );
    }
    for (const smsFollows of [true, false]) {
      const text = billProcessingText('en', { airtime: true, amountPesewas: 100_00n, billerName, customerNumber: phone, smsFollows });
      expect(text.length).toBeLessThanOrEqual(182);
    }
  });
});
