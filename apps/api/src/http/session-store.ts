import type { Database } from '@ghanapay/db';
import type { SessionStore } from '@fastify/session';
import type * as Fastify from 'fastify';
import type { SessionCache } from './session-cache';
import { SESSION_IDLE_MS } from './session-rules';

type Session = Fastify.Session;
type Callback = (err?: unknown) => void;

/**
 * @fastify/session store on the `sessions` table (sid, sess, expire), with the sessions in use kept in
 * a SessionCache when there is one (it drops an entry the moment its row changes anywhere).
 */
export class PostgresSessionStore implements SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly cache?: SessionCache,
  ) {}

  set(sid: string, session: Session, callback: Callback): void {
    // Measured on the app's clock (the same one the idle rule uses), so tests that move it stay consistent.
    const expire = new Date(this.now().getTime() + (session.cookie.originalMaxAge ?? SESSION_IDLE_MS));
    const userId = (session as unknown as { userId?: string }).userId ?? null;
    const sess = JSON.parse(JSON.stringify(session));
    this.cache?.drop(sid);
    this.db
      .insertInto('sessions')
      .values({ sid, sess, expire, userId })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ sess, expire, userId }))
      .execute()
      .then(() => {
        this.cache?.drop(sid);
        callback();
      }, callback);
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    const now = this.now();
    const cached = this.cache?.get(sid, now);
    // A copy: @fastify/session changes the object it is given.
    if (cached) return callback(null, structuredClone(cached.sess) as Session);
    const generation = this.cache?.readGeneration ?? 0;
    this.db
      .selectFrom('sessions')
      .select(['sess', 'expire'])
      .where('sid', '=', sid)
      .where('expire', '>', now)
      .executeTakeFirst()
      .then(
        (row) => {
          if (row) this.cache?.fill(sid, { sess: structuredClone(row.sess), expire: row.expire }, generation);
          callback(null, (row?.sess as unknown as Session | undefined) ?? null);
        },
        (err) => callback(err),
      );
  }

  destroy(sid: string, callback: Callback): void {
    this.cache?.drop(sid);
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => {
        this.cache?.drop(sid);
        callback();
      }, callback);
  }
}
