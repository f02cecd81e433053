import { APP_NAME } from '@ghanapay/validators';
import { expect, test } from '@playwright/test';
import { expectDashboard, signIn, tr } from './support';

test(`The wallet installs like an app: a valid manifest and Chrome finds nothing in the way of installing it`, async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: APP_NAME,
    short_name: APP_NAME,
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b7a4b',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect((manifest.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // The service worker takes control of the page.
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toMatch(
    /\/sw\.js$/,
  );
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // Chrome's own installability check (the one Lighthouse reported).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito profiles, where Chrome never installs apps; anything else
  // (no manifest, bad icons, no service worker, no start URL) would be listed here.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('offline, a signed-in person sees a clear offline screen, never cached money data, and gets back in when online', async ({
  page,
  context,
}) => {
  await signIn(page, 'ama_mensah');
  await expectDashboard(page, 'Ama Mensah');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expectDashboard(page, 'Ama Mensah');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: tr("You're offline") })).toBeVisible();
  await expect(page.getByText(tr('Total Balance'))).toHaveCount(0);
  await page.screenshot({ path: 'test-results/artifacts/offline-360.png' });

  // Only the app shell is cached: no balance, transaction or session answer.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => /^\/(api|trpc|health)\b/.test(url))).toEqual([]);

  // Trying again while still offline keeps the screen; the network coming back lets the person in.
  await page.getByRole('button', { name: tr('Try again') }).click();
  await expect(page.getByRole('heading', { name: tr("You're offline") })).toBeVisible();
  await context.setOffline(false);
  await expectDashboard(page, 'Ama Mensah');
});
