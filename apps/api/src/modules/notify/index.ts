import type { PushSender, PushServiceSimulator } from '@ghanapay/providers';
// The notifier (how codes and notices leave: SMS, e-mail) and its factory, for main and the demo.
export { createNotifier } from './create-notifier';
export type { DeliveryReceipt, Notifier, OutgoingMessage } from './notifier';
export { notifyWithChoices, notifyUser, type Notice, type NoticeChoices } from './preferences/notify-user';
export { localizedPush, noticeAsPush } from './push/push-text';
export { getPreferences, updatePreferences } from './preferences/preferences-service';
export { findLanguage, saveLanguage } from './preferences/preferences-repository';
export { ZPreferencesSchema, ZUpdatePreferencesRequestSchema } from './preferences/preferences.types';
// Web Push: the root router serves its procedures (/api/push/…); main and the test app build the sender.
export { pushRouter } from './push/push-router';
export { pushSenderFor } from './push/push-sender-for';

// What notify adds to AppDeps (deps.ts names no module): the Web Push sender every notice's push goes through.
declare module '../../deps' {
  interface ModuleDeps {
    pushSender: PushSender;
    /** Demo mode only: the push service simulator, also served under /simulators/push. */
    pushServiceSimulator: PushServiceSimulator;
  }
}
