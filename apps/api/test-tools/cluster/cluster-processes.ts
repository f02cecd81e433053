import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createMomoSimulator, serveSimulator, type RunningSimulator, type SimulatorControl } from '@ghanapay/providers';
import { ChildProcesses, waitHealthy } from './child-processes';
import { haproxyConfig, type PoolMode, type Replica } from './config-files';
import { startPgbouncer } from './pgbouncer-process';

const MTN = {
  subscriptionKey: 'clustersubscriptionkey0000000001',
  apiUser: '6f1c2a52-7a7e-4c55-9a3b-2f7f4d0c0001',
  apiKey: 'clusterapikey000000000000000001',
};

/**
 * The processes of one cluster on loopback: the API replicas (the built dist/main.js), HAProxy in
 * front of them, PgBouncer when asked, and the one MTN simulator every replica pays through — one
 * provider with one set of books, as in production (each replica's own in-process simulator would
 * not know the orders another replica made, and a transfer's job may run on either).
 */
export class ClusterProcesses {
  readonly processes = new ChildProcesses();
  private readonly apis = new Map<string, ChildProcess>();
  private haproxy?: ChildProcess;
  private pgbouncer?: ChildProcess;
  private mtn?: RunningSimulator;
  mtnControl?: SimulatorControl;

  constructor(
    private readonly options: {
      work: string;
      apiEntry: string;
      lbPort: number;
      replicas: Replica[];
      mtnPort: number;
      pgbouncerPort: number;
      pgPort: number;
      database: string;
      ussdKey: string;
    },
  ) {}

  get lbUrl(): string {
    return `http://127.0.0.1:${this.options.lbPort}`;
  }

  async startMtn(): Promise<void> {
    const momo = createMomoSimulator({ ...MTN, subscribers: async () => ({ name: 'Cluster Test', active: true }), settleAfterMs: 300 });
    this.mtn = await serveSimulator(momo, this.options.mtnPort);
    this.mtnControl = momo.control;
  }

  /** The replicas' environment: the same session secret and card keys (a cookie or card sealed by one must open on the other). */
  private apiEnv(replica: Replica, databaseUrl: string, listenUrl?: string): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PORT: String(replica.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      SEED_DEMO_DATA: 'false',
      // One data folder for all replicas, as a shared volume would be.
      DATA_DIR: path.join(this.options.work, 'api-data'),
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      ...(listenUrl ? { DATABASE_LISTEN_URL: listenUrl } : {}),
      SESSION_SECRET: 'cluster-test-secret-cluster-test-secret-0',
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      DATA_HMAC_KEY: Buffer.alloc(32, 9).toString('base64'),
      USSD_GATEWAY_KEY: this.options.ussdKey,
      // Callbacks from MTN come back through the balancer, to whichever replica.
      APP_ORIGIN: this.lbUrl,
      MTN_MOMO_PROVIDER: 'mtn-momo',
      MTN_MOMO_BASE_URL: this.mtn!.url,
      MTN_MOMO_SUBSCRIPTION_KEY: MTN.subscriptionKey,
      MTN_MOMO_API_USER: MTN.apiUser,
      MTN_MOMO_API_KEY: MTN.apiKey,
      MTN_MOMO_TARGET_ENVIRONMENT: 'sandbox',
    };
  }

  /** Starts every replica at once (they race to migrate, as a rolling deploy would) and waits for each to be healthy. */
  async startApis(databaseUrl: string, listenUrl?: string): Promise<void> {
    mkdirSync(path.join(this.options.work, 'api-data'), { recursive: true });
    await Promise.all(this.options.replicas.map((replica) => this.startApi(replica, databaseUrl, listenUrl)));
  }

  /** The replicas' and PgBouncer's process ids (for their CPU time). */
  pids(): { apis: number[]; pgbouncer?: number } {
    return { apis: [...this.apis.values()].map((c) => c.pid!).filter(Boolean), pgbouncer: this.pgbouncer?.pid };
  }

  /** What a replica wrote to stdout and stderr since the run began. */
  logOf(name: string): string {
    return readFileSync(path.join(this.options.work, `${name}.log`), 'utf8');
  }

  async startApi(replica: Replica, databaseUrl: string, listenUrl?: string): Promise<void> {
    const child = this.processes.start(process.execPath, [this.options.apiEntry], {
      env: this.apiEnv(replica, databaseUrl, listenUrl),
      logFile: path.join(this.options.work, `${replica.name}.log`),
    });
    writeFileSync(path.join(this.options.work, `${replica.name}.log`), '', { flag: 'a' });
    this.apis.set(replica.name, child);
    const logFile = path.join(this.options.work, `${replica.name}.log`);
    await waitHealthy(`http://127.0.0.1:${replica.port}/health`, child).catch((error: Error) => {
      throw new Error(`${error.message}; its log ends: ${readFileSync(logFile, 'utf8').slice(-1_500)}`);
    });
  }

  /** kill -9: no clean shutdown, requests in flight cut. */
  async killApi(name: string): Promise<void> {
    const child = this.apis.get(name);
    if (child) await this.processes.stop(child, 'SIGKILL');
  }

  async stopApis(): Promise<void> {
    await Promise.all([...this.apis.values()].map((child) => this.processes.stop(child)));
    this.apis.clear();
  }

  async startHaproxy(): Promise<void> {
    const file = path.join(this.options.work, 'haproxy.cfg');
    writeFileSync(file, haproxyConfig({ port: this.options.lbPort, replicas: this.options.replicas }));
    execFileSync('/usr/sbin/haproxy', ['-c', '-q', '-f', file]);
    // -db: stays in the foreground, so it is this script's child and stops with it.
    this.haproxy = this.processes.start('/usr/sbin/haproxy', ['-db', '-f', file], { logFile: path.join(this.options.work, 'haproxy.log') });
    await waitHealthy(`${this.lbUrl}/health`, this.haproxy);
  }

  /**
   * Until HAProxy's health checks have every replica in rotation again (two good checks after a
   * start): requests through it reach each replica.
   */
  async waitBalanced(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const names = new Set(this.options.replicas.map((r) => r.name));
    while (Date.now() < deadline) {
      const seen = new Set<string>();
      for (let i = 0; i < names.size * 2; i++) {
        const res = await fetch(`${this.lbUrl}/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
        if (res?.ok) seen.add(res.headers.get('x-served-by') ?? '');
      }
      if ([...names].every((name) => seen.has(name))) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`HAProxy did not have all ${names.size} replicas in rotation within ${timeoutMs / 1000} s`);
  }

  /** PgBouncer in `mode`; returns the URL the replicas use. */
  async startPgbouncer(mode: PoolMode, poolSize: number, upstreamPassword: string): Promise<string> {
    await this.stopPgbouncer();
    const { url, child } = await startPgbouncer(this.processes, {
      dir: path.join(this.options.work, `pgbouncer-${mode}-${Date.now()}`),
      port: this.options.pgbouncerPort,
      upstreamPort: this.options.pgPort,
      upstreamPassword,
      database: this.options.database,
      mode,
      poolSize,
    });
    this.pgbouncer = child;
    return url;
  }

  async stopPgbouncer(): Promise<void> {
    if (this.pgbouncer) await this.processes.stop(this.pgbouncer);
    this.pgbouncer = undefined;
  }

  async stopAll(): Promise<void> {
    await this.processes.stopAll();
    await this.mtn?.close();
    this.mtnControl?.close();
  }
}
