import { describe, expect, it } from 'vitest';
import type { BillPayment } from '../bills';
import type { Transaction } from '../money';
import { billMatches, historyEntries } from './history-entries';

const bill = (id: string, at: string, over: Partial<BillPayment> = {}): BillPayment => ({
  id,
  billerId: 'ecg-prepaid',
  billerName: 'ECG prepaid',
  kind: 'electricity',
  customerNumber: '0123456789',
  customerName: 'Ama Mensah',
  bundleName: null,
  amount: '25.00',
  status: 'completed',
  message: '',
  failureReason: null,
  token: null,
  createdAt: new Date(at),
  completedAt: null,
  ...over,
});
const tx = (id: number, at: string) => ({ id, createdAt: at }) as unknown as Transaction;

describe('the history list', () => {
  it('puts bill payments among the transactions, newest first', () => {
    const entries = historyEntries([tx(2, '2026-01-03T10:00:00Z'), tx(1, '2026-01-01T10:00:00Z')], [bill('b', '2026-01-02T10:00:00Z')], {
      search: '',
      moreToLoad: false,
    });
    expect(entries.map((e) => e.id)).toEqual(['tx-2', 'bill-b', 'tx-1']);
  });
  it('keeps bill payments older than the loaded transactions for when more are loaded', () => {
    const entries = historyEntries([tx(2, '2026-01-03T10:00:00Z')], [bill('b', '2026-01-02T10:00:00Z')], { search: '', moreToLoad: true });
    expect(entries.map((e) => e.id)).toEqual(['tx-2']);
  });
  it('finds a bill payment by biller, customer, number or amount', () => {
    const p = bill('b', '2026-01-02T10:00:00Z');
    expect(billMatches(p, 'ecg')).toBe(true);
    expect(billMatches(p, 'ama')).toBe(true);
    expect(billMatches(p, '3456')).toBe(true);
    expect(billMatches(p, '₵25')).toBe(true);
    expect(billMatches(p, 'dstv')).toBe(false);
    expect(billMatches(p, '26')).toBe(false);
  });
});
