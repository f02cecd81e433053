// The notifier (how codes and notices leave: SMS, e-mail) and its factory, for main and the demo.
export { createNotifier } from './create-notifier';
export type { DeliveryReceipt, Notifier, OutgoingMessage } from './notifier';
export { notifyWithChoices, notifyUser, type NoticeChoices } from './preferences/notify-user';
export { getPreferences, updatePreferences } from './preferences/preferences-service';
export { ZPreferencesSchema, ZUpdatePreferencesRequestSchema } from './preferences/preferences.types';
