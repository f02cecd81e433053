import { z } from 'zod';
import { MONTH_PATTERN, STATEMENT_MESSAGES, YEAR_PATTERN, type StatementPeriodRequest } from './statement-period';

const statementQuery = {
  period: z.enum(['month', 'year'], { error: STATEMENT_MESSAGES.period }),
  month: z.string({ error: STATEMENT_MESSAGES.month }).regex(MONTH_PATTERN, STATEMENT_MESSAGES.month).optional(),
  year: z.string({ error: STATEMENT_MESSAGES.year }).regex(YEAR_PATTERN, STATEMENT_MESSAGES.year).optional(),
};

/** A monthly statement names its month, a yearly one its year. */
function requirePeriodValue(value: StatementPeriodRequest, ctx: z.RefinementCtx) {
  if (value.period === 'month' && value.month === undefined)
    ctx.addIssue({ code: 'custom', path: ['month'], message: STATEMENT_MESSAGES.month });
  if (value.period === 'year' && value.year === undefined)
    ctx.addIssue({ code: 'custom', path: ['year'], message: STATEMENT_MESSAGES.year });
}

/** `period=month&month=2026-11` or `period=year&year=2026` (Ghana time, which is UTC). */
export const ZGetStatementRequestSchema = z.object(statementQuery).superRefine(requirePeriodValue);

/** The same query plus the file's format, for GET /api/statements/download. */
export const ZDownloadStatementQuerySchema = z
  .object({ ...statementQuery, format: z.enum(['csv', 'pdf'], { error: STATEMENT_MESSAGES.format }) })
  .superRefine(requirePeriodValue);

const ZStatementEntrySchema = z.object({
  /** The ledger entry's id. */
  id: z.string(),
  /** When the money moved (ISO 8601, UTC). */
  date: z.string(),
  description: z.string(),
  /** Signed cedis with 2 decimals: "-12.50" left the wallet, "12.50" came in. */
  amount: z.string(),
  /** The wallet's balance after this entry. */
  balance: z.string(),
});

export const ZGetStatementResponseSchema = z.object({
  /** `from` is the period's first instant, `to` the first instant after it (ISO 8601, UTC). */
  period: z.object({ label: z.string(), from: z.string(), to: z.string() }),
  openingBalance: z.string(),
  closingBalance: z.string(),
  totalIn: z.string(),
  totalOut: z.string(),
  /** Oldest first; opening balance + every amount = closing balance. */
  entries: z.array(ZStatementEntrySchema),
});

export type TGetStatementRequest = z.input<typeof ZGetStatementRequestSchema>;
export type TGetStatementResponse = z.infer<typeof ZGetStatementResponseSchema>;
