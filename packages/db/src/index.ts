export { createDatabase, createPool, type Database } from './database';
export { migrateTo, migrateToLatest } from './migrate';
export { createClient, poolConfigFor } from './writable-host';
export { isDatabaseUrl, parseMultiHostUrl } from './multi-host-url';
export { isUniqueViolation, sqlStateOf } from './database-errors';
export { startEmbeddedPostgres, findFreePort, type EmbeddedServer } from './embedded';
export { openDatabase, type OpenedDatabase } from './open-database';
export type * from './generated/db';
