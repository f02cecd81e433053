import type { Database } from '@ghanapay/db';
import { DEFAULT_LANGUAGE, type Language } from '@ghanapay/validators';

export interface Preferences {
  notifications: {
    push: boolean;
    /** A push on the lock screen names amounts and people (off: "You received money"). */
    pushShowAmounts: boolean;
    email: boolean;
    sms: boolean;
    transactions: boolean;
    security: boolean;
  };
  appearance: 'light' | 'dark' | 'auto';
  /** The language of their USSD screens and SMS (and, later, the web). */
  language: Language;
}

/** The document's defaults (section 9): push, e-mail, transactions and security on; SMS off; no amounts in pushes. */
const DEFAULT_PREFERENCES: Preferences = {
  notifications: { push: true, pushShowAmounts: false, email: true, sms: false, transactions: true, security: true },
  appearance: 'auto',
  language: DEFAULT_LANGUAGE,
};

export async function findPreferences(db: Database, userId: string): Promise<Preferences> {
  const row = await db.selectFrom('userPreferences').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return structuredClone(DEFAULT_PREFERENCES);
  return {
    notifications: {
      push: row.notifyPush,
      pushShowAmounts: row.pushLockScreenDetails,
      email: row.notifyEmail,
      sms: row.notifySms,
      transactions: row.notifyTransactions,
      security: row.notifySecurity,
    },
    appearance: row.appearance as Preferences['appearance'],
    language: row.language as Language,
  };
}

export async function savePreferences(db: Database, userId: string, preferences: Preferences, now: Date): Promise<void> {
  const values = {
    notifyPush: preferences.notifications.push,
    pushLockScreenDetails: preferences.notifications.pushShowAmounts,
    notifyEmail: preferences.notifications.email,
    notifySms: preferences.notifications.sms,
    notifyTransactions: preferences.notifications.transactions,
    notifySecurity: preferences.notifications.security,
    appearance: preferences.appearance,
    language: preferences.language,
    updatedAt: now,
  };
  await db
    .insertInto('userPreferences')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** A person's language alone (a USSD session, an SMS): English until they choose. */
export async function findLanguage(db: Database, userId: string): Promise<Language> {
  const row = await db.selectFrom('userPreferences').select('language').where('userId', '=', userId).executeTakeFirst();
  return (row?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Sets the language only, the other choices as they are (their defaults on a first save). */
export async function saveLanguage(db: Database, userId: string, language: Language, now: Date): Promise<void> {
  await db
    .insertInto('userPreferences')
    .values({ userId, language, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ language, updatedAt: now }))
    .execute();
}

/** Where a person's notices go: their phone and e-mail (a notice goes only to a proved address). */
export async function findContactOf(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['phoneNumber', 'phoneVerified', 'email', 'emailVerified'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
