import { startEmbeddedPostgres } from '../embedded';

// A stand-in for a test runner (embedded-exit-code.int.test.ts): starts and stops the embedded
// server, then ends the way vitest ends after a failed test — exit code set, the loop left to drain.
const server = await startEmbeddedPostgres({ dataDir: process.argv[2]! });
await server.stop();
process.exitCode = 3;
