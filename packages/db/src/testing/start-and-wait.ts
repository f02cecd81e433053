// A stand-in for the app in the orphan test: starts the embedded PostgreSQL in argv[2], says READY,
// and waits to be killed (with kill -9 nothing stops the database, as when the real app is killed).
import { startEmbeddedPostgres } from '../embedded';

const server = await startEmbeddedPostgres({ dataDir: process.argv[2]! });
process.stdout.write(`READY ${server.connectionString('postgres')}\n`);
setInterval(() => {}, 60_000);
