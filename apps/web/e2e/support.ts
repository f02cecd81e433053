import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2025';

/** A phone number nobody has used yet in this run (the e2e database is fresh each run). */
export function freshPhone(): string {
  return `024${String(Date.now()).slice(-7)}`;
}

export async function openSignIn(page: Page) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email, Phone, or Username')).toBeVisible();
}

export async function signIn(page: Page, loginId: string, password = DEMO_PASSWORD) {
  await openSignIn(page);
  await page.getByLabel('Email, Phone, or Username').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function expectDashboard(page: Page, fullName: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page.getByText('Total Balance').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
}

/** The simulator's code, read from the toast the spec describes ("Your code is 123456."). */
export async function readCodeFromToast(page: Page): Promise<string> {
  const toast = page.getByText(/Your code is \d{6}/);
  await expect(toast).toBeVisible();
  const text = (await toast.textContent()) ?? '';
  return /(\d{6})/.exec(text)![1]!;
}
