/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { APP_NAME, brandFiles } from './brand-files';
import { LINGUI_CONFIG, linguiMacros } from './lingui-macros';
import { FIRST_SCREENS } from './first-screens';
import { pageChunks, PLANNING_PASS } from './page-chunks';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text asset, for a static server that
 * serves pre-compressed files (@fastify/static `preCompressed`): ~14% smaller than on-the-fly
 * brotli at its default quality, and no compression work per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'ghanapay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * Emits /sw.js from service-worker.template.js with the app shell of this build: index.html, the
 * entry chunk, its CSS, the manifest and the icons. The version is a hash of the shell's contents,
 * so a deploy that changes anything in it installs a new worker (and the app offers the update).
 */
function serviceWorker(): Plugin {
  return {
    name: 'ghanapay:service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const shell = ['/index.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
      for (const file of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        const initial = file.type === 'chunk' ? file.isEntry : file.fileName.endsWith('.css') || file.fileName === 'index.html';
        if (initial && file.fileName !== 'index.html') shell.push(`/${file.fileName}`);
        hash.update(file.fileName);
        if (file.type === 'asset' && file.fileName === 'index.html') hash.update(file.source);
      }
      const template = readFileSync(path.resolve(import.meta.dirname, 'service-worker.template.js'), 'utf8');
      hash.update(template);
      const source = template
        .replace("const VERSION = '__VERSION__';", `const VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 16))};`)
        .replace('const SHELL = __SHELL__;', `const SHELL = ${JSON.stringify(shell)};`)
        .replace("const APP_NAME = '__APP_NAME__';", `const APP_NAME = ${JSON.stringify(APP_NAME)};`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * The live capture's face models (tiny face detector, 68 tiny landmarks), taken from the
 * @vladmandic/face-api package: emitted into the build under /models/face-api/ and served from there
 * in development, so the camera screen loads them from this app's own origin, never a CDN.
 */
function faceModels(): Plugin {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'model');
  const files = ['tiny_face_detector_model', 'face_landmark_68_tiny_model'].flatMap((name) => [
    `${name}-weights_manifest.json`,
    `${name}.bin`,
  ]);
  return {
    name: 'ghanapay:face-models',
    configureServer(server) {
      server.middlewares.use('/models/face-api', (req, res, next) => {
        const file = (req.url ?? '').slice(1).split('?')[0]!;
        if (!files.includes(file)) return next();
        res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'application/octet-stream');
        res.end(readFileSync(path.join(dir, file)));
      });
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: `models/face-api/${file}`, source: readFileSync(path.join(dir, file)) });
    },
  };
}

const SRC = path.resolve(import.meta.dirname, 'src');

// A first pass of the build cuts the pages' first screens into chunks of their own (page-chunks.ts).
const firstScreens = pageChunks(import.meta.filename, SRC, FIRST_SCREENS);
// That pass writes nothing: the plugins that only add files to the written build stay out of it.
const planning = Boolean(process.env[PLANNING_PASS]);

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    linguiMacros(),
    lingui({ configPath: LINGUI_CONFIG, cwd: import.meta.dirname }),
    react(),
    brandFiles(),
    ...(planning ? [] : [firstScreens.plugin, faceModels(), precompress(), serviceWorker()]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/trpc': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No modulepreload polyfill (1.2 KiB of every page): the browsers without <link rel=modulepreload>
    // (Safari before 17) still load every module, only without the head start.
    modulePreload: { polyfill: false },
    // The entry (React, router, query, Mantine core) is ~420 kB minified, ~130 kB gzipped.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes in one chunk: one request instead of a dozen
            // tiny shared chunks, each paying headers and a round trip.
            { name: 'app', tags: ['$initial'] },
            // Then each planned page's first screen, in chunks by the set of pages that need them. A
            // module stays where the plan puts it, never pulled into an importer's chunk.
            { debugName: 'first-screens', name: firstScreens.chunkName, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // Unit tests sit beside the code; e2e/'s specs belong to Playwright, its helpers' tests here.
  test: { include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'e2e/*.test.ts'] },
});
