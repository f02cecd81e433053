import { expect, test, type Page } from '@playwright/test';
import { apiCurrentUser, apiFund, apiSignUp, tr, trPattern } from './support';

// A standing order at 360 px: set up from Settings, its next run made to happen now (the demo's
// stand-in for 08:00 on its day), the payment seen in history and on the order; then paused.

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.34.1.1' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a standing order is set up, its first run is seen in history, and it can be paused', async ({ page, playwright, baseURL }) => {
  const payer = await apiSignUp(page.request, 'Akua', 'Tenant');
  const landlordContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.34.1.2' } });
  const landlord = await apiSignUp(landlordContext, 'Kwabena', 'Landlord');
  const funder = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.34.1.3' } });
  await apiFund(funder, payer.username, '40.00');
  await funder.dispose();

  await page.goto('/settings');
  await page.getByRole('link', { name: tr('Standing Orders') }).click();
  await expect(page).toHaveURL(/\/standing-orders$/);
  await expect(page.getByText(trPattern('No standing orders yet. Rent, school fees or chop money can go by themselves.'))).toBeVisible();
  await page.getByRole('button', { name: tr('New') }).click();
  const form = page.getByRole('region', { name: tr('New standing order') });
  await form.getByLabel(tr('Who to pay')).fill(`@${landlord.username}`);
  await form.getByLabel(tr('Amount (₵)')).fill('12.50');
  await form.getByLabel(tr('Message (optional)')).fill('Rent share');
  await form.getByLabel(tr('Repeat')).selectOption('weekly');
  await form.getByLabel(tr('On'), { exact: true }).selectOption('5');
  await expect(form.getByText(tr('{0} at 08:00.', { 0: tr('Every Friday') }))).toBeVisible();
  await shot(page, 'standing-order-new');
  await form.getByRole('button', { name: tr('Set it up') }).click();
  await expect(page.getByText(tr('Standing order set up'))).toBeVisible();

  const card = page.getByRole('article', {
    name: trPattern('Standing order: {0} {1} {target}', { 0: '₵12.50', target: 'Kwabena Landlord' }, { exact: true }),
  });
  await expect(card).toContainText(`${tr('Every Friday')} · Rent share`);
  await expect(card).toContainText(trPattern('Next: {0}, 08:00', { 0: /.*\d{1,2}.*/ }));
  await shot(page, 'standing-order-set-up');

  // Its next run, now (as at 08:00 on its day).
  const list = await page.request.get('/api/standing-orders');
  const [order] = (await list.json()).standingOrders as { id: string }[];
  const ran = await page.request.post(`/api/dev/standing-orders/${order!.id}/run-now`);
  expect(ran.ok(), await ran.text()).toBe(true);
  await page.reload();
  await expect(card).toContainText(tr('Paid {amount} to {name}', { amount: '₵12.50', name: 'Kwabena Landlord' }));
  expect((await apiCurrentUser(page.request)).walletBalance).toBe('27.50');

  await page.goto('/history');
  await expect(page.getByText('Rent share').first()).toBeVisible();
  await shot(page, 'standing-order-in-history');

  await page.goto('/standing-orders');
  await card.getByRole('button', { name: tr('Pause') }).click();
  await expect(card.getByText(tr('Paused'))).toBeVisible();
  await expect(card).not.toContainText(trPattern('Next: {0}, 08:00'));
  await shot(page, 'standing-order-paused');
  expect((await apiCurrentUser(landlordContext)).walletBalance).toBe('12.50');
  await landlordContext.dispose();
});

test.describe('to my own account', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.31.3.1' } });

  test('a standing transfer to my linked MoMo wallet is set up and its first run holds the money for the payout', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const saver = await apiSignUp(page.request, 'Adwoa', 'Saver');
    const funder = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.31.3.2' } });
    await apiFund(funder, saver.username, '40.00');
    await funder.dispose();
    // Their own MTN wallet, linked and verified (the simulated MTN knows the number by their name).
    const me = await apiCurrentUser(page.request);
    const added = await page.request.post('/api/mobile-money/accounts', {
      data: { provider: 'MTN MoMo', phoneNumber: me.phoneNumber, accountName: 'Adwoa Saver' },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await expect
      .poll(
        async () => ((await (await page.request.get('/api/mobile-money/accounts')).json()) as { isVerified: boolean }[])[0]?.isVerified,
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    await page.goto('/standing-orders');
    await page.getByRole('button', { name: tr('New') }).click();
    const form = page.getByRole('region', { name: tr('New standing order') });
    await form.getByText(tr('To my account'), { exact: true }).click();
    await form.getByRole('combobox', { name: tr('Account') }).selectOption({ index: 1 });
    await form.getByLabel(tr('Amount (₵)')).fill('10.00');
    await form.getByLabel(tr('Repeat')).selectOption('weekly');
    await form.getByLabel(tr('On'), { exact: true }).selectOption('5');
    await expect(
      form.getByText(trPattern('Each one is an ordinary transfer to your account: its fee and your limits apply.')),
    ).toBeVisible();
    await shot(page, 'standing-transfer-new');
    await form.getByRole('button', { name: tr('Set it up') }).click();
    await expect(page.getByText(tr('Standing order set up'))).toBeVisible();

    const card = page.getByRole('article', {
      name: trPattern('Standing order: {0} {1} {target}', { 0: '₵10.00', target: /MTN MoMo 0\d{2} \d{3} \d{4}/ }, { exact: true }),
    });
    await expect(card).toContainText(`${tr('Every Friday')} · ${tr('Standard')}`);
    const list = await page.request.get('/api/standing-orders');
    const [order] = (await list.json()).standingOrders as { id: string }[];
    const ran = await page.request.post(`/api/dev/standing-orders/${order!.id}/run-now`);
    expect(ran.ok(), await ran.text()).toBe(true);
    await page.reload();
    await expect(card).toContainText(
      trPattern('{amount} will be paid to {to} on {date}', { amount: '₵10.00', to: /MTN MoMo 0\d{2} \d{3} \d{4}/, date: /.+/ }),
    );
    expect((await apiCurrentUser(page.request)).walletBalance).toBe('30.00');
    await shot(page, 'standing-transfer-ran');
  });
});
