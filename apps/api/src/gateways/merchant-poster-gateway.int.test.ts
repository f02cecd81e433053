import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createMoneyUser } from '../modules/money/testing/money-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The raw bytes (the test client reads text). */
async function poster(client?: HttpClient) {
  const res = await fetch(`${t.baseUrl}/api/merchants/me/poster.pdf`, { headers: client ? { cookie: client.cookieHeader() } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /api/merchants/me/poster.pdf', () => {
  it("downloads the shop's A6 poster: one page, named for its merchant ID, with its static code", async () => {
    const owner = await createMoneyUser(t);
    const opened = await owner.client.post('/api/merchants', { businessName: 'Kofi Fashion Hub', categoryCode: '5699', city: 'Kumasi' });
    expect(opened.status, opened.text).toBe(200);
    const { merchantId } = opened.body as { merchantId: string };

    const res = await poster(owner.client);
    expect(res.status, res.bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="nkabom-poster-${merchantId}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const pdf = await PDFDocument.load(res.bytes);
    expect(pdf.getPageCount()).toBe(1);
    // ISO A6, 105 × 148 mm, in points.
    const { width, height } = pdf.getPage(0).getSize();
    expect((width / 72) * 25.4).toBeCloseTo(105, 0);
    expect((height / 72) * 25.4).toBeCloseTo(148, 0);
    expect(pdf.getTitle()).toBe('Kofi Fashion Hub: scan to pay');
    expect(pdf.getSubject()).toBe(`Nkabom merchant ${merchantId}`);
    // The code is drawn as an embedded picture (the QR's PNG).
    expect(res.bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('answers 404 with the reason to someone without a business, and 401 to no one signed in', async () => {
    const stranger = await createMoneyUser(t);
    const none = await poster(stranger.client);
    expect(none.status).toBe(404);
    expect(JSON.parse(none.bytes.toString())).toMatchObject({ message: 'Open a merchant profile first' });
    expect((await poster()).status).toBe(401);
  });
});
