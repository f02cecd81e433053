import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../deps';
import { signInAs, testPasswordOf } from '../../../testing/factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, countRows, createMoneyUser, withoutFirstPaymentWait } from '../testing/money-test-helpers';
import { runUntilFinal, walletUser, type WalletUser } from '../testing/transfer-test-helpers';
import { runDueStandingOrders } from './standing-order-service';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

function clockAt(iso: string) {
  const ms = Date.parse(iso) - t.deps.now().getTime();
  if (ms > 0) t.advanceClock(ms);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Two job workers at once (two API replicas), as the queue may run them. */
const twoWorkers = () => Promise.all([runDueStandingOrders(t.deps), runDueStandingOrders(t.deps)]);

async function runsOf(orderId: string) {
  return t.deps.db
    .selectFrom('standingOrderRuns')
    .select(['status', 'attempt', 'externalTransferId', 'outcome'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('runOn'), eb.val('YYYY-MM-DD')]).as('runOn'))
    .where('standingOrderId', '=', orderId)
    .orderBy('runOn')
    .execute();
}

function noticesTo(user: WalletUser) {
  return t.notifier.outbox
    .filter((m) => (m.to === user.email || m.to === user.phoneNumber) && m.subject === 'Standing order')
    .map((m) => m.text);
}

async function transfersOut(userId: string) {
  return t.deps.db
    .selectFrom('externalTransfers')
    .select(['id', 'amountPesewas', 'feePesewas', 'speed', 'status', 'accountNumber'])
    .where('userId', '=', userId)
    .where('purpose', '=', 'wallet_transfer')
    .orderBy('createdAt')
    .execute();
}

/** A new browser signed in as this wallet user (the clock has moved past the first session's end). */
const again = (user: WalletUser) => signInAs(t, user.username, testPasswordOf('social'));

const idOf = (ref: string) => ref.replace(/^(momo|bank)-/, '');

