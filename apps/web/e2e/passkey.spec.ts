import { expect, test } from '@playwright/test';
import { addVirtualAuthenticator, expectDashboard, openSignIn, signIn, signOut, tr } from './support';

test('a user registers a passkey, signs out, and signs in with it (CDP virtual authenticator)', async ({ page }) => {
  await addVirtualAuthenticator(page);

  await signIn(page, 'kofi_boateng');
  await expectDashboard(page, 'Kofi Boateng');
  await page.goto('/settings');
  await page.getByRole('button', { name: tr('Add a passkey') }).click();
  await expect(page.getByText(tr('Passkey added'))).toBeVisible();

  await signOut(page);
  await openSignIn(page);
  await page.getByRole('button', { name: tr('Use Face ID / Touch ID') }).click();
  await expectDashboard(page, 'Kofi Boateng');
});

test('the Face ID button is hidden on a device without a platform authenticator', async ({ page }) => {
  await openSignIn(page);
  await expect(page.getByRole('button', { name: tr('Sign In'), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('Use Face ID / Touch ID') })).toHaveCount(0);
});
