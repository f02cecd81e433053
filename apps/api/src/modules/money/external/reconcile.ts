import type { PaymentState } from '@ghanapay/providers';
import { settlementTotals, submittedTransfers, type ExternalTransferRow } from './external-transfer-repository';
import { applyProviderState, providerStatus, settlementKind, type AppliedOutcome, type TransferDeps } from './transfer-state-machine';
import { COLLECTION_GIVEN_UP_CODES, OVER_LIMIT_CODE } from './transfer-dto';

interface ReconcileDifference {
  transferId: string;
  provider: string;
  direction: 'out' | 'in';
  amountPesewas: bigint;
  ledgerStatus: string;
  providerStatus: string;
  note: string;
}

export interface ReconcileReport {
  checked: number;
  /** Final answers found here and applied now (a missed callback, a late success under the rule). */
  applied: { transferId: string; outcome: AppliedOutcome }[];
  /** Still open on both sides (not a difference). */
  open: number;
  differences: ReconcileDifference[];
  /** Each settlement account against the transfers that moved money through it. */
  settlement: { account: string; ledgerPesewas: bigint; transfersPesewas: bigint }[];
}

export interface ReconcileOptions {
  /** Only transfers submitted since then. */
  since?: Date;
  /**
   * false: read-only, for the staff console. The providers are asked and the accounts compared, but
   * a final answer the ledger has not seen is listed as a difference instead of applied.
   */
  apply?: boolean;
}

/** How a read-only run names an answer it found and left for the job (or `pnpm reconcile`) to apply. */
export const NOT_APPLIED = 'read-only: not applied';

/**
 * `pnpm reconcile`: every transfer's state in the ledger against the provider's own answer by
 * reference, and each settlement account against the transfers behind it. A final answer the ledger
 * had not seen is applied through the same state machine (so reconciling twice changes nothing the
 * second time); what cannot be made to agree is listed as a difference for a person to resolve.
 */
export async function reconcileTransfers(deps: TransferDeps, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const apply = options.apply ?? true;
  const rows = await submittedTransfers(deps.db, options.since);
  const report: ReconcileReport = { checked: 0, applied: [], open: 0, differences: [], settlement: [] };

  for (const row of rows) {
    report.checked++;
    let state: PaymentState;
    try {
      state = await providerStatus(deps, row);
    } catch (error) {
      report.differences.push(difference(row, 'unreachable', `The provider did not answer: ${(error as Error).message}`));
      continue;
    }
    const ledger = row.status;
    const open = ledger === 'processing' || ledger === 'review';
    if (state.status === 'pending' || state.status === 'unknown') {
      if (open) {
        report.open++;
        continue;
      }
      if (ledger === 'failed' && state.status === 'unknown') continue; // refused before the provider recorded it
      // A collection the app gave up on (not approved in time, too many wrong codes): nothing moved on
      // either side; an approval after it is still applied when the provider says so.
      if (ledger === 'failed' && row.direction === 'in' && givenUp(row.failureCode)) continue;
      report.differences.push(difference(row, state.status, `The ledger says ${ledger}; the provider has no final answer`));
      continue;
    }
    // A collection that arrived beyond the balance limit is "failed" for the wallet and successful at
    // the provider: its money went back to the payer by its own refund (a transfer of its own here).
    const sentBack = ledger === 'failed' && row.direction === 'in' && row.failureCode === OVER_LIMIT_CODE && state.status === 'successful';
    const agrees =
      sentBack || (ledger === 'completed' && state.status === 'successful') || (ledger === 'failed' && state.status === 'failed');
    if (agrees) continue;
    if (ledger === 'completed' && state.status === 'failed') {
      report.differences.push(difference(row, 'failed', 'Settled in the ledger, but the provider reports it failed'));
      continue;
    }
    if (ledger === 'review' && state.status === 'successful' && row.reverseJournalId !== null) {
      report.differences.push(difference(row, 'successful', LATE_SUCCESS_UNCOVERED));
      continue;
    }
    if (!apply) {
      report.differences.push(
        difference(row, state.status, `The provider says ${state.status}; the ledger still says ${ledger} (${NOT_APPLIED})`),
      );
      continue;
    }
    const outcome = await applyProviderState(deps, row.id, state);
    if (outcome === 'unchanged' || outcome === 'needs_review') {
      report.differences.push(
        difference(row, state.status, outcome === 'needs_review' ? LATE_SUCCESS_UNCOVERED : `The ledger says ${ledger}`),
      );
    } else {
      report.applied.push({ transferId: row.id, outcome });
    }
  }

  report.settlement = await settlementAgainstTransfers(deps);
  for (const s of report.settlement) {
    if (s.ledgerPesewas !== s.transfersPesewas) {
      report.differences.push({
        transferId: '-',
        provider: s.account,
        direction: 'out',
        amountPesewas: s.ledgerPesewas - s.transfersPesewas,
        ledgerStatus: String(s.ledgerPesewas),
        providerStatus: String(s.transfersPesewas),
        note: `The ${s.account} account does not equal the transfers settled through it`,
      });
    }
  }
  return report;
}

const LATE_SUCCESS_UNCOVERED = 'Paid out by the provider after it was refunded; the wallet cannot cover it (review)';

function difference(row: ExternalTransferRow, reported: string, note: string): ReconcileDifference {
  return {
    transferId: row.id,
    provider: row.provider,
    direction: row.direction,
    amountPesewas: BigInt(row.amountPesewas),
    ledgerStatus: row.status,
    providerStatus: reported,
    note,
  };
}

/**
 * momo_settlement and bank_settlement move only with transfers (money out settled into them, money
 * in credited out of them): each balance must equal payouts minus collections of its provider.
 */
async function settlementAgainstTransfers(deps: TransferDeps): Promise<ReconcileReport['settlement']> {
  const totals = await settlementTotals(deps.db, OVER_LIMIT_CODE);
  return (['mtn-momo', 'paystack'] as const).map((provider) => {
    const account = settlementKind(provider);
    return { account, ledgerPesewas: totals.accounts.get(account) ?? 0n, transfersPesewas: totals.byProvider.get(provider) ?? 0n };
  });
}

function givenUp(failureCode: string | null): boolean {
  return (Object.values(COLLECTION_GIVEN_UP_CODES) as (string | null)[]).includes(failureCode);
}
