import type { Database } from '@ghanapay/db';
import { pushEndpointRefusal } from '@ghanapay/providers';
import type { Env } from '../../../env';
import { AppError } from '../../../errors';
import { deletePushSubscription, listPushSubscriptions, upsertPushSubscription } from './push-subscription-repository';
import { PUSH_MESSAGES, type TPushSubscription, type TSubscribePushRequest } from './push.types';

/** The key browsers subscribe with (PushManager.subscribe's applicationServerKey). */
export function vapidPublicKey(env: Env): { publicKey: string } {
  return { publicKey: env.VAPID_PUBLIC_KEY };
}

/**
 * Keeps this browser's subscription for the caller. The endpoint is where the server will send
 * requests, so it must be a push service on the internet (https); a demo also takes one on
 * loopback, so a local receiver can test delivery.
 */
export async function subscribePush(
  deps: { db: Database; env: Env; now: () => Date },
  userId: string,
  input: TSubscribePushRequest,
  userAgent: string | undefined,
): Promise<{ id: string }> {
  const refusal = pushEndpointRefusal(input.endpoint, { allowLoopback: deps.env.DEMO_MODE });
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal, { field: 'endpoint' });
  const deviceLabel = input.deviceLabel ?? (userAgent ? userAgent.slice(0, 200) : null);
  const id = await upsertPushSubscription(
    deps.db,
    { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, deviceLabel },
    deps.now(),
  );
  return { id };
}

export async function unsubscribePush(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deletePushSubscription(db, userId, id))) throw new AppError('NOT_FOUND', PUSH_MESSAGES.notFound);
}

export async function myPushSubscriptions(db: Database, userId: string): Promise<TPushSubscription[]> {
  const rows = await listPushSubscriptions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    deviceLabel: row.deviceLabel,
    pushService: new URL(row.endpoint).host,
    createdAt: row.createdAt,
    lastSuccessAt: row.lastSuccessAt,
  }));
}
