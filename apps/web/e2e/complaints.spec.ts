import { expect, test } from '@playwright/test';
import {
  addVirtualAuthenticator,
  apiResolveFraudAlerts,
  apiSendMoney,
  apiSignIn,
  apiSignUp,
  expectDashboard,
  openSignIn,
  signOut,
  tr,
  trPluralPattern,
  escapeRegExp,
} from './support';

// Sign-ups are limited per address: this spec's browsers have addresses of their own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.31.1.1' } });

// A person reports a problem from a payment's receipt, a support agent (a fresh sign-up given the
// support role through the demo's dev route) investigates and resolves it from the queue, and the
// person sees the outcome; Get Help lists the complaint, and the queue is "Staff only" to a customer.
test('a complaint about a payment is filed, answered by support staff, and the person sees the outcome', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  // A customer of their own (a demo user's password may have been reset by auth.spec), funded by
  // yaw_asante, pays Kofi Boateng; a brand-new sender's payment may be paused by the fraud check,
  // and they proceed, as the app lets them.
  const customer = await apiSignUp(page.request, 'Aba', 'Complainer');
  const funder = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.31.1.3' } });
  await apiSignIn(funder, 'yaw_asante');
  await apiSendMoney(funder, { amount: '20.00', recipientUsername: customer.username, message: 'Float' });
  await apiResolveFraudAlerts(funder);
  await funder.dispose();
  let payment = await apiSendMoney(page.request, { amount: '3.40', recipientUsername: 'kofi_boateng', message: 'Complaint check' });
  if (payment.status === 'blocked') {
    const proceeded = await page.request.patch(`/api/transactions/${payment.id}/status`, { data: { status: 'pending' } });
    payment = (await proceeded.json()) as typeof payment;
  }
  expect(payment.status).toBe('completed');
  await apiResolveFraudAlerts(page.request);

  await page.goto(`/receipts/p2p-${payment.id}`);
  await page.getByTestId('report-payment-problem').click();
  await expect(page).toHaveURL(new RegExp(`/complaints/new\\?transactionId=p2p-${payment.id}$`));
  await expect(page.getByRole('heading', { name: tr('Report a problem') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: tr('Which payment? (optional)') })).toHaveValue(/₵3\.40 .*Kofi Boateng/);
  // Too short a story is refused on the spot.
  await page.getByRole('combobox', { name: tr('What is it about?') }).click();
  await page.getByRole('option', { name: tr('Sent to the wrong person') }).click();
  await page.getByLabel(tr('What happened?')).fill('Wrong one');
  await page.getByRole('button', { name: tr('Send complaint') }).click();
  await expect(page.getByText(tr('Tell us what happened in 10 to 1000 characters'))).toBeVisible();
  await page.getByLabel(tr('What happened?')).fill('I meant to pay Kofi Mensah, not Kofi Boateng. Please help me get it back.');
  await page.screenshot({ path: test.info().outputPath('complaint-form-360.png'), fullPage: true });
  await page.getByRole('button', { name: tr('Send complaint') }).click();

  await expect(page).toHaveURL(/\/complaints\/CMP-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: tr('Complaint {reference}', { reference }) })).toBeVisible();
  await expect(page.getByTestId('complaint-status')).toHaveText(tr('Acknowledged'));
  await expect(page.getByTestId('complaint-deadline')).toContainText(new RegExp(`${escapeRegExp(tr('We will answer by'))}.*\\d{1,2}`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('complaint-filed-360.png'), fullPage: true });

  // Settings → Get Help → Complaints lists it; the staff queue is not for customers.
  await page.goto('/settings');
  await page.getByText(tr('Get Help'), { exact: true }).click();
  await page.getByTestId('my-complaints-link').click();
  await expect(page.getByTestId('my-complaints')).toContainText(reference);
  await page.goto('/staff/complaints');
  await expect(page.getByTestId('staff-only')).toContainText(tr('Staff only'));

  const staffContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.31.1.2' },
  });
  const staff = await staffContext.newPage();
  const agent = await apiSignUp(staff.request, 'Esi', 'Support');
  expect((await staff.request.post('/api/dev/staff-role', { data: { username: agent.username, role: 'support' } })).ok()).toBe(true);
  // Staff sign in with a passkey: the agent adds one (Chromium's virtual authenticator) and signs in with it.
  await addVirtualAuthenticator(staff);
  await staff.goto('/settings');
  await staff.getByRole('button', { name: tr('Add a passkey') }).click();
  await expect(staff.getByText(tr('Passkey added'))).toBeVisible();
  await signOut(staff);
  await openSignIn(staff);
  await staff.getByRole('button', { name: tr('Use Face ID / Touch ID') }).click();
  await expectDashboard(staff, 'Esi Support');
  await staff.goto('/staff/complaints');
  const item = staff.getByTestId(`staff-complaint-${reference}`);
  await expect(item).toContainText(tr('Sent to the wrong person'));
  await expect(item.getByTestId('time-left')).toContainText(
    trPluralPattern('{0, plural, one {# working day left} other {# working days left}}'),
  );
  await staff.screenshot({ path: test.info().outputPath('staff-queue-360.png'), fullPage: true });

  await item.getByRole('button', { name: tr('Investigate') }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(tr('Note for the customer')).fill('We have asked the recipient to return the money.');
  await dialog.getByRole('button', { name: tr('Mark investigating') }).click();
  await expect(item).toContainText(tr('Investigating'));
  await item.getByRole('button', { name: tr('Resolve') }).click();
  await dialog.getByLabel(tr('Outcome for the customer')).fill('Kofi Boateng sent the ₵3.40 back to your wallet.');
  await staff.screenshot({ path: test.info().outputPath('staff-resolve-360.png') });
  await dialog.getByRole('button', { name: tr('Resolve') }).click();
  await expect(item).toContainText(tr('Resolved'));
  await expect(item).toContainText(tr('Outcome: {0}', { 0: 'Kofi Boateng sent the ₵3.40 back to your wallet.' }));
  await staffContext.close();

  await page.goto(`/complaints/${reference}`);
  await expect(page.getByTestId('complaint-status')).toHaveText(tr('Resolved'));
  await expect(page.getByTestId('complaint-outcome')).toContainText('Kofi Boateng sent the ₵3.40 back to your wallet.');
  await expect(page.getByText('We have asked the recipient to return the money.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('complaint-resolved-360.png'), fullPage: true });
});
