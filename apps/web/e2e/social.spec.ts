import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import {
  apiFund,
  apiSendMoney,
  gotoWithoutAlerts,
  newSignedUpPage,
  tr,
  trPattern,
  escapeRegExp,
  youPaid,
  paidYou,
  trPlural,
} from './support';

// Each test's browsers are closed after it: one left open goes on polling the API for the rest of the run.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

// Fresh people for every test: the demo users' feeds are shared with the other specs.

test('A reacts, likes and comments on a payment to B, and B sees it', async ({ browser, baseURL, playwright }) => {
  const funder = await playwright.request.newContext({ baseURL });
  const { page: a, user: aUser } = await newSignedUpPage(browser, baseURL, 'Adjoa', 'Social');
  const { page: b, user: bUser } = await newSignedUpPage(browser, baseURL, 'Kwame', 'Social');
  await apiFund(funder, aUser.username, '20.00');
  await apiSendMoney(a.request, { amount: '5.00', recipientUsername: bUser.username, message: 'Thanks for lunch' });

  await gotoWithoutAlerts(a, '/');
  const card = a.getByRole('article', { name: new RegExp(`^${youPaid('Kwame Social')}`) });
  await expect(card).toBeVisible();

  // The picker: 24 emojis in a 6-column grid; it closes after a reaction.
  await card.getByRole('button', { name: tr('Add reaction') }).click();
  const picker = card.getByRole('group', { name: tr('Choose a reaction') });
  await expect(picker.getByRole('button')).toHaveCount(24);
  await picker.getByRole('button', { name: tr('React with {emoji}', { emoji: '🔥' }) }).click();
  await expect(picker).toBeHidden();
  await expect(card.getByRole('button', { name: '🔥 1' })).toHaveAttribute('aria-pressed', 'true');

  // Like toggles with its count.
  await card.getByRole('button', { name: trPlural('{0, plural, one {Like, # like} other {Like, # likes}}', 0) }).click();
  await expect(card.getByRole('button', { name: trPlural('{0, plural, one {Unlike, # like} other {Unlike, # likes}}', 1) })).toBeVisible();

  // The comment box: Post is disabled while empty; the comment is trimmed.
  await card.getByRole('button', { name: tr('Comment ({0})', { 0: 0 }) }).click();
  const post = card.getByRole('button', { name: tr('Post') });
  await expect(post).toBeDisabled();
  await card.getByLabel(tr('Add a comment')).fill('   ');
  await expect(post).toBeDisabled();
  await card.getByLabel(tr('Add a comment')).fill('  Chale, thanks!  ');
  await post.click();
  await expect(card.getByRole('button', { name: tr('Comment ({0})', { 0: 1 }) })).toBeVisible();
  // The spec: after posting, the box clears and closes.
  await expect(card.getByLabel(tr('Add a comment'))).toHaveCount(0);
  await expect(card.getByLabel(tr('Comments'), { exact: true })).toContainText(`${tr('You')} Chale, thanks!`);

  // Past 6 reactions the card shows 6 and "+N more".
  for (const emoji of ['👍', '❤️', '😂', '😮', '😢', '🙏']) {
    await a.request.post(`/api/transactions/${await firstTransactionId(a)}/reactions`, { data: { emoji } });
  }
  await a.reload();
  await expect(card.getByRole('group', { name: tr('Reactions') })).toContainText(tr('+{more} more', { more: 1 }));

  // B sees A's reaction, like and comment on the same payment.
  await gotoWithoutAlerts(b, '/');
  const bCard = b.getByRole('article', { name: new RegExp(`^${paidYou('Adjoa Social')}`) });
  await expect(bCard.getByRole('button', { name: trPlural('{0, plural, one {Like, # like} other {Like, # likes}}', 1) })).toBeVisible();
  await expect(bCard.getByLabel(tr('Comments'), { exact: true })).toContainText('Adjoa Social Chale, thanks!');
  await expect(bCard.getByRole('group', { name: tr('Reactions') })).toContainText(tr('+{more} more', { more: 1 }));

  // B answers from the activity sheet on /history: A is "User" + the last 4 of A's id; Enter sends.
  await gotoWithoutAlerts(b, '/history');
  await b
    .getByRole('article', { name: new RegExp(`^${paidYou('Adjoa Social')}`) })
    .getByRole('button', { name: tr('Comment ({0})', { 0: 1 }) })
    .click();
  const sheet = b.getByRole('dialog', { name: tr('Activity') });
  await expect(sheet).toContainText(tr('User {0}', { 0: aUser.id.slice(-4) }));
  await expect(sheet).toContainText('Chale, thanks!');
  await sheet.getByLabel(tr('Add a comment')).fill('Anytime!');
  await sheet.getByLabel(tr('Add a comment')).press('Enter');
  const mine = sheet.getByRole('listitem').filter({ hasText: 'Anytime!' });
  await expect(mine).toContainText(tr('You'));
  await expect(mine).toContainText(tr('just now'));

  await a.context().close();
  await b.context().close();
  await funder.dispose();
});

