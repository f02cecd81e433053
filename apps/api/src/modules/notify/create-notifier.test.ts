import {
  startHubtelSimulator,
  startSmtpSimulator,
  HubtelSmsProvider,
  SmtpEmailProvider,
  type RunningSimulator,
  type SimulatedMessage,
} from '@ghanapay/providers';
import { createECDH } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, productionRefusal } from '../../env';
import { AppError } from '../../errors';
import { createNotifier } from './create-notifier';

const HUBTEL = 'https://smsc.hubtel.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseEnv = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ghanapay-notifier-test' };
const hubtel = { SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'id-1', HUBTEL_CLIENT_SECRET: 'secret-1', HUBTEL_BASE_URL: HUBTEL };
const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.test', SMTP_USER: 'relay', SMTP_PASSWORD: 'relay-pass' };
const dataKeys = {
  DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  DATA_HMAC_KEY: Buffer.alloc(32, 9).toString('base64'),
};
/** An Ed25519 private key (PKCS8 DER: the fixed prefix, then the 32-byte seed). */
const receiptKey = {
  RECEIPT_SIGNING_KEY: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.alloc(32, 5)]).toString('base64'),
};
/** A VAPID pair (a fixed P-256 scalar and its public point, base64url) and its contact. */
const vapidPair = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.alloc(32, 3));
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url') };
})();
const vapid = { ...vapidPair, VAPID_SUBJECT: 'mailto:ops@wallet.example' };
const accountProviders = {
  MTN_MOMO_PROVIDER: 'mtn-momo',
  MTN_MOMO_SUBSCRIPTION_KEY: 'sub',
  MTN_MOMO_API_USER: 'user',
  MTN_MOMO_API_KEY: 'key',
  AGGREGATOR_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_x',
  SMILE_ID_PROVIDER: 'smile-id',
  SMILE_ID_PARTNER_ID: '1234',
  SMILE_ID_API_KEY: 'smile-key',
  BILLS_PROVIDER: 'hubtel-commission',
  HUBTEL_COMMISSION_API_ID: 'api-id',
  HUBTEL_COMMISSION_API_KEY: 'api-key',
  HUBTEL_PREPAID_DEPOSIT_ID: '2016884',
  HUBTEL_POS_SALES_ID: '11684',
};
const quiet = () => {};

