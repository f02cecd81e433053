import { toCedisString } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import type { StaffRole } from '../../../trpc/staff-procedure';
import { reconcileBillPayments, reconcileTransfers } from '../../money';
import { recordStaffAction } from '../audit/staff-audit-service';
import type { TGetReconciliationResponse } from './get-reconciliation.types';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The reconciliation differences for the staff console: transfers and bill payments of the last
 * `sinceDays` against their providers, and the settlement accounts against the payments behind them,
 * read-only (`apply: false`: nothing in the ledger changes; the minute jobs and `pnpm reconcile` are
 * what apply a provider's final answer). The reading is recorded in the staff audit log.
 */
export async function readReconciliation(
  deps: AppDeps,
  staff: { userId: string; role: StaffRole },
  input: { sinceDays: number },
): Promise<TGetReconciliationResponse> {
  const now = deps.now();
  const since = new Date(now.getTime() - input.sinceDays * DAY_MS);
  const transfers = await reconcileTransfers({ db: deps.db, moneyRails: deps.moneyRails, now: deps.now }, { since, apply: false });
  const bills = deps.billRail
    ? await reconcileBillPayments({ db: deps.db, billRail: deps.billRail, now: deps.now }, { since, apply: false })
    : null;
  const result: TGetReconciliationResponse = {
    checkedAt: now.toISOString(),
    sinceDays: input.sinceDays,
    transfers: {
      checked: transfers.checked,
      open: transfers.open,
      differences: transfers.differences.map((d) => ({
        reference: d.transferId,
        provider: d.provider,
        amount: toCedisString(d.amountPesewas),
        ledgerStatus: d.ledgerStatus,
        providerStatus: d.providerStatus,
        note: d.note,
      })),
      accounts: transfers.settlement.map((s) => ({
        account: s.account,
        ledger: toCedisString(s.ledgerPesewas),
        expected: toCedisString(s.transfersPesewas),
        agrees: s.ledgerPesewas === s.transfersPesewas,
      })),
    },
    bills: bills && {
      checked: bills.checked,
      open: bills.open,
      differences: bills.differences.map((d) => ({
        reference: d.paymentId,
        provider: 'bills aggregator',
        amount: null,
        ledgerStatus: d.ledgerStatus,
        providerStatus: d.aggregatorStatus,
        note: d.note,
      })),
      accounts: bills.accounts.map((a) => ({
        account: a.account,
        ledger: toCedisString(a.ledgerPesewas),
        expected: toCedisString(a.paymentsPesewas),
        agrees: a.ledgerPesewas === a.paymentsPesewas,
      })),
    },
  };
  await recordStaffAction(deps.db, {
    staffUserId: staff.userId,
    staffRole: staff.role,
    action: 'reconciliation.view',
    reason: 'Read the reconciliation differences',
    details: {
      sinceDays: input.sinceDays,
      differences: result.transfers.differences.length + (result.bills?.differences.length ?? 0),
    },
    at: now,
  });
  return result;
}
