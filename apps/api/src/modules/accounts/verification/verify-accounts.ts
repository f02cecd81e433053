import { ProviderUnavailableError, type VerificationOutcome } from '@ghanapay/providers';
import { findGhanaBank, NETWORK_OF_PROVIDER, type MobileMoneyProvider } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import type { LinkedAccountTable } from '../linked-account-repository';
import {
  findBankAccountForVerification,
  findMobileMoneyForVerification,
  listPendingAccountIds,
  recordVerification,
} from './verification-repository';

type VerifyDeps = Pick<AppDeps, 'db' | 'now' | 'accountVerifier'>;

/** Asks the account's provider once; a provider outage leaves it pending for the next sweep. Returns whether it changed. */
async function verifyAccount(deps: VerifyDeps, table: LinkedAccountTable, id: string): Promise<boolean> {
  let outcome: VerificationOutcome;
  try {
    if (table === 'mobileMoneyAccounts') {
      const row = await findMobileMoneyForVerification(deps.db, id);
      if (!row || row.verificationStatus !== 'pending') return false;
      outcome = await deps.accountVerifier.verifyMobileMoney({
        network: NETWORK_OF_PROVIDER[row.provider as MobileMoneyProvider],
        phoneNumber: row.phoneNumber,
        accountName: row.accountName,
      });
    } else {
      const row = await findBankAccountForVerification(deps.db, id);
      if (!row || row.verificationStatus !== 'pending') return false;
      const bank = findGhanaBank(row.bankCode ?? '');
      outcome = bank
        ? await deps.accountVerifier.verifyBankAccount({
            bankSortCode: bank.sortCode,
            accountNumber: row.accountNumber,
            accountName: row.accountName,
          })
        : { status: 'unverified', reason: 'This bank cannot be checked' };
    }
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return false;
    throw error;
  }
  return recordVerification(
    deps.db,
    table,
    id,
    {
      status: outcome.status,
      note: outcome.status === 'unverified' ? outcome.reason : null,
      registeredName: outcome.registeredName ?? null,
    },
    deps.now(),
  );
}

/**
 * Right after an account is added: verify it without holding up the response. A failure here is
 * not lost: the sweep below retries every account still pending.
 */
export function verifySoon(deps: VerifyDeps & { log?: (error: unknown) => void }, table: LinkedAccountTable, id: string): void {
  const run: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(() => verifyAccount(deps, table, id))
    .then(
      () => undefined,
      (error: unknown) => deps.log?.(error),
    );
  pendingVerifications.add(run);
  void run.finally(() => pendingVerifications.delete(run));
}

/** Verifications still running after their response; tests and a clean shutdown may wait for them. */
const pendingVerifications = new Set<Promise<void>>();

export async function settlePendingVerifications(): Promise<void> {
  await Promise.allSettled([...pendingVerifications]);
}

/** The job: every account pending for more than 30 s (the immediate attempt failed or never ran). */
export async function verifyPendingAccounts(deps: VerifyDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - 30_000);
  let changed = 0;
  for (const table of ['mobileMoneyAccounts', 'bankAccounts'] as const) {
    for (const id of await listPendingAccountIds(deps.db, table, before, 50)) {
      if (await verifyAccount(deps, table, id)) changed++;
    }
  }
  return changed;
}
