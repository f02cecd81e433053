import { expect, test } from '@playwright/test';
import { apiCurrentUser, apiFund, apiSignUp, tr } from './support';

const ADDRESS = '10.32.8.1';

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } });

test('a send cut off by the data hands off to *920*00#, keeps a draft, and sends nothing when the network is back', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const sender = await apiSignUp(page.request, 'Akua', 'Offline');
  const others = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.32.8.2' } });
  const recipient = await apiSignUp(others.request, 'Yaw', 'Datafree');
  await apiFund(others.request, sender.username, '50.00');
  const before = await apiCurrentUser(page.request);
  const sentBefore = ((await (await page.request.get('/api/transactions')).json()) as unknown[]).length;

  await page.goto('/send-money');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const phone = `0${(recipient.phoneNumber ?? '').slice(4)}`;
  await page.getByRole('textbox', { name: tr('Phone Number') }).fill(phone);
  await page.getByLabel(tr('Amount')).fill('20');
  await page.getByLabel(tr('Message (optional)')).fill('For the trotro');
  await page.getByRole('button', { name: tr('Send {0}', { 0: '₵20.00' }) }).click();
  const confirmation = page.getByRole('region', { name: tr('Confirm the recipient') });
  await expect(confirmation).toContainText(tr('Paying <0>{name}</0>', { name: 'Yaw D.' }));

  // The data runs out between checking the name and confirming.
  await context.setOffline(true);
  await confirmation.getByRole('button', { name: `${tr('Confirm and send')} ₵20.00` }).click();
  const handoff = page.getByRole('region', { name: tr('No data? Use USSD') });
  await expect(handoff).toBeVisible();
  await expect(handoff.getByRole('link', { name: tr('Dial {USSD_CODE}', { USSD_CODE: '*920*00#' }) })).toHaveAttribute(
    'href',
    'tel:*920*00%23',
  );
  await expect(handoff.getByTestId('ussd-handoff-path')).toHaveText(
    `${tr('Then:')} ${[tr('{digit} Send money', { digit: 2 }), tr("the recipient's number"), tr('the amount'), tr('your USSD PIN')].join(' › ')}`,
  );
  await expect(page.getByText(tr('Your draft is saved'))).toBeVisible();
  await expect(page.getByText(tr('Transaction Failed'))).toHaveCount(0);
  await handoff.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/artifacts/offline-ussd-handoff-360.png' });

  // Back online: the hand-off steps aside, the form still holds the send, and nothing left by itself.
  await context.setOffline(false);
  await expect(handoff).toBeHidden();
  await page.waitForTimeout(2_000);
  expect((await apiCurrentUser(page.request)).walletBalance).toBe(before.walletBalance);
  expect(((await (await page.request.get('/api/transactions')).json()) as unknown[]).length).toBe(sentBefore);

  // Coming back later: the draft is in the form, still unsent, until the person sends or discards it.
  await page.goto('/send-money');
  await expect(page.getByRole('textbox', { name: tr('Phone Number') })).toHaveValue(phone);
  await expect(page.getByLabel(tr('Amount'))).toHaveValue('20');
  await expect(page.getByLabel(tr('Message (optional)'))).toHaveValue('For the trotro');
  const draft = page.getByTestId('send-draft');
  await expect(draft).toContainText(tr('Your draft is saved'));
  await draft.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/artifacts/offline-ussd-draft-restored-360.png' });
  expect((await apiCurrentUser(page.request)).walletBalance).toBe(before.walletBalance);

  await draft.getByRole('button', { name: tr('Discard draft') }).click();
  await expect(draft).toBeHidden();
  await expect(page.getByRole('textbox', { name: tr('Phone Number') })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('textbox', { name: tr('Phone Number') })).toHaveValue('');
  await expect(page.getByTestId('send-draft')).toHaveCount(0);

  // Opening the app with no data at all: the offline screen offers the same hand-off for the page.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: tr("You're offline") })).toBeVisible();
  const screenHandoff = page.getByRole('region', { name: tr('No data? Use USSD') });
  await expect(screenHandoff.getByRole('link', { name: tr('Dial {USSD_CODE}', { USSD_CODE: '*920*00#' }) })).toHaveAttribute(
    'href',
    'tel:*920*00%23',
  );
  await expect(screenHandoff).toContainText(`${tr('{digit} Send money', { digit: 2 })} › ${tr("the recipient's number")}`);
  await page.screenshot({ path: 'test-results/artifacts/offline-ussd-screen-360.png', fullPage: true });
  await context.setOffline(false);
  await others.close();
});
