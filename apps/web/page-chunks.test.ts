import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pagePreloads, planFromChunks } from './page-chunks';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;

// The bundler's own split: the entry, two route chunks, the pieces they share, and a dialog.
const chunks = [
  chunk('index.js', ['/src/main.tsx', '/src/lib/session.ts'], [], true),
  chunk('me.js', ['/src/routes/me.tsx?tsr-split=component', '/src/wallet-home.tsx'], ['index.js', 'card.js', 'tooltip.js']),
  chunk('stats.js', ['/src/routes/stats.tsx?tsr-split=component'], ['index.js', 'card.js']),
  chunk('card.js', ['/src/card.tsx'], ['index.js', 'skeleton.js']),
  chunk('skeleton.js', ['/mantine/Skeleton.mjs'], ['index.js']),
  chunk('tooltip.js', ['/mantine/Tooltip.mjs', '/floating-ui.mjs'], ['index.js']),
  chunk('dialog.js', ['/src/add-dialog.tsx', '/mantine/Modal.mjs'], ['index.js', 'card.js']),
];

describe('page chunks', () => {
  const plan = planFromChunks(chunks, '/src', {
    me: ['routes/me.tsx?tsr-split=component'],
    stats: ['routes/stats.tsx?tsr-split=component'],
  });

  it("gathers a page's first screen into one chunk per set of pages that need it", () => {
    expect(plan.get('/src/wallet-home.tsx')).toBe('first-me');
    expect(plan.get('/mantine/Tooltip.mjs')).toBe('first-me');
    expect(plan.get('/floating-ui.mjs')).toBe('first-me');
    expect(plan.get('/src/routes/stats.tsx?tsr-split=component')).toBe('first-stats');
    // Shared by both first screens, including what the shared code itself imports.
    expect(plan.get('/src/card.tsx')).toBe('first-me-stats');
    expect(plan.get('/mantine/Skeleton.mjs')).toBe('first-me-stats');
  });

  it('leaves the entry and what no first screen loads (a dialog) to the bundler', () => {
    expect(plan.has('/src/main.tsx')).toBe(false);
    expect(plan.has('/src/add-dialog.tsx')).toBe(false);
    expect(plan.has('/mantine/Modal.mjs')).toBe(false);
  });

  it('fails the build when a page names a module that is not there', () => {
    expect(() => planFromChunks(chunks, '/src', { gone: ['routes/gone.tsx'] })).toThrow(/gone\.tsx/);
  });
});

describe('small sets of shared code', () => {
  const sized = (fileName: string, moduleIds: string[], bytes: number, imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry, code: 'x'.repeat(bytes) }) as unknown as Rolldown.OutputChunk;
  // Three pages; a and b share 300 bytes, a and c share 200, all three share 9 KB.
  const built = [
    sized('index.js', ['/src/main.tsx'], 100_000, [], true),
    sized('a.js', ['/src/a.tsx'], 20_000, ['index.js', 'ab.js', 'ac.js', 'abc.js']),
    sized('b.js', ['/src/b.tsx'], 20_000, ['index.js', 'ab.js', 'abc.js']),
    sized('c.js', ['/src/c.tsx'], 20_000, ['index.js', 'ac.js', 'abc.js']),
    sized('ab.js', ['/src/ab.tsx'], 300, ['index.js']),
    sized('ac.js', ['/src/ac.tsx'], 200, ['index.js']),
    sized('abc.js', ['/src/abc.tsx'], 9_000, ['index.js']),
  ];
  const plan = planFromChunks(built, '/src', { a: ['a.tsx'], b: ['b.tsx'], c: ['c.tsx'] });

  it('go together in one chunk for every page that needs any of them, instead of a request each', () => {
    expect(plan.get('/src/ab.tsx')).toBe('first-a-b-c');
    expect(plan.get('/src/ac.tsx')).toBe('first-a-b-c');
  });

  it('go into a larger set only when its pages download what they import anyway', () => {
    // b and c share 300 bytes that import x.js, which b, c and d download and a does not: in the
    // a-b-c chunk, a would fetch x.js too; in the b-c-d chunk nobody fetches more than a few bytes.
    const four = [
      sized('index.js', ['/src/main.tsx'], 100_000, [], true),
      sized('a.js', ['/src/a.tsx'], 20_000, ['index.js', 'abc.js']),
      sized('b.js', ['/src/b.tsx'], 20_000, ['index.js', 'abc.js', 'bc.js']),
      sized('c.js', ['/src/c.tsx'], 20_000, ['index.js', 'abc.js', 'bc.js']),
      sized('d.js', ['/src/d.tsx'], 20_000, ['index.js', 'x.js']),
      sized('bc.js', ['/src/bc.tsx'], 300, ['index.js', 'x.js']),
      sized('x.js', ['/src/x.tsx'], 4_000, ['index.js']),
      sized('abc.js', ['/src/abc.tsx'], 9_000, ['index.js']),
    ];
    const planned = planFromChunks(four, '/src', { a: ['a.tsx'], b: ['b.tsx'], c: ['c.tsx'], d: ['d.tsx'] });
    expect(planned.get('/src/bc.tsx')).toBe('first-b-c-d');
    expect(planned.get('/src/x.tsx')).toBe('first-b-c-d');
    expect(planned.get('/src/abc.tsx')).toBe('first-a-b-c');
  });

  it('leave a large shared set and each page’s own code where they were', () => {
    expect(plan.get('/src/abc.tsx')).toBe('first-a-b-c');
    expect(plan.get('/src/a.tsx')).toBe('first-a');
    expect(plan.get('/src/b.tsx')).toBe('first-b');
  });
});

describe('page preloads', () => {
  const out = (fileName: string, name: string, css: string[] = []) =>
    ({ type: 'chunk', fileName, name, viteMetadata: { importedCss: new Set(css) } }) as unknown as Rolldown.OutputChunk;

  it("lists each page's first-screen scripts and their styles, from the chunks' names, and nothing else", () => {
    const preloads = pagePreloads(
      [
        out('assets/index-1.js', 'index'),
        out('assets/first-me-2.js', 'first-me', ['assets/first-me-2.css']),
        out('assets/first-me-stats-3.js', 'first-me-stats'),
        out('assets/dialog-4.js', 'dialog'),
      ],
      ['me', 'stats', 'landing'],
    );
    expect(preloads).toEqual({
      me: ['/assets/first-me-2.css', '/assets/first-me-2.js', '/assets/first-me-stats-3.js'],
      stats: ['/assets/first-me-stats-3.js'],
      landing: [],
    });
  });

  it('reads a chunk named by the pages it is not for (a set of most pages)', () => {
    const preloads = pagePreloads([out('assets/first-not-landing-1.js', 'first-not-landing')], ['landing', 'me', 'stats']);
    expect(preloads).toEqual({ landing: [], me: ['/assets/first-not-landing-1.js'], stats: ['/assets/first-not-landing-1.js'] });
  });

  it('refuses a page name that could not be read back from a chunk name', () => {
    expect(() => planFromChunks(chunks, '/src', { 'wallet-home': ['routes/me.tsx?tsr-split=component'] })).toThrow(/lowercase letters/);
  });
});