async function firstTransactionId(page: import('@playwright/test').Page): Promise<number> {
  const list = (await (await page.request.get('/api/transactions?limit=1')).json()) as { id: number }[];
  return list[0]!.id;
}

test('A sends B a friend request, B accepts, and both friend lists update', async ({ browser, baseURL }) => {
  const { page: a, user: aUser } = await newSignedUpPage(browser, baseURL, 'Abena', 'Friendly');
  const { page: b, user: bUser } = await newSignedUpPage(browser, baseURL, 'Kojo', 'Friendly');

  await gotoWithoutAlerts(a, '/friends');
  await expect(a.getByRole('tab', { name: `${tr('My Friends (')}0)` })).toBeVisible();
  await expect(a.getByRole('tab', { name: `${tr('Requests (')}0)` })).toBeVisible();
  await expect(a.getByText(tr('No friends yet'))).toBeVisible();
  await expect(a.getByText(tr('Add friends to easily send money and split bills'))).toBeVisible();

  await a.getByRole('button', { name: tr('Add Friend') }).click();
  const search = a.getByLabel(tr('Search people'));
  await search.fill('k');
  await expect(a.getByText(tr('Type at least 2 characters to search'))).toBeVisible();
  await search.fill(bUser.username);
  const results = a.getByRole('list', { name: tr('Search results') });
  await results
    .getByRole('listitem', { name: 'Kojo Friendly' })
    .getByRole('button', { name: tr('Add') })
    .click();
  await expect(a.getByText(tr('Friend Request Sent'), { exact: true })).toBeVisible();
  await expect(results.getByRole('listitem', { name: 'Kojo Friendly' }).getByRole('button', { name: tr('Request Sent') })).toBeDisabled();

  await gotoWithoutAlerts(b, '/friends');
  await b.getByRole('tab', { name: `${tr('Requests (')}1)` }).click();
  const request = b.getByRole('list', { name: tr('Friend requests') }).getByRole('listitem', { name: 'Abena Friendly' });
  await expect(request).toContainText(trPattern('Friend Request • {0}'));
  await request.getByRole('button', { name: tr('Accept') }).click();
  // The toast's title (its message, the server's "Friend request accepted", may read the same in another language).
  await expect(b.getByText(tr('Friend Request Accepted'), { exact: true }).first()).toBeVisible();
  await expect(b.getByRole('tab', { name: `${tr('Requests (')}0)` })).toBeVisible();
  await expect(b.getByText(tr('No pending requests'))).toBeVisible();
  await b.getByRole('tab', { name: `${tr('My Friends (')}1)` }).click();
  await expect(b.getByRole('list', { name: tr('My friends') }).getByRole('listitem', { name: 'Abena Friendly' })).toContainText(
    `@${aUser.username}`,
  );

  await a.reload();
  await expect(a.getByRole('tab', { name: `${tr('My Friends (')}1)` })).toBeVisible();
  const friend = a.getByRole('list', { name: tr('My friends') }).getByRole('listitem', { name: 'Kojo Friendly' });
  await expect(friend).toContainText(`@${bUser.username}`);
  await friend.getByRole('link', { name: tr('Send') }).click();
  await expect(a).toHaveURL(new RegExp(`/send-money\\?.*recipientUsername=${bUser.username}`));
  await expect(a.getByText(`${tr('To:')} Kojo Friendly`)).toBeVisible();

  await a.context().close();
  await b.context().close();
});

