import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../deps';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, countRows, createMoneyUser, signIn, withoutFirstPaymentWait, type MoneyTestUser } from '../testing/money-test-helpers';
import { loadSendContext, writeSendPayment } from '../transfers/send-repository';
import { runDueStandingOrders } from './standing-order-service';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** Moves the test clock forward to an instant (Ghana time is UTC); already past it, it stays. */
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
  const { rows } = await t.deps.db
    .selectFrom('standingOrderRuns')
    .select(['status', 'attempt', 'transactionId', 'moneyRequestId', 'outcome'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('runOn'), eb.val('YYYY-MM-DD')]).as('runOn'))
    .where('standingOrderId', '=', orderId)
    .orderBy('runOn')
    .execute()
    .then((rows) => ({ rows }));
  return rows;
}

function standingOrderNotices(to: string) {
  return t.notifier.outbox.filter((m) => m.to === to && m.subject === 'Standing order');
}

async function payments(from: MoneyTestUser, to: MoneyTestUser): Promise<number> {
  const row = await t.deps.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('senderId', '=', from.id)
    .where('recipientId', '=', to.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('standing orders', () => {
  it('monthly on the first working day: over a holiday, a month boundary, a worker that stops mid-run and two workers, each run once', async () => {
    clockAt('2027-06-28T10:00:00Z'); // a Monday
    const ama = await createMoneyUser(t, { balance: 1_000_00n, firstName: 'Ama', lastName: 'Tenant', emailVerified: true });
    const landlord = await createMoneyUser(t, { firstName: 'Kwesi', lastName: 'Landlord' });
    await withoutFirstPaymentWait(t, ama.id);
    const created = await ama.client.post('/api/standing-orders', {
      recipientUsername: landlord.username,
      amount: '150.00',
      message: 'Rent',
      schedule: { rrule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1', start: '2027-06-28' },
    });
    expect(created.status, created.text).toBe(200);
    // 1 July (Republic Day, a Thursday in 2027) is a holiday: the first working day of July is Friday the 2nd.
    expect(created.body).toMatchObject({
      kind: 'payment',
      counterparty: { id: landlord.id, name: 'Kwesi Landlord' },
      amount: '150.00',
      status: 'active',
      nextRunOn: '2027-07-02',
      schedule: { rrule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1', start: '2027-06-28', end: null },
      runs: [],
    });
    const orderId = created.body.id as string;

    // A worker that stops after the payment committed and before it recorded the run (a restart).
    const stopsAfterPaying: AppDeps = {
      ...t.deps,
      sendGatherer: {
        context: (request) => loadSendContext(t.deps.db, request),
        write: async (write) => {
          await writeSendPayment(t.deps.db, write);
          throw new Error('The process was killed');
        },
        gathered: () => ({ contexts: { calls: 0, inputs: 0 }, writes: { calls: 0, inputs: 0 } }),
      },
    };

    for (let day = '2027-06-29'; day <= '2027-08-04'; day = addDays(day, 1)) {
      clockAt(`${day}T07:59:00Z`);
      await twoWorkers();
      if (day === '2027-07-01') {
        // The day before the run, after 08:00: the owner is told, once however many workers look.
        clockAt(`${day}T08:01:00Z`);
        await twoWorkers();
        await twoWorkers();
        expect(standingOrderNotices(ama.email).map((m) => m.text)).toEqual([
          'Nkabom: Standing order: tomorrow at 08:00 ₵150.00 goes to Kwesi Landlord. Pause or change it in the app before then.',
        ]);
      }
      if (day === '2027-07-02') {
        clockAt(`${day}T08:01:00Z`);
        await expect(runDueStandingOrders(stopsAfterPaying)).rejects.toThrow('The process was killed');
        expect(await balanceOf(t, landlord.id)).toBe(150_00n);
        expect((await runsOf(orderId)).map((r) => r.status)).toEqual(['running']);
        // Not yet taken up again (the worker might still be at it)…
        clockAt(`${day}T08:03:00Z`);
        await twoWorkers();
        expect((await runsOf(orderId)).map((r) => r.status)).toEqual(['running']);
        // …then taken up once, under the same Idempotency-Key: recorded, not paid again.
        clockAt(`${day}T08:07:00Z`);
        await twoWorkers();
        expect(await runsOf(orderId)).toEqual([
          expect.objectContaining({ runOn: '2027-07-02', status: 'completed', attempt: 1, outcome: 'Paid ₵150.00 to Kwesi Landlord' }),
        ]);
        expect(await balanceOf(t, landlord.id)).toBe(150_00n);
      }
      clockAt(`${day}T08:01:00Z`);
      await twoWorkers();
      clockAt(`${day}T17:01:00Z`);
      await twoWorkers();
    }

    // August 2027: Sunday the 1st, so Monday the 2nd (Founders' Day is the 4th).
    const runs = await runsOf(orderId);
    expect(runs.map((r) => [r.runOn, r.status])).toEqual([
      ['2027-07-02', 'completed'],
      ['2027-08-02', 'completed'],
    ]);
    expect(await payments(ama, landlord)).toBe(2);
    expect(await balanceOf(t, landlord.id)).toBe(300_00n);
    expect(await balanceOf(t, ama.id)).toBe(700_00n);
    const paid = await t.deps.db
      .selectFrom('transactions')
      .select(['message', 'status'])
      .where('id', '=', runs[1]!.transactionId!)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ message: 'Rent', status: 'completed' });
    expect(standingOrderNotices(ama.email).filter((m) => m.text.includes('tomorrow at 08:00'))).toHaveLength(2);

    const client = await signIn(t, ama.username);
    const seen = await client.get(`/api/standing-orders/${orderId}`);
    expect(seen.body).toMatchObject({
      nextRunOn: '2027-09-01',
      runs: [{ runOn: '2027-08-02', status: 'completed' }, { runOn: '2027-07-02' }],
    });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a short wallet at 08:00 is tried again at 17:00; short again, the run is skipped and said so; the next one goes', async () => {
    clockAt('2027-09-06T10:00:00Z'); // a Monday
    const kofi = await createMoneyUser(t, { balance: 100_00n, firstName: 'Kofi', lastName: 'Short', emailVerified: true });
    const mum = await createMoneyUser(t, { firstName: 'Mum', lastName: 'Chop' });
    await withoutFirstPaymentWait(t, kofi.id);
    const created = await kofi.client.post('/api/standing-orders', {
      recipientUsername: mum.username,
      amount: '120.00',
      schedule: { rrule: 'FREQ=WEEKLY;BYDAY=FR', start: '2027-09-06' },
    });
    expect(created.body.nextRunOn, created.text).toBe('2027-09-10');
    const orderId = created.body.id as string;

    clockAt('2027-09-10T08:01:00Z');
    await twoWorkers();
    expect(await runsOf(orderId)).toEqual([expect.objectContaining({ status: 'retry', attempt: 1 })]);
    clockAt('2027-09-10T12:00:00Z');
    await twoWorkers();
    expect((await runsOf(orderId))[0]!.status).toBe('retry');
    clockAt('2027-09-10T17:01:00Z');
    await twoWorkers();
    expect(await runsOf(orderId)).toEqual([
      expect.objectContaining({
        status: 'skipped',
        attempt: 2,
        outcome: 'Skipped: not enough money at 08:00 or 17:00',
        transactionId: null,
      }),
    ]);
    expect(await balanceOf(t, mum.id)).toBe(0n);
    expect(standingOrderNotices(kofi.email).some((m) => /did not go\. Skipped: not enough money/.test(m.text))).toBe(true);

    // Money arrives during the next Friday: the 17:00 try pays it.
    clockAt('2027-09-17T08:01:00Z');
    await twoWorkers();
    expect((await runsOf(orderId))[1]).toMatchObject({ runOn: '2027-09-17', status: 'retry' });
    const friend = await createMoneyUser(t, { balance: 50_00n });
    await withoutFirstPaymentWait(t, friend.id);
    expect((await friend.client.post('/api/send-money', { amount: '50.00', recipientUsername: kofi.username })).body.status).toBe(
      'completed',
    );
    clockAt('2027-09-17T17:01:00Z');
    await twoWorkers();
    expect((await runsOf(orderId))[1]).toMatchObject({ status: 'completed', attempt: 2 });
    expect(await balanceOf(t, mum.id)).toBe(120_00n);
    expect(await balanceOf(t, kofi.id)).toBe(30_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a monthly request to a flatmate is asked once a month, and the flatmate sees it to pay', async () => {
    clockAt('2027-10-01T10:00:00Z');
    const yaa = await createMoneyUser(t, { firstName: 'Yaa', lastName: 'Flat' });
    const esi = await createMoneyUser(t, { firstName: 'Esi', lastName: 'Mate', balance: 100_00n });
    const created = await yaa.client.post('/api/standing-orders', {
      kind: 'request',
      recipientUsername: esi.username,
      amount: '45.00',
      message: 'Light bill share',
      schedule: { rrule: 'FREQ=MONTHLY;BYMONTHDAY=5', start: '2027-10-01', end: '2027-11-30' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({ kind: 'request', nextRunOn: '2027-10-05' });
    for (const at of ['2027-10-05T08:01:00Z', '2027-10-05T09:00:00Z', '2027-11-05T08:01:00Z']) {
      clockAt(at);
      await twoWorkers();
    }
    // The flatmate sees this month's request to pay (last month's has expired by now, as any request does).
    const pending = await (await signIn(t, esi.username)).get('/api/money-requests/pending');
    expect(pending.body).toEqual([expect.objectContaining({ amount: '45.00', message: 'Light bill share', requesterName: 'Yaa Flat' })]);
    clockAt('2027-12-05T08:01:00Z');
    await twoWorkers();
    const runs = await runsOf(created.body.id);
    expect(runs.map((r) => [r.runOn, r.status])).toEqual([
      ['2027-10-05', 'completed'],
      ['2027-11-05', 'completed'],
    ]);
    const requests = await t.deps.db
      .selectFrom('moneyRequests')
      .select(['amountPesewas', 'message'])
      .where('requesterId', '=', yaa.id)
      .where('payerId', '=', esi.id)
      .execute();
    expect(requests).toEqual([
      { amountPesewas: '4500', message: 'Light bill share' },
      { amountPesewas: '4500', message: 'Light bill share' },
    ]);
    const order = await t.deps.db
      .selectFrom('standingOrders')
      .select(['status', 'nextRunOn'])
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'ended', nextRunOn: null });
  });

  it('pause, resume (days passed are not made up), a new amount, cancel; someone else’s order is a 404', async () => {
    clockAt('2027-12-06T10:00:00Z'); // a Monday
    const owner = await createMoneyUser(t, { balance: 500_00n });
    const other = await createMoneyUser(t);
    const stranger = await createMoneyUser(t);
    await withoutFirstPaymentWait(t, owner.id);
    const created = await owner.client.post('/api/standing-orders', {
      recipientUsername: other.username,
      amount: '10.00',
      schedule: { rrule: 'FREQ=WEEKLY;BYDAY=TU', start: '2027-12-06' },
    });
    const id = created.body.id as string;
    expect(created.body.nextRunOn).toBe('2027-12-07');

    for (const [method, path, body] of [
      ['GET', `/api/standing-orders/${id}`, undefined],
      ['PATCH', `/api/standing-orders/${id}`, { status: 'paused' }],
      ['DELETE', `/api/standing-orders/${id}`, undefined],
    ] as const) {
      const res = await stranger.client.request(method, path, body);
      expect(res.status, `${method} ${res.text}`).toBe(404);
    }
    expect((await stranger.client.get('/api/standing-orders')).body.standingOrders).toEqual([]);

    const paused = await owner.client.patch(`/api/standing-orders/${id}`, { status: 'paused' });
    expect(paused.body).toMatchObject({ status: 'paused' });
    clockAt('2027-12-14T09:00:00Z');
    await twoWorkers();
    expect(await runsOf(id)).toEqual([]);
    // Resumed on Tuesday the 14th after 08:00 (signed in again: a week has passed): the next run is the 21st.
    const ownerAgain = await signIn(t, owner.username);
    const resumed = await ownerAgain.patch(`/api/standing-orders/${id}`, { status: 'active', amount: '12.50' });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', nextRunOn: '2027-12-21', amount: '12.50' });
    clockAt('2027-12-21T08:01:00Z');
    await twoWorkers();
    expect(await balanceOf(t, other.id)).toBe(12_50n);

    const ownerLater = await signIn(t, owner.username);
    const cancelled = await ownerLater.request('DELETE', `/api/standing-orders/${id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await ownerLater.get(`/api/standing-orders/${id}`)).status).toBe(404);
    clockAt('2027-12-28T08:01:00Z');
    await twoWorkers();
    expect(await balanceOf(t, other.id)).toBe(12_50n);
  });

  it('bad input is a 400 with the reason and writes nothing; a person unknown (or who blocked you) a 404', async () => {
    clockAt('2028-01-03T10:00:00Z');
    const owner = await createMoneyUser(t);
    const blocker = await createMoneyUser(t);
    await t.deps.db.insertInto('userBlocks').values({ blockerId: blocker.id, blockedId: owner.id }).execute();
    const before = await countRows(t, 'standingOrders');
    const base = { recipientUsername: blocker.username, amount: '10.00', schedule: { rrule: 'FREQ=WEEKLY;BYDAY=FR', start: '2028-01-03' } };
    const cases: [unknown, number, string][] = [
      [{ ...base, schedule: { ...base.schedule, rrule: 'FREQ=YEARLY' } }, 400, 'FREQ must be DAILY, WEEKLY or MONTHLY'],
      [
        { ...base, schedule: { ...base.schedule, rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=3' } },
        400,
        'Give the end as the schedule’s end date, not COUNT or UNTIL',
      ],
      [{ ...base, schedule: { ...base.schedule, start: '2027-12-31' } }, 400, 'The schedule cannot start before today'],
      [{ ...base, schedule: { ...base.schedule, start: '2028-02-30' } }, 400, 'A date is YYYY-MM-DD'],
      [
        { ...base, schedule: { rrule: 'FREQ=MONTHLY;BYMONTHDAY=31', start: '2028-02-01', end: '2028-02-29' } },
        400,
        'This schedule has no day between its start and its end',
      ],
      [{ ...base, amount: '0.00' }, 400, 'Amount must be a positive number'],
      [{ ...base, recipientUsername: owner.username }, 400, 'A standing order cannot be to yourself'],
      [{ ...base, kind: 'loan' }, 400, 'Kind is payment, request or transfer'],
      [base, 404, 'No Nkabom user has these details: a standing order goes to someone with an account'],
      [
        { ...base, recipientUsername: 'nobody_has_this_name' },
        404,
        'No Nkabom user has these details: a standing order goes to someone with an account',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner.client.post('/api/standing-orders', body);
      expect(res.status, res.text).toBe(status);
      expect(res.text).toContain(message);
    }
    expect(await countRows(t, 'standingOrders')).toBe(before);
    expect((await owner.client.patch('/api/standing-orders/not-an-id', { status: 'paused' })).status).toBe(400);
  });
});

describe('POST /api/dev/standing-orders/{id}/run-now (demo mode)', () => {
  it('runs the owner’s next run now, once per run day; anyone else 404, signed out 401', async () => {
    clockAt('2028-02-07T10:00:00Z'); // a Monday
    const owner = await createMoneyUser(t, { balance: 100_00n });
    const other = await createMoneyUser(t);
    await withoutFirstPaymentWait(t, owner.id);
    const created = await owner.client.post('/api/standing-orders', {
      recipientUsername: other.username,
      amount: '5.00',
      schedule: { rrule: 'FREQ=WEEKLY;BYDAY=WE', start: '2028-02-07' },
    });
    const id = created.body.id as string;
    expect((await other.client.post(`/api/dev/standing-orders/${id}/run-now`, {})).status).toBe(404);
    expect((await t.client().post(`/api/dev/standing-orders/${id}/run-now`, {})).status).toBe(401);
    const ran = await owner.client.post(`/api/dev/standing-orders/${id}/run-now`, {});
    expect(ran.status, ran.text).toBe(200);
    expect(ran.body).toMatchObject({ nextRunOn: '2028-02-16', runs: [{ runOn: '2028-02-09', status: 'completed' }] });
    // The job, on the day, finds that run done: nothing is paid twice.
    clockAt('2028-02-09T08:01:00Z');
    await twoWorkers();
    expect(await balanceOf(t, other.id)).toBe(5_00n);
    expect(await runsOf(id)).toHaveLength(1);
  });

  it('tells the owner in their language: a payment made in Twi, a short wallet in French', async () => {
    clockAt('2028-03-06T10:00:00Z'); // a Monday
    const kofi = await createMoneyUser(t, { balance: 100_00n });
    const yaa = await createMoneyUser(t, { firstName: 'Yaa', lastName: 'Asante' });
    await withoutFirstPaymentWait(t, kofi.id);
    expect((await kofi.client.patch('/api/preferences', { language: 'tw' })).status).toBe(200);
    const schedule = { rrule: 'FREQ=WEEKLY;BYDAY=WE', start: '2028-03-06' };
    const paid = await kofi.client.post('/api/standing-orders', { recipientUsername: yaa.username, amount: '5.00', schedule });
    expect((await kofi.client.post(`/api/dev/standing-orders/${paid.body.id}/run-now`, {})).status).toBe(200);
    expect(t.notifier.lastTo(kofi.email)).toMatchObject({
      subject: 'Daa tua nhyehyɛeɛ',
      text: 'Nkabom: Daa tua nhyehyɛeɛ: Woatua ₵5.00 ama Yaa Asante.',
    });

    const marie = await createMoneyUser(t, { balance: 1_00n });
    await marie.client.patch('/api/preferences', { language: 'fr' });
    const short = await marie.client.post('/api/standing-orders', { recipientUsername: yaa.username, amount: '50.00', schedule });
    expect((await marie.client.post(`/api/dev/standing-orders/${short.body.id}/run-now`, {})).status).toBe(200);
    expect(t.notifier.lastTo(marie.email)?.text).toBe(
      "Nkabom: Ordre permanent : pas assez d'argent pour ₵50.00 à Yaa Asante ce matin. Nouvel essai à 17:00.",
    );
  });
});
