import { formatCedis, parseCedis } from '@ghanapay/money';
import { expect, test, type Page } from '@playwright/test';
import { apiCurrentUser, apiSignIn, balanceCard, tr, trPattern } from './support';

// Each test's browsers are closed after it: one left open goes on polling the API for the rest of the run.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** Waits until the person's own MTN wallet is linked and verified (the simulated MTN knows them by name). */
async function linkOwnMtnWallet(page: Page, phoneNumber: string, name: string) {
  const added = await page.request.post('/api/mobile-money/accounts', { data: { provider: 'MTN MoMo', phoneNumber, accountName: name } });
  expect(added.ok(), await added.text()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get('/api/mobile-money/accounts')).json()) as { isVerified: boolean }[])[0]?.isVerified, {
      timeout: 15_000,
    })
    .toBe(true);
}

function transferItem(page: Page, text: RegExp | string) {
  return page.getByTestId('wallet-transfer').filter({ hasText: text });
}

// A demo person (their own MTN number is known to the simulated MTN network by their name); sign-ups
// are kept for the specs that need a newcomer (the code sends are rate-limited per address).
test('a person adds money from MoMo, transfers out instantly and standard, and pays banks now and on a date; a failing payout is refunded', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await apiSignIn(page.request, 'kofi_boateng');
  const user = await apiCurrentUser(page.request);
  const start = parseCedis(user.walletBalance);
  const usedToday = parseCedis((await (await page.request.get('/api/limits')).json()).usedToday);
  /** The balance card's text after `delta` pesewas moved since the start. */
  const balance = (delta: bigint) => formatCedis(start + delta);
  await linkOwnMtnWallet(page, user.phoneNumber!, 'Kofi Boateng');
  const local = user.phoneNumber!.replace('+233', '0');
  const grouped = `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;

  // Add Money: the request goes to my phone; the wallet is credited when it is approved. The toasts' messages
  // are written from the server's messageKey in the language shown (docs/decisions.md, "Languages (web)").
  await page.goto('/me');
  await expect(balanceCard(page)).toContainText(balance(0n));
  await page.getByRole('button', { name: tr('Add Money') }).click();
  const add = page.getByRole('dialog', { name: tr('Add Money') });
  await add.getByLabel(tr('Amount')).fill('50');
  await add.getByPlaceholder(tr('Select a wallet or card')).click();
  await page.getByRole('option', { name: `MTN MoMo · ${grouped}` }).click();
  await page.screenshot({ path: 'test-results/transfers-add-money.png' });
  await add.getByRole('button', { name: tr('Request money') }).click();
  await expect(
    page
      .getByText(tr('Approve the request for {amount} on {account} to add it to your wallet', { amount: '₵50.00', account: grouped }))
      .last(),
  ).toBeVisible();
  await expect(
    transferItem(page, trPattern('Added from {destination}', { destination: /MTN MoMo.*/ })).getByText(tr('Completed')),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(balanceCard(page)).toContainText(balance(50_00n));

  // Transfer to Account, instant: the fee and the total deduction are shown before submitting.
  await page.getByRole('button', { name: tr('Transfer to Account') }).click();
  const transfer = page.getByRole('dialog', { name: tr('Transfer to Account') });
  await transfer.getByRole('button', { name: tr('Transfer'), exact: true }).click();
  await expect(page.getByText(tr('Please enter an amount and select an account')).last()).toBeVisible();
  await transfer.getByLabel(tr('Amount')).fill('20');
  await transfer.getByPlaceholder(tr('Select an account')).click();
  await page.getByRole('option', { name: `MTN MoMo · ${grouped}` }).click();
  await transfer.getByLabel(tr('Instant')).check();
  await expect(transfer.getByTestId('transfer-fee')).toHaveText('₵0.35');
  await expect(transfer.getByTestId('transfer-total')).toHaveText('₵20.35');
  await page.screenshot({ path: 'test-results/transfers-dialog.png' });
  // Below ₵1.00 an instant fee would round to nothing: the dialog says so before anything is sent.
  await transfer.getByLabel(tr('Amount')).fill('0.28');
  await expect(
    transfer.getByRole('alert').filter({ hasText: tr('Instant transfers start at ₵1.00. Choose standard for a smaller amount.') }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/transfers-instant-minimum.png' });
  await transfer.getByLabel(tr('Amount')).fill(formatCedis(start + 50_00n).replace(/[₵,]/g, ''));
  await transfer.getByRole('button', { name: tr('Transfer'), exact: true }).click();
  await expect(page.getByText(tr('Transfer amount exceeds wallet balance')).last()).toBeVisible();
  await transfer.getByLabel(tr('Amount')).fill('20');
  await transfer.getByRole('button', { name: tr('Transfer'), exact: true }).click();
  await expect(page.getByText(tr('{amount} is on its way to {to}', { amount: '₵20.00', to: `MTN MoMo ${grouped}` })).last()).toBeVisible();
  await expect(transferItem(page, '−₵20.35').getByText(tr('Completed'))).toBeVisible({ timeout: 20_000 });
  await expect(balanceCard(page)).toContainText(balance(50_00n - 20_35n));

  // Standard: free, held now, paid on the third business day.
  await page.getByRole('button', { name: tr('Transfer to Account') }).click();
  await transfer.getByLabel(tr('Amount')).fill('10');
  await transfer.getByPlaceholder(tr('Select an account')).click();
  await page.getByRole('option', { name: `MTN MoMo · ${grouped}` }).click();
  await expect(transfer.getByTestId('transfer-fee')).toHaveText('₵0.00');
  await expect(transfer.getByTestId('transfer-total')).toHaveText('₵10.00');
  await transfer.getByRole('button', { name: tr('Transfer'), exact: true }).click();
  await expect(
    page
      .getByText(trPattern('{amount} will be paid to {to} on {date}', { amount: '₵10.00', to: /MTN MoMo .*/, date: /.+/ }, { exact: true }))
      .last(),
  ).toBeVisible();
  await expect(transferItem(page, '−₵10.00').getByText(trPattern('Scheduled for {date}', {}, { start: true }))).toBeVisible();
  await expect(balanceCard(page)).toContainText(balance(50_00n - 20_35n - 10_00n));
  await page.screenshot({ path: 'test-results/transfers-me.png', fullPage: true });

  // Bank transfers: one now, one on a date, one whose payout fails and is refunded.
  await page.goto('/bank-transfers');
  await expect(page.getByText(tr('No Bank Transfers'))).toBeVisible();
  const newTransfer = async (name: string, account: string, amount: string, date?: string) => {
    await page.getByRole('button', { name: tr('New Transfer') }).click();
    const dialog = page.getByRole('dialog', { name: tr('New Transfer') });
    await dialog.getByLabel(tr('Recipient Name')).fill(name);
    await dialog.getByPlaceholder(tr('Select a bank')).click();
    await page.getByRole('option', { name: 'Ecobank Ghana' }).click();
    await dialog.getByLabel(tr('Account Number')).fill(account);
    await dialog.getByLabel(tr('Amount')).fill(amount);
    if (date) {
      await dialog.getByText(tr('On a date')).click();
      await dialog.getByRole('button', { name: tr('Send Transfer') }).click();
      await expect(dialog.getByText(tr('Scheduled date is required for scheduled transfers'))).toBeVisible();
      await dialog.getByLabel(tr('Scheduled date')).fill(date);
      await page.screenshot({ path: 'test-results/transfers-new-bank.png' });
    }
    await dialog.getByRole('button', { name: tr('Send Transfer') }).click();
    await expect(dialog).toBeHidden();
  };
  await page.getByRole('button', { name: tr('New Transfer') }).click();
  const dialog = page.getByRole('dialog', { name: tr('New Transfer') });
  await dialog.getByRole('button', { name: tr('Send Transfer') }).click();
  await expect(dialog.getByText(tr('Recipient name is required'))).toBeVisible();
  await expect(dialog.getByText(tr('Account number must be at least 10 digits'))).toBeVisible();
  await expect(dialog.getByText(tr('Please select a bank'))).toBeVisible();
  await expect(dialog.getByText(tr('Amount is required'))).toBeVisible();
  await dialog.getByRole('button', { name: tr('Cancel') }).click();

  await newTransfer('Kofi Boateng', '1234567890', '15');
  await expect(page.getByText(tr('Bank transfer completed successfully via the national interconnect')).last()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('bank-transfer').filter({ hasText: 'Kofi Boateng' }).getByText(tr('Completed'))).toBeVisible({
    timeout: 20_000,
  });

  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await newTransfer('Ama Owusu', '2223334445', '5', inThreeDays);
  await expect(
    page
      .getByTestId('bank-transfer')
      .filter({ hasText: 'Ama Owusu' })
      .getByText(trPattern('Scheduled for {date}', {}, { start: true })),
  ).toBeVisible();

  // The demo's simulated aggregator is told to refuse the next transfer to this account (its own page).
  await page.goto('/dev/providers');
  await page.getByRole('combobox', { name: tr('Provider') }).click();
  await page.getByRole('option', { name: tr('Aggregator (banks, Telecel, AirtelTigo)') }).click();
  await page.getByLabel(tr('Wallet or account number')).fill('5550004321');
  await page.getByRole('combobox', { name: tr('Fault') }).click();
  await page.getByRole('option', { name: tr('Fails: no such wallet') }).click();
  await page.getByRole('button', { name: tr('Set fault') }).click();
  await expect(page.getByText('5550004321: failed:PAYEE_NOT_FOUND')).toBeVisible();
  await page.screenshot({ path: 'test-results/transfers-providers.png', fullPage: true });
  await page.goto('/bank-transfers');
  await newTransfer('Yaw Failing', '5550004321', '7');
  const failing = page.getByTestId('bank-transfer').filter({ hasText: 'Yaw Failing' });
  await expect(failing.getByText(tr('Failed, refunded'))).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/transfers-bank.png', fullPage: true });

  // After the bank transfers: −15 (paid), −5 (held for its date), ±0 (refunded).
  await page.goto('/me');
  await expect(balanceCard(page)).toContainText(balance(50_00n - 20_35n - 10_00n - 15_00n - 5_00n));

  // The tier's daily limit counts what left today (fees and the refunded payout included; money added does not).
  const limits = page.getByRole('region', { name: tr('Your limits') });
  await expect(limits.getByText(tr('Minimum KYC'))).toBeVisible();
  await expect(
    limits.getByText(`${formatCedis(3_000_00n - usedToday - 20_35n - 10_00n - 15_00n - 5_00n - 7_00n)} ${tr('left today')}`),
  ).toBeVisible();
  await limits.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/transfers-limits.png' });
});
