import { migrateTo, migrateToLatest } from '@ghanapay/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import { addCardThroughCheckout } from '../../../testing/hosted-card';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, expectCleanAudit, runUntilFinal, transferRow, walletUser, type WalletUser } from '../testing/transfer-test-helpers';
import { reconcileTransfers } from './reconcile';
import { confirmByReference, runDueTransfers } from './transfer-state-machine';

// Add Money from a saved card: the card's Paystack authorization charged (the simulator over real
// HTTP), the wallet credited once whichever of the webhook and the status poll comes first, nothing
// credited on a decline; each case ends with a clean ledger audit and nothing for reconciliation.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function userWithCard(
  cardNumber = '4084084084084081',
  otp?: string,
  balancePesewas = 100_00n,
): Promise<{ user: WalletUser; cardId: number }> {
  const user = await walletUser(t, balancePesewas);
  const added = await addCardThroughCheckout(user.client, cardNumber, otp === undefined ? {} : { otp });
  expect(added.completed.body.status, added.completed.text).toBe('added');
  return { user, cardId: added.cardId! };
}

async function topUp(user: WalletUser, cardId: number, amount = '50.00') {
  const res = await user.client.post('/api/wallet/add-money', { amount, accountId: `card-${cardId}` });
  expect(res.status, res.text).toBe(200);
  return res.body as {
    message: string;
    messageKey: string;
    messageValues: Record<string, string>;
    transfer: { id: string; status: string; destination: string; accountNumber: string };
  };
}

