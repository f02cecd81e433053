/** One API process behind the balancer. */
export interface Replica {
  name: string;
  port: number;
}

/**
 * HAProxy's configuration: round-robin over the replicas, each checked with GET /health every
 * `checkMs`, a replica marked down after three failed checks. `retry-on` with `redispatch` sends a
 * request whose connection was refused (a killed replica, before the check notices) to another
 * server; only connection failures are retried, never a request the replica may have received — the
 * client's own retry with the same Idempotency-Key covers those. Every answer names the replica that
 * served it (X-Served-By), so a test can prove which process answered.
 */
export function haproxyConfig(options: { port: number; replicas: readonly Replica[]; checkMs?: number; timeoutMs?: number }): string {
  const check = options.checkMs ?? 1_000;
  const timeout = options.timeoutMs ?? 30_000;
  return [
    'global',
    '  maxconn 2000',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    `  timeout client ${timeout}ms`,
    `  timeout server ${timeout}ms`,
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
    'frontend api',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend replicas',
    '',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %s',
    // A loaded replica's /health can take a while (it asks PostgreSQL): allow 3 s before a check fails.
    '  timeout check 3s',
    ...options.replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check inter ${check}ms fall 3 rise 2`),
    '',
  ].join('\n');
}

export type PoolMode = 'transaction' | 'session';

/**
 * PgBouncer's configuration for one database on loopback. `ignore_startup_parameters`: the pg driver
 * may send extra_float_digits, which PgBouncer 1.18 refuses otherwise. `max_prepared_statements` is
 * not a 1.18 setting: it has no protocol-level prepared statements in transaction mode, which the app
 * does not need (it sends only unnamed statements; see docs/reliability.md).
 */
export function pgbouncerConfig(options: {
  port: number;
  database: string;
  upstreamPort: number;
  /** The upstream `postgres` role's password (the embedded server's, generated per data directory). */
  upstreamPassword: string;
  mode: PoolMode;
  poolSize: number;
  authFile: string;
  pidFile: string;
  logFile: string;
  socketDir: string;
}): string {
  return [
    '[databases]',
    // The server's password is given here: PgBouncer then logs in to PostgreSQL (SCRAM) itself.
    `${options.database} = host=127.0.0.1 port=${options.upstreamPort} dbname=${options.database} user=postgres password=${options.upstreamPassword}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${options.port}`,
    `unix_socket_dir = ${options.socketDir}`,
    'auth_type = trust',
    `auth_file = ${options.authFile}`,
    `pool_mode = ${options.mode}`,
    `default_pool_size = ${options.poolSize}`,
    'max_client_conn = 500',
    'ignore_startup_parameters = extra_float_digits,options',
    `pidfile = ${options.pidFile}`,
    `logfile = ${options.logFile}`,
    'admin_users = postgres',
    '',
  ].join('\n');
}

/** PgBouncer's auth file: `"user" "password"` per line (trust on loopback, so the password is unused). */
export function pgbouncerUserlist(users: readonly { name: string; password: string }[]): string {
  return users.map((u) => `"${u.name}" "${u.password}"`).join('\n') + '\n';
}
