import { addBusinessDays } from '@ghanapay/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import {
  balanceOf,
  expectCleanAudit,
  journalByKind,
  moneyFootprint,
  runUntilFinal,
  transferRow,
  walletUser,
  type WalletUser,
} from '../testing/transfer-test-helpers';

let t: TestApp;
let ama: WalletUser;
beforeAll(async () => {
  t = await startTestApp();
  ama = await walletUser(t, 5_000_00n);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/wallet/transfer: validation and refusals change nothing', () => {
  it.each([
    [{}, 400, 'Please enter an amount and select an account'],
    [{ amount: '10' }, 400, 'Please enter an amount and select an account'],
    [{ accountId: 'momo-1' }, 400, 'Please enter an amount and select an account'],
    [{ amount: '', accountId: 'momo-1' }, 400, 'Please enter an amount and select an account'],
    [{ amount: '10.001', accountId: 'momo-1' }, 400, 'Amount can have at most 2 decimal places'],
    [{ amount: '-5', accountId: 'momo-1' }, 400, 'Amount must be a positive number'],
    [{ amount: '30000', accountId: 'momo-1' }, 400, 'Amount cannot exceed ₵25,000.00 per transaction'],
    [{ amount: '10', accountId: 'momo-1', transferType: 'overnight' }, 400, 'Please choose standard or instant'],
    [{ amount: '10', accountId: 'momo-1; DROP TABLE' }, 400, 'Account not found'],
    [
      { amount: '10', accountId: '7', accountType: 'card' },
      400,
      'Transfers to cards are not available. Choose a mobile money or bank account.',
    ],
  ])('%j → %i "%s"', async (body, status, message) => {
    const before = await moneyFootprint(t);
    const res = await ama.client.post('/api/wallet/transfer', body);
    expect(res.status, res.text).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it("refuses more than the real balance with the document's words (not a fixed 2450), writing nothing", async () => {
    const poor = await walletUser(t, 100_00n);
    const before = await moneyFootprint(t);
    const res = await poor.client.post('/api/wallet/transfer', {
      amount: '99.00',
      accountId: poor.mtn,
      transferType: 'instant',
      fee: '1.73',
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe('Transfer amount exceeds wallet balance');
    expect(await moneyFootprint(t)).toEqual(before);
    // Within the real balance (above no fixed figure) it goes through: 98.00 + 1.72 fee ≤ 100.
    const ok = await poor.client.post('/api/wallet/transfer', {
      amount: '98.00',
      accountId: poor.mtn,
      transferType: 'instant',
      fee: '1.72',
    });
    expect(ok.status, ok.text).toBe(200);
    expect(await balanceOf(t, poor.id)).toBe(28n);
  });

  it("checks the client's fee against the server's rule and names the right fee on a mismatch", async () => {
    const before = await moneyFootprint(t);
    const res = await ama.client.post('/api/wallet/transfer', { amount: '100', accountId: ama.mtn, transferType: 'instant', fee: '1.00' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Fee mismatch: the fee for this transfer is ₵1.75');
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it("answers 404 for another user's account, and for an inactive or unverified one says why", async () => {
    const kofi = await walletUser(t);
    const before = await moneyFootprint(t);
    const theirs = await ama.client.post('/api/wallet/transfer', { amount: '10', accountId: kofi.mtn });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Account not found');
    const bare = await ama.client.post('/api/wallet/transfer', {
      amount: '10',
      accountId: kofi.bank.replace('bank-', ''),
      accountType: 'bank',
    });
    expect(bare.status).toBe(404);
    await t.deps.db.updateTable('mobileMoneyAccounts').set({ isActive: false }).where('id', '=', kofi.telecel.slice(5)).execute();
    const inactive = await kofi.client.post('/api/wallet/transfer', { amount: '10', accountId: kofi.telecel });
    expect(inactive.body.message).toBe('This account is turned off. Turn it on to transfer to it.');
    await t.deps.db.updateTable('bankAccounts').set({ isVerified: false }).where('id', '=', kofi.bank.slice(5)).execute();
    const unverified = await kofi.client.post('/api/wallet/transfer', { amount: '10', accountId: kofi.bank });
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe('This account has not been verified yet. Transfers go only to verified accounts.');
    expect(await moneyFootprint(t)).toEqual(before);
  });
});

describe('a transfer to a linked account', () => {
  it('instant: debits amount and fee at once into payout_pending, then pays out through MTN and settles once', async () => {
    const user = await walletUser(t, 500_00n);
    const res = await user.client.post('/api/wallet/transfer', {
      amount: 100,
      accountId: user.mtn,
      accountType: 'mobile_money',
      transferType: 'instant',
      fee: 1.7500000000000002,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toMatch(/^₵100\.00 is on its way to MTN MoMo 024 555 \d{4}$/);
    // The same sentence as a key and its values, which the web writes in the person's language.
    expect(res.body.messageKey).toBe('wallet_on_its_way');
    expect(res.body.messageValues).toEqual({ amount: '100.00', to: expect.stringMatching(/^MTN MoMo 024 555 \d{4}$/) });
    expect(res.body.transfer).toMatchObject({ amount: '100.00', fee: '1.75', total: '101.75', status: 'pending', transferType: 'instant' });
    expect(await balanceOf(t, user.id)).toBe(500_00n - 101_75n);
    const held = await transferRow(t, res.body.transfer.id);
    expect(await journalByKind(t, held.holdJournalId)).toEqual({ wallet: -101_75n, payout_pending: 101_75n });

    expect(await runUntilFinal(t, res.body.transfer.id)).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(500_00n - 101_75n);
    const settled = await transferRow(t, res.body.transfer.id);
    expect(await journalByKind(t, settled.settleJournalId)).toEqual({ payout_pending: -101_75n, momo_settlement: 100_00n, fees: 1_75n });
    expect(settled.reverseJournalId).toBeNull();
    // MTN's books: one payout of ₵100.00 under the transfer's reference.
    const orders = t.simulators!.momo.books().orders.filter((o) => o.reference === settled.id);
    expect(orders.map((o) => [o.kind, o.amountPesewas, o.status])).toEqual([['payout', 100_00n, 'SUCCESSFUL']]);
    const listed = (await user.client.get('/api/wallet/transfers')).body;
    expect(listed[0]).toMatchObject({ id: res.body.transfer.id, status: 'completed', statusLabel: 'Completed' });
    await expectCleanAudit(t);
  });

  it('standard: free, held now, paid out on the third business day (weekends and holidays skipped)', async () => {
    const user = await walletUser(t, 200_00n);
    const res = await user.client.post('/api/wallet/transfer', { amount: '50.00', accountId: user.bank, transferType: 'standard' });
    expect(res.status, res.text).toBe(200);
    const due = addBusinessDays(t.deps.now(), 3);
    expect(res.body.transfer).toMatchObject({ fee: '0.00', total: '50.00', transferType: 'standard' });
    expect(new Date(res.body.transfer.executeAfter).toISOString()).toBe(`${due}T08:00:00.000Z`);
    expect(res.body.transfer.statusLabel).toMatch(/^Scheduled for /);
    expect(res.body.message).toMatch(/^₵50\.00 will be paid to .+ on \w{3}, \d{1,2} \w{3}$/);
    expect(res.body).toMatchObject({ messageKey: 'wallet_scheduled', messageValues: { amount: '50.00', date: due } });
    expect(await balanceOf(t, user.id)).toBe(150_00n);
    // Nothing is sent before its day.
    const row = await transferRow(t, res.body.transfer.id);
    expect(row.status).toBe('scheduled');
    expect(await runUntilFinal(t, res.body.transfer.id, 1)).toBe('scheduled');
  });

  it('is idempotent: the same Idempotency-Key moves the money once and replays the answer', async () => {
    const user = await walletUser(t, 100_00n);
    const body = { amount: '10.00', accountId: user.telecel, transferType: 'instant', fee: '0.18' };
    const key = { 'idempotency-key': crypto.randomUUID() };
    const [a, b] = await Promise.all([
      user.client.post('/api/wallet/transfer', body, key),
      user.client.post('/api/wallet/transfer', body, key),
    ]);
    const statuses = [a.status, b.status].sort();
    // One runs; the other either waits and replays (200) or is told the first is still in flight (409).
    expect(statuses[0], JSON.stringify([a.body, b.body])).toBe(200);
    const again = await user.client.post('/api/wallet/transfer', body, key);
    expect(again.status, again.text).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(t, user.id)).toBe(100_00n - 10_18n);
    const count = await t.deps.db
      .selectFrom('externalTransfers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(Number(count!.n)).toBe(1);
  });
});

describe('Add Money (MTN request to pay)', () => {
  it('credits the wallet once when the payer approves; nothing before', async () => {
    const user = await walletUser(t, 0n);
    const res = await user.client.post('/api/wallet/add-money', { amount: '25.50', accountId: user.mtn });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toMatch(/^Approve the request for ₵25\.50 on 024 555 \d{4} to add it to your wallet$/);
    expect(res.body).toMatchObject({
      messageKey: 'add_money_approve',
      messageValues: { amount: '25.50', account: expect.stringMatching(/^024 555 \d{4}$/) },
    });
    expect(await balanceOf(t, user.id)).toBe(0n);
    expect(await runUntilFinal(t, res.body.transfer.id)).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(25_50n);
    expect(t.notifier.lastTo(user.email)?.text).toMatch(
      /^Nkabom: ₵25\.50 added to your wallet from MTN MoMo 024 555 \d{4}\. Ref [0-9A-F]{8}\.$/,
    );
    await expectCleanAudit(t);
  });

  it('works only with my own verified mobile money wallet', async () => {
    const user = await walletUser(t, 0n);
    const other = await walletUser(t, 0n);
    expect((await user.client.post('/api/wallet/add-money', { amount: '5', accountId: user.bank })).body.message).toBe(
      'Add Money works with mobile money wallets. Choose an MTN MoMo, Telecel Cash or AirtelTigo Money account.',
    );
    expect((await user.client.post('/api/wallet/add-money', { amount: '5', accountId: other.mtn })).status).toBe(404);
    expect((await user.client.post('/api/wallet/add-money', { amount: '0', accountId: user.mtn })).body.message).toBe(
      'Amount must be a positive number',
    );
  });
});

describe('bank transfers', () => {
  let kwesi: WalletUser;
  beforeAll(async () => {
    kwesi = await walletUser(t, 1_000_00n);
  });

  it.each([
    [{ recipientAccount: '1234567890', bankCode: 'GCB', amount: 10 }, 'Recipient name is required'],
    [
      { recipientName: 'Kofi\nBoateng', recipientAccount: '1234567890', bankCode: 'GCB', amount: 10 },
      'Recipient name cannot contain line breaks or control characters',
    ],
    [
      { recipientName: 'Kofi \u2066Boateng', recipientAccount: '1234567890', bankCode: 'GCB', amount: 10 },
      'Recipient name cannot contain text-direction characters',
    ],
    [
      { recipientName: 'Kofi Boateng', recipientAccount: '12345', bankCode: 'GCB', amount: 10 },
      'Account number must be at least 10 digits',
    ],
    [{ recipientName: 'Kofi Boateng', recipientAccount: '1234567890', amount: 10 }, 'Please select a bank'],
    [{ recipientName: 'Kofi Boateng', recipientAccount: '1234567890', bankCode: 'XXX', amount: 10 }, 'Please select a bank'],
    [{ recipientName: 'Kofi Boateng', recipientAccount: '1234567890', bankCode: 'GCB' }, 'Amount is required'],
    [{ recipientName: 'Kofi Boateng', recipientAccount: '1234567890', bankCode: 'GCB', amount: 0 }, 'Amount must be greater than 0'],
    [
      { recipientName: 'Kofi Boateng', recipientAccount: '1234567890', bankCode: 'GCB', amount: 5, reference: 'r'.repeat(51) },
      'Reference must be less than 50 characters',
    ],
    [
      { recipientName: 'Kofi Boateng', recipientAccount: '1234567890', bankCode: 'GCB', amount: 5, transferType: 'scheduled' },
      'Scheduled date is required for scheduled transfers',
    ],
    [
      {
        recipientName: 'Kofi Boateng',
        recipientAccount: '1234567890',
        bankCode: 'GCB',
        amount: 5,
        transferType: 'scheduled',
        scheduledDate: '2020-01-01',
      },
      'Scheduled date cannot be in the past',
    ],
  ])('%j → 400 "%s", nothing written', async (body, message) => {
    const before = await moneyFootprint(t);
    const res = await kwesi.client.post('/api/bank-transfers', body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it("reads a JSON-number amount from its decimal text, and the document's two calls move the money once", async () => {
    const user = await walletUser(t, 300_00n);
    const reference = `BT_${Date.now()}`;
    const first = await user.client.post('/api/bank-transfers', {
      recipientName: 'Kofi Boateng',
      recipientAccount: '1234567890',
      bankCode: 'ECO',
      bankName: 'Ecobank Ghana',
      amount: 120.1,
      reference,
      transferType: 'immediate',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.message).toBe('₵120.10 is on its way to Kofi Boateng at Ecobank Ghana');
    expect(first.body).toMatchObject({
      messageKey: 'bank_on_its_way',
      messageValues: { amount: '120.10', name: 'Kofi Boateng', bank: 'Ecobank Ghana' },
      amount: '120.10',
      bankName: 'Ecobank Ghana',
      reference,
      status: 'pending',
      transferType: 'immediate',
    });
    const second = await user.client.post('/api/banking/bank-transfer', {
      amount: 120.1,
      senderBank: 'GCB',
      recipientBank: 'ECO',
      senderAccount: '',
      recipientAccount: '1234567890',
      reference,
      narration: 'Transfer to Kofi Boateng',
    });
    expect(second.status, second.text).toBe(200);
    expect(second.body.success).toBe(true);
    expect(second.body.messageKey).toMatch(/^interconnect_(processing|completed)$/);
    expect(await balanceOf(t, user.id)).toBe(300_00n - 120_10n);
    const list = (await user.client.get('/api/bank-transfers')).body;
    expect(list).toHaveLength(1);
    const transferId = second.body.transferId;
    expect(await runUntilFinal(t, transferId)).toBe('completed');
    expect((await user.client.get('/api/bank-transfers')).body[0]).toMatchObject({ status: 'completed', amount: '120.10' });
    await expectCleanAudit(t);
  });

  it('the interconnect call alone makes one transfer; an empty reference becomes BT_ and a timestamp', async () => {
    const user = await walletUser(t, 100_00n);
    const res = await user.client.post('/api/banking/bank-transfer', {
      amount: 40,
      senderBank: 'GCB',
      recipientBank: 'UBA',
      recipientAccount: '9876543210',
      reference: '',
      narration: 'School fees',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    const list = (await user.client.get('/api/bank-transfers')).body;
    expect(list).toHaveLength(1);
    expect(list[0].reference).toMatch(/^BT_\d{13}$/);
    expect(await balanceOf(t, user.id)).toBe(60_00n);
  });

  it('a scheduled transfer holds the money now and runs on its date, once', async () => {
    const user = await walletUser(t, 100_00n);
    const date = new Date(t.deps.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await user.client.post('/api/bank-transfers', {
      recipientName: 'Efua Sarpong',
      recipientAccount: '5555566666',
      bankCode: 'CAL',
      amount: '30.00',
      transferType: 'scheduled',
      scheduledDate: date,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ scheduledDate: date, transferType: 'scheduled', status: 'pending' });
    expect(res.body.statusLabel).toMatch(/^Scheduled for /);
    expect(res.body.message).toMatch(/^₵30\.00 to Efua Sarpong is scheduled for /);
    expect(res.body).toMatchObject({ messageKey: 'bank_scheduled', messageValues: { amount: '30.00', name: 'Efua Sarpong', date } });
    expect(await balanceOf(t, user.id)).toBe(70_00n);
    const transfer = await t.deps.db.selectFrom('externalTransfers').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(transfer.executeAfter.toISOString()).toBe(`${date}T08:00:00.000Z`);
    expect(await runUntilFinal(t, transfer.id, 1)).toBe('scheduled');
    t.advanceClock(4 * 86_400_000);
    expect(await runUntilFinal(t, transfer.id)).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(70_00n);
    await expectCleanAudit(t);
  });

  it('another user sees none of my bank transfers or wallet transfers', async () => {
    const owner = await walletUser(t, 100_00n);
    await owner.client.post('/api/wallet/transfer', { amount: '10.00', accountId: owner.mtn, transferType: 'standard' });
    const stranger = await walletUser(t, 0n);
    expect((await stranger.client.get('/api/bank-transfers')).body).toEqual([]);
    expect((await stranger.client.get('/api/wallet/transfers')).body).toEqual([]);
    const mine = (await owner.client.get('/api/wallet/transfers')).body;
    expect(mine).toHaveLength(1);
    for (const transfer of mine) expect((await stranger.client.get(`/api/wallet/transfers/${transfer.id}`)).status).toBe(404);
  });
});
