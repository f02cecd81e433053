import type { BankAccountCheck, MobileMoneyCheck, VerificationOutcome } from '../../../account-verification/account-verifier';
import { outcomeForName } from '../../../account-verification/account-verifier';
import { ProviderUnavailableError } from '../../../provider-error';
import { PaystackApi } from './paystack-api';
import { localNumber, PAYSTACK_MOBILE_MONEY_CODES, paystackBankCode, resolvedName } from './transform';
import type { PaystackConfig } from './types';

const UNKNOWN_BANK_ACCOUNT_REASON = 'The bank does not know this account number';
const UNKNOWN_WALLET_REASON = 'No mobile money wallet is registered to this number';

/**
 * Name enquiry through Paystack's account resolution: a bank account (GhIPSS) or a Telecel Cash /
 * AirtelTigo Money wallet resolves to the name its provider holds, which must match the name typed.
 * Paystack answers 422 (or status false) for a number it cannot resolve; 401 and 5xx are outages.
 */
export class PaystackVerifier {
  private readonly api: PaystackApi;

  constructor(config: PaystackConfig, fetchImpl?: typeof fetch) {
    this.api = new PaystackApi(config, fetchImpl);
  }

  verifyBankAccount(check: BankAccountCheck): Promise<VerificationOutcome> {
    return this.resolve(check.accountNumber, paystackBankCode(check.bankSortCode), check.accountName, UNKNOWN_BANK_ACCOUNT_REASON);
  }

  verifyMobileMoney(check: MobileMoneyCheck): Promise<VerificationOutcome> {
    return this.resolve(
      localNumber(check.phoneNumber),
      PAYSTACK_MOBILE_MONEY_CODES[check.network],
      check.accountName,
      UNKNOWN_WALLET_REASON,
    );
  }

  private async resolve(accountNumber: string, bankCode: string, typedName: string, unknownReason: string): Promise<VerificationOutcome> {
    const { httpStatus, body } = await this.api.get('/bank/resolve', { account_number: accountNumber, bank_code: bankCode });
    if (httpStatus === 422 || httpStatus === 400 || (httpStatus === 200 && resolvedName(body) === null)) {
      return { status: 'unverified', reason: unknownReason };
    }
    if (httpStatus !== 200) {
      const message = ((body ?? {}) as { message?: string }).message;
      throw new ProviderUnavailableError('paystack', `HTTP ${httpStatus}${message ? ` ${message}` : ''}`, { httpStatus });
    }
    return outcomeForName(typedName, resolvedName(body)!);
  }
}
