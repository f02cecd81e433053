import type { SimulatorRequest, SimulatorResponse } from './http-simulator';
import type { SimulatedOrder, SimulatedOrderBook } from './simulated-order-book';
import { parseFault, type FaultTable, type SimulatorFault } from './simulator-faults';
import type { SimulatorTimers } from './simulator-timers';

/** What a simulator holds: balances in pesewas by account, every order it took, and the faults set. */
export interface SimulatorBooks {
  currency: string;
  balances: Record<string, bigint>;
  orders: SimulatedOrderView[];
  faults: { party: string; fault: SimulatorFault }[];
}

export interface SimulatedOrderView {
  reference: string;
  kind: 'payout' | 'collection';
  party: string;
  amountPesewas: bigint;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason: string | null;
  fault: SimulatorFault | null;
  callbacksSent: number;
  createdAt: Date;
}

/** Drives a simulator from a test or the demo (the same is served at /_simulator/… over HTTP). */
export interface SimulatorControl {
  /** Orders taken from now on whose party (MSISDN / account number) matches get this fault. */
  setFault(party: string, fault: SimulatorFault): void;
  /** One party's fault, or all of them. */
  clearFaults(party?: string): void;
  books(): SimulatorBooks;
  /** MTN: where callbacks go for an order that named no X-Callback-Url. Paystack: the webhook URL (a dashboard setting). */
  setCallbackUrl(url: string | null): void;
  /** Stops every timer (settling, late successes, held answers); reads still settle what is due. */
  close(): void;
  /**
   * MTN: what a developer needs to point a MoMo Open API client at the simulator, as at MTN's sandbox
   * (provision an API user with it: POST /v1_0/apiuser, then …/apikey). Shown on /dev/providers.
   */
  sandbox?: { subscriptionKey: string; targetEnvironment: 'sandbox' };
}

export function createSimulatorControl(parts: {
  book: SimulatedOrderBook;
  faults: FaultTable;
  timers: SimulatorTimers;
  currency: string;
  setCallbackUrl: (url: string | null) => void;
}): SimulatorControl {
  return {
    setFault: (party, fault) => {
      if (parseFault(fault) === null) throw new Error(`Unknown simulator fault ${JSON.stringify(fault)}`);
      parts.faults.set(party, fault);
    },
    clearFaults: (party) => parts.faults.clear(party),
    books: () => ({
      currency: parts.currency,
      balances: parts.book.allBalances(),
      orders: parts.book.list().map(viewOf),
      faults: parts.faults.list(),
    }),
    setCallbackUrl: parts.setCallbackUrl,
    close: () => parts.timers.close(),
  };
}

function viewOf(order: SimulatedOrder): SimulatedOrderView {
  return {
    reference: order.reference,
    kind: order.kind,
    party: order.party,
    amountPesewas: order.amountPesewas,
    status: order.status,
    reason: order.reason,
    fault: order.fault,
    callbacksSent: order.callbacksSent,
    createdAt: new Date(order.createdAt),
  };
}

/** Pesewas as a 2-decimal string ("12.50", "0.00", "-3.05"). */
export function formatPesewas(pesewas: bigint): string {
  const sign = pesewas < 0n ? '-' : '';
  const abs = pesewas < 0n ? -pesewas : pesewas;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * The control over HTTP, for a simulator that has already authenticated the request as its API would:
 * POST /_simulator/faults {party, fault}, DELETE /_simulator/faults[?party=…], GET /_simulator/books
 * (amounts as 2-decimal strings). Null for any other path.
 */
export function controlRoute(request: SimulatorRequest, control: SimulatorControl): SimulatorResponse | null {
  if (request.path === '/_simulator/faults') {
    if (request.method === 'POST') {
      const body = (request.body ?? {}) as { party?: unknown; fault?: unknown };
      const fault = parseFault(body.fault);
      if (typeof body.party !== 'string' || !body.party || fault === null)
        return { status: 400, body: { message: 'party (an MSISDN or account number) and a known fault are required' } };
      control.setFault(body.party, fault);
      return { status: 200, body: { faults: control.books().faults } };
    }
    if (request.method === 'DELETE') {
      control.clearFaults(request.query.get('party') ?? undefined);
      return { status: 200, body: { faults: control.books().faults } };
    }
  }
  if (request.path === '/_simulator/books' && request.method === 'GET') {
    const books = control.books();
    return {
      status: 200,
      body: {
        currency: books.currency,
        balances: Object.fromEntries(Object.entries(books.balances).map(([account, pesewas]) => [account, formatPesewas(pesewas)])),
        orders: books.orders.map(({ amountPesewas, createdAt, ...order }) => ({
          ...order,
          amount: formatPesewas(amountPesewas),
          createdAt: createdAt.toISOString(),
        })),
        faults: books.faults,
      },
    };
  }
  return null;
}

/**
 * One control over two simulators of one provider (Paystack's transfers and charges): a fault is set
 * on both (it applies to whichever takes an order for that party), the books are read together.
 */
export function combinedControl(first: SimulatorControl, second: SimulatorControl): SimulatorControl {
  return {
    setFault: (party, fault) => {
      first.setFault(party, fault);
      second.setFault(party, fault);
    },
    clearFaults: (party) => {
      first.clearFaults(party);
      second.clearFaults(party);
    },
    books: () => {
      const a = first.books();
      const b = second.books();
      return {
        currency: a.currency,
        balances: { ...a.balances, ...b.balances },
        orders: [...a.orders, ...b.orders].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime()),
        faults: a.faults,
      };
    },
    setCallbackUrl: (url) => {
      first.setCallbackUrl(url);
      second.setCallbackUrl(url);
    },
    close: () => {
      first.close();
      second.close();
    },
  };
}
