import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  moneyFootprint,
  moveClockToMidday,
  signIn,
  type MoneyTestUser,
} from '../testing/money-test-helpers';
import { createStaffMember, type StaffTestUser } from '../../staff/testing/staff-test-helpers';
import { sendUnansweredToStaff, topUpReversalHolds } from './reversal-service';

let t: TestApp;
let staff: StaffTestUser;
let compliance: StaffTestUser;
beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  // Staff sign in with a passkey (the console refuses a password session).
  staff = await createStaffMember(t, 'support');
  compliance = await createStaffMember(t, 'compliance');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function send(from: MoneyTestUser, to: MoneyTestUser, amount: string): Promise<number> {
  const res = await from.client.post('/api/send-money', { amount, recipientUsername: to.username }, key());
  expect(res.status, res.text).toBe(200);
  expect(res.body.status, res.text).toBe('completed');
  return res.body.id as number;
}

/** Ama sends Kofi `amount` by mistake (Ama starts with ₵100, Kofi with `kofiBalance` pesewas). */
async function wrongSend(amount = '20.00', kofiBalance = 0n) {
  const ama = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama', lastName: 'Mensah' });
  const kofi = await createMoneyUser(t, { balance: kofiBalance, firstName: 'Kofi', lastName: 'Boateng' });
  const paymentId = await send(ama, kofi, amount);
  return { ama, kofi, paymentId };
}

async function ask(sender: MoneyTestUser, paymentId: number, reason = 'Wrong number, one digit off') {
  return sender.client.post(`/api/transactions/${paymentId}/reversal-request`, { reason });
}

async function asked(sender: MoneyTestUser, paymentId: number) {
  const res = await ask(sender, paymentId);
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; status: string; heldAmount: string; amount: string };
}

/** Everything a refused call must leave as it was (an Idempotency-Key keeps its refusal to replay it, by design). */
async function snapshot(...people: MoneyTestUser[]) {
  const { keys: _keys, ...footprint } = await moneyFootprint(t);
  return {
    footprint,
    requests: await countRows(t, 'reversalRequests'),
    holds: await countRows(t, 'ledgerHolds'),
    rows: await t.deps.db.selectFrom('reversalRequests').select(['id', 'status']).orderBy('id').execute(),
    balances: await Promise.all(people.map((p) => balanceOf(t, p.id))),
  };
}

