import type { Database } from '@ghanapay/db';
import type { PushSender } from '@ghanapay/providers';
import type { Language } from '@ghanapay/validators';
import { findPushTargets, forgetPushSubscription, markPushDelivered } from './push-subscription-repository';

/**
 * What a push shows. `title` and `body` go to everyone and name no amount (a lock screen is seen by
 * whoever holds the phone); `detailed` goes instead to a person who chose to see amounts there.
 */
export interface PushNotice {
  /** The screen a tap opens (a path of the app). */
  url: string;
  title: string;
  body: string;
  detailed?: { title: string; body: string };
}

/** A push waits this long at the push service for a phone that is off. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends a push to every device the person subscribed, when their push choice is on. After the
 * thing noticed is committed, never inside a money transaction; best effort: a subscription the
 * push service says is gone (404/410) is forgotten, any other failure is logged (never the
 * endpoint, which lets anyone push to that device) and swallowed. Each send has the sender's time
 * limit. Returns how many devices took it.
 */
export async function pushToUser(
  deps: { db: Database; pushSender?: PushSender; now?: () => Date },
  userId: string,
  /** The push, or the push in a language (the person's, read with their devices). */
  notice: PushNotice | ((language: Language) => PushNotice),
  log: (line: string) => void = (line) => console.warn(line),
): Promise<number> {
  if (!deps.pushSender) return 0;
  return pushToDevices(deps, await findPushTargets(deps.db, userId), notice, log);
}

/** A person's device, with their push choices and language, as findPushTargets reads it (or send_context). */
export type PushTarget = Awaited<ReturnType<typeof findPushTargets>>[number];

/** pushToUser to devices already read (a send's recipient's, read in send_context): no query before the pushes. */
export async function pushToDevices(
  deps: { db: Database; pushSender?: PushSender; now?: () => Date },
  targets: readonly PushTarget[],
  notice: PushNotice | ((language: Language) => PushNotice),
  log: (line: string) => void = (line) => console.warn(line),
): Promise<number> {
  if (!deps.pushSender) return 0;
  const sender = deps.pushSender;
  const outcomes = await Promise.all(
    targets
      .filter((target) => target.pushOn)
      .map(async (target) => {
        const push = typeof notice === 'function' ? notice(target.language as Language) : notice;
        const shown = target.showAmounts && push.detailed ? push.detailed : { title: push.title, body: push.body };
        const outcome = await sender.send(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          { payload: JSON.stringify({ ...shown, url: push.url }), ttlSeconds: PUSH_TTL_SECONDS, urgency: 'normal' },
        );
        if (outcome.kind === 'gone') await forgetPushSubscription(deps.db, target.id);
        else if (outcome.kind === 'delivered') await markPushDelivered(deps.db, target.id, deps.now?.() ?? new Date());
        else log(`Push delivery failed (${new URL(target.endpoint).host}, subscription ${target.id}): ${outcome.reason}`);
        return outcome.kind === 'delivered';
      }),
  );
  return outcomes.filter(Boolean).length;
}
