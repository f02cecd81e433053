import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { killGroup, postgresDir, spawnAsPostgres } from './as-postgres';

export interface FormationNode {
  name: string;
  port: number;
  pgdata: string;
  process?: ChildProcess;
}

interface NodeState {
  name: string;
  port: number;
  reported: string;
  goal: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The monitor's failure detection, shortened from its defaults (a 5 s health check, 20 s before a
 * node is unhealthy, 30 s before a silent primary is taken as demoted) so a failover fits the short
 * form; the sequence (detect, wait out the old primary, promote) is pg_auto_failover's own.
 */
const MONITOR_SETTINGS: Record<string, number> = {
  'pgautofailover.health_check_period': 1_000,
  'pgautofailover.health_check_timeout': 1_000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 4_000,
  'pgautofailover.primary_demote_timeout': 4_000,
};

/**
 * A pg_auto_failover formation on loopback: a monitor, a primary and a synchronous standby, each a
 * `pg_autoctl` process group run as the postgres user, data under `dir`. WAL of whichever node is
 * primary is archived to `archiveDir`.
 */
export class AutoFailoverFormation {
  readonly monitor: FormationNode;
  readonly nodes: [FormationNode, FormationNode];
  private readonly env: Record<string, string>;

  constructor(
    private readonly dir: string,
    ports: { monitor: number; nodes: [number, number] },
    readonly database: string,
    readonly archiveDir: string,
  ) {
    postgresDir(dir);
    // pg_autoctl keeps its configuration and state under XDG directories: here, not in ~postgres.
    this.env = {
      XDG_CONFIG_HOME: postgresDir(path.join(dir, 'xdg-config')),
      XDG_DATA_HOME: postgresDir(path.join(dir, 'xdg-data')),
      XDG_RUNTIME_DIR: postgresDir(path.join(dir, 'xdg-run')),
    };
    this.monitor = { name: 'monitor', port: ports.monitor, pgdata: path.join(dir, 'monitor') };
    this.nodes = [
      { name: 'node_a', port: ports.nodes[0], pgdata: path.join(dir, 'node_a') },
      { name: 'node_b', port: ports.nodes[1], pgdata: path.join(dir, 'node_b') },
    ];
  }

  /** The URL the API is given: both nodes, the writable one wanted (as `pg_autoctl show uri` prints it). */
  get url(): string {
    const hosts = this.nodes.map((n) => `127.0.0.1:${n.port}`).join(',');
    return `postgres://postgres@${hosts}/${this.database}?target_session_attrs=read-write&sslmode=disable`;
  }

  nodeUrl(node: FormationNode, database = this.database): string {
    return `postgres://postgres@127.0.0.1:${node.port}/${database}?sslmode=disable`;
  }

  private get monitorUrl(): string {
    return `postgres://autoctl_node@127.0.0.1:${this.monitor.port}/pg_auto_failover?sslmode=disable`;
  }

  private log(node: FormationNode): string {
    return path.join(this.dir, `${node.name}.log`);
  }

  async start(): Promise<void> {
    this.monitor.process = spawnAsPostgres(
      [
        'pg_autoctl',
        'create',
        'monitor',
        ...['--pgdata', this.monitor.pgdata, '--pgport', String(this.monitor.port), '--hostname', '127.0.0.1', '--listen', '127.0.0.1'],
        ...['--auth', 'trust', '--no-ssl', '--run'],
      ],
      { env: this.env, log: this.log(this.monitor) },
    );
    await this.waitFor('the monitor', async () => (await this.monitorQuery('SELECT 1')).length === 1, 60_000);
    for (const [name, value] of Object.entries(MONITOR_SETTINGS)) await this.monitorQuery(`ALTER SYSTEM SET ${name} = ${value}`);
    await this.monitorQuery('SELECT pg_reload_conf()');

    const [first, second] = this.nodes;
    this.createNode(first);
    await this.waitForStates({ [first.name]: ['single'] }, 90_000);
    // WAL archiving on the first node before the second is cloned from it (postgresql.auto.conf
    // goes with the clone), so whichever is primary archives. archive_mode needs a restart: the
    // node's pg_autoctl is stopped and run again while it is still alone.
    await this.nodeQuery(first, `ALTER SYSTEM SET archive_mode = on`);
    await this.nodeQuery(first, `ALTER SYSTEM SET archive_command = 'test ! -f ${this.archiveDir}/%f && cp %p ${this.archiveDir}/%f'`);
    await this.stopNode(first);
    this.restartNode(first);
    const archiving = async () =>
      (await this.nodeQuery<{ m: string }>(first, `SELECT current_setting('archive_mode') AS m`))[0]?.m === 'on';
    await this.waitFor(`${first.name} to run again, archiving`, archiving, 60_000);
    await this.waitForStates({ [first.name]: ['single'] }, 90_000);
    this.createNode(second);
    await this.waitForStates({ [first.name]: ['primary'], [second.name]: ['secondary'] }, 180_000, () =>
      // pg_autoctl clones the standby with pg_basebackup, which waits for a spread checkpoint
      // (minutes at the defaults); asking for one now ends that wait.
      this.nodeQuery(first, 'CHECKPOINT').then(() => {}),
    );
  }

