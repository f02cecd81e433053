import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SPLASH_LOGO_PX, SPLASH_LOGO_SRC, splashRemainingMs } from './splash';

describe('splashRemainingMs', () => {
  it('shows the splash for the rest of the first 2 seconds', () => {
    expect(splashRemainingMs(0)).toBe(2000);
    expect(splashRemainingMs(650.4)).toBe(1350);
  });

  it('is over once 2 seconds have passed', () => {
    expect(splashRemainingMs(2000)).toBe(0);
    expect(splashRemainingMs(9000)).toBe(0);
  });
});

describe('the splash drawn before JavaScript (index.html)', () => {
  it('is the splash React draws next: same logo, same size, same words, so the switch cannot be seen', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8').replace(/\s+/g, ' ');
    expect(html).toContain(`<img src="${SPLASH_LOGO_SRC}" width="${SPLASH_LOGO_PX}" height="${SPLASH_LOGO_PX}" alt="" />`);
    expect(html).toContain('<div class="boot-splash" id="boot-splash" role="status">');
    // Outside #root, so React's first render does not replace it: the first paint's element stays.
    expect(html).toContain('<!--/boot-splash--> <div id="root"></div>');
    expect(html).toContain('%APP_NAME%</p>');
    expect(html).toContain('Secure • Fast • Trusted</p>');
    // The mark is the favicon's drawing.
    const favicon = readFileSync(path.resolve(import.meta.dirname, '../../../public/favicon.svg'), 'utf8').trim();
    expect(decodeURIComponent(SPLASH_LOGO_SRC.replace('data:image/svg+xml,', ''))).toBe(favicon.replaceAll('"', "'"));
  });
});
