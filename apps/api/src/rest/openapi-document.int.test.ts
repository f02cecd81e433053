import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.client().get('/api/openapi.json')).body;
});
afterAll(async () => {
  await t.close();
});

/** Every method and URL registered on the server, read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const urlAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4; // "├── " at the top, "│   └── " one level down
    const [, segment = '', methods = ''] = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3).trim()) ?? [];
    urlAtDepth.length = depth;
    const url = (urlAtDepth[depth - 1] ?? '') + segment;
    urlAtDepth[depth] = url;
    for (const method of methods.split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}

type PathItem = Record<string, unknown> & { servers?: { url: string }[] };

/**
 * The routes under /api, /ussd, /admin and /health that the document does not describe. HEAD comes
 * with every GET; /trpc/* and the REST adapter's catch-all serve the procedures (documented from the
 * router); /simulators/* are the demo's stand-ins for MTN's and Paystack's own APIs.
 */
function undocumented(app: FastifyInstance, doc: Record<string, unknown>): string[] {
  const paths = doc.paths as Record<string, PathItem>;
  return registeredRoutes(app)
    .filter(({ method, url }) => method !== 'HEAD' && /^\/(api\/|ussd(\/|$)|admin\/|health$)/.test(url))
    .filter(({ method, url }) => {
      const templated = url.replace(/:(\w+)/g, '{$1}');
      const underApi = templated.startsWith('/api/');
      const item = paths[underApi ? templated.slice('/api'.length) : templated];
      // A path outside /api names the origin's root as its server.
      const servedRight = underApi ? !item?.servers : item?.servers?.[0]?.url === '/';
      return !(item?.[method.toLowerCase()] && servedRight);
    })
    .map(({ method, url }) => `${method} ${url}`);
}

describe('the published OpenAPI document (/api/openapi.json)', () => {
  it('describes every route the server has under /api, /ussd, /admin and /health (demo mode: the /dev routes too)', () => {
    const routes = registeredRoutes(t.app).map(({ method, url }) => `${method} ${url}`);
    // The walk sees the routes outside tRPC (a walk that found nothing would pass anything).
    for (const route of ['POST /api/kyc/images', 'GET /api/kyc/images/:id', 'GET /api/statements/download', 'POST /ussd', 'GET /health'])
      expect(routes).toContain(route);
    expect(routes).toContain('POST /api/dev/providers/faults');
    expect(undocumented(t.app, document)).toEqual([]);
  });

  it('in production, describes its routes and no demo route', async () => {
    const production = await startTestApp({ DEMO_MODE: '' });
    try {
      const productionDocument = (await production.client().get('/api/openapi.json')).body as Record<string, unknown>;
      expect(undocumented(production.app, productionDocument)).toEqual([]);
      expect(Object.keys(productionDocument.paths as object).filter((p) => p.startsWith('/dev/'))).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('documents the non-tRPC routes with their parameters, bodies and answers', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { requestBody?: { content: object }; parameters?: { name: string }[]; responses: object }>
    >;
    expect(Object.keys(paths['/kyc/images']!.post!.requestBody!.content)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(Object.keys(paths['/kyc/images']!.post!.responses)).toEqual(expect.arrayContaining(['201', '401', '413']));
    expect(paths['/statements/download']!.get!.parameters!.map((p) => p.name)).toEqual(['period', 'month', 'year', 'format']);
    expect(Object.keys(paths['/ussd']!.post!.requestBody!.content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    expect(paths['/callbacks/paystack']!.post!.parameters!.map((p) => p.name)).toEqual(['x-paystack-signature']);
    expect(Object.keys(paths['/health']!.get!.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });

  it('is valid OpenAPI for an independent validator (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });
});
