import { startEmbeddedPostgres } from './src/embedded';
const server = await startEmbeddedPostgres({ dataDir: '/tmp/gp-pgtest/data', port: 4350 });
console.log(`READY ${server.connectionString('postgres')}`);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
setInterval(() => {}, 60_000);
