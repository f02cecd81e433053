import { auditLedger } from '@ghanapay/ledger';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletUser } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, createMoneyUser, moneyFootprint } from '../money/testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk } from '../ussd/testing/ussd-test-helpers';
import { recordStaffAction, verifyStaffAuditLog } from './index';
import { createStaffMember, type StaffTestUser } from './testing/staff-test-helpers';

const FROZEN = 'This wallet is frozen. Contact support.';
const PASSKEY = 'Sign in with your passkey to use the staff console';
const REASON = 'Customer called about a missing payment';
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

let t: TestApp;
let support: StaffTestUser;
let compliance: StaffTestUser;
beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  t.deps.billRail = {
    lookup: async () => null,
    bundles: async () => [],
    pay: async () => {
      throw new Error('a frozen wallet never reaches the aggregator');
    },
    status: async () => ({ status: 'pending' }) as never,
    readCallback: () => null,
  };
  support = await createStaffMember(t, 'support');
  compliance = await createStaffMember(t, 'compliance');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What `pnpm audit:verify` prints and exits with, run against the test database. */
function runAuditVerify(): Promise<{ exitCode: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(apiDir, 'node_modules/.bin/tsx'),
      ['src/scripts/audit-verify.ts'],
      { cwd: apiDir, env: { ...process.env, DATABASE_URL: t.connectionString }, timeout: 60_000 },
      (error, stdout) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout }),
    );
  });
}

const auditRows = () => t.deps.db.selectFrom('staffAuditLog').selectAll().orderBy('id').execute();

describe('staff sign-in', () => {
  it('a staff member signed in with a password gets 403 on staff calls, and their own wallet still works', async () => {
    const res = await support.passwordClient.post('/api/staff/lookup', { query: support.username, reason: REASON });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PASSKEY);
    expect((await support.passwordClient.get('/api/staff/me')).body.message).toBe(PASSKEY);
    expect((await support.client.get('/api/staff/me')).body).toMatchObject({ role: 'support', canLookUp: true, canFreeze: false });
    expect((await support.passwordClient.get('/api/auth/user')).body).toMatchObject({ id: support.id, walletBalance: '0.00' });
  });

  it('a customer gets 403 "Only support and compliance staff…"; support may not freeze', async () => {
    const customer = await createMoneyUser(t);
    const res = await customer.client.post('/api/staff/lookup', { query: customer.username, reason: REASON });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only support and compliance staff can look up customers');
    const freeze = await support.client.post(`/api/staff/customers/${customer.id}/freeze`, { reason: REASON });
    expect(freeze.status).toBe(403);
    expect((await support.client.get('/api/staff/audit-log')).status).toBe(403);
    const me = await customer.client.get('/api/staff/me');
    expect([me.status, me.body.message]).toEqual([403, 'Only staff can do this']);
  });
});