test("A opens B's profile, asks to be friends and pays from it; one's own profile links to settings", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const funder = await playwright.request.newContext({ baseURL });
  const { page: a, user: aUser } = await newSignedUpPage(browser, baseURL, 'Efua', 'Profiler');
  const { page: b, user: bUser } = await newSignedUpPage(browser, baseURL, 'Yaw', 'Profiled');
  await apiFund(funder, aUser.username, '20.00');

  await gotoWithoutAlerts(a, `/profile/${bUser.id}`);
  await expect(a.getByRole('heading', { name: 'Yaw Profiled' })).toBeVisible();
  await expect(a.getByText(`@${bUser.username}`)).toBeVisible();
  await expect(a.getByText(trPlural('{0, plural, one {# friend} other {# friends}}', 0))).toBeVisible();
  // The generated avatar, seeded by the user id, drawn by this origin (and it really is an image).
  const avatar = a.getByRole('img', { name: tr('Avatar of {name}', { name: 'Yaw Profiled' }) });
  await expect(avatar).toHaveAttribute('src', `/api/avatars/${bUser.id}.svg`);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(a.getByText(tr('No public transactions'))).toBeVisible();
  await a.getByRole('button', { name: tr('Add Friend') }).click();
  await expect(a.getByRole('button', { name: tr('Request Sent') })).toBeDisabled();

  // The spec: a profile's Send Money opens /money-transfer with recipientId and recipientName.
  await a.getByRole('link', { name: tr('Send Money') }).click();
  await expect(a).toHaveURL(new RegExp(`/money-transfer\\?.*recipientId=${bUser.id}.*recipientName=Yaw`));
  await a.getByLabel(tr('Amount (GHS)')).fill('3');
  await a.getByRole('button', { name: tr('Send'), exact: true }).click();
  await expect(a.getByText('Yaw Profiled', { exact: true })).toBeVisible();
  await a.getByRole('button', { name: tr('Send {0}', { 0: 'GHS 3.00' }) }).click();
  await expect(a.getByText(tr('Money Sent!'))).toBeVisible();
  await expect.poll(async () => (await (await b.request.get('/api/auth/user')).json()).walletBalance).toBe('3.00');

  // One's own profile: no friendship button, a Settings link.
  await gotoWithoutAlerts(a, '/profile');
  await expect(a.getByRole('heading', { name: 'Efua Profiler' })).toBeVisible();
  await expect(a.getByRole('link', { name: tr('Settings') })).toBeVisible();
  await expect(
    a.getByRole('button', { name: new RegExp([tr('Add Friend'), tr('Request Sent'), tr('Friends')].map(escapeRegExp).join('|')) }),
  ).toHaveCount(0);

  await a.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(a.getByText(tr('User not found'))).toBeVisible();
  await expect(a.getByRole('button', { name: tr('Go Back') })).toBeVisible();

  await a.context().close();
  await b.context().close();
  await funder.dispose();
});

test("a picture of B's QR code uploaded on /scan opens the send screen prefilled with B; other codes are refused", async ({
  browser,
  baseURL,
}) => {
  const { page: a } = await newSignedUpPage(browser, baseURL, 'Akua', 'Scanner');
  const { page: b, user: bUser } = await newSignedUpPage(browser, baseURL, 'Kweku', 'Scanned');
  const { payload } = (await (await b.request.get('/api/qr/generate')).json()) as { payload: string };
  const png = (text: string) => QRCode.toBuffer(text, { type: 'png', width: 400, margin: 4 });

  // B's own /scan shows "My QR Code" as an image.
  await gotoWithoutAlerts(b, '/scan');
  await expect(b.getByRole('img', { name: tr('Payment QR code for {0}', { 0: 'Kweku Scanned' }) })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );

  await gotoWithoutAlerts(a, '/scan');
  // Camera permission is not granted in this browser: the scanner says so and offers the upload.
  await a.getByRole('button', { name: tr('Scan with camera') }).click();
  await expect(a.getByRole('alert')).toContainText(
    new RegExp(
      [
        trPattern(
          'Camera access was denied. Allow the camera for this site in your browser settings, or upload a picture of the code instead.',
        ),
        trPattern('No camera was found on this device. Upload a picture of the code instead.'),
      ]
        .map((p) => p.source)
        .join('|'),
    ),
  );
  const upload = a.locator('input[type=file]');
  await upload.setInputFiles({ name: 'wifi.png', mimeType: 'image/png', buffer: await png('WIFI:S:home;T:WPA;P:secret;;') });
  await expect(a.getByRole('alert')).toContainText(tr('This QR code is not a {APP_NAME} payment code.'));

  const tampered = payload.replace(bUser.username, 'ama_mensah');
  await upload.setInputFiles({ name: 'tampered.png', mimeType: 'image/png', buffer: await png(tampered) });
  await expect(a.getByRole('alert')).toBeVisible();
  await expect(a).toHaveURL(/\/scan$/);

  await upload.setInputFiles({ name: 'kweku.png', mimeType: 'image/png', buffer: await png(payload) });
  await expect(a).toHaveURL(new RegExp(`/send-money\\?.*recipientId=${bUser.id}.*recipientUsername=${bUser.username}`));
  await expect(a.getByText(`${tr('To:')} Kweku Scanned`)).toBeVisible();

  await a.context().close();
  await b.context().close();
});

