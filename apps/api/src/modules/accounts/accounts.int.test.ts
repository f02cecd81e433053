import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createUser, type SocialTestUser } from '../social/testing/social-test-helpers';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t?.close();
});

const momo = { provider: 'MTN MoMo', phoneNumber: '024 555 1234', accountPin: '8642', accountName: 'Ama Mensah' };

describe('mobile-money accounts', () => {
  let ama: SocialTestUser;
  beforeAll(async () => {
    ama = await createUser(t, { firstName: 'Ama', lastName: 'Mensah' });
  });

  it('links a wallet with the page’s payload: PIN checked, never stored or logged, first one default, pending verification', async () => {
    const res = await ama.client.post('/api/mobile-money/accounts', momo);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      provider: 'MTN MoMo',
      phoneNumber: '+233245551234',
      accountName: 'Ama Mensah',
      isActive: true,
      isDefault: true,
      isVerified: false,
      verificationStatus: 'pending',
      message: 'Mobile money account added successfully',
    });
    expect(JSON.stringify(res.body)).not.toContain('8642');
    // Every column of the wallet but the random ones (ids, timestamps) where four digits could occur by chance.
    const wallet = await t.deps.db
      .selectFrom('mobileMoneyAccounts')
      .select(['provider', 'phoneNumber', 'accountName', 'verificationStatus', 'verificationNote', 'registeredName', 'balancePesewas'])
      .where('userId', '=', ama.id)
      .execute();
    expect(JSON.stringify(wallet)).not.toContain('8642');
    const columns = await sql<{
      name: string;
    }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'mobile_money_accounts'`.execute(t.deps.db);
    expect(columns.rows.map((c) => c.name).filter((n) => /pin/i.test(n))).toEqual([]);
    // In the log a PIN would be a quoted value or a field (a bare 8642 can occur inside a timestamp).
    expect(lines.join('\n')).not.toContain('"8642"');
    expect(lines.join('\n')).not.toMatch(/accountPin/);
  });

  it('takes the wallet home’s payload too, and refuses the same wallet twice', async () => {
    const res = await ama.client.post('/api/mobile-money/accounts', {
      type: 'mobile_money',
      provider: 'Vodafone Cash',
      phoneNumber: '0205551234',
      accountName: 'Ama Mensah',
      isActive: true,
      isDefault: false,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ provider: 'Vodafone Cash', providerLabel: 'Telecel Cash (Vodafone Cash)', isDefault: false });
    const again = await ama.client.post('/api/mobile-money/accounts', momo);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This mobile money account is already linked');
  });

  it('gives the spec’s messages and changes nothing on bad input', async () => {
    const before = (await ama.client.get('/api/mobile-money/accounts')).body.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...momo, provider: 'M-Pesa' }, 'Please select a mobile money provider'],
      [{ ...momo, phoneNumber: '0302123456' }, 'Invalid Ghana phone number'],
      [{ ...momo, accountPin: '12' }, 'PIN must be at least 4 digits'],
      [{ ...momo, accountPin: '1234567' }, 'PIN must be at most 6 digits'],
      [{ ...momo, accountName: 'A' }, 'Account name is required'],
      [{ ...momo, phoneNumber: '0205559999' }, 'This number is not on the MTN MoMo network'],
    ];
    for (const [body, message] of cases) {
      const res = await ama.client.post('/api/mobile-money/accounts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await ama.client.get('/api/mobile-money/accounts')).body).toHaveLength(before);
  });

  it('keeps exactly one default under 10 concurrent set-default calls', async () => {
    const user = await createUser(t);
    const ids: number[] = [];
    for (const [i, phone] of ['0241110001', '0241110002', '0241110003', '0551110004', '0591110005'].entries()) {
      const res = await user.client.post('/api/mobile-money/accounts', {
        provider: 'MTN MoMo',
        phoneNumber: phone,
        accountName: `Wallet ${i}`,
      });
      ids.push(res.body.id);
    }
    const calls = Array.from({ length: 10 }, (_, i) =>
      user.client.request('PATCH', `/api/mobile-money/accounts/${ids[i % ids.length]}/set-default`),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const list = (await user.client.get('/api/mobile-money/accounts')).body as { isDefault: boolean }[];
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('sets the default only on an active account, and turning the default off hands it on', async () => {
    const user = await createUser(t);
    const first = (
      await user.client.post('/api/mobile-money/accounts', { provider: 'MTN MoMo', phoneNumber: '0242220001', accountName: 'One' })
    ).body;
    const second = (
      await user.client.post('/api/mobile-money/accounts', { provider: 'MTN MoMo', phoneNumber: '0242220002', accountName: 'Two' })
    ).body;
    // "false" as a string is not a JSON false (the REST adapter would have read it as true).
    const stringly = await user.client.patch(`/api/mobile-money/accounts/${second.id}/toggle`, { isActive: 'false' });
    expect(stringly.status).toBe(400);
    expect(stringly.body.message).toBe('isActive must be true or false');
    expect((await user.client.patch(`/api/mobile-money/accounts/${second.id}/toggle`, { isActive: false })).status).toBe(200);
    const refused = await user.client.request('PATCH', `/api/mobile-money/accounts/${second.id}/set-default`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Activate this account before making it your default');
    await user.client.patch(`/api/mobile-money/accounts/${second.id}/toggle`, { isActive: true });
    await user.client.patch(`/api/mobile-money/accounts/${first.id}/toggle`, { isActive: false });
    const list = (await user.client.get('/api/mobile-money/accounts')).body as { id: number; isDefault: boolean; isActive: boolean }[];
    expect(list.find((a) => a.id === first.id)).toMatchObject({ isActive: false, isDefault: false });
    expect(list.find((a) => a.id === second.id)).toMatchObject({ isActive: true, isDefault: true });
  });

  it('answers 404 for another user’s wallet on every call, and changes nothing', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const account = (
      await owner.client.post('/api/mobile-money/accounts', { provider: 'MTN MoMo', phoneNumber: '0243330001', accountName: 'Mine' })
    ).body;
    for (const res of [
      await stranger.client.request('PATCH', `/api/mobile-money/accounts/${account.id}/set-default`),
      await stranger.client.patch(`/api/mobile-money/accounts/${account.id}/toggle`, { isActive: false }),
      await stranger.client.delete(`/api/mobile-money/accounts/${account.id}`),
      await stranger.client.delete(`/api/payment-accounts/momo-${account.id}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await owner.client.get('/api/mobile-money/accounts')).body).toMatchObject([
      { id: account.id, isActive: true, isDefault: true },
    ]);
  });
});

