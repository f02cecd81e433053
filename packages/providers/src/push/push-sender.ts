/**
 * Web Push (RFC 8030): a message to one browser's subscription, encrypted to its keys (RFC 8291)
 * and signed for the push service with the server's VAPID key (RFC 8292).
 */
export interface PushSubscriptionTarget {
  /** The push service's URL for this browser (https; loopback only in a demo). */
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  /** What the service worker receives (JSON text), at most about 3 KB. */
  payload: string;
  /** How long the push service keeps it for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * delivered: the push service took it (201). gone: the subscription no longer exists (404, 410) and
 * should be forgotten. failed: anything else (refused, down, slow, an address we may not call).
 */
export type PushOutcome = { kind: 'delivered'; status: number } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

export interface PushSender {
  send(target: PushSubscriptionTarget, message: PushMessage): Promise<PushOutcome>;
}