describe('customer look-up', () => {
  it('finds a customer by phone, username, e-mail and payment id, shows them in full, and records each look-up with its reason', async () => {
    const customer = await createMoneyUser(t, { balance: 20_00n });
    const friend = await createMoneyUser(t);
    const sent = await customer.client.post('/api/send-money', { amount: '2.50', recipientUsername: friend.username }, key());
    expect(sent.status, sent.text).toBe(200);
    const before = (await auditRows()).length;
    for (const query of [
      customer.phoneNumber.replace('+233', '0'),
      `@${customer.username}`,
      customer.email.toUpperCase(),
      String(sent.body.id),
    ]) {
      const res = await support.client.post('/api/staff/lookup', { query, reason: REASON });
      expect(res.status, `${query}: ${res.text}`).toBe(200);
      expect(res.body).toMatchObject({
        userId: customer.id,
        phoneNumber: customer.phoneNumber,
        email: customer.email,
        balance: '17.50',
        frozen: false,
        kycTier: 'minimum',
      });
      expect(res.body.recentPayments[0]).toMatchObject({ kind: 'p2p', direction: 'out', amount: '2.50', counterparty: friend.username });
    }
    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      action: 'customer.view',
      staffUserId: support.id,
      staffRole: 'support',
      subjectUserId: customer.id,
      reason: REASON,
    });
    expect(rows[0]!.details).toMatchObject({ matchedBy: 'phone', viewed: expect.arrayContaining(['balance', 'recent_payments']) });
    expect(rows[3]).toMatchObject({ subjectReference: String(sent.body.id) });

    // A complaint's reference names the person who filed it.
    const filed = await customer.client.post('/api/complaints', {
      category: 'wrong_recipient',
      transactionId: `p2p-${sent.body.id}`,
      description: 'I sent this to the wrong number by mistake.',
    });
    expect(filed.status, filed.text).toBe(200);
    const byComplaint = await support.client.post('/api/staff/lookup', { query: filed.body.reference.toLowerCase(), reason: REASON });
    expect(byComplaint.status, byComplaint.text).toBe(200);
    expect(byComplaint.body.userId).toBe(customer.id);
    expect((await auditRows()).at(-1)).toMatchObject({
      subjectReference: filed.body.reference,
      details: expect.objectContaining({ matchedBy: 'complaint' }),
    });

    const byId = await support.client.get(`/api/staff/customers/${customer.id}?reason=${encodeURIComponent(REASON)}`);
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body.username).toBe(customer.username);
  });

  it('refuses a look-up without a reason of 10 characters (400, nothing recorded); an unknown customer is 404 and the search is recorded', async () => {
    const before = (await auditRows()).length;
    const short = await support.client.post('/api/staff/lookup', { query: 'kofi', reason: 'because' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Say why you are looking (at least 10 characters)');
    expect((await support.client.get(`/api/staff/customers/${support.id}`)).status).toBe(400);
    expect((await auditRows()).length).toBe(before);
    const unknown = await support.client.post('/api/staff/lookup', { query: 'nobody_by_this_name', reason: REASON });
    expect(unknown.status).toBe(404);
    const missing = await support.client.get(`/api/staff/customers/${crypto.randomUUID()}?reason=${encodeURIComponent(REASON)}`);
    expect(missing.status).toBe(404);
    const rows = (await auditRows()).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['customer.search']);
  });
});

describe('freeze and unfreeze', () => {
  it('a frozen wallet can send nothing by any path (each refusal writes nothing), still receives, and unfreezing restores it', async () => {
    const customer = await createWalletUser(t, 100_00n);
    const friend = await createMoneyUser(t, { balance: 10_00n });
    const shopOwner = await createMoneyUser(t);
    const shop = await shopOwner.client.post('/api/merchants', { businessName: 'Frozen Chop Bar', categoryCode: '5812', city: 'Accra' });
    expect(shop.status, shop.text).toBe(200);
    const request = await friend.client.post('/api/money-requests', { payerId: customer.id, amount: '3.00', message: 'Lunch' });
    expect(request.status, request.text).toBe(200);

    const frozen = await compliance.client.post(`/api/staff/customers/${customer.id}/freeze`, {
      reason: 'Reported fraud under investigation',
    });
    expect(frozen.status, frozen.text).toBe(200);
    expect(frozen.body).toEqual({ userId: customer.id, frozen: true });

    const before = await moneyFootprint(t);
    const attempts = [
      customer.client.post('/api/send-money', { amount: '5.00', recipientUsername: friend.username }, key()),
      customer.client.post('/api/wallet/transfer', { amount: '5.00', accountId: customer.mtn }, key()),
      customer.client.post('/api/bill-payments', { billerId: 'mtn-airtime', customerNumber: '024 412 3456', amount: '5.00' }, key()),
      customer.client.post('/api/merchant-payments', { merchantId: shop.body.merchantId, amount: '5.00' }, key()),
      customer.client.post(`/api/money-requests/${request.body.id}/respond`, { action: 'approve' }),
    ];
    for (const [i, attempt] of attempts.entries()) {
      const res = await attempt;
      expect(res.status, `attempt ${i}: ${res.text}`).toBe(422);
      expect(res.body.message).toBe(FROZEN);
    }
    expect(await moneyFootprint(t)).toEqual(before);
    expect(await balanceOf(t, customer.id)).toBe(100_00n);

    // Money still arrives.
    const gift = await friend.client.post('/api/send-money', { amount: '4.00', recipientUsername: customer.username }, key());
    expect(gift.status, gift.text).toBe(200);
    expect(await balanceOf(t, customer.id)).toBe(104_00n);
    const seen = await support.client.post('/api/staff/lookup', { query: customer.username, reason: REASON });
    expect(seen.body).toMatchObject({ frozen: true, balance: '104.00' });

    const unfrozen = await compliance.client.post(`/api/staff/customers/${customer.id}/unfreeze`, {
      reason: 'Investigation closed, no fraud',
    });
    expect(unfrozen.body).toEqual({ userId: customer.id, frozen: false });
    const sent = await customer.client.post('/api/send-money', { amount: '5.00', recipientUsername: friend.username }, key());
    expect(sent.status, sent.text).toBe(200);
    expect(await balanceOf(t, customer.id)).toBe(99_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);

    const actions = (await auditRows()).filter((r) => r.subjectUserId === customer.id && r.action.startsWith('wallet.'));
    expect(actions.map((r) => [r.action, r.staffUserId, r.reason])).toEqual([
      ['wallet.freeze', compliance.id, 'Reported fraud under investigation'],
      ['wallet.unfreeze', compliance.id, 'Investigation closed, no fraud'],
    ]);
  });

  it('USSD says the same: a frozen wallet’s send on *920*00# is refused after the PIN, nothing moves', async () => {
    const kofi = await createMoneyUser(t, { balance: 20_00n });
    await setWebPin(kofi.client, '4821');
    const esi = await createMoneyUser(t);
    await compliance.client.post(`/api/staff/customers/${kofi.id}/freeze`, { reason: 'Reported fraud under investigation' });
    const answer = await walk(dial(t, kofi.phoneNumber, 'form'), ['2', `0${esi.phoneNumber.slice(4)}`, '5', '4821']);
    expect(answer).toMatchObject({ continueSession: false, message: FROZEN });
    expect(await balanceOf(t, kofi.id)).toBe(20_00n);
    expect(await balanceOf(t, esi.id)).toBe(0n);
  });

  it('freezing someone who does not exist is 404; a short reason is 400; both change nothing', async () => {
    const before = (await auditRows()).length;
    expect((await compliance.client.post(`/api/staff/customers/${crypto.randomUUID()}/freeze`, { reason: REASON })).status).toBe(404);
    expect((await compliance.client.post(`/api/staff/customers/${support.id}/freeze`, { reason: 'short' })).status).toBe(400);
    expect((await auditRows()).length).toBe(before);
  });
});