describe('bank accounts and the combined list', () => {
  it('links a bank account by either payload, lists both kinds together, and removes by combined id', async () => {
    const user = await createUser(t);
    await user.client.post('/api/mobile-money/accounts', {
      provider: 'AirtelTigo Money',
      phoneNumber: '0271234567',
      accountName: 'Yaw Asante',
    });
    const page = await user.client.post('/api/bank-accounts', {
      bankName: 'GCB Bank',
      accountNumber: '1234567890',
      accountName: 'Yaw Asante',
      accountType: 'CURRENT',
      branchCode: '040101',
    });
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({
      bankName: 'GCB Bank',
      bankCode: 'GCB',
      accountType: 'CURRENT',
      isDefault: true,
      message: 'Bank account added successfully',
    });
    const home = await user.client.post('/api/bank-accounts', {
      type: 'bank',
      provider: 'ECO',
      bankName: 'ECO',
      accountNumber: '9876543210',
      accountName: 'Yaw Asante',
      accountType: 'SAVINGS',
      isActive: true,
      isDefault: true,
    });
    expect(home.status, home.text).toBe(200);
    expect(home.body).toMatchObject({ bankName: 'Ecobank Ghana', isDefault: true });
    const list = (await user.client.get('/api/payment-accounts')).body as {
      id: string;
      type: string;
      isDefault: boolean;
      provider: string;
    }[];
    expect(list.map((a) => [a.type, a.provider, a.isDefault])).toEqual([
      ['mobile_money', 'AirtelTigo Money', true],
      ['bank', 'GCB Bank', false],
      ['bank', 'Ecobank Ghana', true],
    ]);
    const removed = await user.client.delete(`/api/payment-accounts/${list[2]!.id}`);
    expect(removed.status).toBe(200);
    const after = (await user.client.get('/api/payment-accounts')).body as { provider: string; isDefault: boolean }[];
    expect(after.map((a) => [a.provider, a.isDefault])).toEqual([
      ['AirtelTigo Money', true],
      ['GCB Bank', true],
    ]);
  });

  it('gives the bank form’s messages', async () => {
    const user = await createUser(t);
    const base = { bankName: 'GCB Bank', accountNumber: '1234567890', accountName: 'Kofi', accountType: 'SAVINGS' };
    for (const [body, message] of [
      [{ ...base, accountNumber: '12345' }, 'Account number must be at least 10 digits'],
      [{ ...base, accountName: 'K' }, 'Account name is required'],
      [{ ...base, accountType: 'FIXED' }, 'Please select account type'],
      [{ ...base, bankName: 'Bank of Nowhere' }, 'Please select a bank from the list'],
    ] as const) {
      const res = await user.client.post('/api/bank-accounts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await user.client.delete('/api/payment-accounts/card-1')).status).toBe(400);
  });
});

describe('POST /api/accounts (the settings dialog)', () => {
  it('links a wallet or a bank account from {type, accountNumber, accountName}, with the spec’s messages', async () => {
    const user = await createUser(t, { firstName: 'Nana', lastName: 'Ampofo' });
    const wallet = await user.client.post('/api/accounts', {
      type: 'AirtelTigo Money',
      accountNumber: '0277001122',
      accountName: 'Nana Ampofo',
    });
    expect(wallet.status, wallet.text).toBe(200);
    expect(wallet.body).toMatchObject({
      type: 'mobile_money',
      id: expect.stringMatching(/^momo-\d+$/),
      message: 'Account added successfully',
    });
    const absa = await user.client.post('/api/accounts', { type: 'Absa Bank', accountNumber: '0301234567', accountName: 'Nana Ampofo' });
    expect(absa.body).toMatchObject({ type: 'bank', id: expect.stringMatching(/^bank-\d+$/) });
    const list = (await user.client.get('/api/payment-accounts')).body as { provider: string; accountNumber: string }[];
    expect(list.map((a) => [a.provider, a.accountNumber])).toEqual([
      ['AirtelTigo Money', '+233277001122'],
      ['Absa Bank Ghana', '0301234567'],
    ]);
    for (const [body, message] of [
      [
        { type: 'Zenith', accountNumber: '1234567890', accountName: 'Nana' },
        'Account type must be one of MTN MoMo, Vodafone Cash, AirtelTigo Money, GCB Bank, Ecobank, Absa Bank',
      ],
      [{ type: 'GCB Bank', accountNumber: '', accountName: 'Nana' }, 'Account number is required'],
      [{ type: 'GCB Bank', accountNumber: '1234567890', accountName: '' }, 'Account name is required'],
      [{ type: 'MTN MoMo', accountNumber: '0302123456', accountName: 'Nana Ampofo' }, 'Invalid Ghana phone number'],
      // A name that would split an SMS or a USSD screen, reorder what is shown, or run in a spreadsheet.
      [
        { type: 'GCB Bank', accountNumber: '1234567890', accountName: 'Nana\r\nSend 100 to 0241234567' },
        'Account name cannot contain line breaks or control characters',
      ],
      [
        { type: 'GCB Bank', accountNumber: '1234567890', accountName: 'Nana \u202eipmofA' },
        'Account name cannot contain text-direction characters',
      ],
      [{ type: 'GCB Bank', accountNumber: '1234567890', accountName: '=HYPERLINK("x")' }, 'Account name cannot start with =, +, - or @'],
    ] as const) {
      const res = await user.client.post('/api/accounts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
