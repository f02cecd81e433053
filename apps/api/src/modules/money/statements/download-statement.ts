import { APP_SLUG } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { findMoneyUserById, fullName } from '../money-user-repository';
import { ZDownloadStatementQuerySchema } from './get-statement.types';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';
import { getStatement } from './statement-service';

export interface StatementFile {
  /** "nkabom-statement-2026-11.csv" (APP_SLUG). */
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/**
 * The signed-in user's statement as a file (GET /api/statements/download): the same query and checks
 * as GET /api/statements, plus `format=csv|pdf`. Throws VALIDATION_FAILED with the query's first
 * problem.
 */
export async function downloadStatement(deps: Pick<AppDeps, 'db' | 'now'>, userId: string, query: unknown): Promise<StatementFile> {
  const parsed = ZDownloadStatementQuerySchema.safeParse(query);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid statement request');
  const { format, ...request } = parsed.data;
  const statement = await getStatement(deps, userId, request);
  const filename = `${APP_SLUG}-statement-${statement.period.slug}.${format}`;
  if (format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: statementCsv(statement) };
  const user = await findMoneyUserById(deps.db, userId);
  const pdf = await statementPdf(statement, user ? fullName(user) : '', deps.now());
  return { filename, contentType: 'application/pdf', body: Buffer.from(pdf) };
}
