/** One text message to one Ghana number in E.164 (+233241234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsReceipt {
  provider: string;
  providerMessageId: string;
}

/**
 * An SMS gateway. A real gateway never hands the message back to the caller: whoever calls it
 * cannot reveal a one-time code to anybody but the phone's owner.
 */
export interface SmsProvider {
  readonly name: string;
  /** Throws ProviderUnavailableError when the gateway did not accept the message. */
  sendSms(message: SmsMessage): Promise<SmsReceipt>;
}
