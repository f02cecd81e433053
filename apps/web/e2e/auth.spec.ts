import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectDashboard,
  freshPhone,
  readCodeFromToast,
  serverPattern,
  signIn,
  signOut,
  tr,
  trElement,
  trPattern,
} from './support';

test('a newcomer signs up in four steps, lands on the dashboard, and can sign out and back in', async ({ page }) => {
  const phone = freshPhone();
  const suffix = phone.slice(-5);
  await page.goto('/');
  await page.getByRole('link', { name: tr('Get Started') }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole('button', { name: tr('Sign up'), exact: true }).click();

  // Step 1: phone number
  await page.getByLabel(tr('Phone Number')).fill(phone);
  await page.getByRole('button', { name: tr('Send Verification Code') }).click();
  const code = await readCodeFromToast(page);

  // Step 2: the code, with the resend countdown running
  await expect(page.getByRole('button', { name: trPattern('Resend code in {remainingSeconds}s') })).toBeDisabled();
  await page.getByLabel(tr('Verification Code')).fill(code);
  await page.getByRole('button', { name: tr('Verify Code') }).click();

  // Step 3: names
  await page.getByLabel(tr('First Name')).fill('Abena');
  await page.getByLabel(tr('Last Name')).fill('Badu');
  await page.getByRole('button', { name: tr('Continue') }).click();

  // Step 4: username is prefilled from the names
  await expect(page.getByLabel(tr('Username'))).toHaveValue('abena_badu');
  await page.getByLabel(tr('Username')).fill(`abena_${suffix}`);
  await page.getByLabel(tr('Email Address')).fill(`abena.${suffix}@example.com`);
  await page.getByLabel(tr('Password'), { exact: true }).fill('Str0ng-pass-2026');
  await page.getByLabel(tr('Confirm Password')).fill('Str0ng-pass-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: tr('Create Account') }).click();

  await expectDashboard(page, 'Abena Badu');
  await expect(page.getByText('₵0.00')).toBeVisible();

  await signOut(page);
  await signIn(page, `abena_${suffix}`, 'Str0ng-pass-2026');
  await expectDashboard(page, 'Abena Badu');
});

test('sign-up refuses mismatched passwords with the spec message', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/auth');
  await page.getByRole('button', { name: tr('Sign up'), exact: true }).click();
  await page.getByLabel(tr('Phone Number')).fill('12345');
  await page.getByRole('button', { name: tr('Send Verification Code') }).click();
  await expect(page.getByText(tr('Please enter a valid Ghana phone number')).first()).toBeVisible();
  await page.getByLabel(tr('Phone Number')).fill(phone);
  await page.getByRole('button', { name: tr('Send Verification Code') }).click();
  await page.getByLabel(tr('Verification Code')).fill(await readCodeFromToast(page));
  await page.getByRole('button', { name: tr('Verify Code') }).click();
  await page.getByLabel(tr('First Name')).fill('Kwame');
  await page.getByLabel(tr('Last Name')).fill('Nkrumah');
  await page.getByRole('button', { name: tr('Continue') }).click();
  await page.getByLabel(tr('Email Address')).fill(`kwame.${phone.slice(-5)}@example.com`);
  await page.getByLabel(tr('Password'), { exact: true }).fill('Str0ng-pass-2026');
  await page.getByLabel(tr('Confirm Password')).fill('something-else');
  await page.getByRole('button', { name: tr('Create Account') }).click();
  await expect(page.getByText(tr("Passwords don't match"))).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

for (const [how, loginId] of [
  ['phone', '0241000001'],
  ['phone in +233 form', '+233241000001'],
  ['email', 'ama.mensah@example.com'],
  ['username', 'ama_mensah'],
] as const) {
  test(`a demo user signs in by ${how}`, async ({ page }) => {
    await signIn(page, loginId);
    await expectDashboard(page, 'Ama Mensah');
    await expect(
      page
        .getByText(tr('Good morning'))
        .or(page.getByText(tr('Good afternoon')))
        .or(page.getByText(tr('Good evening'))),
    ).toBeVisible();
  });
}

test('a wrong password shows the login error and stays on the sign-in screen', async ({ page }) => {
  await signIn(page, 'kofi_boateng', 'not-the-password');
  await expect(page.getByText(tr('Login Failed'))).toBeVisible();
  await expect(page.getByText('Invalid login details')).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('Welcome back') })).toBeVisible();
});

