import { createIdentityVerifier, type RunningSmileIdSimulator, type SmileIdConfig } from '@ghanapay/providers';
import type { AppDeps } from '../../../deps';
import type { Env } from '../../../env';
import { smileIdChoiceFor } from '../../../provider-choices';

/** How long a submission waits for Smile ID's answer before the job queue takes over. */
const WAIT_FOR_ANSWER_MS = 8_000;

/**
 * The identity provider for this configuration: Smile ID, or (demo mode) the running simulator
 * through the same adapter. Undefined when the simulator is chosen but not running (production
 * refuses to start so; a test without demo mode): submissions that pass the pre-check go to a reviewer.
 */
export function identityFor(
  env: Env,
  simulated: Pick<RunningSmileIdSimulator, 'url' | 'partnerId' | 'apiKey'> | undefined,
  timing: { waitMs?: number; pollMs?: number; timeoutMs?: number } = {},
): AppDeps['identity'] {
  const choice = smileIdChoiceFor(env);
  if (choice.provider === 'simulator' && !simulated) return undefined;
  const simulatedConfig: SmileIdConfig | undefined = simulated && {
    baseUrl: simulated.url,
    partnerId: simulated.partnerId,
    apiKey: simulated.apiKey,
    callbackUrl: `${env.APP_ORIGIN ?? `http://localhost:${env.PORT}`}/api/callbacks/smile-id`,
    timeoutMs: timing.timeoutMs,
  };
  const config = choice.provider === 'smile-id' ? choice.config : simulatedConfig!;
  return {
    verifier: createIdentityVerifier(choice, simulatedConfig),
    waitMs: timing.waitMs ?? WAIT_FOR_ANSWER_MS,
    pollMs: timing.pollMs,
    // The adapter reads its configuration at each submission: a test app learns its port after listening.
    setCallbackUrl: (url) => {
      config.callbackUrl = url;
    },
  };
}
