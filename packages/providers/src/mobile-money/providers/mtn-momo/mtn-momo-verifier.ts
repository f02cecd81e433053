import type { MobileMoneyCheck, VerificationOutcome } from '../../../account-verification/account-verifier';
import { outcomeForName } from '../../../account-verification/account-verifier';
import { ProviderUnavailableError } from '../../../provider-error';
import { MtnMomoApi } from './mtn-momo-api';
import { describeMtnError, isNoSuchAccountHolder, registeredNameOf, toMsisdn } from './transform';
import type { MtnActiveResponse, MtnBasicUserInfo, MtnMomoConfig } from './types';

const NO_MTN_WALLET_REASON = 'No active MTN MoMo wallet is registered to this number';

/**
 * An MTN wallet is verified when the account holder is active and the name MTN holds (basic user
 * info) matches the name typed.
 */
export class MtnMomoVerifier {
  private readonly api: MtnMomoApi;

  constructor(config: MtnMomoConfig, fetchImpl?: typeof fetch) {
    this.api = new MtnMomoApi(config, fetchImpl);
  }

  async verify(check: MobileMoneyCheck): Promise<VerificationOutcome> {
    const msisdn = toMsisdn(check.phoneNumber);
    const active = await this.api.get(`/collection/v1_0/accountholder/msisdn/${msisdn}/active`);
    if (isNoSuchAccountHolder(active.httpStatus, active.body)) return { status: 'unverified', reason: NO_MTN_WALLET_REASON };
    if (active.httpStatus !== 200)
      throw new ProviderUnavailableError('mtn-momo', describeMtnError(active.httpStatus, active.body), { httpStatus: active.httpStatus });
    if ((active.body as Partial<MtnActiveResponse>)?.result !== true) return { status: 'unverified', reason: NO_MTN_WALLET_REASON };

    const info = await this.api.get(`/collection/v1_0/accountholder/msisdn/${msisdn}/basicuserinfo`);
    if (isNoSuchAccountHolder(info.httpStatus, info.body)) return { status: 'unverified', reason: NO_MTN_WALLET_REASON };
    if (info.httpStatus !== 200)
      throw new ProviderUnavailableError('mtn-momo', describeMtnError(info.httpStatus, info.body), { httpStatus: info.httpStatus });
    const name = registeredNameOf(info.body as MtnBasicUserInfo);
    if (!name) throw new ProviderUnavailableError('mtn-momo', 'basic user info without a name');
    return outcomeForName(check.accountName, name);
  }
}
