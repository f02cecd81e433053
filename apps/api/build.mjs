import { build } from 'esbuild';

// Bundles the API and the workspace packages it imports; third-party packages stay in node_modules.
await build({
  // The face model's worker thread is an entry of its own (dist/kyc-face-worker.js, beside main.js:
  // modules/kyc/faces/face-pool.ts starts it from there).
  entryPoints: [
    'src/main.ts',
    'src/scripts/migrate.ts',
    'src/scripts/seed.ts',
    { in: 'src/modules/kyc/faces/face-worker.ts', out: 'kyc-face-worker' },
    // The receipt PDF's worker thread (modules/receipts/receipt-pdf-renderer.ts starts it from beside main.js).
    { in: 'src/modules/receipts/receipt-pdf-worker.ts', out: 'receipt-pdf-worker' },
    // A merchant poster's worker thread (modules/money/merchants/merchant-poster-renderer.ts).
    { in: 'src/modules/money/merchants/merchant-poster-worker.ts', out: 'merchant-poster-worker' },
  ],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ghanapay/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'info',
});