test('a protected route shows the auth screen when signed out, and the page after signing in', async ({ page }) => {
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: tr('Welcome back') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: tr('Main') })).toHaveCount(0);
  await page.getByLabel(tr('Email, Phone, or Username')).fill('yaw_asante');
  await page.getByLabel(tr('Password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('Sign In'), exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Yaw Asante' })).toBeVisible();
});

test('a signed-in user is kept off /auth', async ({ page }) => {
  await signIn(page, 'efua_addo');
  await expectDashboard(page, 'Efua Addo');
  await page.goto('/auth');
  await expectDashboard(page, 'Efua Addo');
});

test('an unknown path shows the not-found texts', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(tr('Page Not Found'))).toBeVisible();
  await expect(page.getByText(tr('Did you forget to add the page to the router?'))).toBeVisible();
});

test('forgot password: the code goes to the demo inbox, never the screen, and a new password lets the user sign in again', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  await expect(
    page.getByRole('note').filter({
      hasText: tr(
        'Demo: text messages and e-mails are simulated. For this computer only: never put the demo on the internet. <0>Open inbox</0>',
      ),
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: tr('Forgot password?') }).click();
  await page.getByLabel(tr('Email, Phone, or Username')).fill('akosua_owusu');
  await page.getByRole('button', { name: tr('Send Reset Instructions') }).click();
  const toast = page.getByText(tr('If an account matches these details, we have sent a reset code to its phone number or email address.'));
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText(/\d{6}/);

  // The demo inbox opens beside the form, as a phone's SMS app would.
  const [inbox] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: trElement('<0>Open the demo inbox</0> to read it.') }).click(),
  ]);
  const resetCode = serverPattern('code.passwordReset', { code: /(\d{6})/ });
  const sms = inbox
    .getByRole('listitem', { name: tr('SMS to {0}', { 0: '+233541000003' }) })
    .filter({ hasText: resetCode })
    .first();
  await expect(sms).toBeVisible();
  await inbox.screenshot({ path: 'test-results/artifacts/demo-inbox-360.png' });
  const code = resetCode.exec((await sms.textContent()) ?? '')![1]!;
  await inbox.close();

  await page.getByLabel(tr('Reset Code')).fill(code);
  await page.getByLabel(tr('New Password'), { exact: true }).fill('Brand-new-pass-1');
  await page.getByLabel(tr('Confirm New Password')).fill('Brand-new-pass-1');
  await page.getByRole('button', { name: tr('Reset Password') }).click();
  await expect(page.getByText(tr('Password Reset'), { exact: true })).toBeVisible();
  await signIn(page, 'akosua_owusu', 'Brand-new-pass-1');
  await expectDashboard(page, 'Akosua Owusu');
  await expect(
    page.getByRole('note').filter({
      hasText: tr(
        'Demo: text messages and e-mails are simulated. For this computer only: never put the demo on the internet. <0>Open inbox</0>',
      ),
    }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/artifacts/demo-banner-360.png' });
});

test.describe('behind a shared address (a carrier NAT) that has asked for many codes', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '100.64.77.1' } });

  test('the sign-up screen solves the proof-of-work invisibly and the code arrives', async ({ page }) => {
    // Twenty other people behind the same address asked for codes this hour.
    for (let i = 0; i < 20; i++) {
      const res = await page.request.post('/api/phone/send-verification', { data: { phoneNumber: `0209${String(i).padStart(6, '0')}` } });
      expect(res.status()).toBe(200);
    }
    const asked = await page.request.post('/api/phone/send-verification', { data: { phoneNumber: '0209999999' } });
    expect(asked.status()).toBe(428);

    await page.goto('/auth');
    await page.getByRole('button', { name: tr('Sign up'), exact: true }).click();
    await page.getByLabel(tr('Phone Number')).fill(freshPhone());
    await page.getByRole('button', { name: tr('Send Verification Code') }).click();
    const checking = page.getByRole('status').filter({ hasText: tr('Checking your connection…') });
    if (await checking.isVisible({ timeout: 3_000 }).catch(() => false)) {
      await page.screenshot({ path: 'test-results/artifacts/sign-up-checking-connection.png' });
    }
    const code = await readCodeFromToast(page);
    expect(code).toMatch(/^\d{6}$/);
    await expect(page.getByLabel(tr('Verification Code'))).toBeVisible();
  });
});