test("A reports and blocks C from a payment card with the spec's dialogs; the report and block toasts show", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const funder = await playwright.request.newContext({ baseURL });
  const { page: a, user: aUser } = await newSignedUpPage(browser, baseURL, 'Ekow', 'Blocker');
  const { page: c, user: cUser } = await newSignedUpPage(browser, baseURL, 'Kobby', 'Blocked');
  await apiFund(funder, cUser.username, '20.00');
  await apiSendMoney(c.request, { amount: '4.00', recipientUsername: aUser.username, message: 'Pay me back soon' });

  await gotoWithoutAlerts(a, '/');
  const card = a.getByRole('article', { name: new RegExp(`^${paidYou('Kobby Blocked')}`) });
  await card.getByRole('button', { name: tr('Report') }).click();
  const report = a.getByRole('dialog', { name: tr('Report User') });
  await expect(report).toContainText(
    tr('Report {name} for inappropriate behavior or suspicious activity. Our team will review your report.', { name: 'Kobby Blocked' }),
  );
  await report.getByRole('button', { name: tr('Report') }).click();
  await expect(a.getByText(tr('User reported'), { exact: true })).toBeVisible();
  await expect(report).toBeHidden();

  await card.getByRole('button', { name: tr('Block') }).click();
  const block = a.getByRole('dialog', { name: tr('Block User') });
  await expect(block).toContainText(
    tr("Are you sure you want to block {name}? You won't see their transactions in your feed anymore.", { name: 'Kobby Blocked' }),
  );
  await block.getByRole('button', { name: tr('Block') }).click();
  await expect(a.getByText(tr('User blocked'), { exact: true })).toBeVisible();
  await expect(a.getByText(tr('You will no longer see transactions from this user'))).toBeVisible();

  await a.context().close();
  await c.context().close();
  await funder.dispose();
});

test("after A blocks C, C's payments leave A's feed and history", async ({ browser, baseURL, playwright }) => {
  const funder = await playwright.request.newContext({ baseURL });
  const { page: a, user: aUser } = await newSignedUpPage(browser, baseURL, 'Esi', 'Blocker');
  const { page: c, user: cUser } = await newSignedUpPage(browser, baseURL, 'Fiifi', 'Blocked');
  await apiFund(funder, cUser.username, '20.00');
  await apiSendMoney(c.request, { amount: '4.00', recipientUsername: aUser.username });
  await gotoWithoutAlerts(a, '/');
  await expect(a.getByRole('article', { name: new RegExp(`^${paidYou('Fiifi Blocked')}`) })).toBeVisible();
  expect((await a.request.post(`/api/users/${cUser.id}/block`)).ok()).toBe(true);
  await a.reload();
  await expect(a.getByRole('article', { name: /Fiifi Blocked/ })).toHaveCount(0);
  await gotoWithoutAlerts(a, '/history');
  await expect(a.getByRole('heading', { name: tr('Transaction History') })).toBeVisible();
  await expect(a.getByRole('article', { name: /Fiifi Blocked/ })).toHaveCount(0);
  await a.context().close();
  await c.context().close();
  await funder.dispose();
});

test('a recipient search after the session ended goes to /auth, as the spec says', async ({ browser, baseURL }) => {
  const { page } = await newSignedUpPage(browser, baseURL, 'Abena', 'Expired');
  // The app's own poll for money that arrived (payment alerts) starts after the screen has drawn, then
  // runs every 15 s. Its first answer must be in before the session ends: if it were still in flight, its
  // 401 would take the person to /auth before the search did (right for them, but then this test would not
  // exercise the search). 'networkidle' cannot say so: once reached at load, waiting for it returns at once.
  const alertsPolled = page.waitForResponse((r) => r.url().includes('money.listTransactions') && r.status() === 200);
  await gotoWithoutAlerts(page, '/recipient-search');
  const search = page.getByLabel(tr('Search people'));
  await expect(search).toBeVisible();
  await alertsPolled;
  // The session ends elsewhere (signed out on another device, or expired).
  await page.context().clearCookies();
  const refused = page.waitForResponse((r) => /search/i.test(r.url()) && r.status() === 401);
  await search.fill('kofi');
  await refused;
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: tr('Welcome back') })).toBeVisible();
  await page.context().close();
});