  private createNode(node: FormationNode): void {
    node.process = spawnAsPostgres(
      [
        'pg_autoctl',
        'create',
        'postgres',
        ...['--pgdata', node.pgdata, '--pgport', String(node.port), '--hostname', '127.0.0.1', '--listen', '127.0.0.1'],
        ...['--name', node.name, '--dbname', this.database, '--auth', 'trust', '--no-ssl', '--monitor', this.monitorUrl, '--run'],
      ],
      { env: this.env, log: this.log(node) },
    );
  }

  /** Starts a node's pg_autoctl again after it was killed: it rejoins as the standby (pg_rewind if needed). */
  restartNode(node: FormationNode): void {
    node.process = spawnAsPostgres(['pg_autoctl', 'run', '--pgdata', node.pgdata], { env: this.env, log: this.log(node) });
  }

  /** A clean stop of a node (pg_autoctl stops its PostgreSQL with a fast shutdown on SIGTERM). */
  private async stopNode(node: FormationNode): Promise<void> {
    killGroup(node.process?.pid, 'SIGTERM');
    await this.waitFor(
      `${node.name} to stop`,
      async () => !postmasterPid(node.pgdata) && (node.process?.exitCode !== null || node.process.signalCode !== null),
      30_000,
    );
  }

  /** The node as a dead machine: pg_autoctl and PostgreSQL, SIGKILL, nothing flushed or said goodbye. */
  async killNode(node: FormationNode): Promise<void> {
    const postmaster = postmasterPid(node.pgdata);
    killGroup(node.process?.pid);
    if (postmaster) killGroup(postmaster);
    try {
      if (postmaster) process.kill(postmaster, 'SIGKILL');
    } catch {
      // gone with its group
    }
    await this.waitFor(`${node.name} to stop answering`, async () => !(await answers(this.nodeUrl(node, 'postgres'))), 20_000);
  }

  async states(): Promise<NodeState[]> {
    return this.monitorQuery<NodeState>(
      `SELECT nodename AS name, nodeport AS port, reportedstate::text AS reported, goalstate::text AS goal FROM pgautofailover.node ORDER BY nodeid`,
    );
  }

  async primary(): Promise<FormationNode | undefined> {
    const states = await this.states().catch(() => []);
    const primary = states.find((s) => s.reported === 'primary' || s.reported === 'wait_primary');
    return this.nodes.find((n) => n.name === primary?.name);
  }

  /** synchronous_standby_names and the standby's sync_state as the primary reports them. */
  async synchronousReplication(node: FormationNode): Promise<{ names: string; syncStates: string[] }> {
    const names = await this.nodeQuery<{ s: string }>(node, `SELECT current_setting('synchronous_standby_names') AS s`);
    const states = await this.nodeQuery<{ s: string }>(node, `SELECT sync_state AS s FROM pg_stat_replication`);
    return { names: names[0]?.s ?? '', syncStates: states.map((r) => r.s) };
  }

  async waitForStates(wanted: Record<string, string[]>, timeoutMs: number, meanwhile?: () => Promise<void>): Promise<void> {
    await this.waitFor(
      `states ${JSON.stringify(wanted)}`,
      async () => {
        await meanwhile?.().catch(() => {});
        const states = await this.states().catch(() => []);
        return Object.entries(wanted).every(([name, ok]) => {
          const s = states.find((x) => x.name === name);
          return s && ok.includes(s.reported) && s.reported === s.goal;
        });
      },
      timeoutMs,
    );
  }

  async stop(): Promise<void> {
    // pg_autoctl stops its PostgreSQL on SIGTERM (a fast shutdown); what is left after 10 s is killed.
    const all = [...this.nodes, this.monitor];
    for (const node of all) killGroup(node.process?.pid, 'SIGTERM');
    for (let i = 0; i < 50 && all.some((n) => postmasterPid(n.pgdata)); i++) await sleep(200);
    for (const node of all) {
      killGroup(node.process?.pid);
      const postmaster = postmasterPid(node.pgdata);
      if (postmaster) killGroup(postmaster);
      try {
        if (postmaster) process.kill(postmaster, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }

  async nodeQuery<T extends pg.QueryResultRow>(node: FormationNode, sql: string, database = this.database): Promise<T[]> {
    return query<T>(this.nodeUrl(node, database), sql);
  }

  private monitorQuery<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
    return query<T>(`postgres://postgres@127.0.0.1:${this.monitor.port}/pg_auto_failover?sslmode=disable`, sql);
  }

  private async waitFor(what: string, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await ready().catch(() => false)) return;
      await sleep(500);
    }
    throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what} (logs in ${this.dir})`);
  }
}

/** The postmaster's pid while it runs (its postmaster.pid names a live process), else undefined. */
function postmasterPid(pgdata: string): number | undefined {
  const file = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function query<T extends pg.QueryResultRow>(connectionString: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

async function answers(connectionString: string): Promise<boolean> {
  return query(connectionString, 'SELECT 1').then(
    () => true,
    () => false,
  );
}
