import { formatCedis, parseCedis } from '@ghanapay/money';
import { expect, test, type Page } from '@playwright/test';
import { apiCurrentUser, apiSignIn, balanceCard, tr, trPattern } from './support';

// Each test's browsers are closed after it: one left open goes on polling the API for the rest of the run.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/bills-${name}.png`, fullPage: true });

// Kofi's own number (0241000002) is MTN; the demo's bills simulator answers every number and settles in about a second.
test('airtime for a Telecel number from an MTN account: the network is detected, the payment completes, the balance drops', async ({
  browser,
  baseURL,
}) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await apiSignIn(page.request, 'kofi_boateng');
  const start = parseCedis((await apiCurrentUser(page.request)).walletBalance);

  await page.goto('/');
  await expect(balanceCard(page)).toContainText(formatCedis(start));
  await shot(page, 'home');
  await page
    .getByRole('link', { name: trPattern('Pay', {}, { start: true }) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: tr('Pay'), exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: tr('Billers') })).toContainText('ECG prepaid');
  await shot(page, 'pay');

  await page.getByRole('link', { name: trPattern('Airtime & data') }).click();
  const phone = page.getByLabel(tr('Phone number'));
  await expect(phone).toHaveValue('0241000002');
  await expect(page.getByTestId('network-note')).toHaveText(
    tr('{detectedName} number (detected from its prefix)', { detectedName: 'MTN' }),
  );
  await phone.fill('0201234567');
  await expect(page.getByTestId('network-note')).toHaveText(
    tr('{detectedName} number (detected from its prefix)', { detectedName: 'Telecel' }),
  );
  await expect(page.getByRole('radio', { name: 'Telecel' })).toBeChecked();
  await page.getByLabel(tr('Amount')).fill('0.50');
  await expect(page.getByText(tr('Enter an amount from {lowest} to {highest}', { lowest: '₵1.00', highest: '₵100.00' }))).toBeVisible();
  await page.getByRole('button', { name: '₵10' }).click();
  await shot(page, 'airtime');
  await page.getByRole('button', { name: tr('Continue') }).click();

  await expect(page.getByRole('heading', { name: tr('Confirm payment') })).toBeVisible();
  await expect(page.getByText('020 123 4567')).toBeVisible();
  await expect(page.getByText('Telecel', { exact: true })).toBeVisible();
  await expect(page.getByTestId('confirm-amount')).toHaveText('₵10.00');
  await shot(page, 'airtime-confirm');
  await page.getByRole('button', { name: tr('Pay {0}', { 0: '₵10.00' }) }).click();

  await expect(page.getByRole('heading', { name: tr('Payment successful') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bill-message')).toHaveText(
    tr('Paid {amount} to {name} for {number}', { amount: '₵10.00', name: 'Telecel airtime', number: '0201234567' }),
  );
  await shot(page, 'airtime-result');
  expect(parseCedis((await apiCurrentUser(page.request)).walletBalance)).toBe(start - 10_00n);
  await page.goto('/');
  await expect(balanceCard(page)).toContainText(formatCedis(start - 10_00n));

  // Data for my own number: the bundles of its network to pick from, the bundle's price paid.
  await page.goto('/pay/airtime');
  await page.getByText(tr('Data'), { exact: true }).click();
  await expect(page.getByLabel(tr('Phone number'))).toHaveValue('0241000002');
  await page.getByText('1.2GB', { exact: true }).click();
  await shot(page, 'data');
  await page.screenshot({ path: 'test-results/bills-data-viewport.png' });
  await page.getByRole('button', { name: tr('Continue') }).click();
  await expect(page.getByText(tr('Data: {0}', { 0: '1.2GB' }))).toBeVisible();
  await page.getByRole('button', { name: tr('Pay {0}', { 0: '₵10.00' }) }).click();
  await expect(page.getByRole('heading', { name: tr('Payment successful') })).toBeVisible({ timeout: 20_000 });
  expect(parseCedis((await apiCurrentUser(page.request)).walletBalance)).toBe(start - 20_00n);

  // In /history with their own icons, and offered again on /pay.
  await page.goto('/history');
  await expect(page.getByTestId('history-bill-payment').first()).toContainText('MTN data · 1.2GB');
  await expect(page.getByTestId('history-bill-payment').nth(1)).toContainText('Telecel airtime');
  await shot(page, 'history');
  await page.goto('/pay');
  await expect(page.getByTestId('recent-bill-payment')).toHaveCount(2);
  await shot(page, 'pay-recent');
});

