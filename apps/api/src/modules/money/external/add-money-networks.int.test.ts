import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, expectCleanAudit, runUntilFinal, transferRow, walletUser, type WalletUser } from '../testing/transfer-test-helpers';
import { reconcileTransfers } from './reconcile';
import { runDueTransfers } from './transfer-state-machine';

// Add Money from Telecel Cash and AirtelTigo Money: the aggregator's charge, against its simulator over
// real HTTP (demo mode), with the real database. The payer's number picks the simulator's path.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A verified wallet of mine on Telecel (020…) or AirtelTigo (027…), its number ending in `ending`. */
async function linkWallet(user: WalletUser, network: 'TELECEL' | 'AIRTELTIGO', ending: string): Promise<{ id: string; phone: string }> {
  const phone = `+233${network === 'TELECEL' ? '20' : '27'}${String(++counter).padStart(3, '0')}${ending}`;
  const row = await t.deps.db
    .insertInto('mobileMoneyAccounts')
    .values({
      userId: user.id,
      provider: network === 'TELECEL' ? 'Vodafone Cash' : 'AirtelTigo Money',
      phoneNumber: phone,
      accountName: user.name,
      isVerified: true,
      verificationStatus: 'verified',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: `momo-${row.id}`, phone };
}

async function addMoney(user: WalletUser, accountId: string, amount = '40.00'): Promise<string> {
  const res = await user.client.post('/api/wallet/add-money', { amount, accountId });
  expect(res.status, res.text).toBe(200);
  return res.body.transfer.id as string;
}

const local = (e164: string) => e164.replace('+233', '0');
const credits = async (id: string) =>
  t.deps.db
    .selectFrom('ledgerJournals')
    .select('id')
    .where('kind', '=', 'collection_credit')
    .where('description', '=', `Add money ${id}`)
    .execute();
const chargeOrders = (reference: string) =>
  t
    .simulators!.paystack.books()
    .orders.filter((o) => o.reference === reference)
    .map((o) => ({ kind: o.kind, status: o.status, amountPesewas: o.amountPesewas, callbacksSent: o.callbacksSent }));

/** The code the network texted to this number, from the demo inbox. */
async function textedCode(phone: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('simulatedMessages')
    .select('body')
    .where('recipient', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6}) is your code/.exec(row.body)![1]!;
}

/** The audit is clean and reconciliation has nothing to say about this transfer nor the settlement accounts. */
async function expectAgreement(id: string) {
  await expectCleanAudit(t);
  const report = await reconcileTransfers(t.deps);
  expect(report.differences.filter((d) => d.transferId === id || d.transferId === '-')).toEqual([]);
}

