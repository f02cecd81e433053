#!/usr/bin/env node
// `npm start`: install, build (web + API) and run the wallet on one port (PORT, default 3000).
// Without DATABASE_URL an embedded PostgreSQL starts with its data under .data/.
import { ensurePnpm, installDependencies, log, nodeVersionOk, pnpm, spawnForwardingSignals } from './lib/toolchain.mjs';

if (!nodeVersionOk()) {
  console.error(`Nkabom needs Node.js 20.19 or newer (this is ${process.version}).`);
  process.exit(1);
}
const pnpmCmd = ensurePnpm();
installDependencies(pnpmCmd);
log('Building the web app and the API');
pnpm(pnpmCmd, ['turbo', 'run', 'build', '--filter=@ghanapay/web', '--filter=@ghanapay/api']);
log('Starting Nkabom');
// On the embedded database this is the demo: simulated SMS and e-mail, read in the demo inbox. A demo
// listens on 127.0.0.1 unless HOST says otherwise (and then only with DEMO_PUBLIC=1): never on the internet.
// With DATABASE_URL it is production unless DEMO_MODE says otherwise (and then real providers are required).
const demo = process.env.DEMO_MODE ?? (process.env.DATABASE_URL ? '' : '1');
spawnForwardingSignals('node', ['apps/api/dist/main.js'], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', DEMO_MODE: demo },
});
