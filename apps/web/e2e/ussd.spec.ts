import { APP_NAME } from '@ghanapay/validators';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiFund, apiSignUp, tr } from './support';

/** A browser of its own, from an address of its own (the code-send limits are per address). */
async function newBrowser(browser: Browser, baseURL: string | undefined, address: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

/** Types a reply into the simulator and sends it; returns the screen once it shows `expected`. */
async function ussd(page: Page, input: string, expected: string | RegExp) {
  await page.getByLabel(tr('USSD Input')).fill(input);
  await page.getByRole('button', { name: tr('Send'), exact: true }).click();
  await expect(page.getByTestId('ussd-screen')).toContainText(expected);
}

const local = (e164: string) => `0${e164.slice(4)}`;

test('the USSD simulator walks balance → send → confirm, and the payment reaches the recipient’s history', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const sender = await newBrowser(browser, baseURL, '10.40.0.1');
  const senderUser = await apiSignUp(sender.request, 'Kwesi', 'Dialer');
  await apiFund(request, senderUser.username, '20.00');
  const recipient = await newBrowser(browser, baseURL, '10.40.0.2');
  const recipientUser = await apiSignUp(recipient.request, 'Adwoa', 'Feature');

  // The PIN is set in Settings (Security → USSD PIN).
  await sender.goto('/settings');
  await sender.getByRole('button', { name: /USSD PIN/ }).click();
  const dialog = sender.getByRole('dialog', { name: 'Set USSD PIN' });
  await dialog.getByLabel(tr('New PIN')).fill('2580');
  await dialog.getByLabel(tr('Confirm PIN')).fill('2580');
  await dialog.getByRole('button', { name: tr('Save PIN') }).click();
  await expect(dialog).toBeHidden();
  await expect(sender.getByRole('button', { name: /USSD PIN/ })).toContainText(tr('Set'));

  await sender.goto('/ussd');
  await expect(sender.getByRole('heading', { name: tr('USSD Integration') })).toBeVisible();
  await expect(sender.getByTestId('ussd-access-code')).toHaveText('*920*00#');
  await expect(sender.getByLabel(tr('Phone Number'))).toHaveValue(/\d{3}/);

  // Balance.
  await ussd(sender, '', '1 Check balance');
  await expect(sender.getByText(/^Session test_\d+$/)).toBeVisible();
  // Active sessions (GET /admin/ussd/sessions, every 5 s) lists it on the main menu.
  await expect(sender.getByTestId('ussd-session').first()).toContainText('main · step 0', { timeout: 10_000 });
  await ussd(sender, '1', 'Enter your USSD PIN to see your balance:');
  await ussd(sender, '2580', `Your ${APP_NAME} balance is GHS 20.00.`);
  await expect(sender.getByText(tr('No session open'))).toBeVisible();

  // Send → confirm.
  await ussd(sender, '', '2 Send money');
  await ussd(sender, '2', "Enter the recipient's phone number:");
  await ussd(sender, local(recipientUser.phoneNumber!), 'Enter the amount in GHS:');
  await ussd(sender, '3.45', 'Send GHS 3.45 to Adwoa Feature');
  await expect(sender.getByTestId('ussd-screen')).toContainText('Fee: GHS 0.00');
  await ussd(sender, '2580', /Sent GHS 3\.45 to Adwoa Feature\. Ref GHP\d{8}\. Balance: GHS 16\.55\./);
  await expect(sender.getByRole('heading', { name: tr('Popular Menus') })).toBeVisible();
  await expect(sender.getByText('Send money', { exact: true })).toBeVisible();

  // Someone else's number is refused.
  await sender.getByLabel(tr('Phone Number')).fill(local(recipientUser.phoneNumber!));
  await sender.getByRole('button', { name: tr('Send'), exact: true }).click();
  await expect(sender.getByText(tr('USSD Test Error'))).toBeVisible();

  // The recipient's history has it.
  await recipient.goto('/history');
  await expect(recipient.getByRole('article', { name: /^Kwesi Dialer paid you, \+₵3\.45, Completed/ }).first()).toBeVisible();

  await sender.context().close();
  await recipient.context().close();
});