async function creditJournals(id: string): Promise<number> {
  const rows = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ledger_journals WHERE kind = 'collection_credit' AND description = ${`Add money ${id}`}`.execute(t.deps.db);
  return Number(rows.rows[0]!.n);
}

async function expectAgreement(id: string) {
  await expectCleanAudit(t);
  const report = await reconcileTransfers(t.deps);
  expect(report.differences.filter((d) => d.transferId === id || d.transferId === '-')).toEqual([]);
}

describe('Add Money from a saved card', () => {
  it('charges the card and credits the wallet once, though the webhook and the poll both arrive', async () => {
    const { user, cardId } = await userWithCard();
    const before = await balanceOf(t, user.id);
    const answer = await topUp(user, cardId);
    expect(answer.message).toMatch(/Charging ₵50\.00 to your Visa •••• 4081/);
    expect(answer).toMatchObject({ messageKey: 'add_money_card', messageValues: { amount: '50.00', card: 'Visa •••• 4081' } });
    expect(answer.transfer).toMatchObject({ destination: 'Card', accountNumber: 'Visa •••• 4081' });
    expect(await runUntilFinal(t, answer.transfer.id)).toBe('completed');
    await settlePendingCallbackChecks();
    // The webhook's check and more polls after the credit change nothing.
    await confirmByReference(t.deps, answer.transfer.id);
    await runDueTransfers(t.deps);
    expect(await balanceOf(t, user.id)).toBe(before + 50_00n);
    expect(await creditJournals(answer.transfer.id)).toBe(1);
    await expectAgreement(answer.transfer.id);
  });

  it('a card without funds is declined at once: nothing credited, and the reason is said', async () => {
    const { user, cardId } = await userWithCard('5399838383838381');
    const before = await balanceOf(t, user.id);
    const { transfer } = await topUp(user, cardId);
    expect(await runUntilFinal(t, transfer.id)).toBe('failed');
    expect((await transferRow(t, transfer.id)).failureReason).toBe('Insufficient Funds');
    const listed = (await user.client.get('/api/wallet/transfers')).body as { id: string; failureReason: string | null }[];
    expect(listed.find((x) => x.id === transfer.id)?.failureReason).toBe('Insufficient Funds');
    expect(await balanceOf(t, user.id)).toBe(before);
    await expectAgreement(transfer.id);
  });

  it('a charge the bank declines after taking it (failed:DECLINED) credits nothing', async () => {
    const { user, cardId } = await userWithCard();
    t.simulators!.paystack.setFault(user.email, 'failed:DECLINED');
    const before = await balanceOf(t, user.id);
    const { transfer } = await topUp(user, cardId);
    expect(await runUntilFinal(t, transfer.id)).toBe('failed');
    expect((await transferRow(t, transfer.id)).failureReason).toBe('Declined');
    expect(await balanceOf(t, user.id)).toBe(before);
    t.simulators!.paystack.clearFaults(user.email);
    await expectAgreement(transfer.id);
  });

  it('a 5xx records nothing at Paystack: the charge is sent again under the same reference and credited once', async () => {
    const { user, cardId } = await userWithCard();
    t.simulators!.paystack.setFault(user.email, 'error_5xx');
    const before = await balanceOf(t, user.id);
    const { transfer } = await topUp(user, cardId, '20.00');
    await runDueTransfers(t.deps);
    expect((await transferRow(t, transfer.id)).status).toBe('processing');
    t.simulators!.paystack.clearFaults(user.email);
    expect(await runUntilFinal(t, transfer.id)).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(before + 20_00n);
    expect(await creditJournals(transfer.id)).toBe(1);
    await expectAgreement(transfer.id);
  });

  it('a card that asks for a code waits for it; the code taken, the wallet is credited once', async () => {
    const { user, cardId } = await userWithCard('5061000000000005', '123456');
    const before = await balanceOf(t, user.id);
    const { transfer } = await topUp(user, cardId, '15.00');
    await runDueTransfers(t.deps);
    const waiting = await transferRow(t, transfer.id);
    expect(waiting.payerStep).toBe('otp');
    expect(waiting.payerMessage).toMatch(/code/i);
    expect(await balanceOf(t, user.id)).toBe(before);
    // The code through the API, as the Add Money dialog sends it; a wrong one is refused with tries left.
    const wrong = await user.client.post(`/api/wallet/add-money/${transfer.id}/otp`, { otp: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/tries left/);
    const stranger = await walletUser(t, 0n);
    expect((await stranger.client.post(`/api/wallet/add-money/${transfer.id}/otp`, { otp: '123456' })).status).toBe(404);
    const right = await user.client.post(`/api/wallet/add-money/${transfer.id}/otp`, { otp: '123456' });
    expect(right.status, right.text).toBe(200);
    expect(await runUntilFinal(t, transfer.id)).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(before + 15_00n);
    await expectAgreement(transfer.id);
  });

  it('refuses another person’s card (404), a card saved the old way, and a card removed before the charge', async () => {
    const { user, cardId } = await userWithCard();
    const stranger = await walletUser(t, 0n);
    const theirs = await stranger.client.post('/api/wallet/add-money', { amount: '5.00', accountId: `card-${cardId}` });
    expect(theirs.status).toBe(404);
    await t.deps.db.updateTable('bankCards').set({ status: 're_add' }).where('id', '=', String(cardId)).execute();
    const old = await user.client.post('/api/wallet/add-money', { amount: '5.00', accountId: `card-${cardId}` });
    expect(old.status).toBe(400);
    expect(old.body.message).toMatch(/add it again/);
    await t.deps.db.updateTable('bankCards').set({ status: 'active' }).where('id', '=', String(cardId)).execute();
    const before = await balanceOf(t, user.id);
    const { transfer } = await topUp(user, cardId, '5.00');
    expect((await user.client.delete(`/api/cards/${cardId}`)).status).toBe(200);
    expect(await runUntilFinal(t, transfer.id)).toBe('failed');
    expect((await transferRow(t, transfer.id)).failureReason).toBe('The card was removed before it was charged');
    expect(await balanceOf(t, user.id)).toBe(before);
    await expectAgreement(transfer.id);
  });
});

describe('Add Money from a card whose bank checks each payment on its own page (open_url)', () => {
  const BANK_CHECK_CARD = '4084080000000409';
  const decide = (url: string, decision: 'approve' | 'decline') =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision }).toString(),
    });

  /** The top-up sent to Paystack, waiting at the bank's check: the page it names, as the app shows it. */
  async function waitingAtTheBank(user: WalletUser, cardId: number, amount: string) {
    const { transfer } = await topUp(user, cardId, amount);
    await runDueTransfers(t.deps);
    const shown = await user.client.get(`/api/wallet/transfers/${transfer.id}`);
    expect(shown.body).toMatchObject({ status: 'pending', statusKey: 'awaiting_bank_check', payerMessage: null });
    const url = (shown.body as { bankCheckUrl: string | null }).bankCheckUrl!;
    expect(url).toMatch(/^http:\/\/.+\/bank-check\/[0-9a-f]{16}$/);
    expect(await transferRow(t, transfer.id)).toMatchObject({ payerStep: 'bank_check', payerUrl: url, payerMessage: null });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Your bank’s check');
    // Nothing is credited while the bank waits, however often it is polled.
    await runDueTransfers(t.deps);
    expect((await transferRow(t, transfer.id)).status).toBe('processing');
    return { id: transfer.id, url };
  }

  it('approved on the bank’s page: credited once, though the webhook, the poll and two verifies all arrive', async () => {
    const { user, cardId } = await userWithCard(BANK_CHECK_CARD);
    const before = await balanceOf(t, user.id);
    const { id, url } = await waitingAtTheBank(user, cardId, '30.00');
    expect(await balanceOf(t, user.id)).toBe(before);
    expect((await decide(url, 'approve')).status).toBe(200);
    expect(await runUntilFinal(t, id)).toBe('completed');
    await settlePendingCallbackChecks();
    // Verifying twice at once (the webhook's check and a return to the app) changes nothing more.
    await Promise.all([confirmByReference(t.deps, id), confirmByReference(t.deps, id)]);
    await runDueTransfers(t.deps);
    expect(await balanceOf(t, user.id)).toBe(before + 30_00n);
    expect(await creditJournals(id)).toBe(1);
    const done = (await user.client.get(`/api/wallet/transfers/${id}`)).body as { status: string; bankCheckUrl: string | null };
    expect(done).toMatchObject({ status: 'completed', bankCheckUrl: null });
    // The page, once decided, takes no second decision.
    expect(await (await decide(url, 'decline')).text()).toContain('This check is finished');
    await expectAgreement(id);
  });

  it('approved, then verified twice at once before any poll: one credit', async () => {
    const { user, cardId } = await userWithCard(BANK_CHECK_CARD);
    const before = await balanceOf(t, user.id);
    const { id, url } = await waitingAtTheBank(user, cardId, '12.50');
    await decide(url, 'approve');
    // The charge settles at the simulated bank a moment after approval; both verifies then find it done.
    await vi.waitFor(async () => expect((await t.deps.moneyRails.cards.status(id)).status).toBe('successful'), { timeout: 10_000 });
    await Promise.all([confirmByReference(t.deps, id), confirmByReference(t.deps, id)]);
    expect((await transferRow(t, id)).status).toBe('completed');
    await settlePendingCallbackChecks();
    await runDueTransfers(t.deps);
    expect(await balanceOf(t, user.id)).toBe(before + 12_50n);
    expect(await creditJournals(id)).toBe(1);
    await expectAgreement(id);
  });

  it('declined on the bank’s page: nothing credited, nothing left pending, and the bank’s words said', async () => {
    const { user, cardId } = await userWithCard(BANK_CHECK_CARD);
    const before = await balanceOf(t, user.id);
    const { id, url } = await waitingAtTheBank(user, cardId, '40.00');
    expect(await (await decide(url, 'decline')).text()).toContain('Nothing was taken');
    expect(await runUntilFinal(t, id)).toBe('failed');
    const shown = (await user.client.get(`/api/wallet/transfers/${id}`)).body;
    expect(shown).toMatchObject({ status: 'failed', failureReason: 'Declined by your bank', bankCheckUrl: null });
    expect(await balanceOf(t, user.id)).toBe(before);
    expect(await creditJournals(id)).toBe(0);
    const open = await sql<{ n: string }>`
      SELECT count(*) AS n FROM external_transfers WHERE user_id = ${user.id} AND status IN ('scheduled', 'processing', 'review')`.execute(
      t.deps.db,
    );
    expect(open.rows[0]!.n).toBe('0');
    await expectAgreement(id);
  });

  it('approved after a payment filled the room: goes to review for a card refund, and asks nothing more of the payer', async () => {
    const { user, cardId } = await userWithCard(BANK_CHECK_CARD, undefined, 4_000_00n);
    const friend = await walletUser(t, 2_000_00n);
    // ₵4,000 in the wallet, ₵900 asked of the card, then ₵499 arrives: the ₵900 no longer fits under ₵5,000.
    const before = await balanceOf(t, user.id);
    const { id, url } = await waitingAtTheBank(user, cardId, '900.00');
    const filler = await friend.client.post('/api/send-money', { amount: '499.00', recipientUsername: user.username });
    expect(filler.status, filler.text).toBe(200);
    await decide(url, 'approve');
    await vi.waitFor(async () => expect((await t.deps.moneyRails.cards.status(id)).status).toBe('successful'), { timeout: 10_000 });
    await confirmByReference(t.deps, id);
    expect((await transferRow(t, id)).status).toBe('review');
    const shown = (await user.client.get(`/api/wallet/transfers/${id}`)).body;
    expect(shown).toMatchObject({ status: 'pending', statusKey: 'under_review', bankCheckUrl: null });
    expect(await transferRow(t, id)).toMatchObject({ payerStep: null, payerUrl: null });
    expect(await balanceOf(t, user.id)).toBe(before + 499_00n);
    expect(await creditJournals(id)).toBe(0);
  });

  it('another person cannot read the bank’s page of my top-up', async () => {
    const { user, cardId } = await userWithCard(BANK_CHECK_CARD);
    const { id } = await waitingAtTheBank(user, cardId, '5.00');
    const stranger = await walletUser(t, 0n);
    expect((await stranger.client.get(`/api/wallet/transfers/${id}`)).status).toBe(404);
  });

  it('migration 0054 down and up keeps a top-up waiting at its bank: still shown, then approved and credited once', async () => {
    const { user, cardId } = await userWithCard(BANK_CHECK_CARD);
    const before = await balanceOf(t, user.id);
    const { id, url } = await waitingAtTheBank(user, cardId, '20.00');
    // Down maps the wait back to how it was kept before (the page in payer_message, no payer_step).
    await migrateTo(t.deps.db, '2026-11-27T0053-send-contexts-set-based');
    const old = await sql<{ payerStep: string | null; payerMessage: string | null }>`
      SELECT payer_step, payer_message FROM external_transfers WHERE id = ${id}`.execute(t.deps.db);
    expect(old.rows[0]).toEqual({ payerStep: null, payerMessage: url });
    // Up moves it to the bank check's own step and column.
    expect(await migrateToLatest(t.deps.db)).toContain('2026-11-27T0054-card-bank-check');
    expect(await transferRow(t, id)).toMatchObject({ payerStep: 'bank_check', payerUrl: url, payerMessage: null });
    expect((await user.client.get(`/api/wallet/transfers/${id}`)).body).toMatchObject({
      statusKey: 'awaiting_bank_check',
      bankCheckUrl: url,
    });
    await decide(url, 'approve');
    expect(await runUntilFinal(t, id)).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(before + 20_00n);
    expect(await creditJournals(id)).toBe(1);
    await expectAgreement(id);
  });
});
