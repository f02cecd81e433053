import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { tr } from './support';

test('/dev/providers shows the MoMo Open API sandbox, and a client provisions itself with what it shows', async ({ page, request }) => {
  await page.goto('/dev/providers');
  const card = page.getByRole('region', { name: tr('MoMo Open API sandbox') });
  await expect(card).toBeVisible();
  const baseUrl = (await card.getByText(/\/simulators\/momo$/).textContent())!;
  const subscriptionKey = (await card.getByText(/^[0-9a-f]{32}$/).textContent())!;
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/dev-providers-sandbox.png' });

  // As an SDK does (the mtn-momo package's Users.create and Users.login, then the collection token).
  const headers = { 'Ocp-Apim-Subscription-Key': subscriptionKey, 'X-Target-Environment': 'sandbox' };
  const userId = randomUUID();
  const created = await request.post(`${baseUrl}/v1_0/apiuser`, {
    headers: { ...headers, 'X-Reference-Id': userId },
    data: { providerCallbackHost: 'example.com' },
  });
  expect(created.status()).toBe(201);
  const login = await request.post(`${baseUrl}/v1_0/apiuser/${userId}/apikey`, { headers });
  expect(login.status()).toBe(201);
  const { apiKey } = (await login.json()) as { apiKey: string };
  const token = await request.post(`${baseUrl}/collection/token/`, {
    headers: { ...headers, Authorization: `Basic ${Buffer.from(`${userId}:${apiKey}`).toString('base64')}` },
  });
  expect(token.status()).toBe(200);
  expect(await token.json()).toMatchObject({ token_type: 'access_token', expires_in: 3600 });
});

test('/dev/providers says which Ghana Card number makes the identity simulator answer what', async ({ page }) => {
  await page.goto('/dev/providers');
  const card = page.getByRole('region', { name: tr('Smile ID (Ghana Card checks)') });
  await expect(card).toBeVisible();
  await expect(card.getByText('GHA-999000001-0')).toBeVisible();
  await expect(card.getByText(tr('Not found in the NIA register (1013): refused'))).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/dev-providers-smile-id.png' });
});
