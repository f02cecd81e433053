import { APP_SLUG } from '@ghanapay/validators';
import { z } from 'zod';
// Types only: sign-out imports this file, and must not pull the send form's code into every page.
import type { SendMoneyValues } from './send-money-form';

/** Where drafts live: localStorage in the browser, anything with the same three methods in a test. */
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { readonly length: number; key(index: number): string | null };

const PREFIX = `${APP_SLUG}.send-draft.`;

const zDraft = z.object({
  recipientType: z.enum(['phone', 'username', 'email']),
  phone: z.string().max(40),
  username: z.string().max(64),
  email: z.string().max(254),
  amount: z.string().max(20),
  message: z.string().max(280),
});

const browserStorage = (): DraftStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * A send the data cut off, kept on this device for its person (keyed by user id, so a shared phone's
 * next account never sees it). Only the form's fields: no idempotency key, no request. Nothing here
 * sends; the person presses Send again, or sends it on USSD and discards it.
 */
export function saveSendDraft(userId: string, values: SendMoneyValues, storage = browserStorage()): void {
  try {
    storage?.setItem(PREFIX + userId, JSON.stringify(zDraft.parse(values)));
  } catch {
    // A full or refused storage only loses the draft; the form still holds the values.
  }
}

/** The saved draft, or null (none, another version's shape, or storage unreadable). */
export function readSendDraft(userId: string, storage = browserStorage()): SendMoneyValues | null {
  try {
    const parsed = zDraft.safeParse(JSON.parse(storage?.getItem(PREFIX + userId) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function discardSendDraft(userId: string, storage = browserStorage()): void {
  storage?.removeItem(PREFIX + userId);
}

/** Signing out leaves no one's draft on the device. */
export function discardAllSendDrafts(storage = browserStorage()): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) => key?.startsWith(PREFIX));
  for (const key of keys) if (key) storage.removeItem(key);
}
