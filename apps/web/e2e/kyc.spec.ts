import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { writeCameraFiles } from './kyc-camera';
import {
  addVirtualAuthenticator,
  apiSignUp,
  DEMO_PASSWORD,
  expectDashboard,
  openSignIn,
  signOut,
  tr,
  trPattern,
  escapeRegExp,
} from './support';

// Chromium's fake camera plays a file: a face built from the face-api package's sample photo, or a
// frame with no face. Each case launches its own Chromium with its own camera.
let files: Awaited<ReturnType<typeof writeCameraFiles>>;
test.beforeAll(async () => {
  files = await writeCameraFiles(mkdtempSync(path.join(os.tmpdir(), 'ghanapay-kyc-camera-')));
});

async function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** A new person, signed up from an address of their own (the code sends are limited per address). */
async function newPersonPage(
  browser: Browser,
  baseURL: string | undefined,
  address: string,
  firstName: string,
): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  await apiSignUp(page.request, firstName, 'Kyc');
  return { page, name: `${firstName} Kyc` };
}

async function openDialog(page: Page) {
  await page.goto('/identity-verification');
  await expect(page.getByRole('heading', { name: tr('Verification Required') })).toBeVisible();
  await page.getByRole('button', { name: tr('Start Verification') }).click();
  return page.getByRole('dialog', { name: tr('Verify your identity') });
}

/** Fills the dialog: the Ghana Card (the only type offered), its number and photo, and a live selfie. */
async function fillGhanaCard(page: Page, dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByRole('combobox', { name: tr('Document type') }).click();
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await dialog.getByRole('option', { name: 'GHANA CARD' }).click();
  await dialog.getByLabel(tr('Document number')).fill(number);
  await dialog.locator('input[type="file"]').first().setInputFiles(files.document);
  // The detector measures the fake camera's face: centred, at a good distance, eyes open, still.
  await expect
    .poll(async () => Number((await dialog.getByTestId('capture-confidence').textContent())?.replace('%', '')), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(80);
  await dialog.getByRole('button', { name: tr('Capture') }).click();
  await expect(dialog.getByText(tr('Validating your selfie…'))).toBeVisible();
  await expect(dialog.getByText(tr('Face verified'))).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: tr('Retake') })).toBeVisible();
  await page.screenshot({ path: path.join(shots, `dialog-${number}.png`), fullPage: true });
}

const shots = process.env.E2E_SCREENSHOTS ?? mkdtempSync(path.join(os.tmpdir(), 'ghanapay-kyc-shots-'));

test('a Ghana Card and a live selfie are verified through Smile ID (its simulator): the tier changes on screen', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const browser = await browserWithCamera(files.faceVideo);
  try {
    const { page } = await newPersonPage(browser, baseURL, '10.40.0.3', 'Ama');
    const dialog = await openDialog(page);
    await expect(page.getByText(`${tr('Tier:')} ${tr('Minimum')}`)).toBeVisible();
    await expect(page.getByText(tr('Increased transaction limits'))).toBeVisible();
    await expect(dialog.getByLabel(tr('Document number'))).toHaveAttribute('placeholder', 'GHA-123456789-0');

    // The app's own example number is a well-formed Ghana Card number (no check digit of the app's own).
    await dialog.getByLabel(tr('Document number')).fill('GHA-12345678-0');
    await dialog.locator('input[type="file"]').first().setInputFiles(files.document);
    await dialog.getByRole('button', { name: tr('Submit for Verification') }).click();
    await expect(dialog.getByText(tr('Enter your Ghana Card number as GHA-123456789-0'))).toBeVisible();

    await fillGhanaCard(page, dialog, 'GHA-123456789-0');
    await dialog.getByRole('button', { name: tr('Submit for Verification') }).click();
    await expect(page.getByText(tr('Verification Successful'))).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: tr('Identity Verified') })).toBeVisible();
    await expect(page.getByText('GHANA CARD')).toBeVisible();
    await expect(page.getByText(trPattern('Verified on {0}', {}, { start: true }))).toBeVisible();
    await expect(page.getByText(`${tr('Tier:')} ${tr('Medium')}`)).toBeVisible();
    // The limits card on the same page follows the new tier without a reload.
    await expect(page.getByRole('region', { name: tr('Your limits') }).getByText(tr('Medium KYC'))).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'verified.png'), fullPage: true });
  } finally {
    await browser.close();
  }
});

