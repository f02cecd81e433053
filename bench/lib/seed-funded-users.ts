import type { Database } from '@ghanapay/db';
import { creditFromFunding, ensureWalletAccount } from '@ghanapay/ledger';

export interface SeededUser {
  id: string;
  username: string;
  phone: string;
}

/**
 * Users straight into the table, a year old (established accounts for the fraud scorer), sharing one
 * password hash (sign-up speed is not what a bench measures), each with a wallet and `fundPesewas`.
 */
export async function seedFundedUsers(
  db: Database,
  options: {
    count: number;
    usernamePrefix: string;
    /** The number's first digits after +233: the rest is the user's index, 7 digits. */
    phonePrefix: string;
    passwordHash: string;
    fundPesewas: bigint;
    kycTier?: 'minimum' | 'medium' | 'enhanced';
  },
): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  for (let i = 0; i < options.count; i++) {
    const username = `${options.usernamePrefix}${String(i).padStart(5, '0')}`;
    const phone = `+233${options.phonePrefix}${String(i).padStart(7, '0')}`;
    const row = await db
      .insertInto('users')
      .values({
        username,
        email: `${username}@bench.example`,
        phoneNumber: phone,
        firstName: 'Bench',
        lastName: `User${i}`,
        passwordHash: options.passwordHash,
        phoneVerified: true,
        createdAt: new Date(Date.now() - 400 * 86_400_000),
        ...(options.kycTier ? { kycTier: options.kycTier } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ensureWalletAccount(db, row.id);
    if (options.fundPesewas > 0n)
      await creditFromFunding(db, { userId: row.id, amountPesewas: options.fundPesewas, description: 'bench float' });
    users.push({ id: row.id, username, phone });
  }
  return users;
}
