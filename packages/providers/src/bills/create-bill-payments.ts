import { billsConfigOf, type BillsChoice, type SimulatedBillProviders } from '../provider-choice';
import type { BillPayments } from './bill-payments';
import { HubtelCommissionProvider } from './providers/hubtel/hubtel-commission-provider';

export type { BillsChoice, SimulatedBillProviders } from '../provider-choice';

/**
 * The bill payments a configuration names: Hubtel's Commission Services, or (demo mode only) the
 * same adapter pointed at the running simulator. Outside demo mode a 'simulator' choice throws here,
 * and the API's environment check refuses to start on it in production.
 */
export function createBillPayments(choice: BillsChoice, simulated?: SimulatedBillProviders, fetchImpl?: typeof fetch): BillPayments {
  return new HubtelCommissionProvider(billsConfigOf(choice, simulated), fetchImpl);
}
