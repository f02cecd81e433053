import type { Database } from '@ghanapay/db';
import {
  startDemoAccountProviders,
  type DemoAccountProviderOptions,
  startDemoChannels,
  type RunningDemoAccountProviders,
  type RunningDemoChannels,
} from '@ghanapay/providers';
import { LINKABLE_BANKS } from '@ghanapay/validators';
import { demoHolderOfBankAccount, demoHolderOfPhone } from './demo-account-directory-repository';
import { recordSimulatedMessage } from './demo-inbox-repository';

export type RunningDemoProviders = RunningDemoChannels;

/**
 * Demo mode's SMS and e-mail (the real adapters talking to protocol simulators, see
 * packages/providers), keeping what the simulators receive in the demo inbox: a table, so every API
 * process and a restart see the same inbox.
 */
export function startDemoProviders(db: Database): Promise<RunningDemoProviders> {
  return startDemoChannels((message) => recordSimulatedMessage(db, message));
}

const MOBILE_MONEY_CODES = new Set(['MTN', 'VOD', 'ATL']);

/**
 * Demo mode's MTN MoMo and aggregator simulators, answering from what the demo knows (see
 * demo-account-directory-repository.ts): a wallet on a user's own proved number verifies when the
 * name typed is theirs. The code a network texts to approve a charge lands in the demo inbox.
 */
export function startDemoAccountSimulators(db: Database, options: DemoAccountProviderOptions = {}): Promise<RunningDemoAccountProviders> {
  return startDemoAccountProviders(
    {
      subscribers: async (msisdn) => {
        const name = await demoHolderOfPhone(db, `+${msisdn}`);
        return name ? { name, active: true } : null;
      },
      accounts: async (bankCode, accountNumber) => {
        if (MOBILE_MONEY_CODES.has(bankCode)) return demoHolderOfPhone(db, accountNumber.replace(/^0/, '+233'));
        for (const bank of LINKABLE_BANKS.filter((b) => `${b.sortCode}100` === bankCode)) {
          const holder = await demoHolderOfBankAccount(db, bank.code, accountNumber);
          if (holder) return holder;
        }
        return null;
      },
    },
    { sendNetworkSms: (message) => recordSimulatedMessage(db, message), ...options },
  );
}
