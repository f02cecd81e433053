import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { findSocialUser } from '../profiles/profile-repository';
import { findVisibleTransaction } from '../transactions/transaction-access';
import { findOpenReport, insertReport } from './report-repository';

export interface ReportResult {
  reported: true;
  reportId: number;
  message: string;
}

const THANKS = 'Thank you. Our team will review your report.';

/**
 * Stored for review; the fraud features count distinct reporters of a recipient. Reporting the same
 * user (about the same transaction) again while the first report is open changes nothing, so one
 * person cannot inflate the count. A transaction, when named, must be one the reporter can see and
 * the reported user took part in.
 */
export async function reportUser(
  db: Database,
  now: Date,
  command: { reporterId: string; reportedId: string; reason: string | null; transactionId: number | null },
): Promise<ReportResult> {
  if (command.reportedId === command.reporterId) throw new AppError('VALIDATION_FAILED', 'You cannot report yourself');
  const reported = await findSocialUser(db, command.reportedId);
  if (!reported) throw new AppError('NOT_FOUND', 'User not found');
  let transactionId: string | null = null;
  if (command.transactionId !== null) {
    const tx = await findVisibleTransaction(db, command.reporterId, command.transactionId);
    if (tx.senderId !== reported.id && tx.recipientId !== reported.id) throw new AppError('NOT_FOUND', 'Transaction not found');
    transactionId = tx.id;
  }
  const key = { reporterId: command.reporterId, reportedId: reported.id, transactionId };
  const existing = await findOpenReport(db, key);
  const reportId = existing?.id ?? (await insertReport(db, { ...key, reason: command.reason, createdAt: now }));
  return { reported: true, reportId: Number(reportId), message: THANKS };
}
