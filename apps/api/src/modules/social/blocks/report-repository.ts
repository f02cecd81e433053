import type { Database } from '@ghanapay/db';

export interface NewReport {
  reporterId: string;
  reportedId: string;
  transactionId: string | null;
  reason: string | null;
  createdAt: Date;
}

/** The reporter's report about this user (and transaction) still waiting for review, if any. */
export async function findOpenReport(db: Database, report: Pick<NewReport, 'reporterId' | 'reportedId' | 'transactionId'>) {
  return db
    .selectFrom('userReports')
    .select(['id'])
    .where('reporterId', '=', report.reporterId)
    .where('reportedId', '=', report.reportedId)
    .where('status', '=', 'open')
    .where((eb) => (report.transactionId === null ? eb('transactionId', 'is', null) : eb('transactionId', '=', report.transactionId)))
    .executeTakeFirst();
}

export async function insertReport(db: Database, report: NewReport): Promise<string> {
  const row = await db
    .insertInto('userReports')
    .values({ ...report, status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