test('Smile ID’s "no match" is shown to the person with its reason', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const browser = await browserWithCamera(files.faceVideo);
  try {
    const { page } = await newPersonPage(browser, baseURL, '10.40.0.4', 'Yaw');
    const dialog = await openDialog(page);
    await fillGhanaCard(page, dialog, 'GHA-998000001-0');
    await dialog.getByRole('button', { name: tr('Submit for Verification') }).click();
    const reason = 'Your selfie does not match the photo the National Identification Authority holds for this Ghana Card.';
    await expect(page.getByText(tr('Verification Failed'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(reason, { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'no-match.png'), fullPage: true });
    await expect(page.getByRole('heading', { name: tr('Verification Required') })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a partial match waits for a reviewer, who approves with the enhanced check; the tier changes on screen', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const browser = await browserWithCamera(files.faceVideo);
  try {
    const { page, name } = await newPersonPage(browser, baseURL, '10.40.0.1', 'Abena');
    const dialog = await openDialog(page);
    await expect(page.getByText(tr('Pending'), { exact: true })).toBeVisible();
    await fillGhanaCard(page, dialog, 'GHA-995000001-0');
    await dialog.getByRole('button', { name: tr('Submit for Verification') }).click();
    await expect(page.getByText(tr('Verification Under Review')).first()).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('GHANA CARD')).toBeVisible();
    await expect(page.getByText(tr('Under review'), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: tr('Verification Required') })).toBeVisible();

    // The demo's reviewer, signed in with a passkey (as every staff desk asks), sees both photos and
    // approves with the enhanced check.
    const reviewerContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
    const reviewer = await reviewerContext.newPage();
    await addVirtualAuthenticator(reviewer);
    expect((await reviewer.request.post('/api/auth/login', { data: { loginId: 'efua_addo', password: DEMO_PASSWORD } })).ok()).toBe(true);
    await reviewer.goto('/settings');
    await reviewer.getByRole('button', { name: tr('Add a passkey') }).click();
    await expect(reviewer.getByText(tr('Passkey added'))).toBeVisible();
    await signOut(reviewer);
    await openSignIn(reviewer);
    await reviewer.getByRole('button', { name: tr('Use Face ID / Touch ID') }).click();
    await expectDashboard(reviewer, 'Efua Addo');
    await reviewer.goto('/identity-verification');
    await reviewer.getByRole('link', { name: tr('Review submissions') }).click();
    const item = reviewer.getByRole('article', { name: tr('Submission from {0}', { 0: name }) });
    await expect(item).toBeVisible();
    for (const alt of ['Document photo', 'Selfie']) {
      await expect.poll(() => item.getByAltText(tr(alt)).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await reviewer.screenshot({ path: path.join(shots, 'review.png'), fullPage: true });
    await item.getByRole('button', { name: tr('Approve enhanced') }).click({ timeout: 15_000 });
    await expect(reviewer.getByText(tr('Identity approved'))).toBeVisible();
    await expect(item).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: tr('Identity Verified') })).toBeVisible();
    await expect(page.getByText(tr('Verified'), { exact: true })).toBeVisible();
    await expect(page.getByText(`${tr('Tier:')} ${tr('Enhanced')}`)).toBeVisible();
    await expect(page.getByRole('button', { name: tr('Start Verification') })).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test('a camera that shows no face never reaches capture', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const browser = await browserWithCamera(files.wallVideo);
  try {
    const { page } = await newPersonPage(browser, baseURL, '10.40.0.2', 'Kwesi');
    const dialog = await openDialog(page);
    await expect(dialog.getByTestId('capture-confidence')).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(3_000);
    await expect(dialog.getByTestId('capture-confidence')).toHaveText('0%');
    await dialog.getByRole('button', { name: tr('Capture') }).click();
    await expect(page.getByText(tr('Face Not Detected Properly'))).toBeVisible();
    await expect(dialog.getByText(tr('Validating your selfie…'))).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: tr('Capture') })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: new RegExp(`${escapeRegExp(tr('Retake'))}|${escapeRegExp(tr('Try Again'))}`) }),
    ).toHaveCount(0);
  } finally {
    await browser.close();
  }
});
