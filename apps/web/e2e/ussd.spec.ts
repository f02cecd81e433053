import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiFund, apiSignUp, escapeRegExp, inGsmSpelling, tr, trPattern, ussdText, paidYou } from './support';

/** A browser of its own, from an address of its own (the code-send limits are per address). */
async function newBrowser(browser: Browser, baseURL: string | undefined, address: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

/** The screen's text as the server writes it in the GSM spelling, spaces collapsed (the catalogs' texts are compared so). */
const gsm = (text: string) => inGsmSpelling(text).replace(/\s+/g, ' ').trim();

/**
 * Types a reply into the simulator and sends it; returns once the screen shows `expected` (a text of the
 * server's catalogs in the account's language, through `ussdText`, or a pattern on its GSM spelling).
 */
async function ussd(page: Page, input: string, expected: string | RegExp) {
  await page.getByLabel(tr('USSD Input')).fill(input);
  await page.getByRole('button', { name: tr('Send'), exact: true }).click();
  const screen = page.getByTestId('ussd-screen');
  const shown = async () => gsm((await screen.textContent()) ?? '');
  if (typeof expected === 'string') await expect.poll(shown).toContain(gsm(expected));
  else await expect.poll(shown).toMatch(expected);
}

/** One line of a USSD message of the catalogs (menus and confirmations are several). */
const ussdLine = (key: Parameters<typeof ussdText>[0], line: number, values: Record<string, string | number> = {}) =>
  ussdText(key, values).split('\n')[line]!;

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
  await sender.getByRole('button', { name: trPattern('USSD PIN') }).click();
  const dialog = sender.getByRole('dialog', { name: tr('Set USSD PIN') });
  await dialog.getByLabel(tr('New PIN')).fill('2580');
  await dialog.getByLabel(tr('Confirm PIN')).fill('2580');
  await dialog.getByRole('button', { name: tr('Save PIN') }).click();
  await expect(dialog).toBeHidden();
  await expect(sender.getByRole('button', { name: trPattern('USSD PIN') })).toContainText(tr('Set'));

  await sender.goto('/ussd');
  await expect(sender.getByRole('heading', { name: tr('USSD Integration'), level: 1 })).toBeVisible();
  await expect(sender.getByTestId('ussd-access-code')).toHaveText('*920*00#');
  await expect(sender.getByLabel(tr('Phone Number'))).toHaveValue(/\d{3}/);

  // Balance.
  await ussd(sender, '', ussdLine('ussd.mainMenu', 1));
  await expect(sender.getByText(trPattern('Session {sessionId}', { sessionId: /test_\d+/ }, { exact: true }))).toBeVisible();
  // Active sessions (GET /admin/ussd/sessions, every 5 s) lists it on the main menu.
  await expect(sender.getByTestId('ussd-session').first()).toContainText(tr('{0} · step {1}', { 0: 'main', 1: 0 }), { timeout: 10_000 });
  await ussd(sender, '1', ussdText('ussd.pinForBalance'));
  await ussd(sender, '2580', ussdText('ussd.balance', { amount: 'GHS 20.00' }));
  await expect(sender.getByText(tr('No session open'))).toBeVisible();

  // Send → confirm.
  await ussd(sender, '', ussdLine('ussd.mainMenu', 2));
  await ussd(sender, '2', ussdText('ussd.recipientPhone'));
  await ussd(sender, local(recipientUser.phoneNumber!), ussdText('ussd.enterAmount'));
  await ussd(sender, '3.45', ussdLine('ussd.sendConfirm', 0, { amount: 'GHS 3.45', to: 'Adwoa Feature', fee: 'GHS 0.00' }));
  await expect
    .poll(async () => gsm((await sender.getByTestId('ussd-screen').textContent()) ?? ''))
    .toContain(gsm(ussdLine('ussd.sendConfirm', 1, { amount: 'GHS 3.45', to: 'Adwoa Feature', fee: 'GHS 0.00' })));
  await ussd(
    sender,
    '2580',
    new RegExp(
      escapeRegExp(
        gsm(ussdText('ussd.sent', { amount: 'GHS 3.45', name: 'Adwoa Feature', ref: 'GHP00000000', balance: 'GHS 16.55' })),
      ).replace('GHP00000000', 'GHP\\d{8}'),
    ),
  );
  await expect(sender.getByRole('heading', { name: tr('Popular Menus') })).toBeVisible();
  await expect(sender.getByText(tr('Send money'), { exact: true })).toBeVisible();

  // Someone else's number is refused.
  await sender.getByLabel(tr('Phone Number')).fill(local(recipientUser.phoneNumber!));
  await sender.getByRole('button', { name: tr('Send'), exact: true }).click();
  await expect(sender.getByText(tr('USSD Test Error'))).toBeVisible();

  // The recipient's history has it.
  await recipient.goto('/history');
  await expect(
    recipient
      .getByRole('article', { name: new RegExp(`^${paidYou('Kwesi Dialer')}, \\+₵3\\.45, ${escapeRegExp(tr('Completed'))}`) })
      .first(),
  ).toBeVisible();

  await sender.context().close();
  await recipient.context().close();
});
