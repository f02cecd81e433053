import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../testing/http-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createMoneyUser, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { runUntilFinal, walletUser, type WalletUser } from '../money/testing/transfer-test-helpers';
import { signReceiptBytes, type ReceiptKey } from './receipt-keys';
import { decodeVerifyCode, joinVerifyCode, verifyCodeBody } from './verify-code';
import type { TGetReceiptResponse } from './get-receipt.types';

let t: TestApp;
let kofi: MoneyTestUser;
let ama: MoneyTestUser;
let yaw: MoneyTestUser;
let mover: WalletUser;
let p2pId: string;
let transferId: string;

beforeAll(async () => {
  t = await startTestApp();
  kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Mensah', balance: 500_00n });
  ama = await createMoneyUser(t, { firstName: 'Ama', lastName: 'Owusu', balance: 10_00n });
  yaw = await createMoneyUser(t, { firstName: 'Yaw', lastName: 'Boateng', balance: 10_00n });
  const sent = await kofi.client.post('/api/send-money', { amount: '20.50', recipientUsername: ama.username });
  expect(sent.status, sent.text).toBe(200);
  expect(sent.body.status).toBe('completed');
  p2pId = `p2p-${sent.body.id}`;
  mover = await walletUser(t, 300_00n);
  const out = await mover.client.post('/api/wallet/transfer', {
    amount: '100.00',
    accountId: mover.mtn,
    transferType: 'instant',
    fee: '1.75',
  });
  expect(out.status, out.text).toBe(200);
  expect(await runUntilFinal(t, out.body.transfer.id)).toBe('completed');
  transferId = `transfer-${out.body.transfer.id}`;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function receiptOf(client: HttpClient, id: string): Promise<TGetReceiptResponse> {
  const res = await client.get(`/api/receipts/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body as TGetReceiptResponse;
}

async function check(code: string) {
  const res = await t.client().get(`/api/receipts/verify/${encodeURIComponent(code)}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { genuine: boolean; amount?: string; payer?: string; payee?: string; time?: string; status?: string };
}

const tagFormat = (tag: number) => (tag === 1 ? 'integer' : tag === 2 ? 'uuid' : undefined);

describe('GET /api/receipts/{transactionId}', () => {
  it('gives the payer and the payee the same receipt of a completed payment, with a link that checks it', async () => {
    const receipt = await receiptOf(kofi.client, p2pId);
    expect(receipt).toMatchObject({
      id: p2pId,
      kind: 'p2p',
      amount: '20.50',
      currency: 'GHS',
      status: 'completed',
      payer: { name: 'Kofi Mensah' },
      payee: { name: 'Ama Owusu' },
      reference: `GHP${p2pId.slice(4).padStart(8, '0')}`,
    });
    expect(receipt.verifyUrl).toBe(`${t.client().baseUrl}/verify/${receipt.verifyCode}`);
    expect(receipt.verifyCode).toMatch(/^[A-Za-z0-9_-]{80,140}$/);
    expect((await receiptOf(ama.client, p2pId)).verifyCode).toBe(receipt.verifyCode);
  });

  it('answers 404 to anyone else, for a malformed id, and 401 signed out', async () => {
    expect((await yaw.client.get(`/api/receipts/${p2pId}`)).status).toBe(404);
    expect((await yaw.client.get(`/api/receipts/${transferId}`)).status).toBe(404);
    expect((await kofi.client.get('/api/receipts/p2p-99999999')).status).toBe(404);
    expect((await kofi.client.get('/api/receipts/transfer-not-a-uuid')).status).toBe(404);
    expect((await kofi.client.get('/api/receipts/bill-1')).status).toBe(404);
    expect((await t.client().get(`/api/receipts/${p2pId}`)).status).toBe(401);
  });

  it('gives a completed transfer out a receipt to its account’s holder', async () => {
    const receipt = await receiptOf(mover.client, transferId);
    expect(receipt).toMatchObject({ kind: 'transfer', amount: '100.00', payer: { name: mover.name }, payee: { name: mover.name } });
    expect(receipt.reference).toBe(transferId.slice('transfer-'.length));
    expect(await check(receipt.verifyCode)).toMatchObject({ genuine: true, amount: '100.00' });
  });
});

describe('GET /api/receipts/verify/{code} (no sign-in)', () => {
  it('says a real code is genuine, with the facts and masked names', async () => {
    const receipt = await receiptOf(kofi.client, p2pId);
    expect(await check(receipt.verifyCode)).toEqual({
      genuine: true,
      amount: '20.50',
      currency: 'GHS',
      time: receipt.completedAt,
      status: 'completed',
      payer: 'K••• M•••',
      payee: 'A••• O•••',
    });
  });

  it('says not genuine for an altered amount, another key, a truncated code and random text', async () => {
    const { verifyCode } = await receiptOf(kofi.client, p2pId);
    const decoded = decodeVerifyCode(verifyCode, tagFormat)!;
    // The same signature over a code whose amount says ₵2,050.00.
    const altered = verifyCodeBody({ ...decoded.facts, amountPesewas: 2_050_00n }, 'integer');
    expect(await check(joinVerifyCode(altered.body, decoded.signature))).toEqual({ genuine: false });
    // The same facts signed by a key that is not ours, claiming our key's id.
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const stranger: ReceiptKey = { id: 'x', idBytes: decoded.facts.keyId, privateKey, publicKey };
    const same = verifyCodeBody(decoded.facts, 'integer');
    expect(await check(joinVerifyCode(same.body, signReceiptBytes(stranger, same.signed)))).toEqual({ genuine: false });
    for (const code of [
      verifyCode.slice(0, -1),
      verifyCode.slice(0, 40),
      `${verifyCode}A`,
      randomBytes(94).toString('base64url'),
      'not-a-receipt',
      '%F0%9F%92%B8',
      'A',
    ]) {
      expect(await check(code), code).toEqual({ genuine: false });
    }
  });

  it('refuses only a code too long to be one, with a 400', async () => {
    const res = await t.client().get(`/api/receipts/verify/${'A'.repeat(600)}`);
    expect(res.status).toBe(400);
  });
});

describe('GET /.well-known/receipt-keys', () => {
  it('publishes the key that verifies a code without asking the server', async () => {
    const res = await t.client().get('/.well-known/receipt-keys');
    expect(res.status).toBe(200);
    const [key] = res.body.keys as { kid: string; kty: string; crv: string; x: string; alg: string }[];
    expect(key).toMatchObject({ alg: 'EdDSA', kty: 'OKP', crv: 'Ed25519' });
    const { verifyCode } = await receiptOf(kofi.client, p2pId);
    const bytes = Buffer.from(verifyCode, 'base64url');
    expect(bytes.subarray(1, 4).toString('base64url')).toBe(key!.kid);
    const body = bytes.subarray(0, -64);
    const signed = Buffer.concat([Buffer.from('GhanaPay receipt\0', 'latin1'), body]);
    const publicKey = createPublicKey({ key: { kty: key!.kty, crv: key!.crv, x: key!.x }, format: 'jwk' });
    expect(verify(null, signed, publicKey, bytes.subarray(-64))).toBe(true);
    // One bit of the amount or time changed: the published key no longer vouches for it.
    const changed = Buffer.from(signed);
    changed[changed.length - 6] = changed[changed.length - 6]! ^ 1;
    expect(verify(null, changed, publicKey, bytes.subarray(-64))).toBe(false);
  });
});

/** The first image in the PDF as RGBA pixels (pdf-lib stores a PNG as Flate-compressed RGB). */
async function firstImage(pdf: Uint8Array): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const doc = await PDFDocument.load(pdf);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    // The PNG's alpha is a DeviceGray image of its own (the SMask): the picture is the RGB one.
    if (object.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray')) continue;
    const width = (object.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const raw = inflateSync(object.contents);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) data[i * 4 + c] = raw[i * 3 + c]!;
      data[i * 4 + 3] = 255;
    }
    return { data, width, height };
  }
  throw new Error('No image in the PDF');
}

describe('GET /api/receipts/pdf/{transactionId}', () => {
  it('is a PDF whose QR holds the verify link, which the payee can download too', async () => {
    const receipt = await receiptOf(kofi.client, p2pId);
    const res = await fetch(`${kofi.client.baseUrl}/api/receipts/pdf/${p2pId}`, { headers: { cookie: kofi.client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getSubject()).toBe(receipt.verifyUrl);
    const image = await firstImage(pdf);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(receipt.verifyUrl);
    const payee = await fetch(`${ama.client.baseUrl}/api/receipts/pdf/${p2pId}`, { headers: { cookie: ama.client.cookieHeader() } });
    expect(payee.status).toBe(200);
  });

  it('answers 404 to a stranger and 401 signed out', async () => {
    expect(
      (await fetch(`${yaw.client.baseUrl}/api/receipts/pdf/${p2pId}`, { headers: { cookie: yaw.client.cookieHeader() } })).status,
    ).toBe(404);
    expect((await fetch(`${yaw.client.baseUrl}/api/receipts/pdf/${p2pId}`)).status).toBe(401);
  });
});

describe('the public check’s limit', () => {
  it('answers 429 with Retry-After once an address has checked 60 codes in 10 minutes', async () => {
    const client = t.client();
    let last = 200;
    for (let i = 0; i < 70 && last === 200; i++) last = (await client.get('/api/receipts/verify/not-a-receipt')).status;
    const res = await client.get('/api/receipts/verify/not-a-receipt');
    expect(last).toBe(429);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
