import { type Kysely, sql } from 'kysely';

// Frozen. The staff roles of the staff console (issue 30): support (complaints, customer look-up),
// compliance (freezes, complaints past their deadline, the audit log), reviewer (identity checks the
// rules cannot decide), operator (the USSD channel), admin (every staff power, and roles). Still one
// role per person; `pnpm user:role` sets it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`.execute(db);
  await sql`
    ALTER TABLE users ADD CONSTRAINT users_role_check
      CHECK (role IN ('user', 'support', 'compliance', 'reviewer', 'operator', 'admin'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE users SET role = 'user' WHERE role IN ('support', 'compliance', 'admin')`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'reviewer', 'operator'))`.execute(db);
}
