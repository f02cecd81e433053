import { isUniqueViolation } from '@ghanapay/db';
import { findGhanaBank } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { clearDefault, newAccountIsDefault } from '../linked-account-rules';
import { verifySoon } from '../verification/verify-accounts';
import { toBankAccountDto } from './bank-account-dto';
import { insertBankAccountRow, listBankAccountRows } from './bank-account-repository';

export interface AddBankAccountInput {
  bankName: string;
  accountNumber: string;
  accountName: string;
  accountType: 'SAVINGS' | 'CURRENT' | 'CHECKING';
  branchCode?: string | undefined;
  isActive?: boolean | undefined;
  isDefault?: boolean | undefined;
}

/** Links a bank account at one of the document's banks; it stays "pending" until name enquiry confirms it. */
export async function addBankAccount(deps: Pick<AppDeps, 'db' | 'now' | 'accountVerifier'>, userId: string, input: AddBankAccountInput) {
  const bank = findGhanaBank(input.bankName);
  if (!bank) throw new AppError('VALIDATION_FAILED', 'Please select a bank from the list', { field: 'bankName' });
  const isActive = input.isActive ?? true;
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const isDefault = await newAccountIsDefault(trx, 'bankAccounts', userId, input.isDefault, isActive);
      if (isDefault) await clearDefault(trx, 'bankAccounts', userId, deps.now());
      return insertBankAccountRow(trx, {
        userId,
        bankName: bank.name,
        bankCode: bank.code,
        accountNumber: input.accountNumber,
        accountName: input.accountName,
        accountType: input.accountType,
        branchCode: input.branchCode ?? null,
        isActive,
        isDefault,
      });
    });
    verifySoon({ ...deps, log: (error) => console.error('Verifying a linked account failed:', error) }, 'bankAccounts', row.id);
    return toBankAccountDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('ALREADY_EXISTS', 'This bank account is already linked', { field: 'accountNumber' });
    }
    throw error;
  }
}

export async function listBankAccounts(deps: Pick<AppDeps, 'db'>, userId: string) {
  return (await listBankAccountRows(deps.db, userId)).map(toBankAccountDto);
}