describe('production refuses simulated providers', () => {
  it('names the variables to set, in one line, when SMS or e-mail would be simulated', () => {
    const line = productionRefusal(loadEnv(baseEnv));
    expect(line).toMatch(
      /^Refusing to start in production with simulated SMS and e-mail: set SMS_PROVIDER=hubtel with HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET, and EMAIL_PROVIDER=smtp with SMTP_HOST/,
    );
    expect(line).not.toContain('\n');
    expect(productionRefusal(loadEnv({ ...baseEnv, ...hubtel }))).toMatch(/simulated e-mail:/);
    expect(productionRefusal(loadEnv({ ...baseEnv, ...smtp }))).toMatch(/simulated SMS:/);
  });

  it('lets real providers start, and a demo start on simulators', () => {
    expect(productionRefusal(loadEnv({ ...baseEnv, ...hubtel, ...smtp }))).toMatch(
      /^Refusing to start in production with simulated MTN MoMo and the payments aggregator: set MTN_MOMO_PROVIDER=mtn-momo/,
    );
    expect(productionRefusal(loadEnv({ ...baseEnv, ...hubtel, ...smtp, ...accountProviders, BILLS_PROVIDER: 'simulator' }))).toMatch(
      /^Refusing to start in production with simulated bill payments \(airtime, data, bills\): set BILLS_PROVIDER=hubtel-commission/,
    );
    expect(() => loadEnv({ ...baseEnv, BILLS_PROVIDER: 'hubtel-commission' })).toThrow(
      /BILLS_PROVIDER=hubtel-commission needs HUBTEL_COMMISSION_API_ID, HUBTEL_COMMISSION_API_KEY/,
    );
    expect(productionRefusal(loadEnv({ ...baseEnv, ...hubtel, ...smtp, ...accountProviders, SMILE_ID_PROVIDER: 'simulator' }))).toMatch(
      /^Refusing to start in production with the simulated Smile ID \(identity checks\): set SMILE_ID_PROVIDER=smile-id/,
    );
    expect(() => loadEnv({ ...baseEnv, SMILE_ID_PROVIDER: 'smile-id' })).toThrow(
      /SMILE_ID_PROVIDER=smile-id needs SMILE_ID_PARTNER_ID and SMILE_ID_API_KEY/,
    );
    expect(productionRefusal(loadEnv({ ...baseEnv, ...hubtel, ...smtp, ...accountProviders }))).toMatch(
      /^Refusing to start in production without data keys: set DATA_ENCRYPTION_KEYS/,
    );
    expect(productionRefusal(loadEnv({ ...baseEnv, ...hubtel, ...smtp, ...accountProviders, ...dataKeys }))).toMatch(
      /^Refusing to start in production without RECEIPT_SIGNING_KEY/,
    );
    const withoutPush = { ...baseEnv, ...hubtel, ...smtp, ...accountProviders, ...dataKeys, ...receiptKey };
    expect(productionRefusal(loadEnv(withoutPush))).toMatch(/^Refusing to start in production without VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/);
    expect(productionRefusal(loadEnv({ ...withoutPush, ...vapidPair }))).toMatch(/and VAPID_SUBJECT/);
    const configured = { ...withoutPush, ...vapid };
    expect(productionRefusal(loadEnv(configured))).toMatch(/^Refusing to start in production without DATABASE_URL/);
    expect(productionRefusal(loadEnv({ ...configured, DATABASE_URL: 'postgres://db/app' }))).toBeNull();
    expect(productionRefusal(loadEnv({ ...baseEnv, DEMO_MODE: '1' }))).toBeNull();
  });

  it('takes VAPID keys only as one matching P-256 pair, and a contact push services can reach', () => {
    expect(loadEnv({ ...baseEnv, ...vapid })).toMatchObject({ ...vapid, VAPID_GENERATED: false });
    expect(() => loadEnv({ ...baseEnv, VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
    const other = createECDH('prime256v1');
    other.generateKeys();
    for (const privateKey of [other.getPrivateKey().toString('base64url'), 'not+base64url', Buffer.alloc(16, 1).toString('base64url')])
      expect(() => loadEnv({ ...baseEnv, ...vapid, VAPID_PRIVATE_KEY: privateKey })).toThrow(/must be one P-256 key pair/);
    expect(() => loadEnv({ ...baseEnv, ...vapid, VAPID_SUBJECT: 'http://wallet.example' })).toThrow(/VAPID_SUBJECT must be a mailto:/);
  });

  it('refuses EMAIL_PROVIDER=smtp without a host', () => {
    expect(() => loadEnv({ ...baseEnv, EMAIL_PROVIDER: 'smtp' })).toThrow('EMAIL_PROVIDER=smtp needs SMTP_HOST');
  });

  it('takes MTN disbursement credentials of their own only as a whole set', () => {
    expect(() => loadEnv({ ...baseEnv, ...accountProviders, MTN_MOMO_DISBURSEMENT_API_USER: 'payout-user' })).toThrow(
      'MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MTN_MOMO_DISBURSEMENT_API_USER and MTN_MOMO_DISBURSEMENT_API_KEY go together',
    );
    const env = loadEnv({
      ...baseEnv,
      ...accountProviders,
      MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: 'payout-sub',
      MTN_MOMO_DISBURSEMENT_API_USER: 'payout-user',
      MTN_MOMO_DISBURSEMENT_API_KEY: 'payout-key',
    });
    expect(env.MTN_MOMO_DISBURSEMENT_API_USER).toBe('payout-user');
    expect(env.MTN_MOMO_CURRENCY).toBe('GHS');
  });
});

describe('createNotifier', () => {
  let running: RunningSimulator[] = [];
  afterEach(async () => {
    await Promise.all(running.map((s) => s.close()));
    running = [];
  });

  it('in demo mode sends through the simulators and says the content may be shown', async () => {
    const inbox: SimulatedMessage[] = [];
    const sms = await startHubtelSimulator({ clientId: 'd', clientSecret: 's', onMessage: (m) => void inbox.push(m) });
    const mail = await startSmtpSimulator({ onMessage: (m) => void inbox.push(m) });
    running.push(sms, mail);
    const simulated = {
      sms: new HubtelSmsProvider({ clientId: 'd', clientSecret: 's', senderId: 'GhanaPay', baseUrl: sms.url }),
      email: new SmtpEmailProvider({ host: mail.host, port: mail.port, secure: false, from: 'no-reply@ghanapay.demo' }),
    };
    const notifier = createNotifier(loadEnv({ ...baseEnv, DEMO_MODE: '1' }), { simulated, log: quiet });
    expect(await notifier.send({ channel: 'sms', to: '+233241234567', text: 'code 123456' })).toMatchObject({
      provider: 'hubtel',
      revealsContent: true,
    });
    expect(await notifier.send({ channel: 'email', to: 'a@example.com', subject: 'Code', text: 'code 654321' })).toMatchObject({
      provider: 'smtp',
      revealsContent: true,
    });
    expect(inbox.map((m) => [m.channel, m.to, m.text])).toEqual([
      ['sms', '+233241234567', 'code 123456'],
      ['email', 'a@example.com', 'code 654321'],
    ]);
  });

  it('without running simulators, refuses to send rather than pretend', async () => {
    const notifier = createNotifier(loadEnv(baseEnv), { log: quiet });
    await expect(notifier.send({ channel: 'sms', to: '+233241234567', text: 'x' })).rejects.toThrow('simulator is not running');
  });

  it('sends SMS through Hubtel when SMS_PROVIDER=hubtel, and never reveals the content', async () => {
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${HUBTEL}/v1/messages/send`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ rate: 0.03, messageId: 'hub-1', status: 0, networkId: '62001' });
      }),
    );
    const notifier = createNotifier(loadEnv({ ...baseEnv, ...hubtel, ...smtp }), { log: quiet });
    const receipt = await notifier.send({ channel: 'sms', to: '+233241234567', text: 'Your GhanaPay code is 654321' });
    expect(receipt).toEqual({ provider: 'hubtel', providerMessageId: 'hub-1', revealsContent: false });
    expect(seen).toEqual({
      auth: `Basic ${Buffer.from('id-1:secret-1').toString('base64')}`,
      body: { From: 'Nkabom', To: '233241234567', Content: 'Your GhanaPay code is 654321' },
    });
  });

  it('turns a Hubtel failure into PROVIDER_UNAVAILABLE (503) without logging the code', async () => {
    server.use(http.post(`${HUBTEL}/v1/messages/send`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const lines: string[] = [];
    const error = await createNotifier(loadEnv({ ...baseEnv, ...hubtel, ...smtp }), { log: (line) => lines.push(line) })
      .send({ channel: 'sms', to: '+233241234567', text: 'Your GhanaPay code is 777888' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PROVIDER_UNAVAILABLE');
    expect((error as AppError).message).toBe('We could not send the code right now. Please try again in a few minutes.');
    expect(lines.join('\n')).toContain('credentials refused');
    expect(lines.join('\n')).not.toContain('777888');
  });
});
