import { afterEach, describe, expect, it } from 'vitest';
import { SmtpEmailProvider } from '../email/providers/smtp/smtp-provider';
import { HubtelSmsProvider } from '../sms/providers/hubtel/hubtel-provider';
import { startHubtelSimulator } from './hubtel-simulator';
import type { RunningSimulator, SimulatedMessage } from './simulated-message';
import { startSmtpSimulator } from './smtp-simulator';

let running: RunningSimulator[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.close()));
  running = [];
});

describe('the demo simulators speak the real protocols', () => {
  it('Hubtel: the real adapter sends through it; it records the SMS and answers like Hubtel', async () => {
    const inbox: SimulatedMessage[] = [];
    const sim = await startHubtelSimulator({ clientId: 'demo', clientSecret: 'demo-secret', onMessage: (m) => void inbox.push(m) });
    running.push(sim);
    const provider = new HubtelSmsProvider({ clientId: 'demo', clientSecret: 'demo-secret', senderId: 'GhanaPay', baseUrl: sim.url });
    const receipt = await provider.sendSms({ to: '+233241234567', text: 'Your GhanaPay code is 111222.' });
    expect(receipt.provider).toBe('hubtel');
    expect(inbox).toEqual([
      {
        channel: 'sms',
        to: '+233241234567',
        subject: null,
        text: 'Your GhanaPay code is 111222.',
        providerMessageId: receipt.providerMessageId,
      },
    ]);
  });

  it('Hubtel: wrong credentials get 401, which the adapter reports as a provider failure', async () => {
    const inbox: SimulatedMessage[] = [];
    const sim = await startHubtelSimulator({ clientId: 'demo', clientSecret: 'demo-secret', onMessage: (m) => void inbox.push(m) });
    running.push(sim);
    const provider = new HubtelSmsProvider({ clientId: 'demo', clientSecret: 'wrong', senderId: 'GhanaPay', baseUrl: sim.url });
    await expect(provider.sendSms({ to: '+233241234567', text: 'x' })).rejects.toThrow(/hubtel/);
    expect(inbox).toEqual([]);
  });

  it('SMTP: the real adapter delivers to it; it records subject and text per recipient', async () => {
    const inbox: SimulatedMessage[] = [];
    const sim = await startSmtpSimulator({ onMessage: (m) => void inbox.push(m) });
    running.push(sim);
    const provider = new SmtpEmailProvider({ host: sim.host, port: sim.port, secure: false, from: 'GhanaPay <no-reply@ghanapay.test>' });
    await provider.sendEmail({ to: 'Kofi@Example.com', subject: 'Your GhanaPay verification code', text: 'Your code is 333444.' });
    provider.close();
    expect(inbox).toMatchObject([
      { channel: 'email', to: 'kofi@example.com', subject: 'Your GhanaPay verification code', text: 'Your code is 333444.' },
    ]);
  });
});