describe('the audit log', () => {
  it('compliance reads the latest rows, newest first', async () => {
    const res = await compliance.client.get('/api/staff/audit-log?limit=2');
    expect(res.status, res.text).toBe(200);
    expect(res.body.entries).toHaveLength(2);
    expect(Number(res.body.entries[0].id)).toBeGreaterThan(Number(res.body.entries[1].id));
    expect(res.body.entries[0]).toMatchObject({ staffUsername: expect.any(String), reason: expect.any(String) });
  });

  it('refuses UPDATE and DELETE; writers at once still make one chain', async () => {
    await expect(sql`UPDATE staff_audit_log SET reason = 'edited' WHERE id = 1`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_audit_log WHERE id = 1`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordStaffAction(t.deps.db, {
          staffUserId: support.id,
          staffRole: 'support',
          action: 'test.parallel',
          reason: `parallel writer ${i}`,
        }),
      ),
    );
    expect(await verifyStaffAuditLog(t.deps.db)).toEqual({ checked: (await auditRows()).length, broken: null });
    const verified = await runAuditVerify();
    expect(verified.exitCode, verified.stdout).toBe(0);
    expect(verified.stdout).toMatch(/Staff audit log: OK, \d+ row\(s\)/);
  });

  it('verify names the first row a tamperer edited by hand, and what differs', async () => {
    const rows = await auditRows();
    const target = rows[2]!;
    await t.deps.db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE staff_audit_log DISABLE TRIGGER staff_audit_log_no_change`.execute(trx);
      await sql`UPDATE staff_audit_log SET reason = 'Routine check' WHERE id = ${target.id}`.execute(trx);
      await sql`ALTER TABLE staff_audit_log ENABLE TRIGGER staff_audit_log_no_change`.execute(trx);
    });
    const result = await verifyStaffAuditLog(t.deps.db);
    expect(result.broken).toMatchObject({ id: target.id, problem: expect.stringContaining('the row was changed') });
    expect(result.checked).toBe(2);
    const verified = await runAuditVerify();
    expect(verified.exitCode, verified.stdout).toBe(1);
    expect(verified.stdout).toContain(`BROKEN at row ${target.id} (after 2 good row(s)): hash is ${target.hash}`);
  });
});
