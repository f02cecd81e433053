/** One plain-text e-mail to one address. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailReceipt {
  provider: string;
  providerMessageId: string;
}

/** An e-mail transport. Like an SMS gateway, it never hands the message back to the caller. */
export interface EmailProvider {
  readonly name: string;
  /** Throws ProviderUnavailableError when the server did not accept the message. */
  sendEmail(message: EmailMessage): Promise<EmailReceipt>;
}
