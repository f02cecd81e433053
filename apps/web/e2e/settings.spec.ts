import { parseCedis } from '@ghanapay/money';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiResolveFraudAlerts, apiSendMoney, apiSignUp, DEMO_PASSWORD, uniquePhone, tr, trPattern, trPlural } from './support';

// Each test's browsers are closed after it: one left open goes on polling the API for the rest of the run.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

const PIXEL_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A browser of its own, from an address of its own (the code-send limits are per address). */
async function newBrowser(browser: Browser, baseURL: string | undefined, address: string, userAgent?: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address },
    ...(userAgent ? { userAgent } : {}),
  });
  return context.newPage();
}

/**
 * This spec's payer: a demo person the other specs hardly pay from (auth.spec gives her a new
 * password), so her payments here add no velocity to the funders the other specs rely on.
 */
async function payFromAkosua(request: APIRequestContext, username: string, amount: string, message: string) {
  for (const password of [DEMO_PASSWORD, 'Brand-new-pass-1']) {
    if ((await request.post('/api/auth/login', { data: { loginId: 'akosua_owusu', password } })).ok()) break;
  }
  const payment = await apiSendMoney(request, { amount, recipientUsername: username, message });
  await apiResolveFraudAlerts(request);
  expect(payment.status).toBe('completed');
}

