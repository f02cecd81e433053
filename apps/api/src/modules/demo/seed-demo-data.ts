import { zCompleteRegistrationInput } from '@ghanapay/validators';
import type { AppDeps } from '../../deps';
import { registerUser } from '../auth';
import { findTakenFields } from '../auth';
import { setUserRole } from '../kyc';
import { creditDemoBalances } from '../money';

export const DEMO_PASSWORD = 'Demo-pass-2025';

export const DEMO_USERS = [
  { username: 'ama_mensah', firstName: 'Ama', lastName: 'Mensah', phoneNumber: '0241000001', email: 'ama.mensah@example.com' },
  { username: 'kofi_boateng', firstName: 'Kofi', lastName: 'Boateng', phoneNumber: '0241000002', email: 'kofi.boateng@example.com' },
  { username: 'akosua_owusu', firstName: 'Akosua', lastName: 'Owusu', phoneNumber: '0541000003', email: 'akosua.owusu@example.com' },
  { username: 'yaw_asante', firstName: 'Yaw', lastName: 'Asante', phoneNumber: '0201000004', email: 'yaw.asante@example.com' },
  { username: 'efua_addo', firstName: 'Efua', lastName: 'Addo', phoneNumber: '0261000005', email: 'efua.addo@example.com' },
] as const;

/** The demo's identity reviewer, so the review screen can be tried (elsewhere: `pnpm user:role <username> reviewer`). */
const DEMO_REVIEWER = 'efua_addo';
/** The demo's compliance officer, so the staff console (/staff) can be tried once they add a passkey. */
const DEMO_COMPLIANCE = 'akosua_owusu';

/**
 * Creates the demo users through the same validation and registration service a real sign-up
 * uses (their phones and e-mails count as verified, as if each had entered the codes). Users that already
 * exist are skipped, so running it again changes nothing. Returns the usernames created.
 * Each demo wallet is credited ₵1,000.00 from the funding account through the ledger.
 */
export async function seedDemoData(deps: AppDeps): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_USERS) {
    const input = zCompleteRegistrationInput.parse({ ...demo, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    const taken = await findTakenFields(deps.db, {
      phoneNumber: input.phoneNumber ?? null,
      email: input.email,
      username: input.username,
      emailVerified: true,
    });
    if (taken.username || taken.email || taken.phoneNumber) continue;
    // Demo people have proved both their phone and their e-mail, so either finds them as a recipient.
    await registerUser(deps, input, { phoneNumber: input.phoneNumber ?? null, phoneVerified: true, emailVerified: true });
    created.push(input.username);
  }
  await setUserRole(deps.db, DEMO_REVIEWER, 'reviewer');
  await setUserRole(deps.db, DEMO_COMPLIANCE, 'compliance');
  // ₵1,000.00 each from the funding account, through the ledger; only wallets with no entries yet,
  // so running the seed again never pays twice.
  await creditDemoBalances(
    deps,
    DEMO_USERS.map((u) => u.username),
  );
  return created;
}
