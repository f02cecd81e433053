import { build } from 'esbuild';

// Bundles the API and the workspace packages it imports; third-party packages stay in node_modules.
await build({
  entryPoints: ['src/main.ts', 'src/scripts/migrate.ts', 'src/scripts/seed.ts'],
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
