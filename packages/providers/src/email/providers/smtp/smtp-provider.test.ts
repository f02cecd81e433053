import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../provider-error';
import { SmtpEmailProvider } from './smtp-provider';

interface Received {
  user?: string;
  from?: string;
  to: string[];
  subject?: string;
  text?: string;
}

let servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  servers = [];
});

/** A real SMTP server on loopback that requires the given credentials and records what arrives. */
async function startServer(options: { user: string; password: string; rejectData?: boolean }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (options.rejectData) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            user: session.user as string | undefined,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject,
            text: mail.text?.trim(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, received };
}

describe('SmtpEmailProvider against a real SMTP server', () => {
  it('authenticates and delivers the subject and text to the recipient', async () => {
    const smtp = await startServer({ user: 'relay-user', password: 'relay-pass' });
    const provider = new SmtpEmailProvider({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'relay-user',
      password: 'relay-pass',
      from: 'GhanaPay <no-reply@ghanapay.test>',
    });
    const receipt = await provider.sendEmail({
      to: 'ama@example.com',
      subject: 'Reset your GhanaPay password',
      text: 'Your code is 123456.',
    });
    provider.close();
    expect(receipt.provider).toBe('smtp');
    expect(receipt.providerMessageId).not.toBe('');
    expect(smtp.received).toEqual([
      {
        user: 'relay-user',
        from: 'no-reply@ghanapay.test',
        to: ['ama@example.com'],
        subject: 'Reset your GhanaPay password',
        text: 'Your code is 123456.',
      },
    ]);
  });

  it('says "credentials refused" when the server refuses the login, without the message text', async () => {
    const smtp = await startServer({ user: 'relay-user', password: 'relay-pass' });
    const provider = new SmtpEmailProvider({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'relay-user',
      password: 'wrong',
      from: 'no-reply@ghanapay.test',
    });
    const error = await provider
      .sendEmail({ to: 'ama@example.com', subject: 'Code', text: 'Your code is 654321.' })
      .catch((e: unknown) => e);
    provider.close();
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toBe('smtp: credentials refused');
    expect(String((error as Error).message)).not.toContain('654321');
    expect(smtp.received).toEqual([]);
  });

  it('reports a refused message and an unreachable server as provider failures', async () => {
    const smtp = await startServer({ user: 'u', password: 'p', rejectData: true });
    const refusing = new SmtpEmailProvider({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'u',
      password: 'p',
      from: 'no-reply@ghanapay.test',
    });
    await expect(refusing.sendEmail({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('smtp: refused the message (550)');
    refusing.close();
    const nowhere = new SmtpEmailProvider({ host: '127.0.0.1', port: 1, secure: false, from: 'no-reply@ghanapay.test', timeoutMs: 2_000 });
    await expect(nowhere.sendEmail({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('smtp: unreachable');
    nowhere.close();
  });
});
