import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../testing/money-test-helpers';
import { STATEMENT_MESSAGES } from './statement-period';
import type { TGetStatementResponse } from './get-statement.types';

let t: TestApp;
let kofi: MoneyTestUser;
let ama: MoneyTestUser;
let yaw: MoneyTestUser;
/** The month the ledger wrote this file's activity in (the database's clock, UTC). */
let month: string;

const HELD_PHONE = '+233241234567';
const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const shiftMonth = (m: string, by: number) => monthOf(new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1 + by, 1)));
const pesewas = (cedis: string) => BigInt(cedis.replace('.', ''));

async function send(from: MoneyTestUser, body: Record<string, unknown>) {
  const res = await from.client.post('/api/send-money', body);
  expect(res.status, res.text).toBe(200);
  return res.body as { id: number; status: string };
}

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Mensah', balance: 500_00n });
  ama = await createMoneyUser(t, { firstName: 'Ama', lastName: 'Owusu', balance: 100_00n });
  yaw = await createMoneyUser(t, { firstName: 'Yaw', lastName: 'Boateng', balance: 50_00n });
  expect((await send(kofi, { amount: '20.00', recipientUsername: ama.username })).status).toBe('completed');
  expect((await send(ama, { amount: '5.50', recipientUsername: kofi.username })).status).toBe('completed');
  expect((await send(kofi, { amount: '3.00', recipientPhone: HELD_PHONE })).status).toBe('pending');
  const request = await ama.client.post('/api/money-requests', { payerId: kofi.id, amount: '7.25' });
  expect(request.status, request.text).toBe(200);
  const paid = await kofi.client.post(`/api/money-requests/${request.body.id}/respond`, { action: 'approve' });
  expect(paid.status, paid.text).toBe(200);
  // Between two other people: it must never show on Kofi's statement.
  await send(yaw, { amount: '1.00', recipientUsername: ama.username });
  month = monthOf(new Date());
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function statementOf(user: MoneyTestUser, query: string): Promise<TGetStatementResponse> {
  const res = await user.client.get(`/api/statements?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as TGetStatementResponse;
}

describe('GET /api/statements', () => {
  it('lists the month’s entries from the ledger, described, with running balances that add up', async () => {
    const statement = await statementOf(kofi, `period=month&month=${month}`);
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    expect(statement.period).toEqual({
      label: expect.stringMatching(new RegExp(` ${year}$`)),
      from: new Date(Date.UTC(year, monthNumber - 1, 1)).toISOString(),
      to: new Date(Date.UTC(year, monthNumber, 1)).toISOString(),
    });
    expect(statement.entries.map((e) => [e.description, e.amount, e.balance])).toEqual([
      ['Opening balance credit', '500.00', '500.00'],
      ['Payment to Ama Owusu', '-20.00', '480.00'],
      ['Payment from Ama Owusu', '5.50', '485.50'],
      ['Payment to 024 ••• ••67 (held until claimed)', '-3.00', '482.50'],
      ['Payment to Ama Owusu (money request)', '-7.25', '475.25'],
    ]);
    expect(statement).toMatchObject({ openingBalance: '0.00', totalIn: '505.50', totalOut: '30.25', closingBalance: '475.25' });
    expect(pesewas(statement.closingBalance)).toBe(await balanceOf(t, kofi.id));
    for (const entry of statement.entries) {
      expect(entry.date >= statement.period.from && entry.date < statement.period.to).toBe(true);
      expect(entry.id).toMatch(/^\d+$/);
    }
  });

  it('shows the other side of the same payments to the recipient', async () => {
    const statement = await statementOf(ama, `period=month&month=${month}`);
    expect(statement.entries.map((e) => [e.description, e.amount])).toEqual([
      ['Opening balance credit', '100.00'],
      ['Payment from Kofi Mensah', '20.00'],
      ['Payment to Kofi Mensah', '-5.50'],
      ['Payment from Kofi Mensah (money request)', '7.25'],
      ['Payment from Yaw Boateng', '1.00'],
    ]);
    expect(pesewas(statement.closingBalance)).toBe(await balanceOf(t, ama.id));
  });

  it('never shows another user’s entries, phone or e-mail', async () => {
    const text = JSON.stringify(await statementOf(kofi, `period=year&year=${month.slice(0, 4)}`));
    expect(text).not.toContain('Yaw');
    for (const secret of [HELD_PHONE, '0241234567', '241234567', ama.phoneNumber, ama.email, ama.username, yaw.phoneNumber]) {
      expect(text).not.toContain(secret);
    }
    const theirs = await statementOf(yaw, `period=month&month=${month}`);
    expect(theirs.entries.map((e) => e.description)).toEqual(['Opening balance credit', 'Payment to Ama Owusu']);
  });

  it('a year holds the same activity; a month before the account existed is empty at zero', async () => {
    const year = await statementOf(kofi, `period=year&year=${month.slice(0, 4)}`);
    expect(year.period.label).toBe(month.slice(0, 4));
    expect(year).toMatchObject({ openingBalance: '0.00', closingBalance: '475.25', totalIn: '505.50', totalOut: '30.25' });
    expect(year.entries).toHaveLength(5);
    const before = await statementOf(kofi, `period=month&month=${shiftMonth(month, -1)}`);
    expect(before).toMatchObject({ openingBalance: '0.00', closingBalance: '0.00', totalIn: '0.00', totalOut: '0.00', entries: [] });
    expect((await statementOf(kofi, 'period=year&year=2001')).entries).toEqual([]);
  });

  it('refuses malformed and future periods with a 400 that says what is wrong', async () => {
    const nextMonth = shiftMonth(monthOf(t.deps.now()), 1);
    const nextYear = String(t.deps.now().getUTCFullYear() + 1);
    const cases: [string, string][] = [
      ['', STATEMENT_MESSAGES.period],
      ['period=week', STATEMENT_MESSAGES.period],
      ['period=month', STATEMENT_MESSAGES.month],
      ['period=month&month=', STATEMENT_MESSAGES.month],
      ['period=month&month=2026-13', STATEMENT_MESSAGES.month],
      ['period=month&month=202611', STATEMENT_MESSAGES.month],
      ['period=month&year=2026', STATEMENT_MESSAGES.month],
      ['period=year', STATEMENT_MESSAGES.year],
      ['period=year&year=26', STATEMENT_MESSAGES.year],
      ['period=year&year=1999', STATEMENT_MESSAGES.tooEarly],
      [`period=month&month=${nextMonth}`, STATEMENT_MESSAGES.futureMonth],
      [`period=year&year=${nextYear}`, STATEMENT_MESSAGES.futureYear],
    ];
    for (const [query, message] of cases) {
      const res = await kofi.client.get(`/api/statements?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get(`/api/statements?period=month&month=${month}`)).status).toBe(401);
  });

  it('is the tRPC procedure money.getStatement, and documented in the OpenAPI document', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { period: 'month', month } }));
    const res = await kofi.client.get(`/trpc/money.getStatement?input=${input}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.data.json.closingBalance).toBe('475.25');
    const doc = (await t.client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/statements']?.get).toBeDefined();
  });
});
