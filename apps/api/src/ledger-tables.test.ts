import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// docs/architecture.md: packages/ledger owns the ledger's tables, reads included; the apps call its
// functions (and compose its subquery helpers) and never name a ledger table, in Kysely's camelCase
// (`selectFrom('ledgerHolds')`) or in raw SQL's snake_case (`FROM ledger_entries`). Tests and
// /testing/ helpers may look inside to check what the ledger did.
const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const SCANNED = ['apps/api/src', 'apps/web/src'];
const GENERATED_TYPES = path.join(ROOT, 'packages/db/src/generated/db.ts');

/** Every ledger_* table of the generated Kysely types (the `DB` interface), in both spellings. */
function ledgerTables(): { camel: string; snake: string }[] {
  const db = /export interface DB \{([^}]*)\}/.exec(readFileSync(GENERATED_TYPES, 'utf8'))?.[1] ?? '';
  return [...db.matchAll(/^\s*(ledger[A-Z]\w*):/gm)].map(([, camel]) => ({
    camel: camel!,
    snake: camel!.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('knows the ledger tables from the generated types', () => {
  expect(ledgerTables().map((t) => t.snake)).toEqual(
    expect.arrayContaining(['ledger_accounts', 'ledger_entries', 'ledger_journals', 'ledger_holds']),
  );
});

it('no file of apps/api/src or apps/web/src names a ledger table: packages/ledger reads them', () => {
  const tables = ledgerTables().map((t) => ({ ...t, pattern: new RegExp(`\\b(?:${t.camel}|${t.snake})\\b`) }));
  const offenders = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const named = tables.filter((t) => t.pattern.test(text)).map((t) => t.snake);
    return named.length > 0 ? [`${path.relative(ROOT, file)}: ${named.join(', ')}`] : [];
  });
  expect(offenders).toEqual([]);
});
