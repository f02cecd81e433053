import pg from 'pg';

/** The fault suite's own reads and set-up writes, on a direct connection (never through the proxy). */
export class FaultSuiteSql {
  private constructor(private readonly client: pg.Client) {}

  static async connect(connectionString: string): Promise<FaultSuiteSql> {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    return new FaultSuiteSql(client);
  }

  close(): Promise<void> {
    return this.client.end().catch(() => {});
  }

  async createDatabase(name: string): Promise<void> {
    await this.client.query(`CREATE DATABASE ${name}`);
  }

  async demoUsers(): Promise<{ id: string; username: string; phone: string }[]> {
    const r = await this.client.query(`SELECT id, username, phone_number AS phone FROM users ORDER BY username`);
    return r.rows;
  }

  /** A verified MTN MoMo wallet for each user (as a user who linked and verified it), returned as "momo-N". */
  async linkMomoWallet(user: { id: string; username: string }, phone: string): Promise<string> {
    const r = await this.client.query(
      `INSERT INTO mobile_money_accounts (user_id, provider, phone_number, account_name, is_verified, verification_status)
       VALUES ($1, 'MTN MoMo', $2, $3, true, 'verified') RETURNING id`,
      [user.id, phone, user.username],
    );
    return `momo-${r.rows[0].id}`;
  }

  /** Every balance but the funding account's: wallets, held (pending), settlement and fees. */
  async moneyInside(): Promise<bigint> {
    const r = await this.client.query(`SELECT ledger_money_inside()::text AS s`);
    return BigInt(r.rows[0].s);
  }

  async countTransactions(): Promise<number> {
    const r = await this.client.query(`SELECT count(*)::int AS n FROM transactions`);
    return r.rows[0].n;
  }

  async countExternalTransfers(): Promise<number> {
    const r = await this.client.query(`SELECT count(*)::int AS n FROM external_transfers`);
    return r.rows[0].n;
  }

  /** How many payments carry each of these (unique) messages. */
  async paymentsByMessage(messages: string[]): Promise<Map<string, number>> {
    const r = await this.client.query(`SELECT message, count(*)::int AS n FROM transactions WHERE message = ANY($1) GROUP BY message`, [
      messages,
    ]);
    return new Map(r.rows.map((row: { message: string; n: number }) => [row.message, row.n]));
  }

  /** The money requests with these messages: paid (with a payment) or not. */
  async requestsByMessage(messages: string[]): Promise<Map<string, { status: string; transactionId: string | null }>> {
    const r = await this.client.query(`SELECT message, status, transaction_id::text AS tid FROM money_requests WHERE message = ANY($1)`, [
      messages,
    ]);
    return new Map(
      r.rows.map((row: { message: string; status: string; tid: string | null }) => [
        row.message,
        { status: row.status, transactionId: row.tid },
      ]),
    );
  }

  async externalTransferIds(ids: string[]): Promise<Set<string>> {
    const r = await this.client.query(`SELECT id::text FROM external_transfers WHERE id::text = ANY($1)`, [ids]);
    return new Set(r.rows.map((row: { id: string }) => row.id));
  }

  /** Of these transfers, the ones completed before `when`. */
  async completedBefore(ids: string[], when: Date): Promise<Set<string>> {
    const r = await this.client.query(`SELECT id::text FROM external_transfers WHERE id::text = ANY($1) AND completed_at < $2`, [
      ids,
      when,
    ]);
    return new Set(r.rows.map((row: { id: string }) => row.id));
  }

  /**
   * Lets the open transfers' polling backoff pass at once (their next provider check is due now), as
   * if the minutes had gone by: a transfer checked in vain many times during the faults waits up to
   * 5 minutes for its next check (TRANSFER_CHECK_BACKOFF_MS), longer than the suite waits.
   */
  async bringTransferChecksForward(): Promise<number> {
    const r = await this.client.query(
      `UPDATE external_transfers SET next_check_at = now() WHERE status IN ('processing', 'review') AND next_check_at > now()`,
    );
    return r.rowCount ?? 0;
  }

  /** What the open transfers wait for, when some do not settle: status, checks made, next check. */
  async unsettledSummary(): Promise<string> {
    const r = await this.client.query(
      `SELECT status, check_count, CASE WHEN next_check_at IS NULL THEN 'none' WHEN next_check_at <= now() THEN 'due'
         ELSE 'in ' || ceil(extract(epoch FROM next_check_at - now()))::int || ' s' END AS next_check, count(*)::int AS n
       FROM external_transfers WHERE status NOT IN ('completed', 'failed') GROUP BY 1, 2, 3 ORDER BY n DESC LIMIT 6`,
    );
    return r.rows.map((row) => `${row.n} ${row.status} after ${row.check_count} checks, next check ${row.next_check}`).join('; ');
  }

  async unsettledTransfers(): Promise<number> {
    const r = await this.client.query(`SELECT count(*)::int AS n FROM external_transfers WHERE status NOT IN ('completed', 'failed')`);
    return r.rows[0].n;
  }

  /** Ends about half of the app's connections (mid-transaction or idle). */
  async terminateRandomBackends(database: string): Promise<number> {
    const r = await this.client.query(
      `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND random() < 0.5) t`,
      [database],
    );
    return r.rows[0].n;
  }
}
