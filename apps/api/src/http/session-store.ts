import type { Database } from '@ghanapay/db';
import type { SessionStore } from '@fastify/session';
import type * as Fastify from 'fastify';
import { SESSION_IDLE_MS } from './session-rules';

type Session = Fastify.Session;
type Callback = (err?: unknown) => void;

/** @fastify/session store on the `sessions` table (sid, sess, expire). */
export class PostgresSessionStore implements SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  set(sid: string, session: Session, callback: Callback): void {
    // Measured on the app's clock (the same one the idle rule uses), so tests that move it stay consistent.
    const expire = new Date(this.now().getTime() + (session.cookie.originalMaxAge ?? SESSION_IDLE_MS));
    const userId = (session as unknown as { userId?: string }).userId ?? null;
    const sess = JSON.parse(JSON.stringify(session));
    this.db
      .insertInto('sessions')
      .values({ sid, sess, expire, userId })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ sess, expire, userId }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.db
      .selectFrom('sessions')
      .select('sess')
      .where('sid', '=', sid)
      .where('expire', '>', this.now())
      .executeTakeFirst()
      .then(
        (row) => callback(null, (row?.sess as unknown as Session | undefined) ?? null),
        (err) => callback(err),
      );
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }
}
