import { formatCedis, parseCedis } from '@ghanapay/money';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  apiCurrentUser,
  apiResolveFraudAlerts,
  apiSendMoney,
  apiSignIn,
  apiSignUp,
  balanceCard,
  closeSuspiciousActivityIfRaised,
  expectDashboard,
  signIn,
  signInToCleanDashboard,
  uniquePhone,
  tr,
  trPattern,
  escapeRegExp,
  youPaid,
  paidYou,
} from './support';

// Demo balances change from test to test (and akosua_owusu's password is changed by auth.spec), so
// every test reads the balances it starts from and asserts the change.

async function openUser(browser: Browser, baseURL: string | undefined, loginId: string, fullName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToCleanDashboard(page, loginId, fullName);
  return page;
}

const pesewasOf = async (page: Page) => parseCedis((await apiCurrentUser(page.request)).walletBalance);

test('A sends B money from the contact picker; both see it with the right balances', async ({ browser, baseURL }) => {
  const ama = await openUser(browser, baseURL, 'ama_mensah', 'Ama Mensah');
  const kofi = await openUser(browser, baseURL, 'kofi_boateng', 'Kofi Boateng');
  const amaBefore = await pesewasOf(ama);
  const kofiBefore = await pesewasOf(kofi);
  await expect(balanceCard(ama)).toContainText(formatCedis(amaBefore));

  // The contact picker: 1 character asks for more, 2 or more search.
  await ama.goto('/send');
  await expect(ama.getByRole('heading', { name: tr('Send Money To') })).toBeVisible();
  const search = ama.getByPlaceholder(tr('Enter name, phone, email or username...'));
  await search.fill('k');
  await expect(ama.getByText(tr('Type at least 2 characters to search'))).toBeVisible();
  await search.fill('zzqx');
  await expect(ama.getByText(tr('No results found for "{trimmed}"', { trimmed: 'zzqx' }))).toBeVisible();
  await search.fill('kofi');
  await ama.getByRole('button', { name: /Kofi Boateng/ }).click();

  // Variant A, prefilled by the picker.
  await expect(ama).toHaveURL(/\/send-money\?.*recipientUsername=kofi_boateng/);
  await expect(ama.getByRole('heading', { name: tr('Send Money') })).toBeVisible();
  await expect(ama.getByText(`${tr('To:')} Kofi Boateng`)).toBeVisible();
  await expect(ama.getByRole('tab', { name: tr('Username') })).toHaveAttribute('aria-selected', 'true');
  await expect(ama.getByText(`${tr('Available balance:')} ${formatCedis(amaBefore)}`)).toBeVisible();
  // The fee shown is the fee charged (packages/money): a payment between wallets is free.
  await expect(ama.getByText(`${tr('Transaction fee:')} ₵0.00 ${tr('• Processing time: Instant')}`)).toBeVisible();
  await ama.getByRole('button', { name: tr('Send {0}', { 0: '₵0.00' }) }).click();
  await expect(ama.getByText(tr('Amount is required'))).toBeVisible();
  await ama.getByLabel(tr('Amount')).fill('25.5');
  await ama.getByLabel(tr('Message (optional)')).fill('Lunch money');
  await ama.getByRole('button', { name: tr('Send {0}', { 0: '₵25.50' }) }).click();
  await expect(ama.getByText(tr('Transaction Initiated'))).toBeVisible();

  // A: back home, the balance and the feed show the payment.
  await expect(ama).toHaveURL(/\/$/);
  await closeSuspiciousActivityIfRaised(ama);
  await expect(balanceCard(ama)).toContainText(formatCedis(amaBefore - 2550n));
  const paid = ama.getByRole('article', { name: new RegExp(`^${youPaid('Kofi Boateng')}, -₵25\\.50`) }).first();
  await expect(paid).toBeVisible();
  await expect(paid).toContainText('Lunch money');
  await expect(paid).toContainText(/GHP\d{8}/);

  // B: the dashboard's 15 s poll brings the payment in, and the balance follows.
  const received = kofi.getByRole('article', { name: new RegExp(`^${paidYou('Ama Mensah')}, \\+₵25\\.50`) }).first();
  await expect(received).toBeVisible({ timeout: 25_000 });
  await expect(balanceCard(kofi)).toContainText(formatCedis(kofiBefore + 2550n), { timeout: 10_000 });

  // B's history: grouped under Today, with the GHP id and the status badge.
  await kofi.goto('/history');
  const today = kofi.getByRole('region', { name: tr('Today') });
  await expect(
    today.getByRole('article', { name: new RegExp(`^${paidYou('Ama Mensah')}, \\+₵25\\.50, ${escapeRegExp(tr('Completed'))}`) }).first(),
  ).toBeVisible();
  await kofi.getByLabel(tr('Search transactions')).fill('no-such-payment-text');
  await expect(kofi.getByText(tr('No transactions found'))).toBeVisible();

  await ama.context().close();
  await kofi.context().close();
});

