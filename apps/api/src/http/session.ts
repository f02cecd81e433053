import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { PostgresSessionStore } from './session-store';
import { judgeSession, needsTouch, SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from './session-rules';

declare module 'fastify' {
  interface Session {
    userId?: string;
    signedInAt?: number;
    /** How this session was signed in: staff procedures need a passkey (trpc/staff-procedure.ts). */
    signInMethod?: SignInMethod;
    lastSeenAt?: number;
    /** Sign-up step 2 proves this phone or email belongs to the person; step 4 may then use it. */
    verifiedIdentifier?: { channel: 'sms' | 'email'; identifier: string; at: number };
    /** Settings' phone change: the new number a code was sent to. */
    pendingPhone?: string;
    /** What signed in (Settings → Remembered Devices): the browser's user agent and the address it came from. */
    device?: { userAgent: string | null; ip: string | null };
    /** The open WebAuthn ceremony's challenge (registration or authentication). */
    webauthnChallenge?: { kind: 'registration' | 'authentication'; challenge: string; at: number };
  }
}

export type SignInMethod = 'password' | 'passkey' | 'sign-up';

export const SESSION_COOKIE = 'gp.sid';

export async function registerSessions(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    cookieName: SESSION_COOKIE,
    secret: deps.env.SESSION_SECRET,
    store: new PostgresSessionStore(deps.db, deps.now, deps.sessionCache),
    saveUninitialized: false,
    // Not rolling: a rolling session is written back (an UPSERT and a commit) on every request.
    // The preHandler below touches lastSeenAt at most once a minute (signed-in and stored anonymous
    // sessions); that change saves the session and re-sends the cookie with a fresh maxAge, so the
    // idle window still slides, at most a minute behind.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over HTTPS (directly or through a trusted proxy).
      secure: 'auto',
      maxAge: SESSION_IDLE_MS,
      path: '/',
    },
  });

  // @fastify/session clears the cookie of any request whose cookie names a session that no longer
  // exists. A request sent with the old cookie just before a sign-in or sign-up replaced it (a
  // debounced username check, a background poll) answered after the new cookie was set, and its
  // clearing header signed the person out (seen in e2e: a sign-up, then a username check's answer).
  // An unknown cookie opens nothing, so only a sign-out (endUserSession) clears it.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (endedSessions.has(reply)) return payload;
    const header = reply.getHeader('set-cookie');
    if (header === undefined) return payload;
    const cookies = Array.isArray(header) ? header : [String(header)];
    const kept = cookies.filter((cookie) => !isSessionCookieCleared(cookie));
    if (kept.length === cookies.length) return payload;
    reply.removeHeader('set-cookie');
    if (kept.length) reply.header('set-cookie', kept);
    return payload;
  });

  app.addHook('preHandler', async (req) => {
    const session = req.session;
    if (!session) return;
    if (!session.get('userId')) {
      // A stored anonymous session (a sign-up proof, a WebAuthn challenge) stays alive while the
      // person is active, as rolling sessions did: touched at most once a minute. A visitor
      // without a stored session gets none (nothing is set, so nothing is saved).
      const nowMs = deps.now().getTime();
      const restored = req.cookies[SESSION_COOKIE] === session.encryptedSessionId;
      if (restored && nowMs - (session.get('lastSeenAt') ?? 0) >= SESSION_TOUCH_INTERVAL_MS) session.set('lastSeenAt', nowMs);
      return;
    }
    const nowMs = deps.now().getTime();
    const times = { signedInAt: session.get('signedInAt'), lastSeenAt: session.get('lastSeenAt') };
    if (judgeSession(times, nowMs) !== 'valid') {
      await session.destroy();
      return;
    }
    if (needsTouch(times, nowMs)) session.set('lastSeenAt', nowMs);
  });
}

/** Sign-in: a new session id (against fixation) that carries the user. */
export async function startUserSession(req: import('fastify').FastifyRequest, userId: string, nowMs: number, method: SignInMethod) {
  await req.session.regenerate();
  req.session.set('userId', userId);
  req.session.set('signedInAt', nowMs);
  req.session.set('signInMethod', method);
  req.session.set('lastSeenAt', nowMs);
  const userAgent = req.headers['user-agent'];
  req.session.set('device', { userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null, ip: req.ip ?? null });
  await req.session.save();
}

export async function endUserSession(req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) {
  if (req.session) await req.session.destroy();
  endedSessions.add(reply);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Answers that ended their session on purpose: only these clear the session cookie. */
const endedSessions = new WeakSet<import('fastify').FastifyReply>();

function isSessionCookieCleared(setCookie: string): boolean {
  return setCookie.startsWith(`${SESSION_COOKIE}=;`) || setCookie === `${SESSION_COOKIE}=`;
}
