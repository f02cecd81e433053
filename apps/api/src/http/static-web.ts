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
  const { pages, routes } = readPagePreloads(webDist);
  const htmlFor = pageHtml(indexHtml, pages);
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
      const html = htmlFor(pageOf(routes, pathname, Boolean(req.headers.cookie?.includes(`${SESSION_COOKIE}=`))));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send(errorBody('Not found', 'NOT_FOUND'));
  });
  return true;
}

type Page = string;

/** Where a page is drawn (apps/web/first-screens.ts): `$name` a segment of any value; `visitorsOnly` only without a session. */
interface PageRoute {
  path: string;
  page: Page;
  visitorsOnly?: boolean;
}

/** page-preloads.json of the web build: each page's first-screen files, and the paths that draw each page. */
interface PagePreloads {
  pages: Partial<Record<Page, string[]>>;
  routes: PageRoute[];
}

/**
 * A build without page-preloads.json (an older one) names no files, and still serves /auth without
 * the splash (the spec).
 */
const WITHOUT_PRELOADS: PagePreloads = { pages: { auth: [] }, routes: [{ path: '/auth', page: 'auth' }] };

function readPagePreloads(webDist: string): PagePreloads {
  const file = path.join(webDist, 'page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads) : WITHOUT_PRELOADS;
}

/**
 * Which first screen a path draws, as the router picks: a page's own path before a pattern
 * (`/pay/airtime` before `/pay/$code`), and a visitor's page first where a path has two (`/`: the
 * landing page to a visitor, the home screen to someone signed in).
 */
function pageOf(routes: readonly PageRoute[], pathname: string, hasSession: boolean): Page | null {
  const open = routes.filter((route) => !(hasSession && route.visitorsOnly));
  const own = open.filter((route) => route.path === pathname);
  const mine = own.find((route) => route.visitorsOnly) ?? own[0] ?? open.find((route) => matchesPattern(route.path, pathname));
  return mine?.page ?? null;
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    pattern.includes('$') &&
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith('$') ? got[i] !== '' : segment === got[i]))
  );
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
    Object.keys(preloads).map((page) => [page, withPreloads(page === 'auth' ? withoutBootSplash(indexHtml) : indexHtml, preloads[page])]),
  );
  return (page) => (page ? (byPage.get(page) ?? indexHtml) : indexHtml);
}

/** index.html without the splash it draws before JavaScript (between the boot-splash comments). */
function withoutBootSplash(html: string): string {
  return html.replace(/<!--boot-splash-->[\s\S]*?<!--\/boot-splash-->/, '');
}
