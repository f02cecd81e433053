import type { SimulatorHandler, SimulatorRequest, SimulatorResponse } from './http-simulator';
import { createPaystackCheckout } from './paystack-checkout-simulator';
import { createPaystackCharges, type PaystackChargeOptions } from './paystack-charges-simulator';
import { createPaystackTransfers, type PaystackTransferOptions } from './paystack-transfers-simulator';
import { combinedControl, controlRoute, type SimulatorControl } from './simulator-control';

/** The name a bank or a mobile-money network holds for an account (null: it does not know it). */
export type PaystackAccountLookup = (bankCode: string, accountNumber: string) => Promise<string | null>;

export interface PaystackSimulatorOptions extends PaystackTransferOptions, PaystackChargeOptions {
  accounts: PaystackAccountLookup;
}

export type PaystackSimulator = SimulatorHandler & {
  control: SimulatorControl;
  /** Where browsers reach the hosted checkout page (a demo: its public origin + /simulators/paystack). */
  setCheckoutBaseUrl: (url: string | null) => void;
};

const UNRESOLVED = { status: false, message: 'Could not resolve account name. Check parameters or try again.' };

/**
 * Paystack's account resolution as documented: GET /bank/resolve?account_number=&bank_code= with a
 * Bearer secret key → {status: true, message: "Account number resolved", data: {account_number,
 * account_name, bank_id}}; 422 with status false when it cannot resolve; 401 {status: false,
 * message: "Invalid key"}. And its Transfers API with a GHS balance and signed webhooks (see
 * paystack-transfers-simulator.ts), its Charge API for mobile money (money in: pay_offline or
 * send_otp then submit_otp, see paystack-charges-simulator.ts; …5555 asks for a code), and its hosted
 * card checkout with saved-card charges (see paystack-checkout-simulator.ts, whose page at
 * /checkout/:access_code needs no key).
 *
 * By the account number (a bank account, or a wallet's local number 0XXXXXXXXX), unless a fault is
 * set for it: starting 99, unknown to every bank (resolution 422, recipient 400: a refusal); ending
 * …1111 the transfer fails (the bank or network declines: PAYEE_NOT_ALLOWED_TO_RECEIVE), …2222 never
 * completes (pending_forever), …3333 answers 500 and records nothing (error_5xx), …4444 is reversed
 * (status "reversed", event transfer.reversed). Faults (simulator-faults.ts) are set through
 * `control` or over HTTP with the secret key: POST /_simulator/faults {party: account number, fault},
 * DELETE /_simulator/faults, GET /_simulator/books.
 */
export function createPaystackSimulator(options: PaystackSimulatorOptions): PaystackSimulator {
  const transfers = createPaystackTransfers(options);
  const charges = createPaystackCharges(options);
  const checkout = createPaystackCheckout({
    ...options,
    faults: transfers.faults,
    timers: transfers.timers,
    webhookUrl: transfers.webhookUrl,
  });
  const control = combinedControl(combinedControl(transfers.control, charges.control), checkout.control);
  const handler = async (request: SimulatorRequest): Promise<SimulatorResponse> => {
    // The hosted checkout page is public, as Paystack's is: the browser has no secret key.
    const page = checkout.page(request);
    if (page) return page;
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return { status: 401, body: { status: false, message: 'Invalid key' } };
    const controlAnswer = controlRoute(request, control);
    if (controlAnswer) return controlAnswer;
    if (request.method === 'GET' && request.path === '/bank/resolve') {
      const accountNumber = request.query.get('account_number') ?? '';
      const bankCode = request.query.get('bank_code') ?? '';
      if (!accountNumber || !bankCode)
        return { status: 400, body: { status: false, message: 'account_number and bank_code are required' } };
      const name = accountNumber.startsWith('99') ? null : await options.accounts(bankCode, accountNumber);
      if (!name) return { status: 422, body: UNRESOLVED };
      return {
        status: 200,
        body: {
          status: true,
          message: 'Account number resolved',
          data: { account_number: accountNumber, account_name: name.toUpperCase(), bank_id: 1 },
        },
      };
    }
    return (
      (await checkout.route(request)) ??
      (await charges.route(request)) ??
      (await transfers.route(request)) ?? { status: 404, body: { status: false, message: 'Not found' } }
    );
  };
  return Object.assign(handler, { control, setCheckoutBaseUrl: checkout.setCheckoutBaseUrl });
}
