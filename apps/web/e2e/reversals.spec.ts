import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addVirtualAuthenticator,
  apiCurrentUser,
  apiResolveFraudAlerts,
  apiSendMoney,
  apiSignIn,
  apiSignUp,
  expectDashboard,
  gotoWithoutAlerts,
  openSignIn,
  signOut,
  tr,
  escapeRegExp,
} from './support';

// A wrong send undone by two people at 360 px: Adjoa pays Kojo by mistake, asks for it back from the
// payment in her history, Kojo accepts from his, and both see "Reversed" with the balances back.

/** A payment between new accounts may be paused by the fraud check: the sender proceeds, as the app lets them. */
async function sendThroughFraudCheck(request: APIRequestContext, body: Parameters<typeof apiSendMoney>[1]) {
  let payment = await apiSendMoney(request, body);
  if (payment.status === 'blocked') {
    const proceeded = await request.patch(`/api/transactions/${payment.id}/status`, { data: { status: 'pending' } });
    payment = (await proceeded.json()) as typeof payment;
  }
  expect(payment.status).toBe('completed');
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a wrong send is asked back, accepted by the recipient, and both see Reversed with the balances back', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const people = await Promise.all(
    ['10.30.1.1', '10.30.1.2'].map(async (ip) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': ip },
      });
      return context.newPage();
    }),
  );
  const [adjoa, kojo] = people as [Page, Page];
  const sender = await apiSignUp(adjoa.request, 'Adjoa', 'Mistake');
  const recipient = await apiSignUp(kojo.request, 'Kojo', 'Wrongdigit');
  // Funded by yaw_asante: efua_addo funds many other specs, and more sends from her trip the fraud checks.
  const funder = await playwright.request.newContext({ baseURL });
  await apiSignIn(funder, 'yaw_asante');
  await sendThroughFraudCheck(funder, { amount: '50.00', recipientUsername: sender.username, message: 'Float' });
  await apiResolveFraudAlerts(funder);

  // The mistake: ₵20 to the wrong person.
  await sendThroughFraudCheck(adjoa.request, { amount: '20.00', recipientUsername: recipient.username, message: 'Rent' });
  await apiResolveFraudAlerts(adjoa.request);

  // Adjoa asks for it back from the payment in her history.
  await gotoWithoutAlerts(adjoa, '/history');
  await adjoa
    .getByRole('button', { name: tr('Sent to the wrong person?') })
    .first()
    .click();
  const ask = adjoa.getByRole('dialog', { name: tr('Ask for this payment back') });
  await ask.getByLabel(tr('What went wrong?')).fill('One digit wrong in the number');
  await shot(adjoa, 'reversal-ask');
  await ask.getByRole('button', { name: tr('Ask for it back') }).click();
  await expect(
    adjoa.getByText(
      new RegExp(
        `${escapeRegExp(tr('Reversal asked:'))}\\s*${escapeRegExp(tr('Waiting for their answer'))} \\(₵20\\.00 ${escapeRegExp(tr('held)'))}`,
      ),
    ),
  ).toBeVisible();
  await shot(adjoa, 'reversal-asked');

  // Had Adjoa phoned Kojo to "send it back", the send form would have warned him: use Return instead.
  await gotoWithoutAlerts(kojo, '/send-money');
  await kojo.getByRole('tab', { name: tr('Username') }).click();
  await kojo.getByRole('textbox', { name: tr('Username') }).fill(sender.username);
  await kojo.getByLabel(tr('Amount'), { exact: true }).fill('20');
  await expect(
    kojo
      .getByRole('alert')
      .filter({ hasText: tr('Did someone ask you to send back money they sent by mistake? Use Return on their payment instead') }),
  ).toBeVisible();
  await shot(kojo, 'reversal-send-back-warning');

  // Kojo sees the request on the payment and accepts.
  await gotoWithoutAlerts(kojo, '/history');
  await expect(kojo.getByText(tr('{0} asks for it back:', { 0: 'Adjoa Mistake' }))).toBeVisible();
  await shot(kojo, 'reversal-recipient-history');
  await kojo.getByRole('button', { name: tr('Accept and return') }).click();
  await expect(kojo.getByText(tr('Payment reversed'))).toBeVisible();
  await expect(kojo.getByRole('article', { name: new RegExp(escapeRegExp(tr('Reversed'))) }).first()).toBeVisible();
  await kojo.goto('/reversals');
  await expect(
    kojo.getByRole('article', { name: tr('{0} asks for {1} back', { 0: 'Adjoa Mistake', 1: '₵20.00' }) + `, ${tr('Reversed')}` }),
  ).toBeVisible();
  await shot(kojo, 'reversal-recipient-list');

  // Adjoa sees it reversed, and her ₵50 back.
  await gotoWithoutAlerts(adjoa, '/history');
  await expect(adjoa.getByRole('article', { name: new RegExp(`-?₵20\\.00, ${escapeRegExp(tr('Reversed'))}`) }).first()).toBeVisible();
  await shot(adjoa, 'reversal-sender-history');
  expect((await apiCurrentUser(adjoa.request)).walletBalance).toBe('50.00');
  expect((await apiCurrentUser(kojo.request)).walletBalance).toBe('0.00');
});

