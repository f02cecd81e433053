import { type Kysely, sql } from 'kysely';

// Frozen. Each person's KYC tier (the Bank of Ghana's tiered wallets, March 2024: minimum with a
// verified phone, medium with a verified national ID, enhanced with a reviewer's enhanced check) and
// their role (user; reviewer, who decides identity checks the rules cannot; operator, who watches the
// USSD channel). Both change only through the app's services; `pnpm user:role` sets a role.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN kyc_tier text NOT NULL DEFAULT 'minimum' CHECK (kyc_tier IN ('minimum', 'medium', 'enhanced')),
      ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'reviewer', 'operator'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS kyc_tier, DROP COLUMN IF EXISTS role`.execute(db);
}
