import { openDatabase } from '@ghanapay/db';
import { loadEnv } from '../env';

// openDatabase runs every pending migration; this script only opens and closes.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
console.info(`Migrations are up to date (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}).`);
await database.close();
