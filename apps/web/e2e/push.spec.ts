import { APP_NAME } from '@ghanapay/validators';
import { createECDH, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectDashboard, signIn, signOut, tr, trPattern } from './support';

test('a Web Push shows a notification that names no amount, and Settings asks the browser only when the person turns pushes on', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'efua_addo');
  await expectDashboard(page, 'Efua Addo');
  await page.evaluate(() => navigator.serviceWorker.ready);

  // Settings: this device gets no pushes yet, and opening the screen asked the browser nothing.
  await page.goto('/settings');
  const push = page.getByRole('switch', { name: trPattern('Push notifications', {}, { start: true }) });
  await expect(push).toBeVisible();
  await expect(push).not.toBeChecked();
  await expect(page.getByRole('switch', { name: trPattern('Show amounts on the lock screen', {}, { start: true }) })).not.toBeChecked();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.getByRole('heading', { name: tr('Notifications') }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/artifacts/push-settings-360.png' });

  // A push delivered to the service worker through the DevTools protocol, as a push service would.
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'You received money', body: `Open ${APP_NAME} to see it.`, url: '/history' }),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url })),
    );
  await expect.poll(shown).toEqual([{ title: 'You received money', body: `Open ${APP_NAME} to see it.`, url: '/history' }]);

  // A push that names another site as where a tap goes is sent to the app's home instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'Odd', body: 'x', url: 'https://evil.example/' }),
  });
  // The service worker can take a while to show it on a loaded machine.
  await expect.poll(async () => (await shown()).map((n) => n.url), { timeout: 20_000 }).toEqual(['/history', '/']);

  // Another device of hers that gets pushes (subscribed at the demo's push service) is listed, and can be stopped from here.
  const phone = createECDH('prime256v1');
  phone.generateKeys();
  const subscribed = await page.request.post('/api/push/subscriptions', {
    data: {
      endpoint: `${baseURL!.replace('localhost', '127.0.0.1')}/simulators/push/push/${randomBytes(12).toString('base64url')}`,
      keys: { p256dh: phone.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      deviceLabel: 'Chrome on Android',
    },
  });
  expect(subscribed.ok()).toBe(true);
  await page.reload();
  const list = page.getByRole('region', { name: tr('Devices that get pushes') });
  await expect(list.getByText('Chrome on Android')).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/artifacts/push-devices-360.png' });
  await list.getByRole('button', { name: tr('Stop pushes to {label}', { label: 'Chrome on Android' }) }).click();
  await expect(list).toHaveCount(0);
  expect(await (await page.request.get('/api/push/subscriptions')).json()).toEqual([]);

  // This device's subscription, as the switch leaves it: listed as this device, and gone once she signs out.
  const endpoint = `${baseURL!.replace('localhost', '127.0.0.1')}/simulators/push/push/${randomBytes(12).toString('base64url')}`;
  const own = await page.request.post('/api/push/subscriptions', {
    data: {
      endpoint,
      keys: { p256dh: phone.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      deviceLabel: 'Chrome on Linux',
    },
  });
  const { id } = (await own.json()) as { id: string };
  await page.evaluate((remembered) => localStorage.setItem('ghanapay.push-subscription', JSON.stringify(remembered)), { endpoint, id });
  await page.reload();
  await expect(page.getByText('Chrome on Linux' + tr(' (this device)'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('Stop pushes to {label}', { label: 'Chrome on Linux' }) })).toHaveCount(0);
  await signOut(page);
  await signIn(page, 'efua_addo');
  await expectDashboard(page, 'Efua Addo');
  expect(await (await page.request.get('/api/push/subscriptions')).json()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('ghanapay.push-subscription'))).toBeNull();
});
