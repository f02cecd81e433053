import { isUniqueViolation } from '@ghanapay/db';
import { networkMismatchMessage, phoneMatchesProvider, type MobileMoneyProvider } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { clearDefault, newAccountIsDefault } from '../linked-account-rules';
import { verifySoon } from '../verification/verify-accounts';
import { toMobileMoneyDto } from './mobile-money-dto';
import { insertMobileMoneyRow, listMobileMoneyRows } from './mobile-money-repository';

export interface AddMobileMoneyInput {
  provider: MobileMoneyProvider;
  /** E.164 */
  phoneNumber: string;
  accountName: string;
  isActive?: boolean;
  isDefault?: boolean;
}

/**
 * Links a mobile-money wallet. The PIN some clients send was checked for shape by the schema and is
 * not even passed here: it is never stored, logged or returned. The wallet starts unverified
 * ("pending") until its provider confirms the number and the name.
 */
export async function addMobileMoneyAccount(
  deps: Pick<AppDeps, 'db' | 'now' | 'accountVerifier'>,
  userId: string,
  input: AddMobileMoneyInput,
) {
  if (!phoneMatchesProvider(input.phoneNumber, input.provider)) {
    throw new AppError('VALIDATION_FAILED', networkMismatchMessage(input.provider), { field: 'phoneNumber' });
  }
  const isActive = input.isActive ?? true;
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const isDefault = await newAccountIsDefault(trx, 'mobileMoneyAccounts', userId, input.isDefault, isActive);
      if (isDefault) await clearDefault(trx, 'mobileMoneyAccounts', userId, deps.now());
      return insertMobileMoneyRow(trx, {
        userId,
        provider: input.provider,
        phoneNumber: input.phoneNumber,
        accountName: input.accountName,
        isActive,
        isDefault,
      });
    });
    verifySoon({ ...deps, log: (error) => console.error('Verifying a linked account failed:', error) }, 'mobileMoneyAccounts', row.id);
    return toMobileMoneyDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('ALREADY_EXISTS', 'This mobile money account is already linked', { field: 'phoneNumber' });
    }
    throw error;
  }
}

export async function listMobileMoneyAccounts(deps: Pick<AppDeps, 'db'>, userId: string) {
  return (await listMobileMoneyRows(deps.db, userId)).map(toMobileMoneyDto);
}
