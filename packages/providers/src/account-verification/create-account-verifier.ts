import { MtnMomoVerifier } from '../mobile-money/providers/mtn-momo/mtn-momo-verifier';
import { PaystackVerifier } from '../banking/providers/paystack/paystack-verifier';
import { aggregatorConfigOf, mtnConfigOf, type AggregatorChoice, type MtnChoice, type SimulatedAccountProviders } from '../provider-choice';
import type { AccountVerifier, BankAccountCheck, MobileMoneyCheck } from './account-verifier';

export type { AggregatorChoice, MtnChoice, SimulatedAccountProviders } from '../provider-choice';

/**
 * MTN wallets through MTN's own MoMo Open API; Telecel Cash, AirtelTigo Money and bank accounts
 * through the aggregator (Paystack's resolution covers GhIPSS banks and both networks). Each is the
 * real adapter, pointed at the real provider or, in demo mode, at its simulator over HTTP.
 */
export function createAccountVerifier(
  choice: { mtn: MtnChoice; aggregator: AggregatorChoice },
  simulated?: SimulatedAccountProviders,
): AccountVerifier {
  // Built on first use: a process that never verifies (a script, a production-rules test) needs no simulator.
  let mtn: MtnMomoVerifier | undefined;
  let aggregator: PaystackVerifier | undefined;
  const mtnVerifier = () => (mtn ??= new MtnMomoVerifier(mtnConfigOf(choice.mtn, simulated)));
  const aggregatorVerifier = () => (aggregator ??= new PaystackVerifier(aggregatorConfigOf(choice.aggregator, simulated)));
  return {
    verifyMobileMoney: async (check: MobileMoneyCheck) =>
      check.network === 'MTN' ? mtnVerifier().verify(check) : aggregatorVerifier().verifyMobileMoney(check),
    verifyBankAccount: async (check: BankAccountCheck) => aggregatorVerifier().verifyBankAccount(check),
  };
}
