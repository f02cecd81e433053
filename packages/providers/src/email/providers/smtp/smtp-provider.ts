import nodemailer, { type Transporter } from 'nodemailer';
import { ProviderUnavailableError } from '../../../provider-error';
import type { EmailMessage, EmailProvider, EmailReceipt } from '../../email-provider';
import type { SmtpConfig } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

/** E-mail over SMTP (any provider that speaks it: a relay, SES, Mailgun …). Errors never carry the text. */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      requireTLS: config.requireTls ?? false,
      ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // Never log message bodies: they carry one-time codes.
      logger: false,
      debug: false,
    });
  }

  async sendEmail(message: EmailMessage): Promise<EmailReceipt> {
    try {
      const info = await this.transport.sendMail({ from: this.config.from, to: message.to, subject: message.subject, text: message.text });
      if ((info.rejected ?? []).length > 0) throw new ProviderUnavailableError('smtp', 'recipient refused by the server');
      return { provider: this.name, providerMessageId: String(info.messageId ?? '') };
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      throw new ProviderUnavailableError('smtp', describeSmtpFailure(code, responseCode), { providerStatus: responseCode ?? code });
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** What went wrong, in words for the log (never the server's full reply, which may echo the message). */
function describeSmtpFailure(code: string | undefined, responseCode: number | undefined): string {
  if (code === 'EAUTH') return 'credentials refused';
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return 'timed out';
  if (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'EDNS') return 'unreachable';
  if (responseCode !== undefined && responseCode >= 500) return `refused the message (${responseCode})`;
  if (responseCode !== undefined && responseCode >= 400) return `deferred the message (${responseCode})`;
  return 'failed';
}
