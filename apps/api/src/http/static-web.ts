import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body';

/** Serves the built SPA; any unknown non-API GET gets index.html so client routes work on reload. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  // The spec: no splash on /auth. index.html draws it before any JavaScript; /auth gets the page without it.
  const authHtml = withoutBootSplash(readFileSync(index, 'utf8'));
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    wildcard: false,
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
    if (req.method === 'GET' && !isApi && req.headers.accept?.includes('text/html')) {
      if (new URL(req.url, 'http://localhost').pathname === '/auth')
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(authHtml);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody('Not found', 'NOT_FOUND'));
  });
  return true;
}

/** index.html without the splash it draws before JavaScript (between the boot-splash comments). */
function withoutBootSplash(html: string): string {
  return html.replace(/<!--boot-splash-->[\s\S]*?<!--\/boot-splash-->/, '');
}
