// Shared by start.mjs and test.mjs. Node built-ins only: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = '12.21.0';
const isRoot = process.getuid?.() === 0;

export const baseEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  COREPACK_ENABLE_STRICT: '0',
};

export function log(message) {
  console.log(`\n\x1b[1m▶ ${message}\x1b[0m`);
}

function works(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'ignore', env: baseEnv });
  return r.status === 0;
}

/** pnpm as [command, ...prefixArgs]: the installed one, a global install as root, else npx. */
export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return ['pnpm'];
  if (isRoot) {
    log(`Installing pnpm ${PNPM_VERSION} (npm i -g)`);
    run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`]);
    if (works('pnpm', ['--version'])) return ['pnpm'];
  }
  log(`Using pnpm ${PNPM_VERSION} through npx`);
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: baseEnv, ...options });
  if (r.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    err.exitCode = r.status ?? 1;
    throw err;
  }
}

/** Runs and reports the exit code instead of throwing. */
export function runStatus(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: baseEnv, ...options });
  return r.status ?? 1;
}

export function pnpm(pnpmCmd, args, options) {
  run(pnpmCmd[0], [...pnpmCmd.slice(1), ...args], options);
}

export function installDependencies(pnpmCmd) {
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  pnpm(pnpmCmd, ['install', '--frozen-lockfile']);
}

/**
 * A Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium. On Debian as root a
 * missing one is installed with apt-get; otherwise the message says what to install.
 */
export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (isRoot && existsSync('/etc/debian_version')) {
    log('Installing Debian chromium (apt-get)');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-color-emoji']);
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    '\nNo Chromium found. Install one and run again, e.g.\n' +
      '  Debian/Ubuntu:  sudo apt-get install chromium\n' +
      '  or point CHROME_PATH at an existing Chrome/Chromium binary.\n',
  );
  process.exit(1);
}

/**
 * The existing engines the cluster tests run (docs/reliability.md): HAProxy, PgBouncer, and Debian's
 * PostgreSQL 15 with pg_auto_failover. Installed with apt-get as root on Debian; otherwise named.
 */
const CLUSTER_TOOLS = [
  ['/usr/sbin/haproxy', 'haproxy'],
  ['/usr/sbin/pgbouncer', 'pgbouncer'],
  ['/usr/lib/postgresql/15/bin/postgres', 'postgresql-15'],
  ['/usr/lib/postgresql/15/lib/pgautofailover.so', 'postgresql-15-auto-failover'],
  ['/usr/bin/pg_autoctl', 'pg-auto-failover-cli'],
];

export function ensureClusterTools() {
  const missing = () => CLUSTER_TOOLS.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (missing().length === 0) return;
  if (isRoot && existsSync('/etc/debian_version')) {
    log(`Installing ${missing().join(', ')} (apt-get) for the cluster tests`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing()], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (missing().length === 0) return;
  }
  console.error(
    `\nThe cluster tests need ${missing().join(', ')}. Install them and run again, e.g.\n` +
      `  Debian/Ubuntu:  sudo apt-get install ${missing().join(' ')}\n`,
  );
  process.exit(1);
}

/**
 * Runs the app as a child and stops it with us: SIGINT/SIGTERM are passed on, and when our own parent
 * goes away (npm kills the `sh -c` it ran us through, and sh passes on nothing) the child gets a
 * SIGTERM too, so `kill <npm start>` stops the whole tree in order instead of orphaning it.
 */
export function spawnForwardingSignals(cmd, args, options = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, env: baseEnv, ...options });
  let forwarded = false;
  const forward = (signal) => {
    if (forwarded && signal === 'SIGTERM') return;
    forwarded = true;
    child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => forward(signal));
  const parent = process.ppid;
  const watchdog = setInterval(() => {
    if (process.ppid !== parent) forward('SIGTERM');
  }, 300);
  child.on('exit', (code, signal) => {
    clearInterval(watchdog);
    process.exit(code ?? (signal ? 1 : 0));
  });
  return child;
}

export function nodeVersionOk() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 19);
}