test('B requests money from A on /money-transfer, A approves on /notifications, balances change', async ({ browser, baseURL }) => {
  const ama = await openUser(browser, baseURL, 'ama_mensah', 'Ama Mensah');
  const kofi = await openUser(browser, baseURL, 'kofi_boateng', 'Kofi Boateng');
  const amaBefore = await pesewasOf(ama);
  const kofiBefore = await pesewasOf(kofi);

  // Variant B: amount, then Request, then the payer from search, then confirm.
  await kofi.goto('/money-transfer');
  await expect(kofi.getByRole('button', { name: tr('Request'), exact: true })).toBeDisabled();
  await kofi.getByLabel(tr('Amount (GHS)')).fill('30');
  await kofi.getByLabel(tr('Message (optional)')).fill('Dinner on Friday');
  await kofi.getByRole('button', { name: tr('Request'), exact: true }).click();
  await kofi.getByLabel(tr('Search people')).fill('Ama Mensah');
  await kofi.getByRole('button', { name: /Ama Mensah/ }).click();
  await expect(kofi.getByText(tr('From'), { exact: true })).toBeVisible();
  await kofi.getByRole('button', { name: tr('Request {0}', { 0: 'GHS 30.00' }) }).click();
  await expect(kofi.getByText(tr('Request Sent!'))).toBeVisible();
  await expect(kofi).toHaveURL(/\/$/);

  // A: the bell gets its dot from the 10 s poll; the request waits on /notifications.
  await expect(ama.getByTestId('notification-dot')).toBeVisible({ timeout: 20_000 });
  await ama
    .getByRole('link', { name: new RegExp(`^(${escapeRegExp(tr('Notifications'))}|${escapeRegExp(tr('Notifications (new)'))})$`) })
    .click();
  await expect(ama.getByRole('heading', { name: tr('Notifications') })).toBeVisible();
  const card = ama
    .getByRole('article', { name: tr('Money request from {name}', { name: 'Kofi Boateng' }) })
    .filter({ hasText: 'Dinner on Friday' });
  await expect(card).toContainText(tr('From: {name}', { name: 'Kofi Boateng' }));
  await expect(card).toContainText('@kofi_boateng');
  await expect(card).toContainText('₵30.00');
  await expect(card).toContainText(tr('Pending'));
  await expect(ama.getByText(trPattern('{0} pending', { 0: /\d+/ }))).toBeVisible();
  await card.getByRole('button', { name: tr('Approve') }).click();
  await expect(ama.getByText(tr('Request approved'))).toBeVisible();
  await expect(ama.getByText(tr('Payment of {0} sent to {1}', { 0: '₵30.00', 1: 'Kofi Boateng' }))).toBeVisible();
  await expect(card).toHaveCount(0);

  await ama.goto('/');
  await expectDashboard(ama, 'Ama Mensah');
  await expect(balanceCard(ama)).toContainText(formatCedis(amaBefore - 3000n));
  await expect(ama.getByRole('article', { name: new RegExp(`^${youPaid('Kofi Boateng')}, -₵30\\.00`) }).first()).toBeVisible();
  await kofi.reload();
  await expectDashboard(kofi, 'Kofi Boateng');
  await expect(balanceCard(kofi)).toContainText(formatCedis(kofiBefore + 3000n));

  await ama.context().close();
  await kofi.context().close();
});

