import { expect, test, type Page } from '@playwright/test';
import {
  addVirtualAuthenticator,
  escapeRegExp,
  apiSignUp,
  expectDashboard,
  openSignIn,
  signIn,
  signInToCleanDashboard,
  signOut,
  tr,
  trPattern,
  trPluralPattern,
} from './support';

// Sign-ups are limited per address: this spec's browsers have addresses of their own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.1.1' } });

// The staff console at 360 px: a compliance officer adds a passkey and signs
// in with it (a password session is turned away), looks up a customer with a reason, freezes the
// wallet; the customer's send is refused with the message; the officer unfreezes it.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a compliance officer signed in with a passkey looks up a customer, freezes the wallet, the send is refused, unfreezes', async ({
  page,
  browser,
  baseURL,
}) => {
  await addVirtualAuthenticator(page);

  // A compliance officer of its own (the demo's, akosua_owusu, may have had her password reset by
  // auth.spec), given the role through the demo's dev route. With a password, the console says to use a passkey.
  const officer = await apiSignUp(page.request, 'Akua', 'Compliance');
  expect((await page.request.post('/api/dev/staff-role', { data: { username: officer.username, role: 'compliance' } })).ok()).toBe(true);
  await page.goto('/');
  await expectDashboard(page, 'Akua Compliance');
  await page.goto('/staff');
  await expect(page.getByText(tr('Staff only'))).toBeVisible();
  await expect(page.getByText(tr('Sign in with your passkey to use the staff console'))).toBeVisible();
  await shot(page, 'staff-password-session');
  await page.goto('/settings');
  await page.getByRole('button', { name: tr('Add a passkey') }).click();
  await expect(page.getByText(tr('Passkey added'))).toBeVisible();
  await signOut(page);
  await openSignIn(page);
  await page.getByRole('button', { name: tr('Use Face ID / Touch ID') }).click();
  await expectDashboard(page, 'Akua Compliance');

  // Look-up: the reason first.
  await page.goto('/staff');
  const nav = page.getByRole('navigation', { name: tr('Staff console') });
  await expect(nav.getByRole('link', { name: tr('Look-up') })).toBeVisible();
  await expect(nav.getByRole('link', { name: tr('Audit log') })).toBeVisible();
  await page.getByLabel(tr('Customer')).fill('0241000001');
  await page.getByRole('button', { name: tr('Look up') }).click();
  await expect(page.getByText(tr('Say why you are looking (at least 10 characters)'))).toBeVisible();
  await page.getByLabel(tr('Why are you looking?')).fill('Caller reports a suspicious payment');
  await page.getByRole('button', { name: tr('Look up') }).click();
  const card = page.getByRole('region', { name: tr('Customer {0}', { 0: 'ama_mensah' }) });
  await expect(card.getByText('Ama Mensah')).toBeVisible();
  await expect(card.getByText(`${tr('Phone:')} +233241000001`)).toBeVisible();
  await expect(card.getByText(tr('Active'))).toBeVisible();
  await shot(page, 'staff-lookup');

  await card.getByLabel(tr('Why freeze?')).fill('Suspected account takeover, customer asked');
  await card.getByRole('button', { name: tr('Freeze wallet') }).click();
  await expect(card.getByText(tr('Frozen'))).toBeVisible();
  await shot(page, 'staff-frozen');

  // The customer, on a phone of their own: the send is refused with the message.
  const customerContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.32.1.2' },
  });
  const customer = await customerContext.newPage();
  await signInToCleanDashboard(customer, 'ama_mensah', 'Ama Mensah');
  await customer.goto('/send-money?recipientUsername=kofi_boateng&recipientName=Kofi%20Boateng');
  await customer.getByLabel(tr('Amount')).fill('1');
  await customer.getByRole('button', { name: tr('Send {0}', { 0: '₵1.00' }) }).click();
  await expect(customer.getByText(tr('This wallet is frozen. Contact support.')).first()).toBeVisible();
  await shot(customer, 'customer-send-refused');

  await card.getByLabel(tr('Why unfreeze?')).fill('Customer confirmed identity in branch');
  await card.getByRole('button', { name: tr('Unfreeze wallet') }).click();
  await expect(card.getByText(tr('Active'))).toBeVisible();

  await nav.getByRole('link', { name: tr('Audit log') }).click();
  const log = page.getByRole('list', { name: tr('Audit log') });
  await expect(log.getByText(`${tr('Unfroze a wallet')} @ama_mensah`, { exact: true })).toBeVisible();
  await expect(log.getByText(`${tr('Froze a wallet')} @ama_mensah`, { exact: true })).toBeVisible();
  await expect(log.getByText('“Caller reports a suspicious payment”')).toBeVisible();
  await shot(page, 'staff-audit-log');

  // Reconciliation: both reports against the (simulated) providers, read-only.
  await nav.getByRole('link', { name: tr('Reconciliation') }).click();
  await expect(page.getByRole('heading', { name: tr('Transfers') })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('Airtime, data and bills') })).toBeVisible();
  await expect(page.getByText(trPattern('. Read-only: nothing here changes the ledger.'))).toBeVisible();
  await expect(
    page.getByRole('region', {
      name: new RegExp(
        `^${escapeRegExp(tr('Transfers'))}: ${trPluralPattern('{0, plural, one {# difference} other {# differences}}').source}$`,
      ),
    }),
  ).toContainText('momo_settlement');
  await shot(page, 'staff-reconciliation');
  await nav.getByRole('link', { name: tr('Audit log') }).click();
  await page.reload();
  await expect(log.getByText(tr('Read the reconciliation'), { exact: true }).first()).toBeVisible();
  await customerContext.close();
});

test('a customer sees "Staff only"', async ({ page }) => {
  await signIn(page, 'kofi_boateng');
  await expectDashboard(page, 'Kofi Boateng');
  await page.goto('/staff');
  await expect(page.getByText(tr('Staff only'))).toBeVisible();
  await expect(page.getByText(tr('This console is for {APP_NAME} staff.'))).toBeVisible();
});
