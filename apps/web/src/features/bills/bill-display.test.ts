import { describe, expect, it } from 'vitest';
import { amountProblem, detectNetwork, displayNumber, groupToken, repeatablePayments, savedNumbers, topUpBiller } from './bill-display';
import type { BillPayment, Biller } from './bills-types';

function payment(over: Partial<BillPayment>): BillPayment {
  return {
    id: 'p1',
    billerId: 'mtn-airtime',
    billerName: 'MTN airtime',
    kind: 'airtime',
    customerNumber: '0241000002',
    customerName: null,
    bundleName: null,
    amount: '10.00',
    status: 'completed',
    message: '',
    failureReason: null,
    token: null,
    createdAt: new Date('2026-01-02T10:00:00Z'),
    completedAt: null,
    ...over,
  };
}

const biller = (over: Partial<Biller>): Biller => ({
  id: 'mtn-airtime',
  name: 'MTN airtime',
  kind: 'airtime',
  network: 'MTN',
  needsLookup: false,
  hasBundles: false,
  minAmount: '1.00',
  maxAmount: '500.00',
  customerNumberLabel: 'Phone number',
  ...over,
});

describe('the ECG token', () => {
  it('is grouped in fours as it is typed into the meter', () => {
    expect(groupToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
  });
});

describe('the network of a typed number', () => {
  it('is read from the prefix, local or international', () => {
    expect(detectNetwork('0201234567')).toBe('TELECEL');
    expect(detectNetwork('+233241234567')).toBe('MTN');
    expect(detectNetwork('027')).toBe('AIRTELTIGO');
    expect(detectNetwork('02')).toBeNull();
    expect(detectNetwork('0301234567')).toBeNull();
  });
  it('picks the airtime or data biller of that network', () => {
    const billers = [
      biller({}),
      biller({ id: 'telecel-airtime', network: 'TELECEL' }),
      biller({ id: 'telecel-data', kind: 'data', network: 'TELECEL' }),
    ];
    expect(topUpBiller(billers, 'TELECEL', 'airtime')?.id).toBe('telecel-airtime');
    expect(topUpBiller(billers, 'TELECEL', 'data')?.id).toBe('telecel-data');
    expect(topUpBiller(billers, null, 'airtime')).toBeUndefined();
  });
});

describe('the amount', () => {
  it('must be within the biller’s bounds', () => {
    expect(amountProblem(biller({}), 50n)).toBe('Enter an amount from ₵1.00 to ₵500.00');
    expect(amountProblem(biller({}), 500_01n)).toBe('Enter an amount from ₵1.00 to ₵500.00');
    expect(amountProblem(biller({}), 500_00n)).toBeNull();
    expect(amountProblem(biller({}), null)).toBeNull();
  });
});

describe('numbers paid before', () => {
  const payments = [
    payment({ id: 'a', billerId: 'ecg-prepaid', customerNumber: '111222333', customerName: 'Ama Mensah' }),
    payment({ id: 'b', billerId: 'ecg-prepaid', customerNumber: '111222333', customerName: 'Ama Mensah' }),
    payment({ id: 'c', billerId: 'dstv', customerNumber: '7777' }),
    payment({ id: 'd', billerId: 'ecg-prepaid', customerNumber: '444555666', customerName: 'Kofi Boateng' }),
  ];
  it('are offered once per biller, newest first, with the biller’s name for them', () => {
    expect(savedNumbers(payments, ['ecg-prepaid'])).toEqual([
      { customerNumber: '111222333', customerName: 'Ama Mensah' },
      { customerNumber: '444555666', customerName: 'Kofi Boateng' },
    ]);
  });
  it('give the latest payment of each biller and number to repeat', () => {
    expect(repeatablePayments(payments).map((p) => p.id)).toEqual(['a', 'c', 'd']);
  });
});

describe('a number on the screen', () => {
  it('reads as a local phone when it is one, else as it is', () => {
    expect(displayNumber('+233201234567')).toBe('020 123 4567');
    expect(displayNumber('0201234567')).toBe('020 123 4567');
    expect(displayNumber('12345678901')).toBe('12345678901');
  });
});