describe('Add Money from Telecel Cash and AirtelTigo Money (the aggregator’s charge)', () => {
  it('a Telecel wallet approved on the phone: credited once, though the webhook and the poll both arrive', async () => {
    const user = await walletUser(t, 0n);
    const wallet = await linkWallet(user, 'TELECEL', '0001');
    const res = await user.client.post('/api/wallet/add-money', { amount: '40.00', accountId: wallet.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(
      `Approve the request for ₵40.00 on ${local(wallet.phone).replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')} to add it to your wallet`,
    );
    expect(res.body.transfer).toMatchObject({ destination: 'Telecel Cash (Vodafone Cash)', status: 'pending', payerMessage: null });
    const id = res.body.transfer.id as string;
    expect((await transferRow(t, id)).provider).toBe('paystack');
    await runDueTransfers(t.deps); // the charge: pay_offline, then success 30 ms later with a signed webhook
    await new Promise((resolve) => setTimeout(resolve, 200));
    await settlePendingCallbackChecks();
    expect(await runUntilFinal(t, id)).toBe('completed');
    await runDueTransfers(t.deps);
    expect(chargeOrders(id)).toEqual([{ kind: 'collection', status: 'SUCCESSFUL', amountPesewas: 40_00n, callbacksSent: 1 }]);
    expect(await credits(id)).toHaveLength(1);
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    const shown = await user.client.get(`/api/wallet/transfers/${id}`);
    expect(shown.body).toMatchObject({ status: 'completed', statusLabel: 'Completed', destination: 'Telecel Cash (Vodafone Cash)' });
    await expectAgreement(id);
  });

  it('an AirtelTigo wallet that asks for the code: shown awaiting_otp, a wrong code is refused with tries left, the right one credits once', async () => {
    const user = await walletUser(t, 0n);
    const wallet = await linkWallet(user, 'AIRTELTIGO', '5555');
    const id = await addMoney(user, wallet.id, '25.00');
    await runDueTransfers(t.deps);
    const waiting = await user.client.get(`/api/wallet/transfers/${id}`);
    expect(waiting.body).toMatchObject({
      status: 'awaiting_otp',
      statusLabel: 'Waiting for the code',
      payerMessage: `Enter the code AirtelTigo sent to ${local(wallet.phone).replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')} to approve`,
    });
    const code = await textedCode(wallet.phone);
    expect((await user.client.post(`/api/wallet/add-money/${id}/otp`, { otp: '12ab' })).body.message).toBe('Enter the 6-digit code');
    const wrong = await user.client.post(`/api/wallet/add-money/${id}/otp`, { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('The code you entered is not correct. 2 tries left.');
    expect(await balanceOf(t, user.id)).toBe(0n);
    const right = await user.client.post(`/api/wallet/add-money/${id}/otp`, { otp: code });
    expect(right.status, right.text).toBe(200);
    expect(right.body).toMatchObject({ status: 'pending', payerMessage: null });
    expect((await user.client.post(`/api/wallet/add-money/${id}/otp`, { otp: code })).status).toBe(409);
    expect(await runUntilFinal(t, id)).toBe('completed');
    await settlePendingCallbackChecks();
    expect(await credits(id)).toHaveLength(1);
    expect(await balanceOf(t, user.id)).toBe(25_00n);
    const row = await transferRow(t, id);
    expect(row).toMatchObject({ payerStep: null, otpAttempts: 2 });
    expect(JSON.stringify(row)).not.toContain(code);
    await expectAgreement(id);
  });

  it('three wrong codes: the charge fails, nothing is credited, and the row says why', async () => {
    const user = await walletUser(t, 0n);
    const wallet = await linkWallet(user, 'TELECEL', '5555');
    const id = await addMoney(user, wallet.id);
    await runDueTransfers(t.deps);
    const code = await textedCode(wallet.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await user.client.post(`/api/wallet/add-money/${id}/otp`, { otp: wrong })).body.message).toMatch(/2 tries left/);
    expect((await user.client.post(`/api/wallet/add-money/${id}/otp`, { otp: wrong })).body.message).toMatch(/1 try left/);
    const last = await user.client.post(`/api/wallet/add-money/${id}/otp`, { otp: wrong });
    expect(last.status).toBe(422);
    const shown = await user.client.get(`/api/wallet/transfers/${id}`);
    expect(shown.body).toMatchObject({ status: 'failed', payerMessage: null });
    expect(shown.body.failureReason).toMatch(/Too many wrong codes/);
    expect(await balanceOf(t, user.id)).toBe(0n);
    await expectAgreement(id);
  });

  it('a payer who declines: failed, nothing credited, the network’s reason shown', async () => {
    const user = await walletUser(t, 0n);
    const wallet = await linkWallet(user, 'TELECEL', '1111');
    const id = await addMoney(user, wallet.id);
    expect(await runUntilFinal(t, id)).toBe('failed');
    await settlePendingCallbackChecks();
    const shown = await user.client.get(`/api/wallet/transfers/${id}`);
    expect(shown.body).toMatchObject({ status: 'failed', statusLabel: 'Failed', failureReason: 'Declined by the payer' });
    expect(await credits(id)).toHaveLength(0);
    expect(await balanceOf(t, user.id)).toBe(0n);
    await expectAgreement(id);
  });

  it('a charge never approved: failed after the collection timeout, nothing credited, and reconcile has nothing to say', async () => {
    const user = await walletUser(t, 0n);
    const wallet = await linkWallet(user, 'AIRTELTIGO', '2222');
    const id = await addMoney(user, wallet.id);
    await runDueTransfers(t.deps);
    expect((await transferRow(t, id)).status).toBe('processing');
    expect(await runUntilFinal(t, id)).toBe('failed');
    expect((await user.client.get(`/api/wallet/transfers/${id}`)).body.failureReason).toBe('The payment was not approved in time');
    expect(chargeOrders(id)).toMatchObject([{ status: 'PENDING' }]);
    expect(await balanceOf(t, user.id)).toBe(0n);
    await expectAgreement(id);
  });

  it('a 500 from the aggregator records nothing; the poll sends the charge again under the same reference and it ends once', async () => {
    const user = await walletUser(t, 0n);
    const wallet = await linkWallet(user, 'TELECEL', '0002');
    t.simulators!.paystack.setFault(local(wallet.phone), 'error_5xx');
    const id = await addMoney(user, wallet.id, '12.50');
    await runDueTransfers(t.deps);
    expect((await transferRow(t, id)).status).toBe('processing');
    expect(chargeOrders(id)).toEqual([]);
    t.simulators!.paystack.clearFaults(local(wallet.phone));
    expect(await runUntilFinal(t, id)).toBe('completed');
    await settlePendingCallbackChecks();
    expect(chargeOrders(id)).toHaveLength(1);
    expect(await credits(id)).toHaveLength(1);
    expect(await balanceOf(t, user.id)).toBe(12_50n);
    await expectAgreement(id);
  });

  it('a forged webhook is ignored: a wrong signature changes nothing, a right one only makes the app ask the aggregator', async () => {
    const user = await walletUser(t, 0n);
    const wallet = await linkWallet(user, 'TELECEL', '2222');
    const id = await addMoney(user, wallet.id);
    await runDueTransfers(t.deps);
    const body = JSON.stringify({ event: 'charge.success', data: { reference: id, status: 'success', amount: 4000 } });
    const post = (signature: string) =>
      fetch(`${t.baseUrl}/api/callbacks/paystack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
      });
    await post(createHmac('sha512', 'sk_test_not_the_key').update(body).digest('hex'));
    await post(createHmac('sha512', t.simulatedProviders!.paystack.secretKey).update(body).digest('hex'));
    await settlePendingCallbackChecks();
    expect((await transferRow(t, id)).status).toBe('processing');
    expect(await credits(id)).toHaveLength(0);
    expect(await balanceOf(t, user.id)).toBe(0n);
    await expectCleanAudit(t);
  });

  it('another person’s Add Money is not found, and so is a transfer that is not an Add Money', async () => {
    const owner = await walletUser(t, 0n);
    const other = await walletUser(t, 100_00n);
    const wallet = await linkWallet(owner, 'AIRTELTIGO', '5555');
    const id = await addMoney(owner, wallet.id);
    await runDueTransfers(t.deps);
    expect((await other.client.post(`/api/wallet/add-money/${id}/otp`, { otp: '123456' })).status).toBe(404);
    expect((await other.client.post(`/api/wallet/add-money/not-a-uuid/otp`, { otp: '123456' })).status).toBe(404);
    const payout = await other.client.post('/api/wallet/transfer', { amount: '10.00', accountId: other.telecel, transferType: 'standard' });
    expect(payout.status, payout.text).toBe(200);
    expect((await other.client.post(`/api/wallet/add-money/${payout.body.transfer.id}/otp`, { otp: '123456' })).status).toBe(404);
    expect((await transferRow(t, id)).otpAttempts).toBe(0);
  });

  it('a bank account cannot add money; the limit counts a Telecel top-up still waiting', async () => {
    const user = await walletUser(t, 0n);
    expect((await user.client.post('/api/wallet/add-money', { amount: '5', accountId: user.bank })).body.message).toBe(
      'Add Money works with mobile money wallets. Choose an MTN MoMo, Telecel Cash or AirtelTigo Money account.',
    );
    const wallet = await linkWallet(user, 'TELECEL', '2222');
    const limits = await user.client.get('/api/limits');
    expect(limits.status, limits.text).toBe(200);
    await addMoney(user, wallet.id, limits.body.balanceRoom as string);
    const more = await user.client.post('/api/wallet/add-money', { amount: '1.00', accountId: wallet.id });
    expect(more.status).toBe(422);
    expect(more.body.message).toMatch(/already waiting for your approval/);
  });
});

describe('a Telecel top-up that no longer fits when it succeeds', () => {
  it('is sent back to the Telecel wallet through the aggregator, whole, never credited', async () => {
    const kofi = await walletUser(t, 4_000_00n);
    const friend = await walletUser(t, 2_000_00n);
    const wallet = await linkWallet(kofi, 'TELECEL', '0003');
    const id = await addMoney(kofi, wallet.id, '900.00');
    // Meanwhile a payment arrives, so the ₵900.00 no longer fits below the ₵5,000.00 limit.
    const paid = await friend.client.post('/api/send-money', { amount: '499.00', recipientUsername: kofi.username });
    expect(paid.status, paid.text).toBe(200);
    expect(await runUntilFinal(t, id)).toBe('failed');
    await settlePendingCallbackChecks();
    expect(await balanceOf(t, kofi.id)).toBe(4_499_00n);
    expect(await credits(id)).toHaveLength(0);
    const refund = await t.deps.db.selectFrom('externalTransfers').selectAll().where('refundOf', '=', id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ purpose: 'add_money_refund', provider: 'paystack', network: 'TELECEL', accountNumber: wallet.phone });
    expect(await runUntilFinal(t, refund.id)).toBe('completed');
    expect(await balanceOf(t, kofi.id)).toBe(4_499_00n);
    expect(chargeOrders(refund.id)).toMatchObject([{ kind: 'payout', status: 'SUCCESSFUL', amountPesewas: 900_00n }]);
    await expectAgreement(id);
  });
});
