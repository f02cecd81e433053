import { emvChecksum } from '@ghanapay/ghqr';
import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, createMoneyUser } from '../testing/money-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function openShop(balance = 0n) {
  const owner = await createMoneyUser(t, { balance });
  const res = await owner.client.post('/api/merchants', { businessName: 'Auntie Ama Chop Bar', categoryCode: '5812', city: 'Accra' });
  expect(res.status, res.text).toBe(200);
  return { owner, merchant: res.body as { merchantId: string; businessName: string } };
}

describe('merchants and GhQR', () => {
  it('a person opens a merchant profile once and gets a 6-digit merchant ID', async () => {
    const { owner, merchant } = await openShop();
    expect(merchant.merchantId).toMatch(/^[1-9]\d{5}$/);
    expect((await owner.client.get('/api/merchants/me')).body).toMatchObject({ merchantId: merchant.merchantId, city: 'Accra' });
    const again = await owner.client.post('/api/merchants', { businessName: 'Second Shop', categoryCode: '5411', city: 'Kumasi' });
    expect(again.status).toBe(409);
    const bad = await owner.client.post('/api/merchants', { businessName: 'X', categoryCode: '58', city: 'Accra' });
    expect(bad.status).toBe(400);
    const stranger = await createMoneyUser(t);
    expect((await stranger.client.get('/api/merchants/me')).status).toBe(404);
  });

  it('a dynamic QR read by a second person and paid: the merchant sees it at once; the code pays once per key', async () => {
    const { owner, merchant } = await openShop();
    const qr = await owner.client.get('/api/merchants/me/qr?amount=12.50&reference=TABLE-4');
    expect(qr.body.payload).toMatch(/^000201010212/);
    const payer = await createMoneyUser(t, { balance: 50_00n });
    const read = await payer.client.post('/api/qr/read', { payload: qr.body.payload });
    expect(read.body).toEqual({
      kind: 'merchant',
      name: 'Auntie Ama Chop Bar',
      merchantId: merchant.merchantId,
      amount: '12.50',
      reference: 'TABLE-4',
    });
    const k = key();
    const paid = await payer.client.post('/api/merchant-payments', { qrPayload: qr.body.payload }, k);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'completed', amount: '12.50', merchantName: 'Auntie Ama Chop Bar', reference: 'TABLE-4' });
    expect(paid.body.receiptUrl).toBe(`/api/receipts/merchant-${paid.body.id}`);
    // The receipt a shop can check on the spot: genuine, with the business as payee.
    const receipt = await payer.client.get(paid.body.receiptUrl);
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body).toMatchObject({ amount: '12.50', payee: { name: 'Auntie Ama Chop Bar' } });
    const verified = await payer.client.get(`/api/receipts/verify/${receipt.body.verifyCode}`);
    expect(verified.body).toMatchObject({ genuine: true, amount: '12.50' });
    const replay = await payer.client.post('/api/merchant-payments', { qrPayload: qr.body.payload }, k);
    expect(replay.body.id).toBe(paid.body.id);
    expect(await balanceOf(t, payer.id)).toBe(37_50n);
    expect(await balanceOf(t, owner.id)).toBe(12_50n);
    const takings = await owner.client.get('/api/merchants/me/payments');
    expect(takings.body).toHaveLength(1);
    expect(takings.body[0]).toMatchObject({ id: paid.body.id, amount: '12.50' });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a merchant ID typed by a payer names the shop to confirm; an unknown ID is a 404, one’s own a 400', async () => {
    const { owner, merchant } = await openShop();
    const payer = await createMoneyUser(t, { balance: 20_00n });
    const found = await payer.client.get(`/api/merchants/${merchant.merchantId}`);
    expect(found.status, found.text).toBe(200);
    expect(found.body).toEqual({ merchantId: merchant.merchantId, name: 'Auntie Ama Chop Bar', city: 'Accra' });
    const unknown = await payer.client.get(`/api/merchants/${merchant.merchantId === '999999' ? '999998' : '999999'}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No merchant with this ID');
    const badId = await payer.client.get('/api/merchants/12ab');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('A merchant ID is 6 digits');
    expect((await owner.client.get(`/api/merchants/${merchant.merchantId}`)).status).toBe(400);
    // "me" is still one's own profile, not a merchant ID.
    expect((await owner.client.get('/api/merchants/me')).body.merchantId).toBe(merchant.merchantId);
    expect((await t.client().get(`/api/merchants/${merchant.merchantId}`)).status).toBe(401);
  });

  it('by merchant ID with an amount; a static code needs an amount; one cannot pay one’s own shop', async () => {
    const { owner, merchant } = await openShop();
    const payer = await createMoneyUser(t, { balance: 20_00n });
    const byId = await payer.client.post('/api/merchant-payments', { merchantId: merchant.merchantId, amount: '3.00' }, key());
    expect(byId.body).toMatchObject({ status: 'completed', amount: '3.00' });
    const staticCode = (await owner.client.get('/api/merchants/me/qr')).body.payload as string;
    expect(staticCode).toMatch(/^000201010211/);
    const noAmount = await payer.client.post('/api/merchant-payments', { qrPayload: staticCode }, key());
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.message).toBe('Enter the amount to pay');
    const own = await owner.client.post('/api/merchant-payments', { merchantId: merchant.merchantId, amount: '1.00' }, key());
    expect(own.status).toBe(400);
    const short = await payer.client.post('/api/merchant-payments', { merchantId: merchant.merchantId, amount: '30.00' }, key());
    expect(short.status).toBe(422);
    expect(await balanceOf(t, payer.id)).toBe(17_00n);
  });

  it("another network's code and a damaged code are clear 400s, never a payment", async () => {
    const payer = await createMoneyUser(t, { balance: 20_00n });
    // A valid EMVCo code in cedis whose merchant account template is another acquirer's.
    const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
    const body = [
      tlv('00', '01'),
      tlv('01', '12'),
      tlv('26', tlv('00', 'gh.com.otherbank') + tlv('01', '998877')),
      tlv('52', '5411'),
      tlv('53', '936'),
      tlv('54', '5.00'),
      tlv('58', 'GH'),
      tlv('59', 'Other Shop'),
      tlv('60', 'Accra'),
    ].join('');
    const other = `${body}6304${emvChecksum(`${body}6304`)}`;
    const read = await payer.client.post('/api/qr/read', { payload: other });
    expect(read.status, read.text).toBe(400);
    expect(read.body.message).toBe('This code belongs to another network');
    const payOther = await payer.client.post('/api/merchant-payments', { qrPayload: other }, key());
    expect(payOther.body.message).toBe('This code belongs to another network');
    const { owner } = await openShop();
    const good = (await owner.client.get('/api/merchants/me/qr?amount=2.00')).body.payload as string;
    const damaged = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    const pay = await payer.client.post('/api/merchant-payments', { qrPayload: damaged }, key());
    expect(pay.status).toBe(400);
    expect(pay.body.message).toBe('This code is damaged or altered (its checksum does not match)');
    expect(await balanceOf(t, payer.id)).toBe(20_00n);
  });

  it('refunds by the merchant only, at most what was paid, once per pesewa', async () => {
    const { owner, merchant } = await openShop();
    const payer = await createMoneyUser(t, { balance: 20_00n });
    const paid = await payer.client.post('/api/merchant-payments', { merchantId: merchant.merchantId, amount: '10.00' }, key());
    const stranger = await createMoneyUser(t);
    expect((await stranger.client.post(`/api/merchant-payments/${paid.body.id}/refund`, { amount: '1.00' }, key())).status).toBe(404);
    expect((await payer.client.post(`/api/merchant-payments/${paid.body.id}/refund`, { amount: '1.00' }, key())).status).toBe(404);
    const part = await owner.client.post(`/api/merchant-payments/${paid.body.id}/refund`, { amount: '4.00' }, key());
    expect(part.body).toMatchObject({ refunded: '4.00' });
    const tooMuch = await owner.client.post(`/api/merchant-payments/${paid.body.id}/refund`, { amount: '6.01' }, key());
    expect(tooMuch.status).toBe(400);
    const rest = await owner.client.post(`/api/merchant-payments/${paid.body.id}/refund`, {}, key());
    expect(rest.body).toMatchObject({ refunded: '10.00' });
    expect(await balanceOf(t, payer.id)).toBe(20_00n);
    expect(await balanceOf(t, owner.id)).toBe(0n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
