import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { runIdempotent } from '../../idempotency';
import { transferToAccount, usableLinkedAccount } from '../external';
import type { RunRow, StandingOrderRow } from './standing-order-repository';

export type StandingTransferAttempt = { kind: 'sent'; transferId: string; outcome: string } | { kind: 'accountGone'; reason: string };

function accountRef(order: StandingOrderRow) {
  return { prefix: order.linkedAccountType === 'bank' ? ('bank' as const) : ('momo' as const), id: order.linkedAccountId! };
}

/**
 * One attempt of a standing transfer's run: the ordinary transfer out (POST /api/wallet/transfer's
 * service: hold, fee, limits, the notices when it lands) under the Idempotency-Key of the order, day
 * and attempt, so a run a stopped worker left is replayed, never sent twice. An account unlinked,
 * turned off or no longer verified is not an error of the day: it is reported for the order to pause.
 * Other refusals (a short wallet, a limit) are thrown as the service throws them.
 */
export async function attemptStandingTransfer(deps: AppDeps, order: StandingOrderRow, run: RunRow): Promise<StandingTransferAttempt> {
  const account = accountRef(order);
  try {
    await usableLinkedAccount(deps.db, order.userId, account, order.linkedAccountType!);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED'))
      return {
        kind: 'accountGone',
        reason: error.code === 'NOT_FOUND' ? 'the account is no longer linked' : error.message.replace(/\.$/, ''),
      };
    throw error;
  }
  const key = `standing-order:${order.id}:${run.runOn}:${run.attempt}`;
  const input = { standingOrder: order.id, runOn: run.runOn, attempt: run.attempt, amount: order.amountPesewas };
  const result = await runIdempotent({ deps, userId: order.userId, key }, 'standing-order-transfer', input, (trx) =>
    transferToAccount(trx, deps, {
      userId: order.userId,
      amountPesewas: BigInt(order.amountPesewas),
      account,
      accountType: order.linkedAccountType!,
      transferType: order.transferType!,
    }),
  );
  // After commit, as the one-off transfer does: the queue calls the provider now rather than at the next minute.
  deps.kickTransfer?.(result.transfer.id);
  return { kind: 'sent', transferId: result.transfer.id, outcome: result.message };
}
