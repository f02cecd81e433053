import { APP_SLUG } from '@ghanapay/validators';
// Types only: sign-out imports this file, and must not pull the send form's code into every page.
import type { SendMoneyValues } from './send-money-form';

/** Where drafts live: localStorage in the browser, anything with the same three methods in a test. */
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { readonly length: number; key(index: number): string | null };

const PREFIX = `${APP_SLUG}.send-draft.`;

// Checked by hand, not with zod: sign-out imports this file on every signed-in screen, and zod is
// ~25 KiB gzipped of a first screen's 150 KiB budget.
const RECIPIENT_TYPES: readonly unknown[] = ['phone', 'username', 'email'];
const MAX_LENGTH = { phone: 40, username: 64, email: 254, amount: 20, message: 280 } as const;

/** The form's fields of a stored (or to be stored) draft, or null when anything is missing, too long or of another shape. */
function asDraft(value: unknown): SendMoneyValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (!RECIPIENT_TYPES.includes(fields.recipientType)) return null;
  const draft: Record<string, unknown> = { recipientType: fields.recipientType };
  for (const [field, max] of Object.entries(MAX_LENGTH)) {
    const text = fields[field];
    if (typeof text !== 'string' || text.length > max) return null;
    draft[field] = text;
  }
  return draft as unknown as SendMoneyValues;
}

const browserStorage = (): DraftStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * A send the data cut off, kept on this device for its person (keyed by user id, so a shared phone's
 * next account never sees it). Only the form's fields: no idempotency key, no request. Nothing here
 * sends; the person presses Send again, or sends it on USSD and discards it.
 */
export function saveSendDraft(userId: string, values: SendMoneyValues, storage = browserStorage()): void {
  try {
    const draft = asDraft(values);
    if (draft) storage?.setItem(PREFIX + userId, JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the draft; the form still holds the values.
  }
}

/** The saved draft, or null (none, another version's shape, or storage unreadable). */
export function readSendDraft(userId: string, storage = browserStorage()): SendMoneyValues | null {
  try {
    return asDraft(JSON.parse(storage?.getItem(PREFIX + userId) ?? 'null'));
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
