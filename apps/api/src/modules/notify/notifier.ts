/**
 * Sends one-time codes and notices to people by SMS or e-mail. The provider behind each channel is
 * chosen by configuration (see create-notifier.ts); the local simulator is the default.
 */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
}

export interface DeliveryReceipt {
  provider: string;
  providerMessageId?: string;
  /** Only a simulator reveals the code it "sent", so the demo UI can show it. Real providers never do. */
  revealsContent: boolean;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<DeliveryReceipt>;
}
