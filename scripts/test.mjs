#!/usr/bin/env node
// `npm test`: install everything the tests need, then typecheck, lint, run every vitest suite (unit and
// API tests on a real embedded PostgreSQL), build, and run the Playwright tests in Chromium.
// Ends with one line "Tests: N passed, N failed" summing every runner.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  baseEnv,
  ensureChromium,
  ensureClusterTools,
  ensurePnpm,
  installDependencies,
  log,
  nodeVersionOk,
  root,
  runStatus,
} from './lib/toolchain.mjs';

if (!nodeVersionOk()) {
  console.error(`Nkabom needs Node.js 20.19 or newer (this is ${process.version}).`);
  process.exit(1);
}
const started = Date.now();
const pnpmCmd = ensurePnpm();
installDependencies(pnpmCmd);
const chromium = ensureChromium();
ensureClusterTools();
const env = { ...baseEnv, CHROME_PATH: chromium, CI: process.env.CI ?? '' };

// Every workspace package: each writes its vitest results to <package>/test-results/vitest.json.
const workspaces = ['apps', 'packages', 'tools'].flatMap((group) =>
  readdirSync(path.join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, group, entry.name, 'package.json')))
    .map((entry) => `${group}/${entry.name}`),
);
for (const ws of workspaces) rmSync(path.join(root, ws, 'test-results'), { recursive: true, force: true });

const failures = [];
const step = (name, args, extraEnv = {}) => {
  log(name);
  const status = runStatus(pnpmCmd[0], [...pnpmCmd.slice(1), ...args], { env: { ...env, ...extraEnv } });
  if (status !== 0) failures.push(name);
};

step('Typecheck', ['turbo', 'run', 'typecheck', '--continue']);
step('Lint (ESLint with the boundary rules, Prettier, knip)', ['lint']);
step('Unit and API tests (vitest, embedded PostgreSQL)', [
  'turbo',
  'run',
  'test',
  '--concurrency=1',
  '--continue',
  '--',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
step('Production build', ['turbo', 'run', 'build', '--filter=@ghanapay/web', '--filter=@ghanapay/api']);
// The same suite twice, each on a fresh server and database: in English, then with Twi selected (the
// browser in Akan, every account in Twi, the specs reading their texts from the Twi catalogs; docs/decisions.md,
// "End-to-end tests in Twi"), whose report is test-results/e2e-tw.json.
const E2E_RUNS = [
  { name: 'End-to-end tests (Playwright, Chromium)', report: 'e2e.json', language: 'en' },
  { name: 'End-to-end tests (Playwright, Chromium) with Twi selected', report: 'e2e-tw.json', language: 'tw' },
];
for (const run of E2E_RUNS) step(run.name, ['--filter', '@ghanapay/web', 'e2e'], { E2E_LANGUAGE: run.language });
// The built API under load while its process, its database and the network between them fail
// (docs/reliability.md): each scenario that held is one passed test, each that did not one failed.
step('Fault suite, short form (kill -9, PostgreSQL crash, dropped connections, network pause)', ['test:faults', '--short']);
// More than one process and more than one database node, with existing engines (docs/reliability.md):
// two API replicas behind HAProxy with PgBouncer, then a pg_auto_failover primary killed under load and
// a point-in-time restore drill. Each check is one passed or failed test.
step('Cluster: API replicas behind HAProxy, PgBouncer (short form)', ['cluster:test', '--short']);
step('Cluster: database failover and restore drill (short form)', ['cluster:failover', '--short']);

let passed = 0;
let failed = 0;
// Each failed test by name, so the last lines of a CI log say what broke without scrolling back.
const failedNames = [];
// The colour codes a reporter puts in a message (ESC [ … m), built from its code so no regex holds a control character.
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  (
    String(text ?? '')
      .replace(COLOUR_CODES, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  ).trim();
for (const ws of workspaces) {
  const file = path.join(root, ws, 'test-results/vitest.json');
  const hasTests = Boolean(JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8')).scripts?.test);
  if (hasTests && !existsSync(file)) failures.push(`${ws}: no vitest results`);
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    for (const suite of r.testResults ?? []) {
      const file = path.relative(root, suite.name);
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'passed') continue;
        failedNames.push(`${file} › ${test.fullName} (${test.status}): ${firstLine(test.failureMessages?.[0])}`);
      }
      if (suite.status === 'failed' && !(suite.assertionResults ?? []).length) {
        failedNames.push(`${file} (the file failed to run): ${firstLine(suite.message)}`);
      }
    }
  }
}
for (const run of E2E_RUNS) {
  const file = path.join(root, 'apps/web/test-results', run.report);
  if (!existsSync(file)) {
    if (!failures.includes(run.name)) failures.push(`${run.name}: results missing`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky + stats.skipped;
  const where = run.language === 'en' ? '' : ` [${run.language}]`;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failedNames.push(`${spec.file}:${spec.line}${where} › ${spec.title} (${test.status}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
}

// The suites that run the built API as processes write { passed, failed } (one per scenario or check).
for (const [file, name] of [
  ['faults.json', 'Fault suite'],
  ['cluster-replicas.json', 'Cluster: API replicas'],
  ['cluster-failover.json', 'Cluster: failover and restore'],
]) {
  const results = path.join(root, 'apps/api/test-results', file);
  if (existsSync(results)) {
    const r = JSON.parse(readFileSync(results, 'utf8'));
    passed += r.passed;
    failed += r.failed;
  } else {
    failures.push(`${name} results missing`);
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'Every step passed'} (${minutes} min)`);
for (const name of failedNames) console.log(`  failed: ${name.slice(0, 400)}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
