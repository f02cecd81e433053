import type { DB } from '@ghanapay/db';
import type { Kysely } from 'kysely';

/** A Database or a Transaction: repositories run in whichever the service hands them. */
export type MoneyExecutor = Kysely<DB>;