describe('wrong-send reversal requests', () => {
  it('the sender asks, the amount is held at once, the recipient is told and accepts: both see Reversed, balances are back', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00', 5_00n);
    const request = await asked(ama, paymentId);
    expect(request).toMatchObject({ status: 'open', heldAmount: '20.00', amount: '20.00' });
    expect(await balanceOf(t, kofi.id)).toBe(5_00n);
    await vi.waitFor(() =>
      expect(t.notifier.outbox.filter((m) => /asks for their ₵20\.00 back/.test(m.subject ?? '')).map((m) => m.to)).toContain(kofi.email),
    );
    const mine = await kofi.client.get('/api/reversal-requests');
    expect(mine.body).toEqual([expect.objectContaining({ id: request.id, role: 'recipient', senderName: 'Ama Mensah', status: 'open' })]);

    const accepted = await kofi.client.post(`/api/reversal-requests/${request.id}/accept`, {});
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'reversed', heldAmount: '0.00' });
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect(await balanceOf(t, kofi.id)).toBe(5_00n);
    for (const person of [ama, kofi]) {
      expect((await person.client.get(`/api/transactions/${paymentId}`)).body.status).toBe('reversed');
      const history = await person.client.get('/api/transactions');
      expect(history.body.find((x: { id: number }) => x.id === paymentId)?.status).toBe('reversed');
    }
    // A reversal of the payment's journal, never a new send.
    const journals = await t.deps.db
      .selectFrom('ledgerJournals')
      .select(['kind', 'reversesJournalId'])
      .where('transactionId', '=', String(paymentId))
      .orderBy('id')
      .execute();
    expect(journals.map((j) => j.kind)).toEqual(['p2p_send', 'p2p_reversal']);
    expect(journals[1]!.reversesJournalId).not.toBeNull();
    expect(await auditLedger(t.deps.db)).toEqual([]);
    // Reversed is final: no second request, no return.
    expect((await ask(ama, paymentId)).status).toBe(409);
    expect((await kofi.client.post(`/api/transactions/${paymentId}/return`, {}, key())).status).toBe(409);
  });

  it('declined with a reason: staff see the case and reverse it', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    const request = await asked(ama, paymentId);
    const declined = await kofi.client.post(`/api/reversal-requests/${request.id}/decline`, { reason: 'She owed me for the goods' });
    expect(declined.body).toMatchObject({ status: 'disputed', declineReason: 'She owed me for the goods', heldAmount: '20.00' });
    expect(await balanceOf(t, kofi.id)).toBe(0n);
    // Not staff: 403; staff: the case is in the queue.
    expect((await ama.client.get('/api/staff/reversal-requests')).status).toBe(403);
    const queue = await staff.client.get('/api/staff/reversal-requests');
    expect(queue.body.map((c: { id: string }) => c.id)).toContain(request.id);
    const reversed = await staff.client.post(`/api/staff/reversal-requests/${request.id}/reverse`, { note: 'Bank statement shows a typo' });
    expect(reversed.status, reversed.text).toBe(200);
    expect(reversed.body).toMatchObject({ status: 'reversed', staffNote: 'Bank statement shows a typo' });
    const audited = await t.deps.db
      .selectFrom('staffAuditLog')
      .select(['action', 'staffUserId', 'subjectUserId', 'reason'])
      .where('subjectReference', '=', request.id)
      .execute();
    expect(audited).toEqual([
      { action: 'reversal.reverse', staffUserId: staff.id, subjectUserId: kofi.id, reason: 'Bank statement shows a typo' },
    ]);
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect(await balanceOf(t, kofi.id)).toBe(0n);
    expect((await staff.client.get('/api/staff/reversal-requests')).body.map((c: { id: string }) => c.id)).not.toContain(request.id);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a frozen recipient still gives back a wrong send: the hold and the reversal post, nothing else leaves', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00', 5_00n);
    const frozen = await compliance.client.post(`/api/staff/customers/${kofi.id}/freeze`, { reason: 'Reported for a wrong-send scam' });
    expect(frozen.status, frozen.text).toBe(200);
    const request = await asked(ama, paymentId);
    expect(request.heldAmount).toBe('20.00');
    // Kofi's own spending is refused while frozen…
    const spend = await kofi.client.post('/api/send-money', { amount: '1.00', recipientUsername: ama.username }, key());
    expect(spend.status).toBe(422);
    expect(spend.body.message).toBe('This wallet is frozen. Contact support.');
    // …but staff can send the mistaken payment back.
    await kofi.client.post(`/api/reversal-requests/${request.id}/decline`, { reason: 'It is mine' });
    const reversed = await staff.client.post(`/api/staff/reversal-requests/${request.id}/reverse`, {
      note: 'Scam confirmed by the network',
    });
    expect(reversed.status, reversed.text).toBe(200);
    expect(reversed.body.status).toBe('reversed');
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect(await balanceOf(t, kofi.id)).toBe(5_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('declined, and staff release: the hold goes back to the recipient and the payment stands', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    const request = await asked(ama, paymentId);
    await kofi.client.post(`/api/reversal-requests/${request.id}/decline`, { reason: 'It was for rent' });
    const released = await staff.client.post(`/api/staff/reversal-requests/${request.id}/release`, { note: 'Rent agreement seen' });
    expect(released.body).toMatchObject({ status: 'released', heldAmount: '0.00' });
    expect(await balanceOf(t, kofi.id)).toBe(20_00n);
    expect(await balanceOf(t, ama.id)).toBe(80_00n);
    expect((await ama.client.get(`/api/transactions/${paymentId}`)).body.status).toBe('completed');
    // Decided once: a second decision is refused and changes nothing.
    const before = await snapshot(ama, kofi);
    expect((await staff.client.post(`/api/staff/reversal-requests/${request.id}/reverse`, { note: 'Changed my mind' })).status).toBe(409);
    expect(await snapshot(ama, kofi)).toEqual(before);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a recipient with ₵0: nothing held at first; money arriving later grows the hold up to the amount and no further', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    const shop = await createMoneyUser(t);
    await send(kofi, shop, '20.00');
    const request = await asked(ama, paymentId);
    expect(request.heldAmount).toBe('0.00');
    const friend = await createMoneyUser(t, { balance: 100_00n });
    const held = async () => (await kofi.client.get(`/api/reversal-requests/${request.id}`)).body.heldAmount;
    // The send path tops the hold up right after the payment commits (the minute job catches the rest).
    await send(friend, kofi, '8.00');
    await vi.waitFor(async () => expect(await held()).toBe('8.00'));
    expect(await balanceOf(t, kofi.id)).toBe(0n);
    await send(friend, kofi, '30.00');
    await topUpReversalHolds(t.deps);
    await vi.waitFor(async () => expect(await held()).toBe('20.00'));
    expect(await balanceOf(t, kofi.id)).toBe(18_00n);
    // Whole: more money arriving is not held.
    await send(friend, kofi, '5.00');
    expect(await topUpReversalHolds(t.deps, { recipientId: kofi.id })).toBe(0);
    expect(await held()).toBe('20.00');
    expect(await balanceOf(t, kofi.id)).toBe(23_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('accepted while short: the reversal completes by itself when the hold becomes whole', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    await send(kofi, await createMoneyUser(t), '15.00');
    const request = await asked(ama, paymentId);
    expect(request.heldAmount).toBe('5.00');
    const accepted = await kofi.client.post(`/api/reversal-requests/${request.id}/accept`, {});
    expect(accepted.body).toMatchObject({ status: 'accepted', heldAmount: '5.00' });
    expect(await balanceOf(t, ama.id)).toBe(80_00n);
    await send(await createMoneyUser(t, { balance: 50_00n }), kofi, '40.00');
    await topUpReversalHolds(t.deps, { recipientId: kofi.id });
    await vi.waitFor(async () => expect((await ama.client.get(`/api/reversal-requests/${request.id}`)).body.status).toBe('reversed'));
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect(await balanceOf(t, kofi.id)).toBe(25_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('the sender withdraws an open request: the hold is released; a withdrawn request cannot be answered', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    const request = await asked(ama, paymentId);
    expect(await balanceOf(t, kofi.id)).toBe(0n);
    expect((await kofi.client.post(`/api/reversal-requests/${request.id}/withdraw`, {})).status).toBe(404);
    const withdrawn = await ama.client.post(`/api/reversal-requests/${request.id}/withdraw`, {});
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', heldAmount: '0.00' });
    expect(await balanceOf(t, kofi.id)).toBe(20_00n);
    const before = await snapshot(ama, kofi);
    expect((await kofi.client.post(`/api/reversal-requests/${request.id}/accept`, {})).status).toBe(409);
    expect((await ama.client.post(`/api/reversal-requests/${request.id}/withdraw`, {})).status).toBe(409);
    expect(await snapshot(ama, kofi)).toEqual(before);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it("another person's payment or request is a 404, bad input a 400, and each refusal changes nothing", async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00', 10_00n);
    const stranger = await createMoneyUser(t, { balance: 10_00n });
    const request = await asked(ama, paymentId);
    const before = await snapshot(ama, kofi, stranger);
    expect((await ask(stranger, paymentId)).status).toBe(404);
    expect((await ask(kofi, paymentId)).status).toBe(404); // the recipient is not the sender
    expect((await ask(ama, 99_999_999)).status).toBe(404);
    expect((await ask(ama, paymentId, 'x')).status).toBe(400);
    expect((await ask(ama, paymentId)).status).toBe(409); // already asked
    for (const action of ['accept', 'withdraw']) {
      expect((await stranger.client.post(`/api/reversal-requests/${request.id}/${action}`, {})).status).toBe(404);
    }
    expect((await stranger.client.post(`/api/reversal-requests/${request.id}/decline`, { reason: 'not mine' })).status).toBe(404);
    expect((await ama.client.post(`/api/reversal-requests/${request.id}/accept`, {})).status).toBe(404);
    expect((await stranger.client.get(`/api/reversal-requests/${request.id}`)).status).toBe(404);
    expect((await kofi.client.post('/api/reversal-requests/not-an-id/accept', {})).status).toBe(404);
    expect((await stranger.client.post(`/api/transactions/${paymentId}/return`, {}, key())).status).toBe(404);
    expect((await ama.client.post(`/api/transactions/${paymentId}/return`, {}, key())).status).toBe(404);
    expect((await stranger.client.post(`/api/staff/reversal-requests/${request.id}/reverse`, { note: 'I am staff' })).status).toBe(403);
    expect((await staff.client.post(`/api/staff/reversal-requests/${request.id}/reverse`, { note: 'Too early' })).status).toBe(409);
    expect((await stranger.client.get('/api/reversal-requests')).body).toEqual([]);
    expect(await snapshot(ama, kofi, stranger)).toEqual(before);
  });

  it('at most 3 open requests per sender; a 4th is refused until one ends', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n });
    const payments: number[] = [];
    for (let i = 0; i < 4; i++) payments.push(await send(ama, await createMoneyUser(t), '5.00'));
    const requests = [];
    for (const p of payments.slice(0, 3)) requests.push(await asked(ama, p));
    const before = await snapshot(ama);
    const fourth = await ask(ama, payments[3]!);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toMatch(/3 open reversal requests/);
    expect(await snapshot(ama)).toEqual(before);
    await ama.client.post(`/api/reversal-requests/${requests[0]!.id}/withdraw`, {});
    expect((await ask(ama, payments[3]!)).status).toBe(200);
  });

  it('a sender whose requests staff refused 3 times in 90 days loses the self-service request (403: contact support)', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n });
    for (let i = 0; i < 3; i++) {
      const kofi = await createMoneyUser(t);
      const request = await asked(ama, await send(ama, kofi, '5.00'));
      await kofi.client.post(`/api/reversal-requests/${request.id}/decline`, { reason: 'It was a real purchase' });
      expect((await staff.client.post(`/api/staff/reversal-requests/${request.id}/release`, { note: 'Purchase confirmed' })).status).toBe(
        200,
      );
    }
    const next = await send(ama, await createMoneyUser(t), '5.00');
    const before = await snapshot(ama);
    const refused = await ask(ama, next);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/contact support/);
    expect(await snapshot(ama)).toEqual(before);
  });

  it('Return this payment: the recipient reverses a received payment at once, once per key; short of money is a 422 that moves nothing', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00', 3_00n);
    const k = key();
    const returned = await kofi.client.post(`/api/transactions/${paymentId}/return`, {}, k);
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body).toMatchObject({ id: paymentId, status: 'reversed' });
    const replay = await kofi.client.post(`/api/transactions/${paymentId}/return`, {}, k);
    expect(replay.body).toMatchObject({ id: paymentId, status: 'reversed' });
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect(await balanceOf(t, kofi.id)).toBe(3_00n);
    expect((await ama.client.get(`/api/transactions/${paymentId}`)).body.status).toBe('reversed');

    const second = await wrongSend('20.00');
    await send(second.kofi, await createMoneyUser(t), '10.00');
    const before = await snapshot(second.ama, second.kofi);
    const short = await second.kofi.client.post(`/api/transactions/${second.paymentId}/return`, {}, key());
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('Your wallet does not hold enough to return this payment');
    expect(await snapshot(second.ama, second.kofi)).toEqual(before);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a Return ends an open request on the payment (its hold released first)', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    const request = await asked(ama, paymentId);
    const returned = await kofi.client.post(`/api/transactions/${paymentId}/return`, {}, key());
    expect(returned.status, returned.text).toBe(200);
    expect((await ama.client.get(`/api/reversal-requests/${request.id}`)).body).toMatchObject({ status: 'returned', heldAmount: '0.00' });
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect(await balanceOf(t, kofi.id)).toBe(0n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('the send screen warns when the recipient paid me this very amount in the last 7 days', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    const check = (who: MoneyTestUser, query: string) => who.client.get(`/api/send-money/send-back-check?${query}`);
    const warned = await check(kofi, `amount=20.00&recipientUsername=${ama.username}`);
    expect(warned.status, warned.text).toBe(200);
    expect(warned.body).toEqual({
      warn: true,
      message: 'Did someone ask you to send back money they sent by mistake? Use Return on their payment instead',
      transactionId: paymentId,
    });
    expect((await check(kofi, `amount=20.00&recipientPhone=${encodeURIComponent(ama.phoneNumber)}`)).body.warn).toBe(true);
    expect((await check(kofi, `amount=19.99&recipientUsername=${ama.username}`)).body.warn).toBe(false);
    // The sender sending more to the same person is not warned; a bad amount is a 400.
    expect((await check(ama, `amount=20.00&recipientUsername=${kofi.username}`)).body.warn).toBe(false);
    expect((await check(kofi, `amount=abc&recipientUsername=${ama.username}`)).status).toBe(400);
  });

  it('racing answers end the request once: accept, withdraw, return and a top-up at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const { ama, kofi, paymentId } = await wrongSend('20.00', 10_00n);
      const request = await asked(ama, paymentId);
      const answers = await Promise.all([
        kofi.client.post(`/api/reversal-requests/${request.id}/accept`, {}),
        ama.client.post(`/api/reversal-requests/${request.id}/withdraw`, {}),
        kofi.client.post(`/api/transactions/${paymentId}/return`, {}, key()),
        topUpReversalHolds(t.deps, { recipientId: kofi.id }),
      ]);
      const statuses = answers.slice(0, 3).map((a) => (a as { status: number }).status);
      expect(statuses.filter((s) => s === 200).length, JSON.stringify(statuses)).toBeGreaterThanOrEqual(1);
      expect(
        statuses.every((s) => s === 200 || s === 404 || s === 409),
        JSON.stringify(statuses),
      ).toBe(true);
      const final = (await ama.client.get(`/api/reversal-requests/${request.id}`)).body as { status: string; heldAmount: string };
      expect(['reversed', 'withdrawn', 'returned']).toContain(final.status);
      expect(final.heldAmount).toBe('0.00');
      const reversed = final.status !== 'withdrawn' || (await ama.client.get(`/api/transactions/${paymentId}`)).body.status === 'reversed';
      expect(await balanceOf(t, ama.id)).toBe(reversed ? 100_00n : 80_00n);
      expect(await balanceOf(t, kofi.id)).toBe(reversed ? 10_00n : 30_00n);
    }
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  // Last: it moves the clock a week on.
  it('no answer in 3 Ghana working days: the case goes to staff, the hold stays', async () => {
    const { ama, kofi, paymentId } = await wrongSend('20.00');
    const request = await asked(ama, paymentId);
    expect(await sendUnansweredToStaff(t.deps)).toBe(0);
    t.advanceClock(8 * 24 * 60 * 60 * 1000);
    expect(await sendUnansweredToStaff(t.deps)).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() =>
      expect(t.notifier.outbox.filter((m) => m.subject === 'Reversal request sent to our staff').map((m) => m.to)).toEqual(
        expect.arrayContaining([ama.email, kofi.email]),
      ),
    );
    // (A week on, the staff member signs in again, with a passkey.)
    const staffClient = (await createStaffMember(t, 'support')).client;
    const queue = await staffClient.get('/api/staff/reversal-requests');
    expect(queue.body.find((c: { id: string }) => c.id === request.id)).toMatchObject({ status: 'awaiting_staff', heldAmount: '20.00' });
    expect(await balanceOf(t, kofi.id)).toBe(0n);
    // The recipient may still answer.
    const kofiClient = await signIn(t, kofi.username);
    expect((await kofiClient.post(`/api/reversal-requests/${request.id}/accept`, {})).body.status).toBe('reversed');
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
