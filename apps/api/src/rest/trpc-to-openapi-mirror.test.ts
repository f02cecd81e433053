import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc/init';
import { openApiPostOf } from './direct-procedure-route';

// rest/direct-procedure-route.ts serves POST /api/send-money with its own Fastify route, a copy of
// what trpc-to-openapi's node-http handler does for a POST with a JSON body (direct-procedure-route.int.test.ts
// holds the two routes' answers equal, case by case). This test names what the copy was taken from,
// so that an upgrade of trpc-to-openapi fails here, saying which file to re-read, instead of letting
// the copy drift from the adapter in a way the equality cases do not reach.
const MIRRORED = {
  version: '3.3.0',
  files: {
    // The handler's flow: content-type refusal, input from the body, caller, error body.
    'dist/esm/adapters/node-http/core.mjs': 'bab08411e875ab9cb2bb29e7cdbd5566d0c5d369b2a5b0a6aa61e89d6714d950',
    // getErrorFromUnknown and the status of each tRPC code.
    'dist/esm/adapters/node-http/errors.mjs': 'c67b9ab1ca291a5b968dd933f448298783522fd024e5cc9fa0d2f7ada2acc1b5',
    // The body as the input.
    'dist/esm/adapters/node-http/input.mjs': '3c5f1ecb72b9af548368db82102f924104274630a964870efdf31cef315acfed',
  },
};

function packageRoot(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('trpc-to-openapi'));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== 'trpc-to-openapi'
  ) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('trpc-to-openapi is not installed');
    dir = up;
  }
  return dir;
}

const UPGRADE_STEPS =
  'apps/api/src/rest/direct-procedure-route.ts copies what this handler does for a POST with a JSON body. ' +
  "Re-read the package's dist/esm/adapters/node-http/{core,errors,input}.mjs, bring direct-procedure-route.ts in line, " +
  'run src/rest/direct-procedure-route.int.test.ts, then record the new version and hashes in MIRRORED here.';

describe('rest/direct-procedure-route.ts mirrors the installed trpc-to-openapi', () => {
  it('is the release whose node-http handler it copies (an upgrade fails here until the copy is checked)', () => {
    const root = packageRoot();
    const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version as string;
    const changed = Object.entries(MIRRORED.files)
      .filter(
        ([file, sha256]) =>
          !existsSync(path.join(root, file)) ||
          createHash('sha256')
            .update(readFileSync(path.join(root, file)))
            .digest('hex') !== sha256,
      )
      .map(([file]) => file);
    const problem =
      version !== MIRRORED.version || changed.length > 0
        ? `trpc-to-openapi ${version} is installed; the copy was taken from ${MIRRORED.version}` +
          (changed.length > 0 ? ` (changed or gone: ${changed.join(', ')})` : '') +
          `. ${UPGRADE_STEPS}`
        : null;
    expect(problem, problem ?? '').toBeNull();
  });

  it("finds a POST mutation's REST path in the router's procedure table (tRPC's _def.procedures)", () => {
    const testRouter = router({
      money: router({
        sendMoney: publicProcedure
          .meta({ openapi: { method: 'POST', path: '/send-money' } })
          .input(z.object({ amount: z.string() }))
          .output(z.object({ ok: z.boolean() }))
          .mutation(() => ({ ok: true })),
        history: publicProcedure
          .meta({ openapi: { method: 'GET', path: '/history' } })
          .input(z.object({}))
          .output(z.object({ ok: z.boolean() }))
          .query(() => ({ ok: true })),
      }),
    });
    expect(openApiPostOf(testRouter, 'money.sendMoney')).toEqual({ method: 'POST', path: '/send-money' });
    expect(() => openApiPostOf(testRouter, 'money.history')).toThrow(
      /rest\/direct-procedure-route\.ts: money\.history is not a POST mutation/,
    );
    expect(() => openApiPostOf(testRouter, 'money.nothing')).toThrow(/rest\/direct-procedure-route\.ts/);
  });
});
