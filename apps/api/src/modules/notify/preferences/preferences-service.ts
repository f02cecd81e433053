import type { Database } from '@ghanapay/db';
import { findPreferences, savePreferences, type Preferences } from './preferences-repository';

export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  return findPreferences(db, userId);
}

export async function updatePreferences(
  db: Database,
  userId: string,
  change: {
    notifications?: Partial<Preferences['notifications']>;
    appearance?: Preferences['appearance'];
    language?: Preferences['language'];
  },
  now: Date,
): Promise<Preferences> {
  return db.transaction().execute(async (trx) => {
    const current = await findPreferences(trx, userId);
    const next: Preferences = {
      notifications: { ...current.notifications, ...change.notifications },
      appearance: change.appearance ?? current.appearance,
      language: change.language ?? current.language,
    };
    await savePreferences(trx, userId, next, now);
    return next;
  });
}
