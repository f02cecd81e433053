import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_NAME } from '@ghanapay/validators';
import { describe, expect, it } from 'vitest';
import { APP_NAME_PLACEHOLDER, webManifest, withAppName } from './brand-files';

const root = import.meta.dirname;

/**
 * Stored identifiers that merely contain the old name: the package scope, the signed QR codes' wire
 * prefix (codes already printed must keep scanning), a localStorage key and the service worker's cache
 * prefix (a device must not forget its push subscription or keep stale shells because of a rename).
 */
const NOT_THE_NAME = [/@ghanapay\//gi, /ghanapay:pay/gi, /'ghanapay\.push-subscription'/g, /ghanapay-shell-/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|html|js|json|webmanifest|svg)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("the product's name", () => {
  it('is never written as the old literal in the web app: every text reads APP_NAME', () => {
    const files = [
      ...sourceFiles(path.join(root, 'src')),
      ...sourceFiles(path.join(root, 'public')),
      path.join(root, 'index.html'),
      path.join(root, 'service-worker.template.js'),
      path.join(root, 'brand-files.ts'),
    ];
    const offenders = files.filter((file) => {
      const text = NOT_THE_NAME.reduce((rest, pattern) => rest.replace(pattern, ''), readFileSync(file, 'utf8'));
      return /ghanapay/i.test(text);
    });
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("fills index.html's title, description, splash and noscript text from APP_NAME", () => {
    const html = withAppName(readFileSync(path.join(root, 'index.html'), 'utf8'));
    expect(html).not.toContain(APP_NAME_PLACEHOLDER);
    expect(html).toContain(`<title>${APP_NAME}</title>`);
    expect(html).toContain(`<meta name="description" content="${APP_NAME}: send and request cedis`);
    expect(html).toContain(`<p class="boot-splash-name">${APP_NAME}</p>`);
  });

  it('names the installed app APP_NAME in the web manifest', () => {
    expect(webManifest()).toMatchObject({ name: APP_NAME, short_name: APP_NAME, start_url: '/', display: 'standalone' });
  });
});
