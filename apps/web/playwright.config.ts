import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The production build served by the real API on a fresh embedded PostgreSQL (seeded demo users).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'ghanapay-e2e-'));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// `E2E_LANGUAGE=tw`: the same suite with Twi selected (docs/decisions.md, "End-to-end tests in Twi"): the
// browser speaks Akan (`ak-GH`, which the app reads as Twi), every demo user's account is set to Twi by
// the global setup, every account a spec signs up is made in it, and the specs read their texts in it.
const language = process.env.E2E_LANGUAGE ?? 'en';
const inEnglish = language === 'en';

export default defineConfig({
  testDir: './e2e',
  // e2e/*.test.ts are the helpers' unit tests (vitest).
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: inEnglish ? 'test-results/e2e.json' : `test-results/e2e-${language}.json` }]],
  outputDir: inEnglish ? 'test-results/artifacts' : `test-results/artifacts-${language}`,
  globalSetup: inEnglish ? undefined : './e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 800 },
    ...(inEnglish ? {} : { locale: language === 'tw' ? 'ak-GH' : `${language}-GH` }),
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // As behind a proxy on this machine: a spec may give its browser an address of its own (X-Forwarded-For),
    // so the per-address limits on code sends count each spec's visitor apart, as they would real people.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      LOG_LEVEL: 'warn',
      HOST: 'localhost',
      TRUST_PROXY: '127.0.0.1,::1',
    },
  },
});
