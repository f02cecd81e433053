import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './static-web';

const INDEX = `<!doctype html><html><head><title>Nkabom</title></head><body><div id="root"><!--boot-splash--><div class="boot-splash" role="status"><p>Nkabom</p></div><!--/boot-splash--></div><script type="module" src="/assets/index.js"></script></body></html>`;

let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(
    path.join(dist, 'page-preloads.json'),
    // As the web build writes it (apps/web/first-screens.ts, page-chunks.ts `pagePreloadsFile`).
    JSON.stringify({
      pages: {
        landing: ['/assets/first-landing-home.js'],
        auth: ['/assets/first-auth.js', '/assets/first-auth.css'],
        home: ['/assets/first-landing-home.js', '/assets/first-home-me.js'],
        me: ['/assets/first-home-me.js', '/assets/first-me.js', '/assets/first-me.css'],
        analytics: ['/assets/first-analytics.js'],
        airtime: ['/assets/first-airtime.js'],
        paylink: ['/assets/first-paylink.js'],
        verify: ['/assets/first-verify.js'],
        profile: ['/assets/first-profile.js'],
      },
      routes: [
        { path: '/', page: 'landing', visitorsOnly: true },
        { path: '/auth', page: 'auth' },
        { path: '/', page: 'home' },
        { path: '/home', page: 'home' },
        { path: '/me', page: 'me' },
        { path: '/analytics', page: 'analytics' },
        { path: '/verify/$code', page: 'verify' },
        { path: '/pay/$code', page: 'paylink' },
        { path: '/pay/airtime', page: 'airtime' },
        { path: '/profile', page: 'profile' },
        { path: '/profile/$userId', page: 'profile' },
      ],
    }),
  );
  app = Fastify();
  await registerWebApp(app, dist);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the web app shell', () => {
  it('draws the splash before any JavaScript on a screen that has one (/me, a reload of any screen)', async () => {
    const res = await page('/me');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('class="boot-splash"');
  });

  it('never on /auth, as the spec says, with or without a query', async () => {
    for (const url of ['/auth', '/auth?redirect=%2Fme']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('boot-splash');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('/assets/index.js');
    }
  });

  it("names a page's first-screen files in its head, so they download beside the entry chunk", async () => {
    const me = (await page('/me')).body;
    const head = me.slice(0, me.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/first-me.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/first-home-me.js">');
    expect(head).toContain('<link rel="preload" as="style" fetchpriority="low" href="/assets/first-me.css">');
    expect(head).not.toContain('first-analytics');
    expect(me).toContain('class="boot-splash"');

    const auth = (await page('/auth?redirect=%2Fme')).body;
    expect(auth).toContain('href="/assets/first-auth.js"');
    expect(auth).not.toContain('first-me');
    expect((await page('/analytics')).body).toContain('href="/assets/first-analytics.js"');
  });

  it("gives / the landing page's files to a visitor and the home screen's to someone with a session cookie", async () => {
    const visitor = (await page('/')).body;
    expect(visitor).toContain('first-landing-home.js');
    expect(visitor).not.toContain('first-home-me.js');
    const signedIn = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: 'gp.sid=abc' } });
    expect(signedIn.body).toContain('first-home-me.js');
  });

  it("finds a path's page by the build's patterns, a page's own path before a pattern", async () => {
    expect((await page('/verify/AB12CD')).body).toContain('first-verify.js');
    expect((await page('/profile/42')).body).toContain('first-profile.js');
    expect((await page('/profile')).body).toContain('first-profile.js');
    const link = (await page('/pay/K7QX2M')).body;
    expect(link).toContain('first-paylink.js');
    const airtime = (await page('/pay/airtime')).body;
    expect(airtime).toContain('first-airtime.js');
    expect(airtime).not.toContain('first-paylink.js');
    // A pattern is one segment: deeper paths are no payment link.
    expect((await page('/pay/K7QX2M/extra')).body).not.toContain('modulepreload');
    expect((await page('/verify/')).body).not.toContain('modulepreload');
  });

  it('names nothing extra on a screen without a planned first screen', async () => {
    const res = await page('/standing-orders');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain('class="boot-splash"');
  });
});

describe('a build without page-preloads.json', () => {
  it('still serves /auth without the splash, and other screens with it', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-web-'));
    writeFileSync(path.join(bare, 'index.html'), INDEX);
    const plain = Fastify();
    try {
      await registerWebApp(plain, bare);
      const get = (url: string) => plain.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect((await get('/auth')).body).not.toContain('boot-splash');
      expect((await get('/me')).body).toContain('class="boot-splash"');
    } finally {
      await plain.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
