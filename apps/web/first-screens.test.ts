import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS, WITHOUT_FIRST_SCREEN } from './first-screens';
import { pagePreloadsFile } from './page-chunks';

const ROUTES = path.join(import.meta.dirname, 'src/routes');

/** Each route file's path as TanStack Router's file routes read it (`_authed/pay.index.tsx` → `/pay`). */
function routePaths(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const file of readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file === '__root.tsx' || file === '_authed.tsx') continue;
    const segments = file
      .replace(/\.tsx$/, '')
      .split(/[/.]/)
      .filter((segment) => !segment.startsWith('_') && segment !== 'index');
    paths.set(`/${segments.join('/')}`, file);
  }
  return paths;
}

describe('the one list of pages (first-screens.ts)', () => {
  it('has every route file: a first screen, or a reason it has none', () => {
    const listed = new Set(Object.values(FIRST_SCREENS).flatMap((screen) => screen.paths));
    const routes = routePaths();
    expect(routes.size).toBeGreaterThan(40);
    const missing = [...routes].filter(([route]) => !listed.has(route) && !(route in WITHOUT_FIRST_SCREEN));
    expect(missing.map(([route, file]) => `${route} (src/routes/${file})`)).toEqual([]);
  });

  it('names no path that is not a route, and none twice', () => {
    const routes = routePaths();
    const listed = [...Object.values(FIRST_SCREENS).flatMap((screen) => screen.paths), ...Object.keys(WITHOUT_FIRST_SCREEN)];
    expect(listed.filter((route) => !routes.has(route))).toEqual([]);
    // `/` twice on purpose: the landing page to a visitor, home to someone signed in.
    expect(listed.filter((route, i) => listed.indexOf(route) !== i)).toEqual(['/']);
  });

  it('is what the build writes for the server: each page’s files and the paths that draw it', () => {
    const file = pagePreloadsFile(FIRST_SCREENS, { landing: ['/assets/first-landing.js'] });
    expect(file.pages).toEqual({ landing: ['/assets/first-landing.js'] });
    expect(file.routes).toContainEqual({ path: '/', page: 'landing', visitorsOnly: true });
    expect(file.routes).toContainEqual({ path: '/', page: 'home' });
    expect(file.routes).toContainEqual({ path: '/verify/$code', page: 'verify' });
    expect(file.routes).toContainEqual({ path: '/pay/$code', page: 'paylink' });
    expect(file.routes).toContainEqual({ path: '/profile/$userId', page: 'profile' });
    expect(file.routes).toContainEqual({ path: '/pay/airtime', page: 'airtime' });
  });
});
