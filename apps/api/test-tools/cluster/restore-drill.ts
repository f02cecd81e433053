import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PG_BIN, postgresDir, runAsPostgres } from './as-postgres';

/**
 * Backups as an operator would take them: a base backup (pg_basebackup) plus the primary's WAL
 * archive, and a restore of the two into a fresh data directory, stopped at a point in time (an LSN).
 */
export class RestoreDrill {
  private readonly baseDir: string;
  private readonly restoredDir: string;

  constructor(
    private readonly dir: string,
    private readonly archiveDir: string,
    private readonly restorePort: number,
  ) {
    postgresDir(dir);
    this.baseDir = path.join(dir, 'base');
    this.restoredDir = path.join(dir, 'restored');
  }

  /** pg_basebackup of the primary, a fast checkpoint first (a spread one takes minutes). */
  async takeBaseBackup(primaryPort: number): Promise<void> {
    await runAsPostgres([
      `${PG_BIN}/pg_basebackup`,
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', this.baseDir],
      ...['--checkpoint=fast', '--wal-method=stream', '--no-password'],
    ]);
  }

  /**
   * Ends the WAL segment that holds `lsn` and waits until the archive has it: the segment is
   * archived only once full or switched, and the primary that wrote it may be gone by the restore.
   */
  static async archiveThrough(primaryUrl: string, timeoutMs = 60_000): Promise<string> {
    const client = new pg.Client({ connectionString: primaryUrl });
    client.on('error', () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ wal: string }>(`SELECT pg_walfile_name(pg_switch_wal()) AS wal`);
      const wanted = rows[0]!.wal;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const archived = await client.query<{ last: string | null }>(`SELECT last_archived_wal AS last FROM pg_stat_archiver`);
        const last = archived.rows[0]?.last;
        if (last && last.length === 24 && last >= wanted) return wanted;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`WAL segment ${wanted} was not archived within ${timeoutMs / 1000} s`);
    } finally {
      await client.end().catch(() => {});
    }
  }

  /**
   * The base backup, then the archived WAL replayed up to `targetLsn` (inclusive), then promoted; on
   * its own port, neither archiving (it would write into the formation's archive) nor waiting for a
   * synchronous standby it does not have.
   */
  async restoreTo(targetLsn: string): Promise<{ url: string; stoppedAt: string }> {
    await runAsPostgres(['cp', '-a', this.baseDir, this.restoredDir]);
    // The backup carries the formation node's settings; these come last and win.
    const settings = [
      `restore_command = 'cp ${this.archiveDir}/%f %p'`,
      `recovery_target_lsn = '${targetLsn}'`,
      `recovery_target_inclusive = on`,
      `recovery_target_timeline = 'current'`,
      `recovery_target_action = 'promote'`,
      `archive_mode = off`,
      `synchronous_standby_names = ''`,
      `primary_conninfo = ''`,
      `listen_addresses = '127.0.0.1'`,
      // To the pg_ctl log file, where the drill reads where recovery stopped.
      `logging_collector = off`,
      `port = ${this.restorePort}`,
    ];
    appendFileSync(path.join(this.restoredDir, 'postgresql.auto.conf'), `\n# restore drill\n${settings.join('\n')}\n`);
    rmSync(path.join(this.restoredDir, 'standby.signal'), { force: true });
    await runAsPostgres(['touch', path.join(this.restoredDir, 'recovery.signal')]);
    await runAsPostgres([
      `${PG_BIN}/pg_ctl`,
      ...['-D', this.restoredDir, '-l', path.join(this.dir, 'restored.log'), '-w', '-t', '120'],
      ...['-o', `-c unix_socket_directories=${this.dir}`, 'start'],
    ]);
    const url = `postgres://postgres@127.0.0.1:${this.restorePort}/ghanapay?sslmode=disable`;
    // Ready means consistent; the target reached and promoted means out of recovery.
    for (let i = 0; i < 240; i++) {
      const inRecovery = await isInRecovery(url);
      if (inRecovery === false) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const log = existsSync(path.join(this.dir, 'restored.log')) ? readFileSync(path.join(this.dir, 'restored.log'), 'utf8') : '';
    const stoppedAt = /recovery stopping after WAL location \(LSN\) "([^"]+)"/.exec(log)?.[1] ?? '';
    return { url, stoppedAt };
  }

  async stop(): Promise<void> {
    if (!existsSync(path.join(this.restoredDir, 'postmaster.pid'))) return;
    await runAsPostgres([`${PG_BIN}/pg_ctl`, '-D', this.restoredDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
  }
}

async function isInRecovery(url: string): Promise<boolean | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r');
    return rows[0]!.r;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
