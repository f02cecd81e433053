import { WebPushSender, type PushSender } from '@ghanapay/providers';
import type { Env } from '../../../env';

/** How long one push may take, connection to answer. */
const PUSH_TIMEOUT_MS = 5_000;

/** Web Push with the configured VAPID pair; a demo's sender also reaches a push service on loopback. */
export function pushSenderFor(env: Env): PushSender {
  return new WebPushSender({
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    allowLoopback: env.DEMO_MODE,
    timeoutMs: PUSH_TIMEOUT_MS,
  });
}
