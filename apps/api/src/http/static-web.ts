import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body';
import { SESSION_COOKIE } from './session';

/** Serves the built SPA; any unknown non-API GET gets index.html so client routes work on reload. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  // The spec: no splash on /auth. index.html draws it before any JavaScript; /auth gets the page without it.
  const indexHtml = readFileSync(index, 'utf8');
  const htmlFor = pageHtml(indexHtml, readPagePreloads(webDist));
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    wildcard: false,
    // `/` is a page like the others (its HTML names its first screen's files), not the file index.html.
    index: false,
    maxAge: '1y',
    immutable: true,
    setHeaders: (reply, filePath) => {
      // Only hashed /assets/* are immutable; the shell, the service worker and the manifest must be
      // revalidated so a deploy reaches people (the worker then offers the update).
      if (/(?:index\.html|sw\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/.test(filePath)) void reply.header('Cache-Control', 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/trpc/');
    const pathname = new URL(req.url, 'http://localhost').pathname;
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApi && (req.headers.accept?.includes('text/html') || pathname === '/')) {
      const html = htmlFor(pageOf(pathname, Boolean(req.headers.cookie?.includes(`${SESSION_COOKIE}=`))));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send(errorBody('Not found', 'NOT_FOUND'));
  });
  return true;
}

/** The screens the web build cuts a first screen for (apps/web/vite.config.ts `FIRST_SCREENS`), by path. */
const PAGE_OF_PATH = {
  '/auth': 'auth',
  '/home': 'home',
  '/me': 'me',
  '/analytics': 'analytics',
  '/pay': 'pay',
  '/pay/airtime': 'airtime',
  '/pay/bills': 'bills',
  '/pay/shop': 'shop',
  '/merchant': 'merchant',
  '/demo': 'demo',
  '/recipient-search': 'recipients',
  '/send-money': 'send',
  '/money-transfer': 'transfer',
  '/history': 'history',
  '/scan': 'scan',
  '/profile': 'profile',
  '/notifications': 'notifications',
  '/friends': 'friends',
  '/settings': 'settings',
  '/identity-verification': 'kyc',
  '/cards': 'cards',
  '/bank-transfers': 'banks',
  '/mobile-money': 'momo',
  '/payment-accounts': 'accounts',
  '/ussd': 'ussd',
  '/split-bill': 'split',
} as const;

type Page = (typeof PAGE_OF_PATH)[keyof typeof PAGE_OF_PATH] | 'landing' | 'verify' | 'paylink';

const PAGES: readonly Page[] = ['landing', 'verify', 'paylink', ...Object.values(PAGE_OF_PATH)];

/** Which first screen a path draws: `/` is the landing page to a visitor and the home screen to someone signed in. */
function pageOf(pathname: string, hasSession: boolean): Page | null {
  if (pathname === '/') return hasSession ? 'home' : 'landing';
  if (Object.hasOwn(PAGE_OF_PATH, pathname)) return PAGE_OF_PATH[pathname as keyof typeof PAGE_OF_PATH];
  if (pathname.startsWith('/verify/')) return 'verify';
  if (pathname.startsWith('/profile/')) return 'profile';
  // Any other /pay/<code> is a payment link (the static /pay/… routes above win, as in the router).
  if (/^\/pay\/[^/]+$/.test(pathname)) return 'paylink';
  return null;
}

/** page-preloads.json of the build (page → its first screen's files), or nothing for a build without it. */
function readPagePreloads(webDist: string): Partial<Record<Page, string[]>> {
  const file = path.join(webDist, 'page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<Page, string[]>>) : {};
}

/**
 * index.html for each page, made once: /auth without the splash (the spec), and every listed page
 * naming its first screen's scripts and styles in the head, so the browser fetches them alongside the
 * entry chunk rather than after running it (a round trip and the entry's download off the first paint).
 */
function pageHtml(indexHtml: string, preloads: Partial<Record<Page, string[]>>): (page: Page | null) => string {
  const withPreloads = (html: string, files: readonly string[] = []) =>
    html.replace(
      '</head>',
      files
        .map((file) =>
          file.endsWith('.css')
            ? `<link rel="preload" as="style" fetchpriority="low" href="${file}">`
            : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
        )
        .join('') + '</head>',
    );
  const byPage = new Map(
    PAGES.map((page) => [page, withPreloads(page === 'auth' ? withoutBootSplash(indexHtml) : indexHtml, preloads[page])]),
  );
  return (page) => (page ? byPage.get(page)! : indexHtml);
}

/** index.html without the splash it draws before JavaScript (between the boot-splash comments). */
function withoutBootSplash(html: string): string {
  return html.replace(/<!--boot-splash-->[\s\S]*?<!--\/boot-splash-->/, '');
}