test('a payment scored above 70 shows the fraud dialog; Proceed completes it and Block cancels another', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A brand-new account that makes 5 payments within minutes, then pays another brand-new account:
  // new sender (15) + 5 payments in 10 minutes (35) + first payment (8) + new contact (5) + recipient
  // account under a day old (16) = 79 > 70 (packages/fraud/README.md).
  const funder = await playwright.request.newContext({ baseURL });
  const payee = await playwright.request.newContext({ baseURL });
  await apiSignIn(funder, 'yaw_asante');
  const newcomer = await apiSignUp(page.request, 'Esi', 'Mensimah');
  const stranger = await apiSignUp(payee, 'Nana', 'Ampofo');
  await apiSendMoney(funder, { amount: '20.00', recipientUsername: newcomer.username, message: 'Welcome' });
  await apiResolveFraudAlerts(funder);
  for (let i = 0; i < 5; i += 1) {
    expect((await apiSendMoney(page.request, { amount: '1.00', recipientUsername: 'yaw_asante' })).status).toBe('completed');
  }
  await apiResolveFraudAlerts(funder);

  await page.goto(`/send-money?recipientUsername=${stranger.username}&recipientName=Nana%20Ampofo`);
  await expect(page.getByText(`${tr('Available balance:')} ${formatCedis('15.00')}`)).toBeVisible();
  await page.getByLabel(tr('Amount')).fill('2');
  await page.getByRole('button', { name: tr('Send {0}', { 0: '₵2.00' }) }).click();

  const warning = page.getByRole('dialog', { name: tr('Fraud Warning') });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(new RegExp(`${escapeRegExp(tr('High'))} \\((7[1-9]|[89]\\d|100)%\\)`));
  await expect(warning).toContainText(tr('{count} payments in the last 10 minutes', { count: 5 }));
  await expect(warning).toContainText(tr('First payment to this recipient'));
  await expect(warning).toContainText(tr('Location verification pending'));
  await warning.getByRole('button', { name: tr('Proceed Anyway') }).click();
  await expect(page.getByText(tr('Transaction Approved'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await apiCurrentUser(payee)).walletBalance).toBe('2.00');

  // The five burst payments raised medium alerts (31-70): recorded and marked on the bell, but they
  // do not interrupt (only 75 or more opens the dialog; finding 3.13 of the security audit).
  const suspicious = page.getByRole('dialog', { name: tr('Suspicious Activity Detected') });
  await expect(page.getByRole('link', { name: tr('Notifications (new)') })).toBeVisible();
  await expect(suspicious).toHaveCount(0);
  await expect(balanceCard(page)).toContainText(formatCedis('13.00'));

  // Another burst payment, to a number with no account (new sender + burst + first payment + new
  // contact + no account = 73): blocked again, and this time Block cancels it.
  await page.goto(`/send-money?recipientPhone=${uniquePhone()}`);
  await expect(page.getByRole('tab', { name: tr('Phone') })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(tr('Amount')).fill('1');
  await page.getByRole('button', { name: tr('Send {0}', { 0: '₵1.00' }) }).click();
  // Name before you pay: a number nobody has is said so before the money leaves.
  await expect(page.getByRole('region', { name: tr('Confirm the recipient') })).toContainText(tr('Not on {APP_NAME} yet'));
  await page.getByRole('button', { name: `${tr('Confirm and send')} ₵1.00` }).click();
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: tr('Block Transaction') }).click();
  await expect(page.getByText(tr('Transaction Blocked'))).toBeVisible();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/send-money/);

  // A third, to another brand-new account (79), left undecided: that alert interrupts on the dashboard.
  // A browser of its own: signed in, the same call would be Nana's phone change (Settings).
  const third = await apiSignUp(await playwright.request.newContext({ baseURL }), 'Kojo', 'Antwi');
  await page.goto(`/send-money?recipientUsername=${third.username}&recipientName=Kojo%20Antwi`);
  await page.getByLabel(tr('Amount')).fill('1');
  await page.getByRole('button', { name: tr('Send {0}', { 0: '₵1.00' }) }).click();
  await expect(warning).toBeVisible();
  await page.goto('/');
  await expect(suspicious).toBeVisible();
  await expect(suspicious).toContainText(tr('Risk level:'));
  for (const note of ['Location verification pending', 'Device pattern analysis', 'Transaction timing review']) {
    await expect(suspicious).toContainText(tr(note));
  }
  await expect(suspicious.getByRole('button', { name: tr('Block Transaction') })).toHaveCount(0);
  await suspicious
    .getByRole('button', { name: tr('Close'), exact: true })
    .last()
    .click();
  await expect(suspicious).toBeHidden();

  // History: the proceeded payment completed with its High Risk label, the blocked one cancelled.
  await page.goto('/history');
  const proceeded = page.getByRole('article', {
    name: new RegExp(`^${youPaid('Nana Ampofo')}, -₵2\\.00, ${escapeRegExp(tr('Completed'))}`),
  });
  await expect(proceeded).toContainText(tr('High Risk'));
  await expect(
    page.getByRole('article', { name: new RegExp(`^${youPaid(tr('Unknown User'))}, -₵1\\.00, ${escapeRegExp(tr('Cancelled'))}`) }),
  ).toContainText(tr('High Risk'));
  expect(parseCedis((await apiCurrentUser(page.request)).walletBalance)).toBe(1300n);

  await funder.dispose();
  await payee.dispose();
});

