import pg from 'pg';

/**
 * The cluster test's own reads and set-up writes that the fault suite's FaultSuiteSql does not have,
 * on a direct connection to PostgreSQL (never through PgBouncer or a replica).
 */
export class ClusterSql {
  private constructor(private readonly client: pg.Client) {}

  static async connect(connectionString: string): Promise<ClusterSql> {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    return new ClusterSql(client);
  }

  close(): Promise<void> {
    return this.client.end().catch(() => {});
  }

  /** What every other connection to PostgreSQL is doing (a failed run's evidence: who waits on whom). */
  async activity(): Promise<string> {
    const r = await this.client.query(
      `SELECT pid, application_name AS app, state, wait_event_type || ':' || wait_event AS wait,
              pg_blocking_pids(pid)::text AS blocked_by, now() - xact_start AS in_xact, left(query, 160) AS query
       FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' ORDER BY pid`,
    );
    return r.rows.map((row: Record<string, unknown>) => JSON.stringify(row)).join('\n');
  }

  /**
   * Users for the bench, straight into the table with a demo user's password hash (sign-up speed is
   * not measured here), created a year ago as the transfers bench does, so the new-account fraud
   * rules do not hold their sends. Their wallets and money come from packages/ledger (the caller).
   */
  async insertBenchUsers(count: number, hashFrom: string): Promise<{ id: string; username: string }[]> {
    const r = await this.client.query(
      `INSERT INTO users (username, email, phone_number, first_name, last_name, password_hash, phone_verified, created_at)
       SELECT 'cluster_' || lpad(g::text, 4, '0'), 'cluster_' || g || '@bench.example', '+23320' || lpad(g::text, 7, '0'),
              'Bench', 'User' || g, (SELECT password_hash FROM users WHERE username = $2), true, now() - interval '400 days'
       FROM generate_series(1, $1::int) g
       RETURNING id::text, username`,
      [count, hashFrom],
    );
    return r.rows.sort((a: { username: string }, b: { username: string }) => a.username.localeCompare(b.username));
  }

  /** Payments from one user to another of exactly this amount since `since` (a USSD send has no message of ours). */
  async paymentsBetween(senderId: string, recipientId: string, amountPesewas: bigint, since: Date): Promise<number> {
    const r = await this.client.query(
      `SELECT count(*)::int AS n FROM transactions WHERE sender_id = $1 AND recipient_id = $2 AND amount_pesewas = $3 AND created_at >= $4`,
      [senderId, recipientId, String(amountPesewas), since],
    );
    return r.rows[0].n;
  }

  async transferStatuses(ids: string[]): Promise<Map<string, string>> {
    const r = await this.client.query(`SELECT id::text, status FROM external_transfers WHERE id::text = ANY($1)`, [ids]);
    return new Map(r.rows.map((row: { id: string; status: string }) => [row.id, row.status]));
  }

  /** The pg-boss jobs of this queue created since `since`, by state (each transfer step should be one completed job or more, none failed). */
  async jobStates(queue: string, since: Date): Promise<Record<string, number>> {
    const r = await this.client.query(
      `SELECT state::text, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND created_on >= $2 GROUP BY state`,
      [queue, since],
    );
    return Object.fromEntries(r.rows.map((row: { state: string; n: number }) => [row.state, row.n]));
  }

  /** Server connections of the app's database, by application (what PgBouncer opened, or the replicas directly). */
  async connectionsByApplication(database: string): Promise<Record<string, number>> {
    const r = await this.client.query(
      `SELECT coalesce(nullif(application_name, ''), '(none)') AS app, count(*)::int AS n FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1 ORDER BY 1`,
      [database],
    );
    return Object.fromEntries(r.rows.map((row: { app: string; n: number }) => [row.app, row.n]));
  }
}
