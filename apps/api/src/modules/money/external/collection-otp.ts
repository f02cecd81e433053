import type { OtpOutcome } from '@ghanapay/providers';
import { AppError } from '../../../errors';
import { COLLECTION_OTP_MAX_ATTEMPTS } from '../money-policy';
import {
  clearPayerStep,
  countOtpAttempt,
  findExternalTransfer,
  lockExternalTransfer,
  type ExternalTransferRow,
} from './external-transfer-repository';
import { TRANSFER_MESSAGES } from './external-transfer.types';
import { COLLECTION_GIVEN_UP_CODES } from './transfer-dto';
import { applyProviderState, collectionRailOf, type TransferDeps } from './transfer-state-machine';

const TOO_MANY = 'Too many wrong codes. Start the payment again.';

/**
 * The payer's code for a collection that is waiting for one (Add Money or a payment link; the caller
 * has checked whose it is). The attempt is counted under the row's lock before the provider is asked,
 * so a crash or two requests at once never give a free try; the code itself is passed on and never
 * stored. A code the provider refuses is a CODE_REFUSED (422) with its words; past the attempts the
 * collection fails, crediting nothing. Returns the row as it is after the provider's answer.
 */
export async function submitCollectionOtp(deps: TransferDeps, id: string, otp: string): Promise<ExternalTransferRow> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockExternalTransfer(trx, id);
    if (
      !locked ||
      locked.direction !== 'in' ||
      locked.payerStep !== 'otp' ||
      (locked.status !== 'processing' && locked.status !== 'review')
    )
      throw new AppError('INVALID_STATE', TRANSFER_MESSAGES.notAwaitingOtp);
    if (locked.otpAttempts >= COLLECTION_OTP_MAX_ATTEMPTS) return null;
    await countOtpAttempt(trx, id, deps.now());
    return locked;
  });
  if (!row) {
    await applyProviderState(deps, id, { status: 'failed', reason: TOO_MANY, code: COLLECTION_GIVEN_UP_CODES.codes });
    throw new AppError('CODE_REFUSED', TOO_MANY);
  }
  let outcome: OtpOutcome;
  try {
    outcome = await collectionRailOf(deps, row).submitOtp(row.id, otp);
  } catch {
    // Unknown: the provider may have taken it. The status poll finds out; the payer may try again.
    throw new AppError('PROVIDER_UNAVAILABLE', 'We could not reach the network to check the code. Please try again.');
  }
  switch (outcome.status) {
    case 'accepted':
      await clearPayerStep(deps.db, row.id, deps.now());
      deps.kickTransfer?.(row.id);
      break;
    case 'wrong_otp': {
      const left = COLLECTION_OTP_MAX_ATTEMPTS - row.otpAttempts - 1;
      if (left <= 0) {
        await applyProviderState(deps, row.id, { status: 'failed', reason: TOO_MANY, code: COLLECTION_GIVEN_UP_CODES.codes });
        throw new AppError('CODE_REFUSED', TOO_MANY);
      }
      const tries = left === 1 ? '1 try left' : `${left} tries left`;
      throw new AppError('CODE_REFUSED', `${outcome.reason.replace(/\.$/, '')}. ${tries}.`, { triesLeft: left });
    }
    case 'refused':
      await applyProviderState(deps, row.id, { status: 'failed', reason: outcome.reason, code: 'otp_refused' });
      throw new AppError('CODE_REFUSED', outcome.reason);
    default: {
      const unknown: never = outcome;
      throw new Error(`Unknown code outcome ${JSON.stringify(unknown)}`);
    }
  }
  return (await findExternalTransfer(deps.db, row.id))!;
}
