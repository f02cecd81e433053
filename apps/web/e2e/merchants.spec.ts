import { APP_SLUG } from '@ghanapay/validators';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { y4mOf } from './kyc-camera';
import { apiResolveFraudAlerts, apiSendMoney, apiSignIn, apiSignUp, gotoWithoutAlerts, tr, trPattern } from './support';

// A shop opens its business on /merchant and shows a code for one sale; a customer on another phone
// points the camera at it (Chromium's fake camera plays the code as a video) and pays; the sale shows
// in the shop's takings at once. Every screen is shot at 360 px.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

/** The code as the customer's camera sees it: the screen's own QR picture, centred in a 640×480 frame. */
async function cameraVideoOf(dataUrl: string): Promise<string> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const code = await sharp(png).resize(420, 420).toBuffer();
  const frame = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ffffff' } })
    .composite([{ input: code, left: 110, top: 30 }])
    .jpeg({ quality: 95 })
    .toBuffer();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ghanapay-merchant-camera-')), 'code.y4m');
  writeFileSync(file, await y4mOf(frame));
  return file;
}

async function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** CRC-16/CCITT-FALSE, EMVCo's ID 63 (EMV QRCPS Merchant-Presented Mode 1.1, 4.7.3). */
function emvCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A valid static GhQR code in cedis whose merchant account belongs to another acquirer. */
function otherNetworkCode(): string {
  const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const body =
    tlv('00', '01') +
    tlv('01', '11') +
    tlv('26', tlv('00', 'gh.com.otherbank') + tlv('01', '998877')) +
    tlv('52', '5411') +
    tlv('53', '936') +
    tlv('58', 'GH') +
    tlv('59', 'Melcom Osu') +
    tlv('60', 'Accra') +
    '6304';
  return body + emvCrc(body);
}

