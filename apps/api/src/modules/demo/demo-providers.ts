import type { Database } from '@ghanapay/db';
import { startDemoChannels, type RunningDemoChannels } from '@ghanapay/providers';
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
