import type { PaystackConfig } from './banking/providers/paystack/types';
import type { HubtelCommissionConfig } from './bills/providers/hubtel/types';
import type { MtnMomoConfig } from './mobile-money/providers/mtn-momo/types';

export type MtnChoice = { provider: 'simulator' } | { provider: 'mtn-momo'; config: MtnMomoConfig };
export type AggregatorChoice = { provider: 'simulator' } | { provider: 'paystack'; config: PaystackConfig };
export type BillsChoice = { provider: 'simulator' } | { provider: 'hubtel-commission'; config: HubtelCommissionConfig };

/** The demo's simulated providers, already running (startDemoAccountProviders). */
export interface SimulatedAccountProviders {
  mtn: MtnMomoConfig;
  paystack: PaystackConfig;
}

/** The MTN configuration a choice stands for: the real one, or the running simulator's. */
export function mtnConfigOf(choice: MtnChoice, simulated: SimulatedAccountProviders | undefined): MtnMomoConfig {
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

/** The aggregator configuration a choice stands for: Paystack's, or the running simulator's. */
export function aggregatorConfigOf(choice: AggregatorChoice, simulated: SimulatedAccountProviders | undefined): PaystackConfig {
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

/** The demo's simulated bill aggregator, already running (startDemoAccountProviders). */
export interface SimulatedBillProviders {
  hubtelCommission: HubtelCommissionConfig;
}

/** The Commission Services configuration a choice stands for: Hubtel's, or the running simulator's. */
export function billsConfigOf(choice: BillsChoice, simulated: SimulatedBillProviders | undefined): HubtelCommissionConfig {
  switch (choice.provider) {
    case 'simulator':
      if (!simulated) throw new Error('The bill payments simulator is not running: it runs only in demo mode (DEMO_MODE=1)');
      return simulated.hubtelCommission;
    case 'hubtel-commission':
      return choice.config;
    default: {
      const unknown: never = choice;
      throw new Error(`Unknown bill payments provider ${JSON.stringify(unknown)}`);
    }
  }
}
