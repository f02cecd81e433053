import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, serverText, tr } from './support';

// A split bill with a friend who has no wallet, at 360 px: added by number, texted a link to their
// share, which they pay signed out from MTN MoMo; the creator sees "SMS sent", then "Paid".

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.31.3.10' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a friend without the app is texted a link to their share, pays it signed out, and the share shows paid', async ({
  page,
  browser,
  baseURL,
}) => {
  await apiSignUp(page.request, 'Abena', 'Host');
  // A Ghana number nobody in this run has (sign-ups use 024 numbers).
  const friendLocal = `055${String(Date.now()).slice(-7)}`;
  const friendE164 = `+233${friendLocal.slice(1)}`;
  const spaced = `${friendLocal.slice(0, 3)} ${friendLocal.slice(3, 6)} ${friendLocal.slice(6)}`;

  await page.goto('/split');
  await page.getByLabel(tr('Description')).fill('Waakye Saturday');
  await page.getByLabel(tr('Total Amount')).fill('30');
  await page.getByLabel(tr('Search people to add')).fill(friendLocal);
  await page.getByRole('button', { name: tr('Add {0} by SMS', { 0: spaced }) }).click();
  const participants = page.getByRole('list', { name: tr('Participants') });
  await expect(participants.getByRole('listitem', { name: spaced })).toContainText('₵15.00');
  await expect(participants).toContainText(tr('No wallet: we text them a link to pay'));
  await shot(page, 'split-sms-new');
  await page.getByRole('button', { name: tr('Create Split Bill') }).click();
  await expect(page.getByText(tr('Split Bill Created'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/split');
  const bill = page.getByTestId('split-bill').filter({ hasText: 'Waakye Saturday' });
  const friendRow = bill.getByRole('listitem', { name: spaced });
  await expect(friendRow).toContainText(tr('SMS sent'));
  await shot(page, 'split-sms-sent');

  // The text the friend received, from the demo's SMS inbox.
  const inbox = (await (await page.request.get('/api/dev/inbox')).json()) as { messages: { to: string; text: string }[] };
  const sms = inbox.messages.find((m) => m.to === friendE164 && m.text.includes('/pay/'));
  // A number with no account is texted in the language of the person who split the bill (the run's).
  expect(sms?.text).toContain(serverText('sms.splitShare', { name: 'Abena Host', bill: 'Waakye Saturday', amount: '₵15.00', link: '' }));
  const code = /\/pay\/([a-z2-7]{10})/.exec(sms!.text)![1]!;

  // The friend, signed out on their own phone, pays from MTN MoMo.
  const friend = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.31.3.11' },
  });
  const payer = await friend.newPage();
  await payer.goto(`/pay/${code}`);
  await expect(payer.getByTestId('pay-link-owner')).toHaveText('Abena H.');
  await expect(payer.getByTestId('pay-link-amount')).toHaveText('₵15.00');
  await payer.getByLabel(tr('Mobile money number')).fill('024 777 6502');
  await payer.getByRole('button', { name: tr('Pay with mobile money') }).click();
  await expect(payer.getByTestId('pay-link-outcome')).toContainText(tr('You paid {0} to {1}', { 0: '₵15.00', 1: 'Abena H.' }), {
    timeout: 30_000,
  });
  await shot(payer, 'split-sms-friend-paid');
  await friend.close();

  await page.reload();
  await expect(friendRow).toContainText(tr('Paid'), { timeout: 15_000 });
  await expect(bill).toContainText(tr('{0} of {1} paid · {2} collected', { 0: 1, 1: 1, 2: '₵15.00' }));
  await shot(page, 'split-sms-paid');
});
