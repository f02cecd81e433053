import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { walletUser } from '../money/testing/transfer-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowId = (combined: string) => combined.split('-')[1]!;

async function momoRow(id: string) {
  return t.deps.db.selectFrom('mobileMoneyAccounts').select(['isActive', 'isDefault']).where('id', '=', id).executeTakeFirstOrThrow();
}
async function bankRow(id: string) {
  return t.deps.db.selectFrom('bankAccounts').select(['isActive', 'isDefault']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe("the payment-accounts page's ids (GET /api/payment-accounts) on the per-kind paths", () => {
  it('toggles and sets the default of a wallet and a bank account by "momo-N" / "bank-N", as by the bare row id', async () => {
    const ama = await walletUser(t, 0n);
    const listed = (await ama.client.get('/api/payment-accounts')).body as { id: string }[];
    expect(listed.map((a) => a.id)).toEqual(expect.arrayContaining([ama.mtn, ama.bank]));

    const off = await ama.client.patch(`/api/mobile-money/accounts/${ama.mtn}/toggle`, { isActive: false });
    expect(off.status, off.text).toBe(200);
    expect((await momoRow(rowId(ama.mtn))).isActive).toBe(false);
    expect((await ama.client.patch(`/api/mobile-money/accounts/${rowId(ama.mtn)}/toggle`, { isActive: true })).status).toBe(200);
    const momoDefault = await ama.client.request('PATCH', `/api/mobile-money/accounts/${ama.mtn}/set-default`);
    expect(momoDefault.status, momoDefault.text).toBe(200);
    expect(await momoRow(rowId(ama.mtn))).toEqual({ isActive: true, isDefault: true });

    const bankOff = await ama.client.patch(`/api/bank-accounts/${ama.bank}/toggle`, { isActive: false });
    expect(bankOff.status, bankOff.text).toBe(200);
    expect((await ama.client.patch(`/api/bank-accounts/${ama.bank}/toggle`, { isActive: true })).status).toBe(200);
    const bankDefault = await ama.client.request('PATCH', `/api/bank-accounts/${ama.bank}/set-default`);
    expect(bankDefault.status, bankDefault.text).toBe(200);
    expect(await bankRow(rowId(ama.bank))).toEqual({ isActive: true, isDefault: true });
  });

  it("refuses the other kind's id with a 400 that says where it belongs, a malformed id, and another person's account (404), changing nothing", async () => {
    const ama = await walletUser(t, 0n);
    const kofi = await walletUser(t, 0n);
    const before = [await momoRow(rowId(ama.mtn)), await bankRow(rowId(ama.bank)), await momoRow(rowId(kofi.mtn))];

    const bankOnMomo = await ama.client.patch(`/api/mobile-money/accounts/${ama.bank}/toggle`, { isActive: false });
    expect(bankOnMomo.status).toBe(400);
    expect(bankOnMomo.body.message).toBe(`${ama.bank} is a bank account, not a mobile money account: use /api/bank-accounts/${ama.bank}`);
    const momoOnBank = await ama.client.request('PATCH', `/api/bank-accounts/${ama.mtn}/set-default`);
    expect(momoOnBank.status).toBe(400);
    expect(momoOnBank.body.message).toBe(
      `${ama.mtn} is a mobile money account, not a bank account: use /api/mobile-money/accounts/${ama.mtn}`,
    );
    for (const id of ['momo-abc', 'momo-0', 'card-3', 'momo-99999999999999999']) {
      const res = await ama.client.request('PATCH', `/api/mobile-money/accounts/${id}/set-default`);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toBe('Invalid mobile money account id');
    }
    expect((await ama.client.patch(`/api/mobile-money/accounts/${kofi.mtn}/toggle`, { isActive: false })).status).toBe(404);
    expect([await momoRow(rowId(ama.mtn)), await bankRow(rowId(ama.bank)), await momoRow(rowId(kofi.mtn))]).toEqual(before);
  });
});

describe('bankCode of POST /api/bank-transfers', () => {
  it("takes the bank's code (any case) or its sort code from the document's list, and refuses any other", async () => {
    const ama = await walletUser(t, 100_00n);
    const body = { recipientName: 'Kofi Boateng', recipientAccount: '1234567890', amount: 1 };
    for (const bankCode of ['GCB', '040', 'gcb']) {
      const res = await ama.client.post('/api/bank-transfers', { ...body, bankCode });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ bankCode: 'GCB', bankName: 'GCB Bank' });
    }
    const ecobank = await ama.client.post('/api/bank-transfers', { ...body, bankCode: '130' });
    expect(ecobank.body).toMatchObject({ bankCode: 'ECO' });
    for (const bankCode of ['999', '40', 'XXX', '']) {
      const res = await ama.client.post('/api/bank-transfers', { ...body, bankCode });
      expect(res.status, bankCode).toBe(400);
      expect(res.body.message).toBe('Please select a bank');
    }
  });
});
