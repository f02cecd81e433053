export { createDatabase, createPool, type Database } from './database';
export { migrateToLatest } from './migrate';
export { isUniqueViolation } from './database-errors';
export { startEmbeddedPostgres, findFreePort, type EmbeddedServer } from './embedded';
export { openDatabase, type OpenedDatabase } from './open-database';
export type * from './generated/db';
