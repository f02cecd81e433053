import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { balanceOf, createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../modules/money/testing/money-test-helpers';

let t: TestApp;
let kofi: MoneyTestUser;
let ama: MoneyTestUser;
let month: string;

const SENDS = 12;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Mensah', balance: 300_00n });
  ama = await createMoneyUser(t, { firstName: 'Ama', lastName: 'Owusu', balance: 20_00n });
  for (let i = 1; i <= SENDS; i++) {
    const [from, to] = i % 4 === 0 ? [ama, kofi] : [kofi, ama];
    const res = await from.client.post('/api/send-money', { amount: `${i}.25`, recipientUsername: to.username });
    expect(res.body?.status, res.text).toBe('completed');
  }
  month = new Date().toISOString().slice(0, 7);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The raw bytes (the test client reads text). */
async function download(client: HttpClient, query: string) {
  const res = await fetch(`${t.baseUrl}/api/statements/download?${query}`, { headers: { cookie: client.cookieHeader() } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function parseCsv(text: string): string[][] {
  // The statement's own cells hold no quotes or commas here, so a split is enough to read it back.
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

const pesewas = (cell: string) => (cell === '' ? 0n : BigInt(cell.replace('.', '')));

describe('GET /api/statements/download', () => {
  it('sends the month as a CSV attachment that adds up to the wallet’s balance', async () => {
    const res = await download(kofi.client, `period=month&month=${month}&format=csv`);
    expect(res.status, res.bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="nkabom-statement-${month}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(res.bytes.toString('utf8'));
    expect(rows[0]).toEqual(['Date (Ghana time)', 'Description', 'Money in (GHS)', 'Money out (GHS)', 'Balance (GHS)']);
    expect(rows[1]!.slice(1)).toEqual(['Opening balance', '', '', '0.00']);
    expect(rows.at(-1)![1]).toBe('Closing balance');
    const entries = rows.slice(2, -1);
    // The opening credit, then every send.
    expect(entries).toHaveLength(SENDS + 1);
    let balance = pesewas(rows[1]![4]!);
    for (const [, description, moneyIn, moneyOut, after] of entries) {
      balance += pesewas(moneyIn!) - pesewas(moneyOut!);
      expect(pesewas(after!), description).toBe(balance);
      expect(description).toMatch(/^(Opening balance credit|Payment (to|from) Ama Owusu)$/);
    }
    expect(pesewas(rows.at(-1)![4]!)).toBe(balance);
    expect(balance).toBe(await balanceOf(t, kofi.id));
  });

  it('sends a PDF that pdf-lib reads back, on the pages the entries need', async () => {
    const res = await download(kofi.client, `period=year&year=${month.slice(0, 4)}&format=pdf`);
    expect(res.status, res.bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="nkabom-statement-${month.slice(0, 4)}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.bytes);
    // 13 entries and the closing balance: 6 slots on the first page, then 10 a page.
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe(`Nkabom statement, ${month.slice(0, 4)}`);
    const empty = await download(ama.client, 'period=month&month=2020-01&format=pdf');
    expect(empty.status).toBe(200);
    expect((await PDFDocument.load(empty.bytes)).getPageCount()).toBe(1);
  });

  it('answers 401 without a session, and after signing out', async () => {
    const anonymous = await download(t.client(), `period=month&month=${month}&format=csv`);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.bytes.toString())).toEqual({ message: 'You are not signed in', code: 'UNAUTHENTICATED' });
    const leaving = await createMoneyUser(t);
    expect((await leaving.client.post('/api/auth/logout')).status).toBe(200);
    expect((await download(leaving.client, `period=month&month=${month}&format=csv`)).status).toBe(401);
  });

  it('checks the query as GET /api/statements does, and the format', async () => {
    const nextYear = String(t.deps.now().getUTCFullYear() + 1);
    const cases: [string, string][] = [
      [`period=month&month=${month}`, 'Format must be "csv" or "pdf"'],
      [`period=month&month=${month}&format=xlsx`, 'Format must be "csv" or "pdf"'],
      ['period=month&month=2026-13&format=csv', 'Month must be written YYYY-MM, e.g. 2026-11'],
      ['period=day&format=pdf', 'Period must be "month" or "year"'],
      [`period=year&year=${nextYear}&format=pdf`, 'That year has not started yet: choose this year or an earlier one'],
    ];
    for (const [query, message] of cases) {
      const res = await download(kofi.client, query);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.bytes.toString()), query).toEqual({ message, code: 'VALIDATION_FAILED' });
      expect(res.headers.get('content-disposition'), query).toBeNull();
    }
  });

  it('holds only the signed-in user’s own entries', async () => {
    const res = await download(ama.client, `period=month&month=${month}&format=csv`);
    const text = res.bytes.toString('utf8');
    expect(text).toContain('Payment from Kofi Mensah');
    expect(text).not.toContain(kofi.phoneNumber);
    expect(text).not.toContain(kofi.email);
    const rows = parseCsv(text);
    expect(pesewas(rows.at(-1)![4]!)).toBe(await balanceOf(t, ama.id));
  });
});
