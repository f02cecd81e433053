import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './support';

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
  const push = page.getByRole('switch', { name: /^Push notifications/ });
  await expect(push).toBeVisible();
  await expect(push).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Show amounts on the lock screen/ })).not.toBeChecked();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
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
    data: JSON.stringify({ title: 'You received money', body: 'Open GhanaPay to see it.', url: '/history' }),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url })),
    );
  await expect.poll(shown).toEqual([{ title: 'You received money', body: 'Open GhanaPay to see it.', url: '/history' }]);

  // A push that names another site as where a tap goes is sent to the app's home instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'Odd', body: 'x', url: 'https://evil.example/' }),
  });
  await expect.poll(async () => (await shown()).map((n) => n.url)).toEqual(['/history', '/']);
});
