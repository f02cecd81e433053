import { failureReasonOf, type SimulatorFault } from './simulator-faults';
import type { SimulatorTimers } from './simulator-timers';

type SimulatedOrderKind = 'payout' | 'collection';

/** One order a simulator took, as its provider would keep it. */
export interface SimulatedOrder {
  readonly reference: string;
  readonly kind: SimulatedOrderKind;
  /** MSISDN (MTN) or account number (Paystack). */
  readonly party: string;
  readonly amountPesewas: bigint;
  /** What the client sent, echoed in the simulator's answers. */
  readonly request: Record<string, unknown>;
  readonly createdAt: number;
  /** Decided when the order is taken, so changing faults later never changes an order's fate. */
  readonly fault: SimulatorFault | null;
  /** Where this order's callbacks go (MTN: its X-Callback-Url); null: the simulator's default. */
  readonly callbackUrl: string | null;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason: string | null;
  transactionId: string | null;
  finishedAt: number | null;
  callbacksSent: number;
}

export interface OrderBookOptions {
  settleAfterMs: number;
  lateMs: number;
  /** Opening balances in pesewas, by account. */
  accounts: Record<string, bigint>;
  /** The account a successful order moves money on, and which way. */
  ledgerOf: (kind: SimulatedOrderKind) => { account: string; direction: 'debit' | 'credit' };
  /** Why a `late_success` order fails first. */
  lateFailureReason: (kind: SimulatedOrderKind) => string;
  /** The callback an order calls for as it is now (built at once, sent after); null: none to send. */
  callbackOf: (order: SimulatedOrder) => { url: string; init: RequestInit } | null;
  callbackFetch?: typeof fetch;
  timers: SimulatorTimers;
}

/**
 * The books behind a simulator: orders by reference and account balances. Each order ends exactly
 * once, `settleAfterMs` after it was taken: its fate was fixed when it was taken, its money moves
 * when it succeeds (a debit that would overdraw fails it with NOT_ENOUGH_FUNDS), and its callbacks
 * are sent then. Timers settle orders on time; every read also settles whatever is due first, in the
 * order taken, so the answer never depends on whether a timer has run yet.
 */
export class SimulatedOrderBook {
  private readonly orders = new Map<string, SimulatedOrder>();
  private readonly open = new Set<SimulatedOrder>();
  private readonly late = new Set<SimulatedOrder>();
  private readonly balances: Map<string, bigint>;
  private sequence = 0;

  constructor(private readonly options: OrderBookOptions) {
    this.balances = new Map(Object.entries(options.accounts));
  }

  has(reference: string): boolean {
    return this.orders.has(reference);
  }

  record(
    order: Omit<SimulatedOrder, 'status' | 'reason' | 'transactionId' | 'finishedAt' | 'callbacksSent' | 'createdAt'>,
  ): SimulatedOrder {
    const taken: SimulatedOrder = {
      ...order,
      createdAt: Date.now(),
      status: 'PENDING',
      reason: null,
      transactionId: null,
      finishedAt: null,
      callbacksSent: 0,
    };
    this.orders.set(taken.reference, taken);
    if (taken.fault === 'pending_forever') return taken;
    this.open.add(taken);
    this.options.timers.after(this.options.settleAfterMs, () => {
      this.settleDue();
      // A timer may fire a millisecond before Date.now() says it is due.
      if (taken.finishedAt === null) this.settle(taken);
    });
    return taken;
  }

  find(reference: string): SimulatedOrder | undefined {
    this.settleDue();
    return this.orders.get(reference);
  }

  list(): SimulatedOrder[] {
    this.settleDue();
    return [...this.orders.values()];
  }

  balance(account: string): bigint {
    this.settleDue();
    return this.balances.get(account) ?? 0n;
  }

  allBalances(): Record<string, bigint> {
    this.settleDue();
    return Object.fromEntries(this.balances);
  }

  private settleDue(): void {
    const now = Date.now();
    for (const order of this.open) if (now - order.createdAt >= this.options.settleAfterMs) this.settle(order);
    for (const order of this.late) if (now - order.finishedAt! >= this.options.lateMs) this.succeedLate(order);
  }

  private settle(order: SimulatedOrder): void {
    if (order.finishedAt !== null) return;
    this.open.delete(order);
    order.finishedAt = Date.now();
    const failure = failureReasonOf(order.fault) ?? (order.fault === 'late_success' ? this.options.lateFailureReason(order.kind) : null);
    if (failure) {
      order.status = 'FAILED';
      order.reason = failure;
    } else {
      this.moveMoney(order);
    }
    this.notify(order, order.fault === 'no_callback' ? 0 : order.fault === 'double_callback' ? 2 : 1);
    if (order.fault === 'late_success') {
      this.late.add(order);
      this.options.timers.after(this.options.lateMs, () => this.succeedLate(order));
    }
  }

  private succeedLate(order: SimulatedOrder): void {
    if (!this.late.delete(order)) return;
    if (this.moveMoney(order)) this.notify(order, 1);
  }

  /** Moves the order's money and marks it SUCCESSFUL, or fails it when the account cannot pay. */
  private moveMoney(order: SimulatedOrder): boolean {
    const { account, direction } = this.options.ledgerOf(order.kind);
    const balance = this.balances.get(account) ?? 0n;
    if (direction === 'debit' && balance < order.amountPesewas) {
      order.status = 'FAILED';
      order.reason = 'NOT_ENOUGH_FUNDS';
      return false;
    }
    this.balances.set(account, direction === 'debit' ? balance - order.amountPesewas : balance + order.amountPesewas);
    order.status = 'SUCCESSFUL';
    order.reason = null;
    order.transactionId = String(1_000_000_000 + ++this.sequence);
    return true;
  }

  private notify(order: SimulatedOrder, times: number): void {
    if (times === 0) return;
    const callback = this.options.callbackOf(order);
    if (!callback) return;
    const send = this.options.callbackFetch ?? globalThis.fetch;
    void (async () => {
      // Sent once (twice for double_callback), never retried, as MTN documents; an error is the receiver's loss.
      for (let i = 0; i < times; i++) {
        await send(callback.url, { ...callback.init, signal: AbortSignal.timeout(10_000) })
          .then((response) => response.body?.cancel())
          .catch(() => undefined);
        order.callbacksSent++;
      }
    })();
  }
}
