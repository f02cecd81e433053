import { type Kysely, sql } from 'kysely';

// Frozen. Holds as a ledger primitive (@ghanapay/ledger hold/capture/release): money set aside from
// an account into payout_pending until it is captured (paid on) or released (given back), each
// exactly once. The hold's row is locked before any account, and its status moves open → captured or
// open → released once, with the journal that did it. `pnpm ledger:audit` holds payout_pending equal
// to the sum of open holds.
//
// Outbound transfers already made (held by a payout_hold or collection_refund_hold journal) become
// holds under the reference the state machine looks them up by, 'transfer:<id>', with their own
// journals: those still in flight are open holds and settle or reverse through the primitive like
// any new transfer; the audit finds every transfer's hold agreeing with its journals.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_holds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      reason text NOT NULL CHECK (reason ~ '^[a-z][a-z0-9_]{0,63}$'),
      source_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      hold_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'captured', 'released')),
      expires_at timestamptz,
      hold_journal_id bigint REFERENCES ledger_journals(id),
      captured_journal_id bigint REFERENCES ledger_journals(id),
      released_journal_id bigint REFERENCES ledger_journals(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ledger_holds_captured CHECK ((status = 'captured') = (captured_journal_id IS NOT NULL)),
      CONSTRAINT ledger_holds_released CHECK ((status = 'released') = (released_journal_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX ledger_holds_expiry_idx ON ledger_holds (expires_at) WHERE status = 'open' AND expires_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX ledger_holds_open_idx ON ledger_holds (hold_account_id) WHERE status = 'open'`.execute(db);

  // Every outbound transfer's hold, as the state machine now keeps it: 'transfer:<id>' with the
  // transfer's hold journal, open while neither settled nor reversed, captured by its settle journal,
  // released by its reversal; a late success recovered after its reversal has its second hold,
  // 'transfer:<id>:recover' (the recover journal), captured by the settle journal.
  await sql`
    INSERT INTO ledger_holds (reference, reason, source_account_id, hold_account_id, amount_pesewas, status,
      hold_journal_id, captured_journal_id, released_journal_id, created_at)
    SELECT 'transfer:' || x.id, CASE WHEN x.purpose = 'add_money_refund' THEN 'add_money_refund' ELSE 'payout' END,
      source.account_id, held.account_id, held.amount_pesewas,
      CASE WHEN x.reverse_journal_id IS NOT NULL THEN 'released' WHEN x.settle_journal_id IS NOT NULL THEN 'captured' ELSE 'open' END,
      x.hold_journal_id, CASE WHEN x.reverse_journal_id IS NULL THEN x.settle_journal_id END, x.reverse_journal_id, x.created_at
    FROM external_transfers x
    JOIN ledger_entries source ON source.journal_id = x.hold_journal_id AND source.amount_pesewas < 0
    JOIN ledger_entries held ON held.journal_id = x.hold_journal_id AND held.amount_pesewas > 0
    WHERE x.direction = 'out'
    ORDER BY x.created_at`.execute(db);
  await sql`
    INSERT INTO ledger_holds (reference, reason, source_account_id, hold_account_id, amount_pesewas, status,
      hold_journal_id, captured_journal_id, created_at)
    SELECT 'transfer:' || x.id || ':recover', 'payout_recover', source.account_id, held.account_id, held.amount_pesewas, 'captured',
      x.recover_journal_id, x.settle_journal_id, x.created_at
    FROM external_transfers x
    JOIN ledger_entries source ON source.journal_id = x.recover_journal_id AND source.amount_pesewas < 0
    JOIN ledger_entries held ON held.journal_id = x.recover_journal_id AND held.amount_pesewas > 0
    WHERE x.direction = 'out' AND x.settle_journal_id IS NOT NULL
    ORDER BY x.created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS ledger_holds`.execute(db);
}
