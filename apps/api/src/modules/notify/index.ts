// The notifier (how codes and notices leave: SMS, e-mail) and its factory, for main and the demo.
export { createNotifier } from './create-notifier';
export type { DeliveryReceipt, Notifier, OutgoingMessage } from './notifier';
