import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedOrderBook, type OrderBookOptions } from './simulated-order-book';
import type { SimulatorFault } from './simulator-faults';
import { SimulatorTimers } from './simulator-timers';

// Fake time: the books must give the same answer whether a timer or a read settles an order first.
afterEach(() => vi.useRealTimers());

function bookWith(overrides: Partial<OrderBookOptions> = {}) {
  const sent: { url: string; body: string }[] = [];
  const timers = new SimulatorTimers();
  const book = new SimulatedOrderBook({
    settleAfterMs: 1_000,
    lateMs: 2_000,
    accounts: { float: 100_00n },
    ledgerOf: () => ({ account: 'float', direction: 'debit' }),
    lateFailureReason: () => 'INTERNAL_PROCESSING_ERROR',
    callbackOf: (order) => ({ url: 'http://receiver.test/cb', init: { method: 'PUT', body: `${order.reference}:${order.status}` } }),
    callbackFetch: async (url, init) => {
      sent.push({ url: String(url), body: String(init?.body) });
      return new Response(null, { status: 200 });
    },
    timers,
    ...overrides,
  });
  const take = (reference: string, amountPesewas: bigint, fault: SimulatorFault | null = null) =>
    book.record({ reference, kind: 'payout', party: '233240000001', amountPesewas, request: {}, fault, callbackUrl: null });
  return { book, timers, take, sent };
}

describe('the simulators’ books', () => {
  it('settles each order once, in the order taken, on read or on timer alike; a debit never overdraws', async () => {
    vi.useFakeTimers();
    const { book, take, sent } = bookWith();
    take('a', 60_00n);
    take('b', 60_00n);
    expect(book.find('a')?.status).toBe('PENDING');
    vi.setSystemTime(Date.now() + 1_000);
    // Read before any timer has run: both settle now, a first.
    expect(book.find('b')).toMatchObject({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });
    expect(book.find('a')).toMatchObject({ status: 'SUCCESSFUL' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(book.balance('float')).toBe(40_00n);
    expect(sent.map((s) => s.body)).toEqual(['a:SUCCESSFUL', 'b:FAILED']);
  });

  it('a late success fails first, then succeeds lateMs later and moves the money then, once', async () => {
    vi.useFakeTimers();
    const { book, take, sent } = bookWith();
    take('late', 10_00n, 'late_success');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(book.find('late')).toMatchObject({ status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR' });
    expect(book.balance('float')).toBe(100_00n);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(book.find('late')).toMatchObject({ status: 'SUCCESSFUL', reason: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(book.balance('float')).toBe(90_00n);
    expect(sent.map((s) => s.body)).toEqual(['late:FAILED', 'late:SUCCESSFUL']);
  });

  it('after close no timer runs, held answers are released, and reads still settle what is due', async () => {
    vi.useFakeTimers();
    const { book, timers, take, sent } = bookWith();
    take('x', 1_00n);
    const held = timers.hold(15_000);
    timers.close();
    expect(await held).toBe(false);
    vi.setSystemTime(Date.now() + 1_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(book.find('x')?.status).toBe('SUCCESSFUL');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
  });
});
