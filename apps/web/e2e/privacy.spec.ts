import { APP_SLUG } from '@ghanapay/validators';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInToCleanDashboard, tr, trPattern } from './support';

test('the privacy notice and terms are linked from the landing page, with a version and the Data Protection Commission', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: tr('Privacy Notice') }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: tr('Privacy Notice'), level: 1 })).toBeVisible();
  await expect(
    page.getByText(trPattern('Version {LEGAL_VERSION}, effective {LEGAL_DATE}', { LEGAL_VERSION: /\d{4}-\d{2}-\d{2}/ }, { start: true })),
  ).toBeVisible();
  await expect(page.getByText(/Data Protection Commission/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/privacy-notice.png', fullPage: false });
  await page.getByRole('link', { name: tr('Read the Terms of Use') }).click();
  await expect(page.getByRole('heading', { name: tr('Terms of Use'), level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/terms.png', fullPage: false });
});

test('settings: download my data, and closing an account with money in it is refused with the reason', async ({ page }) => {
  await signInToCleanDashboard(page, 'ama_mensah', 'Ama Mensah');
  await page.goto('/settings');
  const privacy = page.getByRole('region', { name: tr('Privacy') });
  await privacy.getByText(tr('Download my data')).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/settings-privacy.png', fullPage: false });

  const [download] = await Promise.all([page.waitForEvent('download'), privacy.getByText(tr('Download my data')).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${APP_SLUG}-my-data-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.profile.username).toBe('ama_mensah');
  expect(Array.isArray(data.payments)).toBe(true);

  await privacy.getByRole('button', { name: tr('Close account') }).click();
  const dialog = page.getByRole('dialog', { name: tr('Close account') });
  await expect(dialog.getByText(tr('Closing your {APP_NAME} account is final:'))).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(/Your account can't be closed yet: your wallet still holds ₵[\d,]+\.\d{2}/);
  await expect(dialog.getByRole('button', { name: tr('Close my account') })).toBeDisabled();
  await page.screenshot({ path: 'test-results/close-account-refused.png', fullPage: false });
  await dialog.getByRole('button', { name: tr('Cancel') }).click();
  await expect(dialog).toBeHidden();
});