test('name before you pay: a payment to a phone number shows whom it reaches and that it is the first', async ({
  page,
  playwright,
  baseURL,
}) => {
  const newcomer = await apiSignUp(await playwright.request.newContext({ baseURL }), 'Adjoa', 'Quaye');
  await signIn(page, 'efua_addo');
  await expectDashboard(page, 'Efua Addo');
  await page.goto('/send-money');
  await page.getByRole('textbox', { name: tr('Phone Number') }).fill(`0${(newcomer.phoneNumber ?? '').slice(4)}`);
  await page.getByLabel(tr('Amount')).fill('1');
  await page.getByRole('button', { name: tr('Send {0}', { 0: '₵1.00' }) }).click();
  const confirmation = page.getByRole('region', { name: tr('Confirm the recipient') });
  await expect(confirmation).toContainText(tr('Paying <0>{name}</0>', { name: 'Adjoa Q.' }));
  await expect(confirmation).toContainText(
    tr('You have not paid {name} before. Check that this is the person you mean.', { name: 'Adjoa Q.' }),
  );
  await page.screenshot({ path: 'test-results/artifacts/name-before-you-pay-360.png' });
  // Change goes back to the form; nothing was sent.
  await confirmation.getByRole('button', { name: tr('Change') }).click();
  await expect(confirmation).toBeHidden();
  await page.getByRole('button', { name: tr('Send {0}', { 0: '₵1.00' }) }).click();
  await confirmation.getByRole('button', { name: `${tr('Confirm and send')} ₵1.00` }).click();
  await expect(page.getByText(tr('Transaction Initiated'))).toBeVisible();
});

test('send money checks its fields and shows the server’s message for a short balance', async ({ page }) => {
  await signIn(page, 'efua_addo');
  await expectDashboard(page, 'Efua Addo');
  await page.goto('/send-money');
  await page.getByRole('tab', { name: tr('Email') }).click();
  await page.getByRole('textbox', { name: tr('Email Address') }).fill('not-an-email');
  await page.getByLabel(tr('Amount')).fill('0');
  await page.getByRole('button', { name: trPattern('Send {0}', {}, { start: true }) }).click();
  await expect(page.getByText(tr('Amount must be a positive number'))).toBeVisible();
  await expect(page.getByText(tr('Please enter a valid email address'))).toBeVisible();
  await page.getByRole('tab', { name: tr('Username') }).click();
  await page.getByRole('textbox', { name: tr('Username') }).fill('yaw_asante');
  // Within the per-transaction maximum, but more than the wallet holds: the server's own words.
  await page.getByLabel(tr('Amount')).fill('20000');
  await page.getByRole('button', { name: trPattern('Send {0}', {}, { start: true }) }).click();
  await expect(page.getByText(tr('Transaction Failed'))).toBeVisible();
  await expect(page.getByText('Insufficient balance', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/send-money/);
});
