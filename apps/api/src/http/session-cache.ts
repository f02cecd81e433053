import { APP_SLUG } from '@ghanapay/validators';
import { randomUUID } from 'node:crypto';
import { createClient } from '@ghanapay/db';
import type pg from 'pg';

export interface CachedSession {
  sess: unknown;
  expire: Date;
}

export interface SessionCacheOptions {
  /** At most this many sessions in memory; the oldest entry goes first. */
  maxEntries?: number;
  /** An entry is read again from PostgreSQL after this long, whatever happened. */
  maxAgeMs?: number;
  /** Wait before listening again after the connection was lost. */
  reconnectMs?: number;
  /** How long the start waits for its own test notification before it concludes none arrive. */
  probeTimeoutMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The sessions in use, kept in memory so a request does not read its session row every time.
 * Revocation still takes effect at once: a trigger on `sessions` (migration 0011) NOTIFYs the sid
 * of every row updated or deleted (sign-out, sign-out everywhere, expiry, another API process's
 * write), and this cache LISTENs on its own connection and drops the entry. While that connection is
 * down nothing is served from memory, so a missed notification cannot keep a revoked session alive;
 * entries also expire after maxAgeMs. A money-moving statement checks the session row itself
 * (send_payment), so not even the moment between a revocation and its notification can move money.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { cachedAt: number }>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly reconnectMs: number;
  /** Bumped by every drop: a read that started before a drop must not fill the cache. */
  private generation = 0;
  private client: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly options: SessionCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.reconnectMs = options.reconnectMs ?? 1_000;
  }

  /** Test notifications sent at start, and what to call when one comes back. */
  private readonly probes = new Map<string, () => void>();

  /**
   * Starts listening; resolves once notifications flow (until then nothing is cached). If they do not
   * flow — DATABASE_URL through PgBouncer in transaction mode, where LISTEN lands on a server
   * connection that goes back to the pool — the cache stays off (every request reads its session
   * row) and onError says so: a revocation is never missed, it only costs a read.
   */
  async start(): Promise<void> {
    const client = createClient(this.connectionString, { application_name: `${APP_SLUG}-sessions` });
    client.on('notification', (message) => {
      const probe = message.payload ? this.probes.get(message.payload) : undefined;
      if (probe) probe();
      else if (message.payload === '*') this.clear();
      else if (message.payload) this.drop(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query('LISTEN session_changed');
    if (!(await this.notificationsArrive())) {
      this.options.onError?.(
        new Error(
          'Session cache: a test NOTIFY sent on another connection never reached its LISTEN (a transaction-pooling PgBouncer?); ' +
            'sessions are read from the database on every request. Set DATABASE_LISTEN_URL to a direct or session-pooled address.',
        ),
      );
      return;
    }
    if (this.client === client && !this.stopped) this.listening = true;
  }

  /**
   * Sends a NOTIFY on a separate connection and waits for it on the listening one: the only proof
   * that another process's revocation will be heard (sent on the same connection, it could come
   * back through the same pooled server connection and prove nothing).
   */
  private async notificationsArrive(): Promise<boolean> {
    const token = `probe:${randomUUID()}`;
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), this.options.probeTimeoutMs ?? 5_000);
      this.probes.set(token, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    const sender = createClient(this.connectionString, { application_name: `${APP_SLUG}-sessions-probe` });
    sender.on('error', () => {});
    try {
      await sender.connect();
      await sender.query(`SELECT pg_notify('session_changed', $1)`, [token]);
      return await heard;
    } finally {
      this.probes.delete(token);
      await sender.end().catch(() => {});
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    this.clear();
    await client?.end().catch(() => {});
  }

  /** The generation a read starts in: pass it to fill(). */
  get readGeneration(): number {
    return this.generation;
  }

  get(sid: string, now: Date): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.expire.getTime() <= now.getTime() || Date.now() - entry.cachedAt > this.maxAgeMs) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Keeps a row just read, unless the cache is not listening or anything was dropped since the read began. */
  fill(sid: string, session: CachedSession, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sid, { ...session, cachedAt: Date.now() });
  }

  drop(sid: string): void {
    this.generation++;
    this.entries.delete(sid);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.clear();
    if (error) this.options.onError?.(error);
    client.end().catch(() => {});
    if (this.stopped) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.start().catch((e: unknown) => this.lost(this.client ?? client, e));
    }, this.reconnectMs);
    this.reconnectTimer.unref();
  }
}