test('a shop shows a code for one sale, a customer scans it with the camera and pays, and the takings show it at once', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const shopContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.29.1.1' },
  });
  const shop = await shopContext.newPage();
  await apiSignUp(shop.request, 'Ama', 'Chopbar');

  // /me links to the merchant screen; with no profile it is the form.
  await gotoWithoutAlerts(shop, '/me');
  await shop.getByRole('link', { name: tr('Receive payments as a business') }).click();
  await expect(shop).toHaveURL(/\/merchant$/);
  await expect(shop.getByRole('heading', { name: tr('Receive payments as a business') })).toBeVisible();
  await shop.getByRole('button', { name: tr('Open my business') }).click();
  await expect(shop.getByText(tr('Business name must be 2 to 25 letters, digits or spaces'))).toBeVisible();
  await shot(shop, 'merchant-form');
  await shop.getByLabel(tr('Business name')).fill('Auntie Ama Chop Bar');
  await shop.getByLabel(tr('Category')).selectOption({ label: tr('Restaurant or chop bar') });
  await shop.getByLabel(tr('City or town')).fill('Accra');
  await shop.getByRole('button', { name: tr('Open my business') }).click();

  const merchantId = shop.getByTestId('merchant-id');
  await expect(merchantId).toHaveText(/^[1-9]\d{5}$/);
  const id = (await merchantId.textContent())!;
  await expect(shop.getByText(`${tr('Restaurant or chop bar')} · Accra`)).toBeVisible();
  await expect(shop.getByText(tr('No payments yet'))).toBeVisible();
  await shot(shop, 'merchant-dashboard');

  // The static code, and the poster that prints it.
  await shop.getByRole('button', { name: tr('Show QR') }).click();
  const staticCode = shop.getByRole('img', { name: tr('GhQR code of {0}', { 0: 'Auntie Ama Chop Bar' }) });
  await expect(staticCode).toHaveAttribute('src', /^data:image\/png/);
  await shot(shop, 'merchant-static-qr');
  const staticPng = (await staticCode.getAttribute('src'))!;
  await shop.getByRole('button', { name: tr('Done') }).click();
  const [poster] = await Promise.all([shop.waitForEvent('download'), shop.getByRole('link', { name: tr('Print poster') }).click()]);
  expect(poster.suggestedFilename()).toBe(`${APP_SLUG}-poster-${id}.pdf`);

  // A code for one sale: ₵12.50 for table 4, shown large.
  await shop.getByLabel(tr('Amount'), { exact: true }).fill('12.50');
  await shop.getByLabel(tr('Reference (optional)')).fill('TABLE-4');
  await shop.getByRole('button', { name: tr('Show code for this sale') }).click();
  const saleCode = shop.getByRole('img', { name: tr('GhQR code to pay {0} {1}', { 0: 'Auntie Ama Chop Bar', 1: '₵12.50' }) });
  await expect(saleCode).toHaveAttribute('src', /^data:image\/png/);
  await expect(shop.getByTestId('charge-amount')).toHaveText('₵12.50');
  await shot(shop, 'merchant-dynamic-qr');
  const salePng = (await saleCode.getAttribute('src'))!;

  // The customer, on a phone of their own whose camera sees the shop's screen.
  const phone = await browserWithCamera(await cameraVideoOf(salePng));
  const customerContext = await phone.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.29.1.2' },
  });
  const customer = await customerContext.newPage();
  const payer = await apiSignUp(customer.request, 'Kwesi', 'Customer');
  const funder = await playwright.request.newContext({ baseURL });
  // Funded by a demo user the other specs do not pay from: efua_addo funds theirs, and more sends from
  // one wallet to brand-new accounts would rightly trip the fraud checks (ussd.spec's funding did).
  await apiSignIn(funder, 'yaw_asante');
  const funded = await apiSendMoney(funder, { amount: '40.00', recipientUsername: payer.username, message: 'Lunch money' });
  expect(funded.status).toBe('completed');
  await apiResolveFraudAlerts(funder);

  await gotoWithoutAlerts(customer, '/scan');
  await customer.getByRole('button', { name: tr('Scan with camera') }).click();
  const pay = customer.getByRole('region', { name: 'Auntie Ama Chop Bar' });
  await expect(pay).toBeVisible({ timeout: 20_000 });
  await expect(pay.getByTestId('pay-amount')).toHaveText('₵12.50');
  await expect(pay.getByText(`${tr('Merchant ID {0}', { 0: id })} · ${tr('Reference {0}', { 0: 'TABLE-4' })}`)).toBeVisible();
  await shot(customer, 'scan-pay-dynamic');
  await pay.getByRole('button', { name: tr('Pay {0}', { 0: '₵12.50' }) }).click();
  const done = customer.getByRole('status', { name: tr('Payment complete') });
  await expect(done.getByRole('heading', { name: `${tr('Paid')} ₵12.50` })).toBeVisible();
  await shot(customer, 'scan-paid');
  await done.getByRole('link', { name: tr('View receipt') }).click();
  await expect(customer).toHaveURL(/\/receipts\/merchant-[0-9a-f-]{36}$/);
  await expect(customer.getByTestId('receipt-amount')).toHaveText('₵12.50');
  await expect(customer.getByText('Auntie Ama Chop Bar')).toBeVisible();

  // The shop's takings show the sale without anyone touching the shop's phone.
  await shop.getByRole('button', { name: tr('Done') }).click();
  const sale = shop.getByRole('listitem', { name: tr('{0} paid {1}', { 0: 'Kwesi Customer', 1: '₵12.50' }) });
  await expect(sale).toBeVisible({ timeout: 10_000 });
  await expect(sale).toContainText('TABLE-4');
  await shot(shop, 'merchant-takings');

  // A part refund, confirmed.
  await sale.getByRole('button', { name: tr('Refund') }).click();
  const refund = shop.getByRole('dialog', { name: tr('Refund payment') });
  await expect(refund.getByLabel(tr('Amount to refund'))).toHaveValue('12.50');
  await refund.getByLabel(tr('Amount to refund')).fill('20');
  await refund.getByRole('button', { name: tr('Confirm refund') }).click();
  await expect(refund.getByText(tr('At most {0} is left to refund', { 0: '₵12.50' }))).toBeVisible();
  await shot(shop, 'merchant-refund');
  await refund.getByLabel(tr('Amount to refund')).fill('2.50');
  await refund.getByRole('button', { name: tr('Confirm refund') }).click();
  await expect(refund).toBeHidden();
  await expect(sale).toContainText(tr('{0} refunded', { 0: '₵2.50' }));

  // The static code asks the customer for the amount (a picture of the poster's code, uploaded).
  await customer.goto('/scan');
  const upload = customer.locator('input[type=file]');
  await upload.setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: Buffer.from(staticPng.split(',')[1]!, 'base64') });
  const payStatic = customer.getByRole('region', { name: 'Auntie Ama Chop Bar' });
  await expect(payStatic.getByLabel(tr('Amount to pay'))).toBeVisible();
  await payStatic.getByRole('button', { name: tr('Pay'), exact: true }).click();
  await expect(payStatic.getByText(tr('Amount is required'))).toBeVisible();
  await payStatic.getByLabel(tr('Amount to pay')).fill('5');
  await expect(payStatic.getByText(tr('Amount is required'))).toBeHidden();
  await shot(customer, 'scan-pay-static');
  await payStatic.getByRole('button', { name: tr('Pay {0}', { 0: '₵5.00' }) }).click();
  await expect(customer.getByRole('heading', { name: `${tr('Paid')} ₵5.00` })).toBeVisible();
  await expect(shop.getByRole('listitem', { name: tr('{0} paid {1}', { 0: 'Kwesi Customer', 1: '₵5.00' }) })).toBeVisible({
    timeout: 10_000,
  });

  // Another network's code: the clear message, no payment.
  await customer.goto('/scan');
  await upload.setInputFiles({
    name: 'other.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(otherNetworkCode(), { type: 'png', width: 400, margin: 4 }),
  });
  await expect(customer.getByRole('alert')).toContainText(tr('This code belongs to another network'));
  await shot(customer, 'scan-other-network');

  // No code at hand: the customer types the merchant ID from the shop's sign, from /pay.
  await customer.goto('/pay');
  await customer.getByRole('link', { name: trPattern('Pay by merchant ID') }).click();
  await expect(customer).toHaveURL(/\/pay\/shop$/);
  await customer.getByLabel(tr('Merchant ID')).fill('12ab');
  await customer.getByRole('button', { name: tr('Find shop') }).click();
  await expect(customer.getByText(tr('A merchant ID is 6 digits'))).toBeVisible();
  await customer.getByLabel(tr('Merchant ID')).fill(id === '999999' ? '999998' : '999999');
  await customer.getByRole('button', { name: tr('Find shop') }).click();
  await expect(customer.getByText(tr('No merchant with this ID'))).toBeVisible();
  await shot(customer, 'pay-shop-unknown');
  await customer.getByLabel(tr('Merchant ID')).fill(id);
  await customer.getByRole('button', { name: tr('Find shop') }).click();
  const payById = customer.getByRole('region', { name: 'Auntie Ama Chop Bar' });
  await expect(payById.getByText(tr('Merchant ID {0}', { 0: id }))).toBeVisible();
  await expect(
    customer.getByText(tr('{0} is in {1}. Check the name matches the shop before you pay.', { 0: 'Auntie Ama Chop Bar', 1: 'Accra' }), {
      exact: false,
    }),
  ).toBeVisible();
  await payById.getByLabel(tr('Amount to pay')).fill('3.20');
  await shot(customer, 'pay-shop-by-id');
  await payById.getByRole('button', { name: tr('Pay {0}', { 0: '₵3.20' }) }).click();
  await expect(customer.getByRole('heading', { name: `${tr('Paid')} ₵3.20` })).toBeVisible();
  await expect(shop.getByRole('listitem', { name: tr('{0} paid {1}', { 0: 'Kwesi Customer', 1: '₵3.20' }) })).toBeVisible({
    timeout: 10_000,
  });

  await funder.dispose();
  await customerContext.close();
  await phone.close();
  await shopContext.close();
});