describe('standing transfers out to a linked account', () => {
  it('monthly to my bank account: reminded the day before, run once per month across a worker that stops and two workers', async () => {
    clockAt('2028-03-06T10:00:00Z'); // a Monday
    const ama = await walletUser(t, 1_000_00n);
    const created = await ama.client.post('/api/standing-orders', {
      kind: 'transfer',
      accountId: ama.bank,
      transferType: 'standard',
      amount: '200.00',
      schedule: { rrule: 'FREQ=MONTHLY;BYMONTHDAY=15', start: '2028-03-06' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      kind: 'transfer',
      counterparty: null,
      account: { type: 'bank', id: idOf(ama.bank), label: expect.stringMatching(/^GCB Bank \d+/), transferType: 'standard' },
      amount: '200.00',
      status: 'active',
      nextRunOn: '2028-03-15',
    });
    const orderId = created.body.id as string;

    // A worker that stops right after the transfer committed, before it recorded the run (a restart).
    const stopsAfterSending: AppDeps = {
      ...t.deps,
      kickTransfer: () => {
        throw new Error('The process was killed');
      },
    };

    for (let day = '2028-03-07'; day <= '2028-04-20'; day = addDays(day, 1)) {
      clockAt(`${day}T07:59:00Z`);
      await twoWorkers();
      if (day === '2028-03-15') {
        clockAt(`${day}T08:01:00Z`);
        await expect(runDueStandingOrders(stopsAfterSending)).rejects.toThrow('The process was killed');
        expect((await runsOf(orderId)).map((r) => r.status)).toEqual(['running']);
        expect(await transfersOut(ama.id)).toHaveLength(1);
        // Taken up after five minutes, under the same Idempotency-Key: recorded, not sent again.
        clockAt(`${day}T08:07:00Z`);
        await twoWorkers();
        expect((await runsOf(orderId)).map((r) => r.status)).toEqual(['completed']);
      }
      clockAt(`${day}T08:01:00Z`);
      await twoWorkers();
      await twoWorkers();
      clockAt(`${day}T17:01:00Z`);
      await twoWorkers();
    }

    const runs = await runsOf(orderId);
    expect(runs.map((r) => [r.runOn, r.status, r.attempt])).toEqual([
      ['2028-03-15', 'completed', 1],
      ['2028-04-15', 'completed', 1],
    ]);
    const transfers = await transfersOut(ama.id);
    expect(transfers.map((x) => [x.id, x.amountPesewas, x.feePesewas, x.speed])).toEqual([
      [runs[0]!.externalTransferId, '20000', '0', 'standard'],
      [runs[1]!.externalTransferId, '20000', '0', 'standard'],
    ]);
    // Held from the wallet twice, no more; each then paid out by the transfer job as any transfer is.
    expect(await balanceOf(t, ama.id)).toBe(600_00n);
    for (const x of transfers) expect(await runUntilFinal(t, x.id)).toBe('completed');
    expect(await balanceOf(t, ama.id)).toBe(600_00n);
    const notices = noticesTo(ama);
    expect(notices.filter((n) => n.includes('tomorrow at 08:00 ₵200.00 goes to your GCB Bank'))).toHaveLength(2);
    expect(notices.filter((n) => /Standing order: ₵200\.00 will be paid to GCB Bank/.test(n))).toHaveLength(2);
    const seen = await (await again(ama)).get(`/api/standing-orders/${orderId}`);
    expect(seen.body).toMatchObject({
      nextRunOn: '2028-05-15',
      runs: [
        { runOn: '2028-04-15', status: 'completed', transferId: runs[1]!.externalTransferId },
        { runOn: '2028-03-15', transferId: runs[0]!.externalTransferId },
      ],
    });
    // The run's line as a key and values too, which the web writes in the person's language.
    expect(seen.body.runs[0].outcome).toMatch(/^₵200\.00 will be paid to GCB Bank .+ on \w{3}, \d{1,2} \w{3}$/);
    expect(seen.body.runs[0].outcomeParts).toEqual({
      key: 'wallet_scheduled',
      values: { amount: '200.00', to: expect.stringMatching(/^GCB Bank /), date: expect.stringMatching(/^2028-04-\d{2}$/) },
    });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a short wallet is tried again at 17:00, then skipped and said so, sending nothing', async () => {
    clockAt('2028-05-01T10:00:00Z'); // a Monday
    const kofi = await walletUser(t, 50_00n);
    const created = await kofi.client.post('/api/standing-orders', {
      kind: 'transfer',
      accountId: kofi.mtn,
      transferType: 'instant',
      amount: '80.00',
      schedule: { rrule: 'FREQ=WEEKLY;BYDAY=WE', start: '2028-05-01' },
    });
    expect(created.status, created.text).toBe(200);
    const orderId = created.body.id as string;
    clockAt('2028-05-03T08:01:00Z');
    await twoWorkers();
    expect(await runsOf(orderId)).toEqual([expect.objectContaining({ status: 'retry', attempt: 1 })]);
    clockAt('2028-05-03T17:01:00Z');
    await twoWorkers();
    expect(await runsOf(orderId)).toEqual([
      expect.objectContaining({
        status: 'skipped',
        attempt: 2,
        outcome: 'Skipped: not enough money at 08:00 or 17:00',
        externalTransferId: null,
      }),
    ]);
    expect(await transfersOut(kofi.id)).toEqual([]);
    expect(await balanceOf(t, kofi.id)).toBe(50_00n);
    expect(noticesTo(kofi).some((n) => /did not go\. Skipped: not enough money at 08:00 or 17:00/.test(n))).toBe(true);
    expect((await (await again(kofi)).get(`/api/standing-orders/${orderId}`)).body).toMatchObject({
      status: 'active',
      nextRunOn: '2028-05-10',
    });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('the account unlinked: the run is skipped, the owner told, the order paused (and resumable only to a linked account)', async () => {
    clockAt('2028-05-08T10:00:00Z'); // a Monday
    const yaw = await walletUser(t, 500_00n);
    const created = await yaw.client.post('/api/standing-orders', {
      kind: 'transfer',
      accountId: yaw.telecel,
      amount: '20.00',
      schedule: { rrule: 'FREQ=WEEKLY;BYDAY=FR', start: '2028-05-08' },
    });
    expect(created.status, created.text).toBe(200);
    const orderId = created.body.id as string;
    const unlinked = await yaw.client.request('DELETE', `/api/mobile-money/accounts/${idOf(yaw.telecel)}`);
    expect(unlinked.status, unlinked.text).toBe(200);

    clockAt('2028-05-12T08:01:00Z');
    await twoWorkers();
    expect(await runsOf(orderId)).toEqual([
      expect.objectContaining({ status: 'skipped', outcome: 'Skipped: the account is no longer linked. The standing order is paused' }),
    ]);
    expect(await transfersOut(yaw.id)).toEqual([]);
    expect(await balanceOf(t, yaw.id)).toBe(500_00n);
    expect(noticesTo(yaw).some((n) => n.includes('did not go: the account is no longer linked. The standing order is paused'))).toBe(true);
    const yawAgain = await again(yaw);
    const seen = await yawAgain.get(`/api/standing-orders/${orderId}`);
    expect(seen.body).toMatchObject({ status: 'paused', account: { label: 'Unlinked account' } });
    clockAt('2028-05-19T08:01:00Z');
    await twoWorkers();
    expect(await runsOf(orderId)).toHaveLength(1);
    const yawLater = await again(yaw);
    const resumed = await yawLater.patch(`/api/standing-orders/${orderId}`, { status: 'active' });
    expect(resumed.status, resumed.text).toBe(404);
    expect(resumed.body.message).toBe('Account not found');
    expect((await yawLater.get(`/api/standing-orders/${orderId}`)).body.status).toBe('paused');
  });

  it('only to my own active, verified account: another user’s is a 404, others a 400, writing nothing', async () => {
    clockAt('2028-05-22T10:00:00Z');
    const esi = await walletUser(t, 100_00n);
    const other = await walletUser(t, 0n);
    await t.deps.db.updateTable('mobileMoneyAccounts').set({ isActive: false }).where('id', '=', idOf(esi.telecel)).execute();
    const stranger = await createMoneyUser(t);
    await withoutFirstPaymentWait(t, esi.id);
    const before = await countRows(t, 'standingOrders');
    const base = { kind: 'transfer', amount: '10.00', schedule: { rrule: 'FREQ=WEEKLY;BYDAY=FR', start: '2028-05-22' } };
    const cases: [unknown, number, string][] = [
      [{ ...base, accountId: other.mtn }, 404, 'Account not found'],
      [{ ...base, accountId: 'momo-999999' }, 404, 'Account not found'],
      [{ ...base, accountId: esi.telecel }, 400, 'This account is turned off'],
      [{ ...base }, 400, 'Choose one of your linked accounts to transfer to'],
      [{ ...base, accountId: esi.mtn, recipientUsername: stranger.username }, 400, 'a transfer names one of your linked accounts'],
      [{ ...base, kind: 'payment', accountId: esi.mtn }, 400, 'a transfer names one of your linked accounts'],
      [{ ...base, accountId: esi.mtn, transferType: 'instant', amount: '0.50' }, 400, 'Instant'],
      [{ ...base, accountId: 'momo-1; DROP TABLE' }, 400, 'Account not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await esi.client.post('/api/standing-orders', body);
      expect(res.status, res.text).toBe(status);
      expect(res.text).toContain(message);
    }
    expect(await countRows(t, 'standingOrders')).toBe(before);
  });

  it('the account turned off: the run is skipped with the reason and the order paused', async () => {
    clockAt('2028-06-05T10:00:00Z'); // a Monday
    const abena = await walletUser(t, 300_00n);
    const created = await abena.client.post('/api/standing-orders', {
      kind: 'transfer',
      accountId: abena.mtn,
      amount: '15.00',
      schedule: { rrule: 'FREQ=WEEKLY;BYDAY=TU', start: '2028-06-05' },
    });
    expect(created.status, created.text).toBe(200);
    await t.deps.db.updateTable('mobileMoneyAccounts').set({ isActive: false }).where('id', '=', idOf(abena.mtn)).execute();
    clockAt('2028-06-06T08:01:00Z');
    await twoWorkers();
    expect(await runsOf(created.body.id)).toEqual([
      expect.objectContaining({
        status: 'skipped',
        outcome: 'Skipped: This account is turned off. Turn it on to transfer to it. The standing order is paused',
      }),
    ]);
    expect(await transfersOut(abena.id)).toEqual([]);
    const seen = await (await again(abena)).get(`/api/standing-orders/${created.body.id}`);
    expect(seen.body).toMatchObject({ status: 'paused', account: { label: expect.stringMatching(/^MTN MoMo /) } });
  });
});