/** The newest code the simulated SMS gateway delivered to a number (the demo inbox). */
async function codeSentTo(page: Page, phoneE164: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const inbox = (await (await page.request.get('/api/dev/inbox')).json()) as { messages: { to: string; text: string }[] };
      code = /(\d{6})/.exec(inbox.messages.find((m) => m.to === phoneE164)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('settings are real: profile, phone change by code, preferences kept, devices signed out, password change, statements', async ({
  browser,
  baseURL,
  request,
}) => {
  const page = await newBrowser(browser, baseURL, '10.20.0.1');
  const user = await apiSignUp(page.request, 'Adjoa', 'Sarpong');
  await payFromAkosua(request, user.username, '12.00', 'Welcome');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: tr('Settings') })).toBeVisible();

  // One field at a time, with the document's messages.
  await page.getByRole('button', { name: tr('Edit first name') }).click();
  const edit = page.getByRole('dialog', { name: tr('Edit first name') });
  await edit.getByLabel(tr('First name')).fill('');
  await edit.getByRole('button', { name: tr('Save') }).click();
  await expect(edit.getByText(tr('First name is required'))).toBeVisible();
  await edit.getByLabel(tr('First name')).fill('Adjoa Serwaa');
  await edit.getByRole('button', { name: tr('Save') }).click();
  await expect(page.getByText(tr('Profile Updated')).last()).toBeVisible();
  await expect(page.getByText('Adjoa Serwaa')).toBeVisible();
  await page.getByRole('button', { name: tr('Edit username') }).click();
  const username = page.getByRole('dialog', { name: tr('Edit username') });
  await username.getByLabel(tr('Username')).fill('ad');
  await username.getByRole('button', { name: tr('Save') }).click();
  await expect(username.getByText(tr('Username must be at least 3 characters'))).toBeVisible();
  await username.getByLabel(tr('Username')).fill(`serwaa_${user.username.slice(-6)}`);
  await username.getByRole('button', { name: tr('Save') }).click();
  await expect(page.getByText(`@serwaa_${user.username.slice(-6)}`)).toBeVisible();
  await page.getByRole('button', { name: tr('Edit last name') }).click();
  await page
    .getByRole('dialog', { name: tr('Edit last name') })
    .getByLabel(tr('Last name'))
    .fill('Sarpong-Mensah');
  await page
    .getByRole('dialog', { name: tr('Edit last name') })
    .getByRole('button', { name: tr('Save') })
    .click();
  await expect(page.getByText('Sarpong-Mensah')).toBeVisible();
  await page.getByRole('button', { name: tr('Edit email') }).click();
  const email = page.getByRole('dialog', { name: tr('Edit email') });
  await email.getByLabel(tr('Email')).fill('not-an-email');
  await email.getByRole('button', { name: tr('Save') }).click();
  await expect(email.getByText(tr('Valid email is required'))).toBeVisible();
  await email.getByLabel(tr('Email')).fill(`serwaa.${user.username.slice(-6)}@example.com`);
  await email.getByRole('button', { name: tr('Save') }).click();
  await expect(page.getByText(`serwaa.${user.username.slice(-6)}@example.com`)).toBeVisible();
  await expect(page.getByText(tr('Not verified'))).toBeVisible();

  // Phone change: the code goes to the new number (read from the demo's SMS inbox), never the screen.
  const newLocal = uniquePhone();
  const newE164 = `+233${newLocal.slice(1)}`;
  await page.getByRole('button', { name: tr('Edit phone number') }).click();
  const phone = page.getByRole('dialog', { name: tr('Change phone number') });
  await phone.getByLabel(tr('New phone number')).fill(newLocal);
  await phone.getByRole('button', { name: tr('Send Code') }).click();
  await expect(
    page.getByText(tr('Verification code sent to your phone number ending in {digits}', { digits: newLocal.slice(-4) })).last(),
  ).toBeVisible();
  const code = await codeSentTo(page, newE164);
  await expect(page.getByText(code)).toHaveCount(0);
  await phone.getByLabel(tr('Verification Code')).fill(code === '000000' ? '111111' : '000000');
  await phone.getByRole('button', { name: tr('Verify') }).click();
  await expect(page.getByText(tr('Invalid or expired verification code')).last()).toBeVisible();
  await phone.getByLabel(tr('Verification Code')).fill(code);
  await phone.getByRole('button', { name: tr('Verify') }).click();
  await expect(page.getByText(tr('Phone Number Updated')).last()).toBeVisible();
  await expect(page.getByText(`${newLocal.slice(0, 3)} ${newLocal.slice(3, 6)} ${newLocal.slice(6)}`)).toBeVisible();

  // A preference is saved on the server: it survives a reload.
  const sms = page.getByRole('switch', { name: trPattern('SMS', {}, { start: true }) });
  await expect(sms).not.toBeChecked();
  await sms.click();
  await expect(sms).toBeChecked();
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/preferences')).json()) as { notifications: { sms: boolean } }).notifications.sms,
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: trPattern('SMS', {}, { start: true }) })).toBeChecked();
  await page.screenshot({ path: 'test-results/settings.png', fullPage: true });

  // Remembered devices: the same person on a phone; signed out from here, that phone is out at once.
  const other = await newBrowser(browser, baseURL, '10.20.0.2', PIXEL_CHROME);
  expect((await other.request.post('/api/auth/login', { data: { loginId: newE164, password: user.password } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(trPlural('{count, plural, one {# device} other {# devices}}', 2))).toBeVisible();
  await page.getByRole('button', { name: tr('Sign out {0} on {1}', { 0: 'Chrome', 1: 'Android' }) }).click();
  await expect(page.getByText(trPlural('{count, plural, one {# device} other {# devices}}', 1), { exact: true })).toBeVisible();
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);

  // Change password: the other browser (signed in again) is signed out; this one stays.
  expect((await other.request.post('/api/auth/login', { data: { loginId: newE164, password: user.password } })).ok()).toBe(true);
  await page.getByRole('button', { name: tr('Change Password') }).click();
  const password = page.getByRole('dialog', { name: tr('Change Password') });
  await password.getByLabel(tr('Current password')).fill(user.password);
  await password.getByLabel(tr('New password'), { exact: true }).fill('weakpass');
  await expect(
    password.getByText(
      trPattern('Strength: {0}. Use 8 or more characters with upper and lower case letters and a digit.', { 0: tr('Medium') }),
    ),
  ).toBeVisible();
  await password.getByLabel(tr('New password'), { exact: true }).fill('Stronger-Pass-2026');
  await expect(
    password.getByText(
      trPattern('Strength: {0}. Use 8 or more characters with upper and lower case letters and a digit.', { 0: tr('Strong') }),
    ),
  ).toBeVisible();
  await password.getByLabel(tr('Confirm new password')).fill('Stronger-Pass-2027');
  await password.getByRole('button', { name: tr('Change Password') }).click();
  await expect(password.getByText(tr("Passwords don't match"))).toBeVisible();
  await password.getByLabel(tr('Confirm new password')).fill('Stronger-Pass-2026');
  await password.getByRole('button', { name: tr('Change Password') }).click();
  await expect(page.getByText(tr('Your password was changed. You were signed out on your other device.')).last()).toBeVisible();
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // Statements: this month's, as CSV (opening + entries = closing) and as a PDF.
  const month = new Date().toISOString().slice(0, 7);
  const csv = await page.request.get(`/api/statements/download?period=month&month=${month}&format=csv`);
  expect(csv.ok()).toBe(true);
  expect(csv.headers()['content-disposition']).toContain('attachment');
  // Opening + money in − money out = closing, in pesewas.
  const rows = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const pesewas = (cell: string | undefined) => (cell ? parseCedis(cell) : 0n);
  const opening = rows.find((r) => r[1] === 'Opening balance')!;
  const closing = rows.find((r) => r[1] === 'Closing balance')!;
  const entries = rows.slice(2, -1);
  const net = entries.reduce((sum, r) => sum + pesewas(r[2]) - pesewas(r[3]), 0n);
  expect(entries.length).toBeGreaterThan(0);
  expect(pesewas(opening[4]) + net).toBe(pesewas(closing[4]));
  expect(pesewas(closing[4])).toBe(12_00n);
  const pdf = await page.request.get(`/api/statements/download?period=month&month=${month}&format=pdf`);
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('link', { name: tr('Download CSV') })).toBeVisible();

  // Push notifications on (the default): money that arrives while the app is open is announced.
  await payFromAkosua(request, `serwaa_${user.username.slice(-6)}`, '1.50', 'Thanks');
  await expect(page.getByText(tr('{sender} sent you {0}', { sender: 'Akosua Owusu', 0: '₵1.50' })).last()).toBeVisible({ timeout: 25_000 });
});