test('a declined reversal is decided by a staff member on the console: reversed, and the balances are back', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(150_000);
  const people = await Promise.all(
    ['10.30.2.1', '10.30.2.2', '10.30.2.3'].map(async (ip) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': ip },
      });
      return context.newPage();
    }),
  );
  const [esi, fiifi, agent] = people as [Page, Page, Page];
  const sender = await apiSignUp(esi.request, 'Esi', 'Typo');
  const recipient = await apiSignUp(fiifi.request, 'Fiifi', 'Keeper');
  const funder = await playwright.request.newContext({ baseURL });
  await apiSignIn(funder, 'yaw_asante');
  await sendThroughFraudCheck(funder, { amount: '30.00', recipientUsername: sender.username, message: 'Float' });
  await apiResolveFraudAlerts(funder);
  await sendThroughFraudCheck(esi.request, { amount: '12.00', recipientUsername: recipient.username, message: 'School fees' });
  await apiResolveFraudAlerts(esi.request);

  const payment = (await (await esi.request.get('/api/transactions')).json())[0] as { id: number };
  const asked = await esi.request.post(`/api/transactions/${payment.id}/reversal-request`, { data: { reason: 'Typed the wrong number' } });
  expect(asked.ok()).toBe(true);
  const request = (await asked.json()) as { id: string };

  // Fiifi declines from his history.
  await gotoWithoutAlerts(fiifi, '/history');
  await fiifi
    .getByRole('button', { name: tr('Decline') })
    .first()
    .click();
  const decline = fiifi.getByRole('dialog', { name: tr('Decline the reversal') });
  await decline.getByRole('textbox').fill('She owes me for a phone');
  await decline.getByRole('button', { name: tr('Decline') }).click();
  await expect(fiifi.getByText(tr('Declined: our staff will decide')).first()).toBeVisible();

  // A support agent, signed in with a passkey, decides on the console.
  const agentUser = await apiSignUp(agent.request, 'Abena', 'Desk');
  expect((await agent.request.post('/api/dev/staff-role', { data: { username: agentUser.username, role: 'support' } })).ok()).toBe(true);
  await addVirtualAuthenticator(agent);
  await agent.goto('/settings');
  await agent.getByRole('button', { name: tr('Add a passkey') }).click();
  await expect(agent.getByText(tr('Passkey added'))).toBeVisible();
  await signOut(agent);
  await openSignIn(agent);
  await agent.getByRole('button', { name: tr('Use Face ID / Touch ID') }).click();
  await expectDashboard(agent, 'Abena Desk');
  await agent.goto('/staff/reversals');
  const item = agent.getByTestId(`staff-reversal-${request.id}`);
  await expect(item).toContainText('₵12.00 · Esi Typo → Fiifi Keeper');
  await expect(item).toContainText(tr('Declined by the recipient'));
  await expect(item).toContainText(tr('Recipient: {0}', { 0: 'She owes me for a phone' }));
  await shot(agent, 'staff-reversal-case');
  await item.getByRole('button', { name: tr('Reverse') }).click();
  const dialog = agent.getByRole('dialog', { name: tr('Reverse the payment') });
  await dialog.getByLabel(tr('Note for both people')).fill('No record of a phone sale; the number was one digit off');
  await dialog.getByRole('button', { name: tr('Reverse') }).click();
  await expect(agent.getByText(tr('No cases to decide'))).toBeVisible();
  await shot(agent, 'staff-reversal-decided');

  expect((await apiCurrentUser(esi.request)).walletBalance).toBe('30.00');
  expect((await apiCurrentUser(fiifi.request)).walletBalance).toBe('0.00');
  await funder.dispose();
});
