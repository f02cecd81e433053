import webpush from 'web-push';
import { pushEndpointRefusal } from '../../push-address';
import type { PushMessage, PushOutcome, PushSender, PushSubscriptionTarget } from '../../push-sender';
import { postPush } from './push-transport';

export interface WebPushSenderConfig {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Demo mode: a push service on loopback may be reached (the demo's simulator, a test's receiver). */
  allowLoopback: boolean;
  /** The whole exchange with the push service (default 5 s). */
  timeoutMs?: number;
}

/**
 * Web Push through the maintained `web-push` package: it encrypts the payload (aes128gcm, RFC 8291)
 * and signs the VAPID JWT (RFC 8292); the request itself goes through postPush, which also reaches
 * a demo's loopback push service over http and refuses a private address.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly config: WebPushSenderConfig) {}

  async send(target: PushSubscriptionTarget, message: PushMessage): Promise<PushOutcome> {
    const refusal = pushEndpointRefusal(target.endpoint, { allowLoopback: this.config.allowLoopback });
    if (refusal) return { kind: 'failed', reason: refusal };
    try {
      const details = webpush.generateRequestDetails(target, message.payload, {
        vapidDetails: this.config.vapid,
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        contentEncoding: 'aes128gcm',
      });
      const answer = await postPush(
        {
          endpoint: details.endpoint,
          headers: details.headers as Record<string, string | number>,
          body: (details.body as Buffer | null) ?? null,
        },
        { allowLoopback: this.config.allowLoopback, timeoutMs: this.config.timeoutMs ?? 5_000 },
      );
      if (answer.status >= 200 && answer.status < 300) return { kind: 'delivered', status: answer.status };
      if (answer.status === 404 || answer.status === 410) return { kind: 'gone', status: answer.status };
      return { kind: 'failed', reason: `push service answered ${answer.status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}` };
    } catch (error) {
      return {
        kind: 'failed',
        reason: (error as Error).name === 'TimeoutError' ? 'push service did not answer in time' : (error as Error).message,
      };
    }
  }
}
