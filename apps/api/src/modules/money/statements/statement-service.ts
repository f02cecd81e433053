import type { Database } from '@ghanapay/db';
import { toCedisString, type Pesewas } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { describeStatementEntry } from './statement-descriptions';
import { statementPeriod, type StatementPeriod, type StatementPeriodRequest } from './statement-period';
import { readWalletLedger, type StatementTransferRow } from './statement-repository';
import type { TGetStatementResponse } from './get-statement.types';

export interface StatementLine {
  id: string;
  at: Date;
  description: string;
  amountPesewas: Pesewas;
  /** The wallet's balance after this line. */
  balancePesewas: Pesewas;
}

/** A wallet's statement for a period: openingPesewas + every line's amount = closingPesewas. */
export interface Statement {
  period: StatementPeriod;
  /** What the closing balance is as of: the period's last second, or now while it runs. */
  asOf: Date;
  openingPesewas: Pesewas;
  closingPesewas: Pesewas;
  inPesewas: Pesewas;
  outPesewas: Pesewas;
  lines: StatementLine[];
}

/** The statement of the user's wallet for a period, from the ledger's entries. */
export async function buildStatement(db: Database, userId: string, period: StatementPeriod, now: Date): Promise<Statement> {
  const slice = await readWalletLedger(db, userId, period);
  const transferOf = new Map<string, StatementTransferRow>();
  for (const transfer of slice.transfers) {
    for (const id of [transfer.holdJournalId, transfer.settleJournalId, transfer.reverseJournalId, transfer.recoverJournalId]) {
      if (id !== null) transferOf.set(id, transfer);
    }
  }
  let balance = slice.openingPesewas;
  let moneyIn = 0n;
  let moneyOut = 0n;
  const lines = slice.entries.map((entry): StatementLine => {
    const amount = BigInt(entry.amountPesewas);
    balance += amount;
    if (amount > 0n) moneyIn += amount;
    else moneyOut -= amount;
    return {
      id: entry.entryId,
      at: entry.createdAt,
      description: describeStatementEntry(entry, transferOf.get(entry.journalId)),
      amountPesewas: amount,
      balancePesewas: balance,
    };
  });
  const asOf = now < period.to ? now : new Date(period.to.getTime() - 1_000);
  return { period, asOf, openingPesewas: slice.openingPesewas, closingPesewas: balance, inPesewas: moneyIn, outPesewas: moneyOut, lines };
}

/** The statement a request names (refused: a malformed or future period). */
export async function getStatement(deps: Pick<AppDeps, 'db' | 'now'>, userId: string, request: StatementPeriodRequest): Promise<Statement> {
  const now = deps.now();
  return buildStatement(deps.db, userId, statementPeriod(request, now), now);
}

export function toStatementDto(statement: Statement): TGetStatementResponse {
  return {
    period: { label: statement.period.label, from: statement.period.from.toISOString(), to: statement.period.to.toISOString() },
    openingBalance: toCedisString(statement.openingPesewas),
    closingBalance: toCedisString(statement.closingPesewas),
    totalIn: toCedisString(statement.inPesewas),
    totalOut: toCedisString(statement.outPesewas),
    entries: statement.lines.map((line) => ({
      id: line.id,
      date: line.at.toISOString(),
      description: line.description,
      amount: toCedisString(line.amountPesewas),
      balance: toCedisString(line.balancePesewas),
    })),
  };
}
