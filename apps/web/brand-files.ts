// By path, not by package: Node loads the bundled Vite config, and cannot import a workspace package's
// TypeScript source; this file has no imports of its own, so it bundles into the config whole.
import { APP_NAME } from '../../packages/validators/src/brand';

export { APP_NAME };
import type { Plugin } from 'vite';

/** What index.html writes where the product's name goes; the plugin below puts APP_NAME there. */
export const APP_NAME_PLACEHOLDER = '%APP_NAME%';

/** The web app manifest, written from APP_NAME so the installed app's name follows a rename. */
export function webManifest(name: string = APP_NAME) {
  return {
    name,
    short_name: name,
    description: 'Send and request cedis by phone number, email or username.',
    lang: 'en-GH',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#0b7a4b',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function withAppName(html: string, name: string = APP_NAME): string {
  return html.replaceAll(APP_NAME_PLACEHOLDER, name);
}

/**
 * The files the browser reads before any script, named from APP_NAME (@ghanapay/validators): the
 * title, description and splash of index.html, and /manifest.webmanifest (served in development,
 * emitted into the build).
 */
export function brandFiles(): Plugin {
  const manifest = `${JSON.stringify(webManifest(), null, 2)}\n`;
  return {
    name: 'app-name:brand-files',
    transformIndexHtml: (html) => withAppName(html),
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(manifest);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifest });
    },
  };
}
