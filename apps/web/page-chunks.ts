import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Chunks cut by page (vite.config.ts). Left to itself the bundler gives every set of lazy imports
 * that share a module its own chunk: /me downloaded 53 scripts, most under 1 KiB. Over HTTP/1.1 (six
 * connections, one request at a time on each: what Lighthouse simulates for a phone on slow 4G) each
 * costs a round trip, and the wallet home's first paint waited for all of them.
 *
 * So the build runs twice. The first pass is the bundler's own split; from it we read which chunks
 * each page below downloads for its first screen (what the bundler kept after tree-shaking, so a
 * barrel file does not count as using everything it re-exports). The second pass puts every module of
 * those chunks into one chunk per set of pages that need it ("me", "me-analytics", "auth-me"…): a page
 * downloads only what its first screen uses, in a handful of files, and never another page's code.
 * Everything else (dialogs, other screens, the charts) is left to the bundler.
 */

/** A page's first screen: the modules (under src/, as the router's code splitting names them) it renders at once. */
export type FirstScreens = Record<string, readonly string[]>;

/** A page of first-screens.ts: the paths that draw it and what its first screen renders. */
export interface FirstScreen {
  /** Its paths, `$name` a segment of any value (`/verify/$code`); a page's own path wins over a pattern. */
  paths: readonly string[];
  /** Drawn at its paths only to a visitor without a session (the landing page at `/`, home to someone signed in). */
  visitorsOnly?: boolean;
  modules: readonly string[];
}

/**
 * Written beside index.html: for each page, the files of its first screen (scripts and their CSS) that
 * the server names in that page's HTML (`<link rel="modulepreload">`), so a phone fetches them with
 * the entry chunk instead of after it has been downloaded and run; and the paths that draw each page
 * (the server keeps no list of its own).
 */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** page-preloads.json's contents (apps/api/src/http/static-web.ts reads them). */
export function pagePreloadsFile(screens: Readonly<Record<string, FirstScreen>>, preloads: Record<string, string[]>) {
  const routes = Object.entries(screens).flatMap(([page, screen]) =>
    screen.paths.map((path) => ({ path, page, ...(screen.visitorsOnly ? { visitorsOnly: true } : {}) })),
  );
  return { pages: preloads, routes };
}

/**
 * A chunk's name for a set of pages: `first-<pages>`, or `first-not-<the other pages>` when that is
 * shorter (with thirty pages, a set of most of them would make a file name past the file system's 255
 * bytes).
 */
function groupName(list: readonly string[], all: readonly string[]): string {
  const others = all.filter((page) => !list.includes(page));
  const named = `first-${list.join('-')}`;
  const inverse = `first-${NOT}-${others.join('-')}`;
  return others.length > 0 && inverse.length < named.length ? inverse : named;
}

/** The pages of a chunk named by groupName. */
function pagesOfName(name: string, all: readonly string[]): string[] {
  const named = name.slice('first-'.length).split('-');
  if (named[0] !== NOT) return named;
  return all.filter((page) => !named.includes(page));
}

const NOT = 'not';

/** Page → its first-screen chunks' files ("/assets/…"), read from the chunks the plan named `first-<page>-…`. */
export function pagePreloads(chunks: readonly Rolldown.OutputChunk[], pages: readonly string[]): Record<string, string[]> {
  const preloads: Record<string, string[]> = Object.fromEntries(pages.map((page) => [page, []]));
  for (const chunk of chunks) {
    if (!chunk.name.startsWith('first-')) continue;
    const css = [...((chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])];
    for (const page of pagesOfName(chunk.name, pages)) {
      preloads[page]?.push(...[chunk.fileName, ...css].map((file) => `/${file}`));
    }
  }
  for (const files of Object.values(preloads)) files.sort();
  return preloads;
}

/** Set while the first pass runs: it must not plan again, and it writes nothing. */
export const PLANNING_PASS = 'GHANAPAY_PAGE_CHUNKS_PLANNING';

