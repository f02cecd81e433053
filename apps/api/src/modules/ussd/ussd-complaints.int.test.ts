import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk } from './testing/ussd-test-helpers';

// 9 Report a problem over POST /ussd (Africa's Talking's form post): the PIN, one of the last 3
// payments or "other", what went wrong; the complaint is filed and its reference sent by SMS. Every
// reply's length (≤ 182) is checked by postUssd.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const PIN = '4821';

async function personWithPin(balance = 100_00n): Promise<MoneyTestUser> {
  const user = await createMoneyUser(t, { balance, firstName: 'Kwabena', lastName: 'Darko' });
  await setWebPin(user.client, PIN);
  return user;
}

describe('USSD 9 Report a problem', () => {
  it('after the PIN, a payment from the last 3 and what went wrong: filed, the reference on screen and by SMS', async () => {
    const kwabena = await personWithPin();
    const payee = await createMoneyUser(t, { firstName: 'Adwoa', lastName: 'Sarpong' });
    const ids: number[] = [];
    for (const amount of ['1.00', '2.00', '3.00', '4.00']) {
      const sent = await kwabena.client.post('/api/send-money', { amount, recipientUsername: payee.username });
      expect(sent.body.status, sent.text).toBe('completed');
      ids.push(sent.body.id);
    }
    const session = dial(t, kwabena.phoneNumber, 'form');
    expect((await session.open()).message).toMatch(/\n8 Pay merchant\n9 Report a problem\n10 Language\n0 Exit$/);
    expect((await session.reply('9')).message).toBe('Report a problem (free)\nEnter your USSD PIN:');
    const list = await session.reply(PIN);
    expect(list.message).toMatch(
      /^Report a problem\nWhich payment\?\n1 \d\d\/\d\d -GHS 4\.00 Adwoa Sarpo.\n2 .*GHS 3\.00.*\n3 .*GHS 2\.00.*\n4 Other$/,
    );
    expect((await session.reply('7')).message).toBe('Invalid choice. Reply with 1 to 4.');
    const categories = await session.reply('1');
    expect(categories.message).toMatch(/^What went wrong\?\n1 Wrong person\n2 Not received/);
    const filed = await session.reply('1');
    expect(filed.continueSession).toBe(false);
    expect(filed.message).toMatch(
      /^Complaint CMP-\d{4}-\d{6} filed\. We will answer by \d{1,2} \w{3}\. We sent the reference by SMS\. Complaints are free\.$/,
    );
    const reference = /CMP-\d{4}-\d{6}/.exec(filed.message)![0];
    expect(t.notifier.lastTo(kwabena.phoneNumber)?.text).toContain(reference);

    const mine = await kwabena.client.get(`/api/complaints/${reference}`);
    expect(mine.body).toMatchObject({ category: 'wrong_recipient', transactionId: `p2p-${ids[3]}`, status: 'acknowledged' });
    const row = await t.deps.db.selectFrom('complaints').select('source').where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row.source).toBe('ussd');
  });

  it('"Other" files a complaint about no payment; a wrong PIN files nothing', async () => {
    const esi = await personWithPin();
    const before = await countRows(t, 'complaints');
    const wrong = await walk(dial(t, esi.phoneNumber, 'form'), ['9', '0000']);
    expect(wrong.continueSession).toBe(false);
    expect(wrong.message).toMatch(/^Wrong PIN/);
    expect(await countRows(t, 'complaints')).toBe(before);

    const other = await walk(dial(t, esi.phoneNumber, 'form'), ['9', PIN]);
    expect(other.message).toBe('Report a problem\nWhich payment?\n1 Other');
    const filed = await walk(dial(t, esi.phoneNumber, 'form'), ['9', PIN, '1', '8']);
    expect(filed.message).toMatch(/^Complaint CMP-\d{4}-\d{6} filed\./);
    const list = await esi.client.get('/api/complaints');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ category: 'account_access', transactionId: null });
  });
});
