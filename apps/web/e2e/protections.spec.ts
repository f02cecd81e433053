import { expect, test, type Page } from '@playwright/test';
import {
  apiCurrentUser,
  apiFund,
  apiResolveFraudAlerts,
  apiSendMoney,
  apiSignIn,
  apiSignUp,
  expectDashboard,
  tr,
  trPattern,
} from './support';

// Protections before a payment leaves (issue 30): a large first payment waits 5 minutes in a hold,
// shown to the sender ("Arriving at 14:05") and to the recipient as pending; the sender cancels it
// inside the window and the money is back at once. Every screen is shot at 360 px.

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.33.1.1' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a large first payment waits 5 minutes and is cancelled inside them', async ({ page, browser, baseURL }) => {
  const recipientContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.33.1.2' },
  });
  const recipient = await recipientContext.newPage();
  const esi = await apiSignUp(recipient.request, 'Esi', 'Waiting');

  // A sender of its own, funded by yaw_asante (whose sends to the other specs' new accounts would make
  // this payment a fraud warning first); a payment yaw_asante's burst gets paused is proceeded, as the app lets him.
  const sender = await apiSignUp(page.request, 'Kwaku', 'Sender');
  const funder = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.33.1.3' } });
  await apiSignIn(funder.request, 'yaw_asante');
  // ₵600 in two payments: one of ₵500 or more to someone new would itself wait.
  for (const amount of ['300.00', '300.00']) {
    let funded = await apiSendMoney(funder.request, { amount, recipientUsername: sender.username, message: 'Float' });
    if (funded.status === 'blocked') {
      const proceeded = await funder.request.patch(`/api/transactions/${funded.id}/status`, { data: { status: 'pending' } });
      funded = (await proceeded.json()) as typeof funded;
    }
    expect(funded.status).toBe('completed');
  }
  await apiResolveFraudAlerts(funder.request);
  await funder.close();
  await page.goto('/');
  await expectDashboard(page, 'Kwaku Sender');
  const before = (await apiCurrentUser(page.request)).walletBalance;

  await page.goto(`/send-money?recipientUsername=${esi.username}&recipientName=Esi%20Waiting`);
  await page.getByLabel(tr('Amount')).fill('500');
  await page.getByRole('button', { name: tr('Send {0}', { 0: '₵500.00' }) }).click();

  const waiting = page.getByRole('dialog', { name: trPattern('Arriving at {at}', { at: /\d\d:\d\d/ }, { exact: true }) });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(
    trPattern(
      'This is your first payment of {0} to {to}, so it waits a few minutes before it leaves. Changed your mind? Cancel it before {1} and the money comes straight back.',
      { 0: '₵500.00', to: 'Esi Waiting' },
    ),
  );
  await shot(page, 'first-payment-waiting');
  expect(Number((await apiCurrentUser(page.request)).walletBalance)).toBeCloseTo(Number(before) - 500, 2);

  // The recipient sees it on its way, not yet in their wallet.
  await recipient.goto('/');
  const onTheWay = recipient.getByRole('region', { name: tr('Waiting payments') });
  await expect(onTheWay).toContainText(tr('{0} from {1}', { 0: '₵500.00', 1: 'Kwaku Sender' }));
  await expect(onTheWay).toContainText(trPattern('Pending: arriving at {0}', { 0: /\d\d:\d\d/ }));
  await shot(recipient, 'first-payment-pending-for-recipient');

  await waiting.getByRole('button', { name: tr('Cancel payment') }).click();
  await expect(page.getByText(tr('Payment cancelled'))).toBeVisible();
  await expect(waiting).toBeHidden();
  await shot(page, 'first-payment-cancelled');
  expect((await apiCurrentUser(page.request)).walletBalance).toBe(before);

  await recipient.reload();
  await expect(recipient.getByText(tr('{0} from {1}', { 0: '₵500.00', 1: 'Kwaku Sender' }))).toHaveCount(0);
  expect((await apiCurrentUser(recipient.request)).walletBalance).toBe('0.00');
  await recipientContext.close();
});

test('a guardian named in Settings approves a payment from the dashboard', async ({ page, browser, baseURL, playwright }) => {
  const guardianContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.33.1.4' },
  });
  const guardian = await guardianContext.newPage();
  const mama = await apiSignUp(page.request, 'Mama', 'Guarded');
  const son = await apiSignUp(guardian.request, 'Kwaku', 'Guardian');
  const funder = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.33.1.3' } });
  await apiFund(funder, mama.username, '40.00');
  const asked = await page.request.post('/api/friends/request', { data: { addresseeId: son.id } });
  expect(asked.ok(), await asked.text()).toBe(true);
  expect((await guardian.request.post(`/api/friends/accept/${(await asked.json()).id}`)).ok()).toBe(true);

  await page.goto('/settings');
  const card = page.getByRole('region', { name: tr('Guardian') });
  await card.getByLabel(tr("Friend's username")).fill(son.username);
  await card.getByLabel(tr('Above (₵)')).fill('10');
  await card.getByRole('button', { name: tr('Set guardian') }).click();
  await expect(card.getByTestId('guardian-now')).toHaveText(
    tr('{0} (@{1}) approves payments above ₵{2}', { 0: 'Kwaku Guardian', 1: son.username, 2: '10.00' }),
  );
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'guardian-settings');
  // The two protection cards as a 360 px screen shows them.
  await page.getByRole('region', { name: tr('Large first payments') }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('protection-settings-viewport-360.png') });

  const payment = await apiSendMoney(page.request, { amount: '20.00', recipientUsername: 'yaw_asante', message: 'Guarded' });
  expect(payment.status).toBe('pending');

  await guardian.goto('/');
  const approvals = guardian.getByRole('region', { name: tr('Waiting for your approval') });
  await expect(approvals).toContainText(tr('{0} wants to send {1} to {2}', { 0: 'Mama Guarded', 1: '₵20.00', 2: 'Yaw Asante' }));
  await shot(guardian, 'guardian-approvals');
  await approvals.getByRole('button', { name: tr('Approve') }).click();
  await expect(guardian.getByText(tr('Approved'))).toBeVisible();
  await expect(approvals).toBeHidden();
  expect((await apiCurrentUser(page.request)).walletBalance).toBe('20.00');
  await guardianContext.close();
});
