import type { SimulatorHandler, SimulatorRequest, SimulatorResponse } from './http-simulator';

/** The name a bank or a mobile-money network holds for an account (null: it does not know it). */
export type PaystackAccountLookup = (bankCode: string, accountNumber: string) => Promise<string | null>;

const UNRESOLVED = { status: false, message: 'Could not resolve account name. Check parameters or try again.' };

/**
 * Paystack's account resolution as documented: GET /bank/resolve?account_number=&bank_code= with a
 * Bearer secret key → {status: true, message: "Account number resolved", data: {account_number,
 * account_name, bank_id}}; 422 with status false when it cannot resolve; 401 {status: false,
 * message: "Invalid key"}. Account numbers starting 99 are unknown to every bank.
 */
export function createPaystackSimulator(options: { secretKey: string; accounts: PaystackAccountLookup }): SimulatorHandler {
  return async (request: SimulatorRequest): Promise<SimulatorResponse> => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return { status: 401, body: { status: false, message: 'Invalid key' } };
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
    return { status: 404, body: { status: false, message: 'Not found' } };
  };
}
