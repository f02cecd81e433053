import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk } from './testing/ussd-test-helpers';

// A recipient without the app answers a wrong-send reversal request from *920*00#: under
// "3 Money requests", after the money requests, "Back to <sender>"; accept returns it, decline asks a
// reason and staff decide. Over POST /ussd against the real database.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const PIN = '4821';

async function wrongSend() {
  const ama = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama', lastName: 'Mensah' });
  const kofi = await createMoneyUser(t, { balance: 5_00n, firstName: 'Kofi', lastName: 'Boateng' });
  await setWebPin(kofi.client, PIN);
  const sent = await ama.client.post(
    '/api/send-money',
    { amount: '20.00', recipientUsername: kofi.username },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(sent.body.status, sent.text).toBe('completed');
  const asked = await ama.client.post(`/api/transactions/${sent.body.id}/reversal-request`, { reason: 'Wrong number, sorry' });
  expect(asked.status, asked.text).toBe(200);
  return { ama, kofi, requestId: asked.body.id as string };
}

async function statusOf(person: MoneyTestUser, id: string) {
  return (await person.client.get(`/api/reversal-requests/${id}`)).body.status as string;
}

describe('USSD: answering a reversal request', () => {
  it('listed under 3 Money requests; accepted with the PIN, the payment goes back', async () => {
    const { ama, kofi, requestId } = await wrongSend();
    const session = dial(t, kofi.phoneNumber, 'form');
    await session.open();
    expect((await session.reply('3')).message).toBe('Money requests\n1 Back to Ama Mensah GHS 20.00');
    expect((await session.reply('1')).message).toBe(
      'Ama Mensah sent you GHS 20.00 by mistake: "Wrong number, sorry"\n1 Accept (return it)\n2 Decline',
    );
    expect((await session.reply('1')).message).toBe('Enter your PIN to return GHS 20.00 to Ama Mensah:');
    const answer = await session.reply(PIN);
    expect(answer).toMatchObject({ continueSession: false, message: 'Returned GHS 20.00 to Ama Mensah. Balance: GHS 5.00.' });
    expect(await statusOf(ama, requestId)).toBe('reversed');
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('declined with a reason typed on the handset: staff decide, the hold stays; a wrong PIN changes nothing', async () => {
    const { ama, kofi, requestId } = await wrongSend();
    const wrongPin = await walk(dial(t, kofi.phoneNumber, 'form'), ['3', '1', '2', 'It was for the goods', '0000']);
    expect(wrongPin.continueSession).toBe(false);
    expect(wrongPin.message).toMatch(/^Wrong PIN/);
    expect(await statusOf(ama, requestId)).toBe('open');
    const declined = await walk(dial(t, kofi.phoneNumber, 'form'), ['3', '1', '2', 'It was for the goods', PIN]);
    expect(declined.message).toBe('Declined. The amount stays held while our staff look at the case; we will tell you what they decide.');
    const seen = (await ama.client.get(`/api/reversal-requests/${requestId}`)).body;
    expect(seen).toMatchObject({ status: 'disputed', declineReason: 'It was for the goods', heldAmount: '20.00' });
    // Answered: no longer listed.
    expect((await walk(dial(t, kofi.phoneNumber, 'form'), ['3'])).message).toBe('You have no pending money requests.');
  });
});
