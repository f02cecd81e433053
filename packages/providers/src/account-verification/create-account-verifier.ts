import { MtnMomoVerifier } from '../mobile-money/providers/mtn-momo/mtn-momo-verifier';
import type { MtnMomoConfig } from '../mobile-money/providers/mtn-momo/types';
import { PaystackVerifier } from '../banking/providers/paystack/paystack-verifier';
import type { PaystackConfig } from '../banking/providers/paystack/types';
import type { AccountVerifier, BankAccountCheck, MobileMoneyCheck } from './account-verifier';

export type MtnChoice = { provider: 'simulator' } | { provider: 'mtn-momo'; config: MtnMomoConfig };
export type AggregatorChoice = { provider: 'simulator' } | { provider: 'paystack'; config: PaystackConfig };

/** The demo's simulated providers, already running (startDemoAccountProviders). */
export interface SimulatedAccountProviders {
  mtn: MtnMomoConfig;
  paystack: PaystackConfig;
}

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
  const mtnVerifier = () => (mtn ??= new MtnMomoVerifier(mtnConfig(choice.mtn, simulated)));
  const aggregatorVerifier = () => (aggregator ??= new PaystackVerifier(aggregatorConfig(choice.aggregator, simulated)));
  return {
    verifyMobileMoney: async (check: MobileMoneyCheck) =>
      check.network === 'MTN' ? mtnVerifier().verify(check) : aggregatorVerifier().verifyMobileMoney(check),
    verifyBankAccount: async (check: BankAccountCheck) => aggregatorVerifier().verifyBankAccount(check),
  };
}

function mtnConfig(choice: MtnChoice, simulated: SimulatedAccountProviders | undefined): MtnMomoConfig {
  switch (choice.provider) {
    case 'simulator':
      if (!simulated) throw new Error('The MTN MoMo simulator is not running: it runs only in demo mode (DEMO_MODE=1)');
      return simulated.mtn;
    case 'mtn-momo':
      return choice.config;
    default: {
      const unknown: never = choice;
      throw new Error(`Unknown MTN provider ${JSON.stringify(unknown)}`);
    }
  }
}

function aggregatorConfig(choice: AggregatorChoice, simulated: SimulatedAccountProviders | undefined): PaystackConfig {
  switch (choice.provider) {
    case 'simulator':
      if (!simulated) throw new Error('The aggregator simulator is not running: it runs only in demo mode (DEMO_MODE=1)');
      return simulated.paystack;
    case 'paystack':
      return choice.config;
    default: {
      const unknown: never = choice;
      throw new Error(`Unknown aggregator ${JSON.stringify(unknown)}`);
    }
  }
}
