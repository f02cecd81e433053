import { openDatabase } from '@ghanapay/db';
import { loadEnv } from './env';
import { createJobQueue } from './modules/jobs/job-queue';
import { createNotifier } from './modules/notify/create-notifier';
import { seedDemoData } from './modules/demo/seed-demo-data';
import { buildServer } from './server';
import type { AppDeps } from './trpc/context';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const deps: AppDeps = { db: database.db, env, notifier: createNotifier(env), now: () => new Date() };

if (database.freshlyCreated && env.SEED_DEMO_DATA === 'true') {
  const seeded = await seedDemoData(deps);
  console.info(`Seeded ${seeded.length} demo users (password Demo-pass-2025): ${seeded.join(', ')}`);
}

const app = await buildServer(deps, { logger: true });
const jobs = createJobQueue({ connectionString: database.connectionString, deps, log: { info: (m) => app.log.info(m), error: (e, m) => app.log.error({ err: e }, m) } });
await jobs.start();
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close().catch(() => {});
  await jobs.stop().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
console.info(`GhanaPay is running at http://localhost:${env.PORT} (${database.embedded ? 'embedded PostgreSQL under ' + env.DATA_DIR : 'DATABASE_URL'})`);
