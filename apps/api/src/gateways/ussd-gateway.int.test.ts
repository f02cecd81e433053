import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, type StaffTestUser } from '../modules/staff/testing/staff-test-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { balanceOf, createMoneyUser, type MoneyTestUser } from '../modules/money/testing/money-test-helpers';
import { dial, postUssd, setWebPin, USSD_KEY, walk } from '../modules/ussd/testing/ussd-test-helpers';

let t: TestApp;
let ama: MoneyTestUser;
let operator: StaffTestUser;
let kofi: MoneyTestUser;

async function sessionCount(): Promise<number> {
  const row = await t.deps.db
    .selectFrom('ussdSessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  ama = await createMoneyUser(t, { balance: 50_00n });
  kofi = await createMoneyUser(t, { balance: 50_00n });
  await setWebPin(ama.client, '4821');
  await setWebPin(kofi.client, '1234');
});

afterAll(async () => {
  await t?.close();
});

describe('POST /ussd: who may call it', () => {
  it('answers an aggregator form post (with the key) as text/plain CON …', async () => {
    const res = await postUssd(t, { sessionId: 'AT-form-1', phoneNumber: ama.phoneNumber, text: '' }, { format: 'form' });
    expect(res.status).toBe(200);
    expect(res.raw).toMatch(/^CON Nkabom\n1 Check balance/);
  });

  it('answers the document JSON with {message, continueSession}', async () => {
    const res = await postUssd(t, { sessionId: 'AT-json-1', phoneNumber: ama.phoneNumber, text: '' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.raw)).toEqual({ message: expect.stringMatching(/^Nkabom\n/), continueSession: true });
  });

  it('accepts the key as the X-USSD-Key header too', async () => {
    const res = await t
      .client()
      .post('/ussd', { sessionId: 'AT-header-1', phoneNumber: ama.phoneNumber, text: '' }, { 'x-ussd-key': USSD_KEY });
    expect(res.status, res.text).toBe(200);
  });

  it('refuses a call without key or session (401), with a wrong key (401), and stores nothing', async () => {
    const before = await sessionCount();
    for (const format of ['form', 'json'] as const) {
      expect((await postUssd(t, { sessionId: 'anon', phoneNumber: ama.phoneNumber, text: '' }, { format, key: null })).status).toBe(401);
      expect(
        (await postUssd(t, { sessionId: 'anon', phoneNumber: ama.phoneNumber, text: '' }, { format, key: 'wrong-key-wrong-key-wrong' }))
          .status,
      ).toBe(401);
    }
    // Not even a payment a wrong key tries to confirm.
    const res = await postUssd(
      t,
      { sessionId: 'anon2', phoneNumber: ama.phoneNumber, text: `2*${kofi.phoneNumber}*5*4821` },
      { key: 'nope' },
    );
    expect(res.status).toBe(401);
    expect(await sessionCount()).toBe(before);
    expect(await balanceOf(t, ama.id)).toBe(50_00n);
  });

  it('lets the signed-in simulator act as its own number (JSON), and as nobody else (403)', async () => {
    const own = dial(t, ama.phoneNumber, 'json', { client: ama.client });
    const balance = await walk(own, ['1', '4821']);
    expect(balance.message).toBe('Your Nkabom balance is GHS 50.00.');
    const before = await sessionCount();
    const other = await postUssd(t, { sessionId: 'test_1', phoneNumber: kofi.phoneNumber, text: '' }, { key: null, client: ama.client });
    expect(other.status).toBe(403);
    const pay = await postUssd(
      t,
      { sessionId: 'test_2', phoneNumber: kofi.phoneNumber, text: `2*${ama.phoneNumber}*5*1234` },
      { key: null, client: ama.client },
    );
    expect(pay.status).toBe(403);
    // A form post cannot ride the session cookie.
    const form = await postUssd(
      t,
      { sessionId: 'test_3', phoneNumber: ama.phoneNumber, text: '' },
      { format: 'form', key: null, client: ama.client },
    );
    expect(form.status).toBe(403);
    expect(await sessionCount()).toBe(before);
    expect(await balanceOf(t, kofi.id)).toBe(50_00n);
  });

  it('refuses a cross-site post (Origin of another site)', async () => {
    const res = await ama.client.post(
      '/ussd',
      { sessionId: 'test_x', phoneNumber: ama.phoneNumber, text: '' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  it('answers 400 without a sessionId or phoneNumber', async () => {
    const res = await t.client().post(`/ussd?key=${USSD_KEY}`, { text: '' });
    expect(res.status).toBe(400);
  });

  it('a session id keeps its phone: another number cannot continue it', async () => {
    await postUssd(t, { sessionId: 'AT-owned', phoneNumber: ama.phoneNumber, text: '' });
    const hijack = await postUssd(t, { sessionId: 'AT-owned', phoneNumber: kofi.phoneNumber, text: '1' });
    expect(hijack).toMatchObject({ continueSession: false, message: 'Session not found. Dial *920*00# again.' });
  });
});

describe('the allow-list', () => {
  let listed: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    listed = await startTestApp(
      { USSD_GATEWAY_KEY: USSD_KEY, USSD_ALLOWED_IPS: '10.0.0.0/8, 192.0.2.7', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await listed?.close();
  });

  it('refuses the right key from an address outside USSD_ALLOWED_IPS (403)', async () => {
    const res = await postUssd(listed, { sessionId: 'AT-ip', phoneNumber: '+233241234567', text: '2*0241234567*5*9876' });
    expect(res.status).toBe(403);
  });

  it('never writes the aggregator key (in the URL) or the replies (a PIN) to the log', async () => {
    await postUssd(listed, { sessionId: 'AT-log', phoneNumber: '+233241234567', text: '1*9876' }, { format: 'form' });
    const log = lines.join('\n');
    expect(log).toContain('/ussd?key=[redacted]');
    expect(log).not.toContain(USSD_KEY);
    expect(log).not.toContain('9876');
  });
});

describe('GET /admin/ussd/sessions and GET /api/ussd/stats', () => {
  it('an ordinary user sees their own simulator sessions; an operator sees every active one', async () => {
    const mine = dial(t, kofi.phoneNumber, 'json', { client: kofi.client });
    await walk(mine, ['2']);
    const own = await kofi.client.get('/admin/ussd/sessions');
    expect(own.status).toBe(200);
    expect(own.body.sessions).toEqual([
      { sessionId: mine.sessionId, phoneNumber: kofi.phoneNumber, currentMenu: 'send-money', step: 1, createdAt: expect.any(String) },
    ]);
    // The role alone is not enough: staff sign in with a passkey. An operator signed in with a password
    // sees only their own simulator sessions (none here), as anyone else does.
    operator = await createStaffMember(t, 'operator');
    expect((await operator.passwordClient.get('/admin/ussd/sessions')).body.sessions).toEqual([]);
    expect((await operator.passwordClient.get('/api/ussd/stats')).body.totalRequestsToday).toBe(0);
    const all = await operator.client.get('/admin/ussd/sessions');
    const ids = all.body.sessions.map((s: { sessionId: string }) => s.sessionId);
    expect(ids).toContain(mine.sessionId);
    expect(ids).toContain('AT-form-1');
    const masked = all.body.sessions.find((s: { sessionId: string }) => s.sessionId === mine.sessionId);
    expect(masked.phoneNumber).not.toBe(kofi.phoneNumber);
    // Looking at other people's sessions is a staff action, in the audit log.
    const audited = await t.deps.db
      .selectFrom('staffAuditLog')
      .select(['action', 'staffRole'])
      .where('staffUserId', '=', operator.id)
      .execute();
    expect(audited).toEqual([{ action: 'ussd.sessions_view', staffRole: 'operator' }]);
    expect((await t.client().get('/admin/ussd/sessions')).status).toBe(401);
  });

  it('counts today’s real requests, success rate and popular menus', async () => {
    const stats = await operator.client.get('/api/ussd/stats');
    expect(stats.status, stats.text).toBe(200);
    expect(stats.body.totalRequestsToday).toBeGreaterThanOrEqual(8);
    expect(stats.body.activeSessions).toBeGreaterThanOrEqual(1);
    expect(stats.body.popularMenus).toEqual(
      expect.arrayContaining([
        { menu: 'Check balance', count: 1 },
        { menu: 'Send money', count: 1 },
      ]),
    );
    expect(stats.body.successRate).toBe(100);
    const own = await kofi.client.get('/api/ussd/stats');
    expect(own.body).toEqual({
      activeSessions: 1,
      totalRequestsToday: 2,
      successRate: 0,
      popularMenus: [{ menu: 'Send money', count: 1 }],
    });
  });
});
