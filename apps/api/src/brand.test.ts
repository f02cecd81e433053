import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_NAME } from '@ghanapay/validators';
import { expect, it } from 'vitest';

// docs/decisions.md "Name": the product is called APP_NAME, held in packages/validators/src/brand.ts;
// every text the server sends (USSD, SMS, e-mail, PDFs, OpenAPI) reads it. The old name ("GhanaPay",
// the Bank of Ghana's own wallet) stays only in the `@ghanapay/*` package scope and in the frozen
// machine identifiers below, which data already stored or printed depends on. Tests and /testing/
// helpers may say anything.
const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const SCANNED = ['apps/api/src', ...readdirSync(path.join(ROOT, 'packages')).flatMap((p) => [`packages/${p}/src`, `packages/${p}/sql`])];
const OLD_NAME = /ghanapay/i;
const PACKAGE_SCOPE = /@ghanapay\/[a-z-]+/g;

/** Identifiers that stored or printed data depends on: changing them would break what is out there. */
const FROZEN: { file: string; pattern: RegExp; why: string }[] = [
  { file: 'packages/ghqr/src/our-network.ts', pattern: /com\.ghanapay/g, why: 'the GUID on printed merchant posters' },
  { file: 'packages/ghqr/src/generate-merchant-qr.ts', pattern: /com\.ghanapay/g, why: 'the GUID on printed merchant posters' },
  {
    file: 'packages/ghqr/src/parse-qr.ts',
    pattern: /com\.ghanapay|'ghanapay'/g,
    why: 'the GUID, and the network value the API and web compare',
  },
  { file: 'packages/ghqr/src/person-qr.ts', pattern: /ghanapay:pay|\^ghanapay:/g, why: 'person codes already shared' },
  { file: 'apps/api/src/modules/money/merchants/merchant-service.ts', pattern: /'ghanapay'/g, why: 'the network value of parse-qr' },
  {
    file: 'apps/api/src/modules/social/qr/qr-code.ts',
    pattern: /ghanapay:pay:v1|ghanapay qr payment code v1/g,
    why: 'signed QR codes already issued',
  },
  { file: 'apps/api/src/modules/social/qr/generate-qr-code.types.ts', pattern: /ghanapay:pay:v1/g, why: 'signed QR codes already issued' },
  {
    file: 'apps/api/src/modules/receipts/verify-code.ts',
    pattern: /GhanaPay receipt\\0/g,
    why: 'the signature context of issued receipts',
  },
  {
    file: 'apps/api/src/modules/ussd/pins/ussd-pin-hashing.ts',
    pattern: /ghanapay\/ussd-pin-pepper\/v1/g,
    why: 'the pepper of stored USSD PIN hashes',
  },
  { file: 'apps/api/src/modules/kyc/images/image-vault.ts', pattern: /ghanapay kyc images v1/g, why: 'the key of stored identity photos' },
  { file: 'apps/api/src/modules/metrics/metrics-registry.ts', pattern: /ghanapay_\w+/g, why: 'metric names dashboards and alerts read' },
  { file: 'packages/db/src/open-database.ts', pattern: /'ghanapay'/g, why: 'the database name of existing data directories' },
  { file: 'packages/db/src/embedded.ts', pattern: /ghanapay-password|\/var\/lib\/ghanapay/g, why: 'files of existing data directories' },
];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'node_modules' || entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.(tsx?|sql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('the name is Nkabom, held in one place', () => {
  expect(APP_NAME).toBe('Nkabom');
});

it('no source file of apps/api or packages names "GhanaPay" (any case) outside the package scope and the frozen identifiers', () => {
  const offenders = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) => {
    const relative = path.relative(ROOT, file);
    let text = readFileSync(file, 'utf8').replace(PACKAGE_SCOPE, '');
    for (const frozen of FROZEN.filter((f) => f.file === relative)) text = text.replace(frozen.pattern, '');
    return text.split('\n').flatMap((line, i) => (OLD_NAME.test(line) ? [`${relative}:${i + 1}: ${line.trim()}`] : []));
  });
  expect(offenders).toEqual([]);
});

it('every frozen identifier is still where the list says (a stale entry would hide a new use)', () => {
  const missing = FROZEN.filter(({ file, pattern }) => !new RegExp(pattern.source).test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(missing.map((m) => m.file)).toEqual([]);
});
