import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// docs/architecture.md: one procedure per file, named verb-noun; the thin calls of one resource may
// share one <resource>-procedures.ts instead. A file holding several procedures says so in its name.
const MODULES = path.join(import.meta.dirname, 'modules');
const PROCEDURE = /^export const (\w+Procedure) = /gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

it('a file that holds more than one procedure is named <resource>-procedures.ts', () => {
  const misnamed = sourceFiles(MODULES)
    .map((file) => ({
      file: path.relative(MODULES, file),
      procedures: [...readFileSync(file, 'utf8').matchAll(PROCEDURE)].map((m) => m[1]),
    }))
    .filter(({ file, procedures }) => procedures.length > 1 && !file.endsWith('-procedures.ts'))
    .map(({ file, procedures }) => `${file}: ${procedures.join(', ')}`);
  expect(misnamed).toEqual([]);
});
