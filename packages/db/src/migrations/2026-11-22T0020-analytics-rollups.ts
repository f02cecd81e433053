import { type Kysely, sql } from 'kysely';

// Frozen. Analytics' per-person sums of closed Accra days and months (docs/decisions.md, "Analytics
// rollups"): a period row says the period was summed, its rollup rows hold the sums (flows per
// direction, spend per category, per recipient, the outcomes of the payments started in it, and the
// fraud panel's habits: the completed payments out started in it, their sum, weekend sum,
// late-night count and largest). A closed period's figures change only when a payment of it changes
// status or recipient (a held payment claimed, a transfer out settled late, a blocked payment
// cancelled) or is filed under another category; the triggers below forget the periods such a
// change touches, in the same transaction, whichever code makes it. The advisory lock orders a
// forget after (or before) a rollup being built from the same person's rows, so a rollup never
// outlives a change it did not see.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE analytics_rollup_periods (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      period_start date NOT NULL,
      period_end date NOT NULL CHECK (period_end > period_start),
      built_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, period_start, period_end)
    )`.execute(db);
  await sql`
    CREATE TABLE analytics_rollups (
      user_id uuid NOT NULL,
      period_start date NOT NULL,
      period_end date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('flow', 'category', 'recipient', 'outcome', 'habit')),
      direction text CHECK (direction IN ('in', 'out')),
      category text,
      counterparty_id uuid,
      counterparty_account text,
      account_name text,
      amount_pesewas bigint NOT NULL,
      fee_pesewas bigint NOT NULL DEFAULT 0,
      payments integer NOT NULL DEFAULT 0,
      succeeded integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      weekend_pesewas bigint NOT NULL DEFAULT 0,
      late_night integer NOT NULL DEFAULT 0,
      largest_pesewas bigint NOT NULL DEFAULT 0,
      FOREIGN KEY (user_id, period_start, period_end)
        REFERENCES analytics_rollup_periods (user_id, period_start, period_end) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX analytics_rollups_period_idx ON analytics_rollups (user_id, period_start, period_end)`.execute(db);

  await sql`
    CREATE FUNCTION analytics_forget_days(p_user_ids uuid[], p_days date[]) RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
      v_user uuid;
    BEGIN
      -- In id order, so two changes touching the same two people cannot wait on each other.
      FOR v_user IN SELECT DISTINCT u FROM unnest(p_user_ids) u WHERE u IS NOT NULL ORDER BY u LOOP
        PERFORM pg_advisory_xact_lock(hashtextextended('analytics_rollups:' || v_user::text, 0));
      END LOOP;
      DELETE FROM analytics_rollup_periods p
      WHERE p.user_id = ANY (p_user_ids)
        AND EXISTS (SELECT 1 FROM unnest(p_days) d WHERE d >= p.period_start AND d < p.period_end);
    END $$`.execute(db);
  // The days are those of the wallet entries analytics read for the payment (its journals' times)
  // and the day it was started (its outcome is counted there).
  await sql`
    CREATE FUNCTION analytics_forget_transaction() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_forget_days(
        ARRAY[NEW.sender_id, NEW.recipient_id, OLD.recipient_id],
        (NEW.created_at AT TIME ZONE 'Africa/Accra')::date
          || ARRAY(SELECT (created_at AT TIME ZONE 'Africa/Accra')::date FROM ledger_journals WHERE transaction_id = NEW.id));
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER transactions_analytics_rollups AFTER UPDATE OF status, recipient_id ON transactions
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.recipient_id IS DISTINCT FROM NEW.recipient_id)
    EXECUTE FUNCTION analytics_forget_transaction()`.execute(db);
  await sql`
    CREATE FUNCTION analytics_forget_transfer() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_forget_days(
        ARRAY[NEW.user_id],
        (NEW.created_at AT TIME ZONE 'Africa/Accra')::date
          || ARRAY(SELECT (created_at AT TIME ZONE 'Africa/Accra')::date FROM ledger_journals
                   WHERE id IN (NEW.hold_journal_id, NEW.settle_journal_id)));
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER external_transfers_analytics_rollups AFTER UPDATE OF status ON external_transfers
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION analytics_forget_transfer()`.execute(db);
  await sql`
    CREATE FUNCTION analytics_forget_category() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_forget_days(
        ARRAY[OLD.user_id],
        ARRAY(SELECT (j.created_at AT TIME ZONE 'Africa/Accra')::date FROM ledger_journals j
              WHERE j.transaction_id = OLD.transaction_id
                 OR j.id = (SELECT hold_journal_id FROM external_transfers WHERE id = OLD.external_transfer_id)));
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER payment_categories_analytics_rollups AFTER UPDATE OF category ON payment_categories
    FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
    EXECUTE FUNCTION analytics_forget_category()`.execute(db);
  await sql`
    CREATE TRIGGER payment_categories_analytics_rollups_delete AFTER DELETE ON payment_categories
    FOR EACH ROW EXECUTE FUNCTION analytics_forget_category()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS payment_categories_analytics_rollups_delete ON payment_categories`.execute(db);
  await sql`DROP TRIGGER IF EXISTS payment_categories_analytics_rollups ON payment_categories`.execute(db);
  await sql`DROP TRIGGER IF EXISTS external_transfers_analytics_rollups ON external_transfers`.execute(db);
  await sql`DROP TRIGGER IF EXISTS transactions_analytics_rollups ON transactions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS analytics_forget_category()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS analytics_forget_transfer()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS analytics_forget_transaction()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS analytics_forget_days(uuid[], date[])`.execute(db);
  await sql`DROP TABLE IF EXISTS analytics_rollups`.execute(db);
  await sql`DROP TABLE IF EXISTS analytics_rollup_periods`.execute(db);
}
