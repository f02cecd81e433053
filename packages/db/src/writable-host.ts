import pg from 'pg';
import { formatHostPort, parseMultiHostUrl, type HostPort, type MultiHostUrl, type TargetSessionAttrs } from './multi-host-url';

/** A host that does not answer within this is passed over (a failed-over primary's address often just hangs). */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether a connected server is one this URL accepts. `transaction_read_only`, not only
 * `pg_is_in_recovery()`: a standby that pg_auto_failover has promoted but still holds read-only
 * (its stop_replication step, until the old primary is surely gone) is out of recovery and yet
 * refuses every write; libpq's read-write check asks the same.
 */
async function accepts(client: pg.Client, attrs: TargetSessionAttrs): Promise<boolean> {
  if (attrs === 'any') return true;
  const result = await client.query<{ transaction_read_only: string }>('SHOW transaction_read_only');
  return result.rows[0]?.transaction_read_only === 'off';
}

/**
 * Which host of a multi-host URL to use now, found as libpq does: each host in order, the first
 * that accepts. Remembered until a connection to it fails or finds it read-only, then asked again
 * (one probe at a time, shared by everyone waiting).
 */
class HostResolver {
  private current: HostPort | null = null;
  private probing: Promise<HostPort> | null = null;

  constructor(private readonly url: MultiHostUrl) {}

  target(): Promise<HostPort> {
    if (this.current) return Promise.resolve(this.current);
    this.probing ??= this.probe().finally(() => (this.probing = null));
    // Each waiter gets an Error of its own. One Error rejected into every waiting connection had its
    // stack rewritten by each of them (pg-pool re-captures a connect error's stack), so the process's
    // unhandled-rejection rule read one waiter's stack on another's rejection: a pg-boss job's end
    // that it tolerates looked like a request's and ended the process (found by the failover drill).
    return this.probing.catch((error: unknown) => {
      throw new Error(error instanceof Error ? error.message : String(error), { cause: error });
    });
  }

  forget(host: HostPort): void {
    if (this.current === host) this.current = null;
  }

  private async probe(): Promise<HostPort> {
    const refusals: string[] = [];
    for (const host of this.url.hosts) {
      const client = new pg.Client({ connectionString: this.url.urlFor(host), connectionTimeoutMillis: PROBE_TIMEOUT_MS });
      client.on('error', () => {});
      try {
        await client.connect();
        if (await accepts(client, this.url.targetSessionAttrs)) {
          this.current = host;
          return host;
        }
        refusals.push(`${formatHostPort(host)} is read-only`);
      } catch (error) {
        refusals.push(`${formatHostPort(host)}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await client.end().catch(() => {});
      }
    }
    throw new Error(`No ${this.url.targetSessionAttrs} PostgreSQL server among the database URL's hosts (${refusals.join('; ')})`);
  }
}

/**
 * A `pg.Client` for a multi-host URL: it connects to the host the resolver picks, checks that host
 * still accepts (a switchover can land between the probe and this connection), and makes the
 * resolver ask again when its connection fails or dies. A failed connect fails the one query that
 * wanted it; the next connection goes to the new primary.
 */
function multiHostClientClass(url: MultiHostUrl): typeof pg.Client {
  const resolver = new HostResolver(url);
  return class MultiHostClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionString: url.urlFor(url.hosts[0]!) });
    }

    // Both of node-postgres's forms: pg-pool passes a callback, a lone client awaits.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
    override connect(callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): Promise<pg.Client> | void {
      const connected = this.connectToTarget().then(() => this);
      if (!callback) return connected;
      const done = callback as (error: Error | null, client?: pg.Client) => void;
      connected.then(
        (client) => done(null, client),
        (error: Error) => done(error),
      );
    }

    private async connectToTarget(): Promise<void> {
      const host = await resolver.target();
      this.host = host.host;
      this.port = host.port;
      this.on('error', () => resolver.forget(host));
      try {
        await super.connect();
      } catch (error) {
        resolver.forget(host);
        throw error;
      }
      if (!(await accepts(this, url.targetSessionAttrs))) {
        resolver.forget(host);
        await this.end().catch(() => {});
        throw new Error(`${formatHostPort(host)} no longer takes writes (a failover is under way)`);
      }
    }
  };
}

// One resolver per URL: the pool, the job queue and the session listener share what they learn.
const clientClasses = new Map<string, typeof pg.Client>();

function clientClassFor(connectionString: string): { url: MultiHostUrl; Client: typeof pg.Client } | null {
  const url = parseMultiHostUrl(connectionString);
  if (!url) return null;
  let Client = clientClasses.get(connectionString);
  if (!Client) clientClasses.set(connectionString, (Client = multiHostClientClass(url)));
  return { url, Client };
}

/**
 * Pool options for a connection string: as given for one host; for several, a Client class that
 * finds the writable one (node-postgres 8 cannot parse a host list). `connectionString` stays a
 * one-host URL so that whatever reads it (pg-boss) still can.
 */
export function poolConfigFor(connectionString: string): { connectionString: string; Client?: pg.PoolConfig['Client'] } {
  const multi = clientClassFor(connectionString);
  if (!multi) return { connectionString };
  return { connectionString: multi.url.urlFor(multi.url.hosts[0]!), Client: multi.Client as unknown as pg.PoolConfig['Client'] };
}

/** A single client (e.g. a LISTEN connection) on a one-host or multi-host connection string. */
export function createClient(connectionString: string, config: pg.ClientConfig = {}): pg.Client {
  const multi = clientClassFor(connectionString);
  return multi ? new multi.Client(config) : new pg.Client({ ...config, connectionString });
}