/** Module id → chunk name, for the modules some page's first screen downloads besides the entry chunk. */
export function planFromChunks(chunks: readonly Rolldown.OutputChunk[], srcDir: string, pages: FirstScreens): Map<string, string> {
  // A chunk's name lists its pages joined by '-' (pagePreloads reads them back).
  for (const page of Object.keys(pages))
    if (!/^[a-z]+$/.test(page) || page === NOT)
      throw new Error(`page-chunks: a page's name is lowercase letters only (and not "${NOT}"), not ${page}`);
  const all = Object.keys(pages);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = new Map<string, Rolldown.OutputChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
  const pagesOf = new Map<Rolldown.OutputChunk, string[]>();
  for (const [page, roots] of Object.entries(pages)) {
    const stack = roots.map((root) => {
      const chunk = chunkOf.get(path.join(srcDir, root));
      if (!chunk) throw new Error(`page-chunks: ${page}'s first screen names ${root}, which is not in the build`);
      return chunk;
    });
    const seen = new Set<Rolldown.OutputChunk>();
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (seen.has(chunk) || chunk.isEntry) continue;
      seen.add(chunk);
      for (const file of chunk.imports) stack.push(byFile.get(file)!);
    }
    for (const chunk of seen) {
      const list = pagesOf.get(chunk);
      if (list) list.push(page);
      else pagesOf.set(chunk, [page]);
    }
  }
  // One chunk per set of pages; with many pages, many sets hold a few hundred bytes each (a request
  // each). A set under SMALL_GROUP_BYTES goes into the chunk of the smallest larger set of pages that
  // holds all of its pages (a page of the larger set downloads a few hundred bytes it does not run
  // rather than one more round trip), when everything it imports is downloaded by every page of that
  // set anyway; otherwise it keeps a chunk of its own. (Gathering all small sets into one chunk for
  // every page that needs any of them made each page download most of them, and other pages' chunks
  // through their imports.)
  type Group = { pages: string[]; bytes: number; chunks: Rolldown.OutputChunk[] };
  const groups = new Map<string, Group>();
  for (const [chunk, list] of pagesOf) {
    const name = groupName(list, all);
    const group = groups.get(name) ?? { pages: list, bytes: 0, chunks: [] };
    group.bytes += chunk.code === undefined ? Infinity : chunk.code.length;
    group.chunks.push(chunk);
    groups.set(name, group);
  }
  const holds = (outer: readonly string[], inner: readonly string[]) => inner.every((page) => outer.includes(page));
  const plan = new Map<string, string>();
  for (const [name, group] of groups) {
    let chunkName = name;
    if (group.bytes < SMALL_GROUP_BYTES) {
      const imported = group.chunks.flatMap((chunk) => chunk.imports.map((file) => byFile.get(file)!)).filter((c) => !c.isEntry);
      const targets = [...groups]
        .filter(([other, target]) => other !== name && target.bytes >= SMALL_GROUP_BYTES && holds(target.pages, group.pages))
        .filter(([, target]) => imported.every((chunk) => holds(pagesOf.get(chunk) ?? [], target.pages)))
        .sort(([, a], [, b]) => a.pages.length - b.pages.length || b.bytes - a.bytes);
      if (targets[0]) chunkName = targets[0][0];
    }
    for (const chunk of group.chunks) for (const id of chunk.moduleIds) plan.set(id, chunkName);
  }
  return plan;
}

/** Minified bytes under which a set of pages' shared code is not worth a chunk (and a request) of its own. */
const SMALL_GROUP_BYTES = 1_024;

/** The first pass: the same build (configFile), not written, and its chunks read into a plan. */
export async function planPageChunks(configFile: string, srcDir: string, pages: FirstScreens): Promise<Map<string, string>> {
  process.env[PLANNING_PASS] = '1';
  try {
    const result = await build({ configFile, root: path.dirname(configFile), logLevel: 'silent', build: { write: false } });
    const outputs = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
    const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    return planFromChunks(chunks, srcDir, pages);
  } finally {
    delete process.env[PLANNING_PASS];
  }
}

/**
 * The plugin plans when a build starts (not when the config is read: tests and tools read it too),
 * and `chunkName` is the code-splitting group's `name`: until there is a plan, and in the planning
 * pass, it leaves every module to the bundler.
 */
export function pageChunks(configFile: string, srcDir: string, screens: Readonly<Record<string, FirstScreen>>) {
  const pages: FirstScreens = Object.fromEntries(Object.entries(screens).map(([page, screen]) => [page, screen.modules]));
  let plan: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'ghanapay:page-chunks',
    apply: 'build',
    async buildStart() {
      if (!process.env[PLANNING_PASS]) plan = await planPageChunks(configFile, srcDir, pages);
    },
    generateBundle(_options, bundle) {
      if (!plan) return;
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const preloads = pagePreloads(chunks, Object.keys(pages));
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(pagePreloadsFile(screens, preloads)) });
    },
  };
  // In the planning pass every module outside the entry gets a chunk of its own, so the plan reads
  // which modules a page uses, not which bundler chunks: a chunk of the bundler's own holds modules
  // some of its importers never use (home downloaded floating-ui beside the Portal it imports).
  const planningName = (id: string) => `m${createHash('sha1').update(id).digest('hex').slice(0, 12)}`;
  return {
    plugin,
    chunkName: (id: string): string | null => (process.env[PLANNING_PASS] ? planningName(id) : (plan?.get(id) ?? null)),
  };
}
