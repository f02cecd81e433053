import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './static-web';

const INDEX = `<!doctype html><html><head><title>GhanaPay</title></head><body><div id="root"><!--boot-splash--><div class="boot-splash" role="status"><p>GhanaPay</p></div><!--/boot-splash--></div><script type="module" src="/assets/index.js"></script></body></html>`;

let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
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
});
