import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The macros' runtime (src/lib/i18n.ts says why it is not @lingui/core's), by absolute path: every file's import resolves to it.
const runtime = path.join(import.meta.dirname, 'src/lib/i18n.tsx');

/**
 * The web app's languages (issue 32). English is the source: its texts are written in the code (the
 * macros) and shipped inside the code that shows them; the other catalogs are compiled at build time
 * and loaded when that language is chosen (src/lib/i18n.ts). An empty translation falls back to English.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'tw', 'ee', 'ha', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // LINGUI_CATALOGS: where a check extracts to instead (catalogs.test.ts).
      path: `${process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales'}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
    },
  ],
  orderBy: 'messageId',
  // Origins without line numbers: a change elsewhere in a file does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  runtimeConfigModule: { i18n: [runtime, 'i18n'], useLingui: [runtime, 'useLingui'], Trans: [runtime, 'Trans'] },
});