test('an ECG prepaid payment: the customer checked before paying, the token after; a payment to an unknown meter fails and the money comes back', async ({
  browser,
  baseURL,
}) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await apiSignIn(page.request, 'ama_mensah');
  const start = parseCedis((await apiCurrentUser(page.request)).walletBalance);
  const meter = `0${String(Date.now()).slice(-10)}`;

  await page.goto('/me');
  await expect(page.getByRole('link', { name: trPattern('Pay', {}, { start: true }) })).toBeVisible();
  await shot(page, 'me');
  await page.getByRole('link', { name: trPattern('Pay', {}, { start: true }) }).click();
  await page.getByRole('link', { name: /ECG prepaid/ }).click();
  await expect(page.getByRole('heading', { name: 'ECG prepaid' })).toBeVisible();

  // Numbers starting 99 are meters the simulated ECG does not know: ECG names meters only by the
  // payer's phone, so the payment is refused by the biller after it is made, and the money comes back.
  await page.getByLabel(tr('Meter number')).fill('99123456789');
  await page.getByRole('button', { name: tr('Continue') }).click();
  await page.getByLabel(tr('Amount')).fill('5');
  await page.getByRole('button', { name: tr('Continue') }).click();
  await page.getByRole('button', { name: tr('Pay {0}', { 0: '₵5.00' }) }).click();
  await expect(page.getByRole('heading', { name: tr('Payment failed') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bill-message')).toHaveText(
    trPattern('{name} payment failed: {reason}. The money is back in your wallet.', { name: 'ECG prepaid' }, { exact: true }),
  );
  await shot(page, 'ecg-failed');
  expect(parseCedis((await apiCurrentUser(page.request)).walletBalance)).toBe(start);
  await page.getByRole('button', { name: tr('Make another payment') }).click();

  await page.getByLabel(tr('Meter number')).fill(meter);
  await page.getByRole('button', { name: tr('Continue') }).click();
  // A meter paid for the first time from this phone has no name yet (ECG links it to the payer's phone).
  await expect(page.getByTestId('bill-customer-name')).toContainText(tr('New meter for your number'));
  await page.getByLabel(tr('Amount')).fill('20');
  await shot(page, 'ecg');
  await page.getByRole('button', { name: tr('Continue') }).click();
  await expect(page.getByRole('heading', { name: tr('Confirm payment') })).toBeVisible();
  await expect(page.getByText(meter)).toBeVisible();
  await shot(page, 'ecg-confirm');
  await page.getByRole('button', { name: tr('Pay {0}', { 0: '₵20.00' }) }).click();

  await expect(page.getByRole('heading', { name: tr('Payment successful') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bill-token')).toHaveText(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/);
  await expect(page.getByText(trPattern('Enter it on your meter. Also sent to you by SMS.'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('Copy token') })).toBeVisible();
  await shot(page, 'ecg-result');

  // Again with one tap from /pay: the meter is now linked, so its holder's name shows before paying.
  await page.getByRole('link', { name: tr('Done') }).click();
  await page.getByRole('link', { name: trPattern('Pay again: {title}, {number}', { title: 'ECG prepaid', number: meter }) }).click();
  await expect(page.getByRole('heading', { name: tr('Confirm payment') })).toBeVisible();
  const customer = page.getByRole('definition').nth(1);
  await expect(customer).not.toContainText(tr('New meter for your number'));
  await expect(customer).toHaveText(/^[A-Z]+ [A-Z]+$/);
  await shot(page, 'ecg-repeat-confirm');
  await page.getByRole('button', { name: tr('Pay {0}', { 0: '₵20.00' }) }).click();
  await expect(page.getByRole('heading', { name: tr('Payment successful') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bill-token')).toBeVisible();
  expect(parseCedis((await apiCurrentUser(page.request)).walletBalance)).toBe(start - 40_00n);
});
