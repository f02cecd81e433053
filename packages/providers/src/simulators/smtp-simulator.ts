import { APP_NAME } from '@ghanapay/validators';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { RunningSimulator, SimulatedMessage } from './simulated-message';

/**
 * A local SMTP server (loopback only) that accepts what the real SMTP adapter sends and hands each
 * message to onMessage: the demo's e-mail "provider". It speaks SMTP, so the adapter is the same one
 * production uses against a real relay.
 */
export async function startSmtpSimulator(options: {
  onMessage: (message: SimulatedMessage) => Promise<void> | void;
  port?: number;
}): Promise<RunningSimulator> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: `${APP_NAME} demo SMTP simulator`,
    size: 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          for (const to of recipients) {
            await options.onMessage({
              channel: 'email',
              to: to.toLowerCase(),
              subject: mail.subject ?? null,
              text: (mail.text ?? '').trim(),
              providerMessageId: mail.messageId ?? '',
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
