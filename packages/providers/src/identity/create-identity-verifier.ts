import type { IdentityVerifier } from './identity-verifier';
import { SmileIdProvider } from './providers/smile-id/smile-id-provider';
import type { SmileIdConfig } from './providers/smile-id/types';

export type SmileIdChoice = { provider: 'simulator' } | { provider: 'smile-id'; config: SmileIdConfig };

/**
 * The identity verifier a choice stands for: Smile ID's API, or the running simulator's address
 * (demo mode only) with the same adapter, so the demo exercises the real protocol.
 */
export function createIdentityVerifier(choice: SmileIdChoice, simulated: SmileIdConfig | undefined): IdentityVerifier {
  switch (choice.provider) {
    case 'simulator':
      if (!simulated) throw new Error('The Smile ID simulator is not running: it runs only in demo mode (DEMO_MODE=1)');
      return new SmileIdProvider(simulated);
    case 'smile-id':
      return new SmileIdProvider(choice.config);
    default: {
      const unknown: never = choice;
      throw new Error(`Unknown identity provider ${JSON.stringify(unknown)}`);
    }
  }
}
