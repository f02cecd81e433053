import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiResolveFraudAlerts, apiSendMoney, apiSignIn, apiSignUp, tr, trPattern, trPlural, escapeRegExp } from './support';

// Each test's browsers are closed after it: one left open goes on polling the API for the rest of the run.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** A browser of its own, from an address of its own (the code-send limits are per address). */
async function newPage(browser: Browser, baseURL: string | undefined, address?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(address ? { extraHTTPHeaders: { 'x-forwarded-for': address } } : {}) });
  return context.newPage();
}

function tile(page: Page, testId: string) {
  return page.getByTestId(testId);
}

test('analytics: a newcomer starts empty, then sees their own payments; a demo person switches ranges; a category is changed from the history', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A newcomer: nothing yet, and the screen says how to start (never sample data).
  const newcomer = await newPage(browser, baseURL, '10.14.0.1');
  const user = await apiSignUp(newcomer.request, 'Adwoa', 'Nyarko');
  await newcomer.goto('/analytics');
  await expect(newcomer.getByRole('heading', { name: tr('Analytics'), level: 1 })).toBeVisible();
  await expect(newcomer.getByText(tr('No activity in the last {rangeLabel}', { rangeLabel: tr('30 days') }))).toBeVisible();
  await expect(newcomer.getByRole('link', { name: tr('Send Money') })).toBeVisible();
  await expect(tile(newcomer, 'total-spent')).toHaveText('₵0.00');
  await expect(tile(newcomer, 'total-received')).toHaveText('₵0.00');
  await expect(newcomer.getByRole('region', { name: tr('Security Status') })).toContainText(tr('No fraud alerts on your account.'));

  // A demo person pays them; the demo person's analytics have data, over each range.
  const demo = await newPage(browser, baseURL);
  await apiSignIn(demo.request, 'ama_mensah');
  const paid = await apiSendMoney(demo.request, { amount: '25.00', recipientUsername: user.username, message: 'Seed' });
  expect(paid.status).toBe('completed');
  await apiResolveFraudAlerts(demo.request);
  await demo.goto('/analytics');
  await expect(tile(demo, 'total-spent')).not.toHaveText('₵0.00');
  await expect(demo.getByTestId('range-label')).toHaveText(tr('Last 30 days'));
  await expect(demo.getByRole('list', { name: tr('Monthly trend') })).toBeVisible();
  // The category ring is drawn when it is scrolled near (below the first screen at 360 px).
  await expect(demo.getByRole('img', { name: trPattern('Spending by category: {description}', {}, { start: true }) })).toHaveCount(0);
  await demo.getByRole('region', { name: tr('Spending Categories') }).scrollIntoViewIfNeeded();
  await expect(demo.getByRole('img', { name: trPattern('Spending by category: {description}', {}, { start: true }) })).toBeVisible();
  await expect(demo.getByTestId('top-recipient').first()).toBeVisible();
  await demo.getByText(tr('7 days'), { exact: true }).click();
  await expect(demo.getByTestId('range-label')).toHaveText(tr('Last 7 days'));
  await expect(tile(demo, 'total-spent')).not.toHaveText('₵0.00');
  await demo.getByText(tr('1 year'), { exact: true }).click();
  await expect(demo.getByTestId('range-label')).toHaveText(tr('Last year'));
  await demo.getByText(tr('3 months'), { exact: true }).click();
  await expect(demo.getByTestId('range-label')).toHaveText(tr('Last 3 months'));
  // Nothing overflows a 360 px screen.
  expect(await demo.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The newcomer pays for lunch: their figures are exactly their own two payments.
  const lunch = await apiSendMoney(newcomer.request, { amount: '4.50', recipientUsername: 'ama_mensah', message: 'lunch' });
  expect(lunch.status).toBe('completed');
  await apiResolveFraudAlerts(newcomer.request);
  await newcomer.reload();
  await expect(tile(newcomer, 'total-received')).toHaveText('₵25.00');
  await expect(tile(newcomer, 'total-spent')).toHaveText('₵4.50');
  await expect(tile(newcomer, 'total-transactions')).toHaveText('2');
  await expect(newcomer.getByTestId('net-flow')).toHaveText('+₵20.50');
  // This month's bars carry the same figures, written beside them.
  await expect(newcomer.getByTestId('trend-month').last()).toHaveText(
    new RegExp(`${escapeRegExp(tr('Sent'))}\\s*₵4\\.50\\s*${escapeRegExp(tr('Received'))}\\s*₵25\\.00`),
  );
  await expect(newcomer.getByTestId('top-recipient')).toHaveText([
    new RegExp(`Ama Mensah.*${escapeRegExp(trPlural('{0, plural, one {# payment} other {# payments}}', 1))}.*₵4\\.50`),
  ]);
  await expect(newcomer.getByTestId('category')).toHaveText([new RegExp(`${escapeRegExp(tr('Food'))}.*₵4\\.50 · 100%`)]);

  // The history's category control: suggested Food, changed to Transport, and analytics follow.
  await newcomer.goto('/history');
  await newcomer.getByRole('button', { name: tr('Category of the payment to {counterparty}', { counterparty: 'Ama Mensah' }) }).click();
  const dialog = newcomer.getByRole('dialog', { name: tr('Spending category') });
  await expect(dialog.getByRole('radio', { name: tr('Food') })).toBeChecked();
  await dialog.getByRole('radio', { name: tr('Transport') }).check();
  await dialog.getByRole('button', { name: tr('Save') }).click();
  await expect(dialog).toBeHidden();
  await newcomer.goto('/analytics');
  await expect(newcomer.getByTestId('category')).toHaveText([new RegExp(`${escapeRegExp(tr('Transport'))}.*₵4\\.50 · 100%`)]);
});
