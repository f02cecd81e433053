import { formatCedis, parseCedis } from '@ghanapay/money';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCurrentUser, balanceCard, signInToCleanDashboard, tr, trPattern } from './support';

/** A demo person in a browser of their own, signed in with their password on the sign-in screen. */
async function openUser(browser: Browser, baseURL: string | undefined, username: string, fullName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToCleanDashboard(page, username, fullName);
  return page;
}

async function approveOnNotifications(page: Page, description: string, amount: string) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: tr('Notifications') })).toBeVisible();
  const card = page
    .getByRole('article', { name: tr('Money request from {name}', { name: 'Efua Addo' }) })
    .filter({ hasText: tr('Split bill: {0}', { 0: description }) });
  await expect(card).toContainText(amount);
  await card.getByRole('button', { name: tr('Approve') }).click();
  await expect(page.getByText(tr('Payment of {0} sent to {1}', { 0: amount, 1: 'Efua Addo' }))).toBeVisible();
  await expect(card).toHaveCount(0);
}

// Efua splits ₵10.00 three ways with Ama and Yaw; they approve from their own sessions; Efua sees it settled.
test('a split bill of 3: the form’s checks, an equal split in pesewas, two approvals, the creator sees it settled', async ({
  browser,
  baseURL,
}) => {
  // Three people in three browsers, each signing in with their password.
  test.setTimeout(150_000);
  const efua = await openUser(browser, baseURL, 'efua_addo', 'Efua Addo');
  const ama = await openUser(browser, baseURL, 'ama_mensah', 'Ama Mensah');
  const yaw = await openUser(browser, baseURL, 'yaw_asante', 'Yaw Asante');
  const efuaBefore = parseCedis((await apiCurrentUser(efua.request)).walletBalance);
  const description = `Chop bar ${Date.now() % 100_000}`;

  await efua
    .getByRole('link', { name: tr('Split') })
    .first()
    .click();
  await expect(efua).toHaveURL(/\/split$/);
  await expect(efua.getByRole('heading', { name: tr('Split Bill'), level: 1 })).toBeVisible();
  const participants = efua.getByRole('list', { name: tr('Participants') });
  await expect(participants.getByRole('listitem', { name: `Efua Addo ${tr('(You)')}` })).toBeVisible();
  // The creator cannot be removed.
  await expect(efua.getByRole('button', { name: tr('Remove {0} {1}', { 0: 'Efua', 1: 'Addo' }) })).toHaveCount(0);

  // The document's messages.
  await efua.getByRole('button', { name: tr('Create Split Bill') }).click();
  await expect(efua.getByText(tr('Description is required'))).toBeVisible();
  await expect(efua.getByText(tr('Total amount is required'))).toBeVisible();
  await expect(efua.getByText(tr('At least 2 participants are required'))).toBeVisible();

  await efua.getByLabel(tr('Description')).fill(description);
  await efua.getByLabel(tr('Total Amount')).fill('10');
  const search = efua.getByLabel(tr('Search people to add'));
  await search.fill('a');
  await expect(efua.getByText(tr('Type at least 2 characters to search'))).toBeVisible();
  await search.fill('Ama Mensah');
  await efua.getByRole('button', { name: tr('Add {0} {1}', { 0: 'Ama', 1: 'Mensah' }) }).click();
  await search.fill('yaw_asante');
  await efua.getByRole('button', { name: tr('Add {0} {1}', { 0: 'Yaw', 1: 'Asante' }) }).click();

  // Equal: ₵10.00 / 3 → the odd pesewa is the creator's.
  await expect(participants.getByRole('listitem', { name: `Efua Addo ${tr('(You)')}` })).toContainText('₵3.34');
  await expect(participants.getByRole('listitem', { name: 'Ama Mensah' })).toContainText('₵3.33');
  await expect(participants.getByRole('listitem', { name: 'Yaw Asante' })).toContainText('₵3.33');
  await expect(efua.getByRole('region', { name: tr('Summary') })).toContainText(`${tr('You will collect')}₵6.66`);

  // Custom: amounts that miss the total are an Amount Mismatch; switching method clears them.
  await efua.getByText(tr('Custom Amounts')).click();
  await efua.getByLabel(tr('Your share')).fill('3');
  await efua.getByLabel(tr("{0} {1}'s share", { 0: 'Ama', 1: 'Mensah' })).fill('3');
  await efua.getByLabel(tr("{0} {1}'s share", { 0: 'Yaw', 1: 'Asante' })).fill('3');
  await efua.getByRole('button', { name: tr('Create Split Bill') }).click();
  await expect(efua.getByText(tr('Amount Mismatch'))).toBeVisible();
  await expect(efua.getByText(tr('The amounts add up to {0}, but the total is {1}.', { 0: '₵9.00', 1: '₵10.00' }))).toBeVisible();
  await efua.getByText(tr('Split Equally')).click();
  await efua.getByText(tr('Custom Amounts')).click();
  await expect(efua.getByLabel(tr("{0} {1}'s share", { 0: 'Ama', 1: 'Mensah' }))).toHaveValue('');
  await efua.getByText(tr('Split Equally')).click();
  await efua.screenshot({ path: 'test-results/split-bill-form.png', fullPage: true });

  await efua.getByRole('button', { name: tr('Create Split Bill') }).click();
  await expect(efua.getByText(tr('Split Bill Created'))).toBeVisible();
  await expect(efua.getByText(tr('Participants will be notified about their share.'))).toBeVisible();
  await expect(efua).toHaveURL(/\/$/);

  // The creator follows the bill: nobody has paid yet.
  await efua.goto('/split');
  const bill = efua.getByTestId('split-bill').filter({ hasText: description });
  await expect(bill).toContainText(trPattern('{0} of {1} paid · {2} collected', { 0: 0, 1: 2 }));
  await expect(bill.getByRole('listitem', { name: 'Ama Mensah' })).toContainText(tr('Pending'));
  await bill.getByRole('button', { name: tr('Remind {0}', { 0: 'Ama Mensah' }) }).click();
  await expect(efua.getByText(tr('{0} was reminded of their {1} share.', { 0: 'Ama Mensah', 1: '₵3.33' }))).toBeVisible();
  await bill.getByRole('button', { name: tr('Remind {0}', { 0: 'Ama Mensah' }) }).click();
  await expect(efua.getByText('Reminders go out at most once an hour. Please try again later')).toBeVisible();

  // Each participant approves their share from their own session.
  await approveOnNotifications(ama, description, '₵3.33');
  await expect(bill).toContainText(trPattern('{0} of {1} paid · {2} collected', { 0: 1, 1: 2 }), { timeout: 15_000 });
  await approveOnNotifications(yaw, description, '₵3.33');

  await expect(bill).toContainText(trPattern('{0} of {1} paid · {2} collected', { 0: 2, 1: 2 }), { timeout: 15_000 });
  await expect(bill).toContainText(tr('Settled'));
  await expect(bill).toContainText(trPattern('{0} of {1} paid · {2} collected', { 2: formatCedis(666n) }));
  await expect(bill.getByRole('listitem', { name: 'Yaw Asante' })).toContainText(tr('Paid'));
  await expect(bill.getByRole('button', { name: trPattern('Remind {0}') })).toHaveCount(0);
  await efua.screenshot({ path: 'test-results/split-bill-settled.png', fullPage: true });
  await efua.goto('/');
  await expect(balanceCard(efua)).toContainText(formatCedis(efuaBefore + 666n));

  for (const page of [efua, ama, yaw]) await page.context().close();
});
