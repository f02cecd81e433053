import { timingSafeEqual, createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { errorBody } from '../http/error-body';
import { answerUssd, listUssdSessions, simulatorMayActAs, type UssdScreen } from '../modules/ussd';

/** A USSD request is a handful of short fields; anything larger is not one. */
const USSD_BODY_LIMIT = 4 * 1024;

const ZUssdBody = z.object({
  sessionId: z.string().trim().min(1).max(100),
  phoneNumber: z.string().trim().min(1).max(20),
  serviceCode: z.string().trim().max(20).default('*920*00#'),
  networkCode: z.string().trim().max(20).optional(),
  text: z.string().max(200).default(''),
});

type Caller = { kind: 'aggregator' } | { kind: 'simulator'; userId: string } | { kind: 'refused'; status: 401 | 403; message: string };

/**
 * POST /ussd: Africa's Talking's callback (a form post; the answer is text/plain "CON …" or "END …")
 * and the document's JSON ({sessionId, phoneNumber, text, serviceCode} → {message, continueSession}).
 * Its own rules: form posts are its normal input (parsed here only); an aggregator proves itself with
 * USSD_GATEWAY_KEY (`?key=` in the callback URL, or the X-USSD-Key header) from an USSD_ALLOWED_IPS
 * address when that list is set; without a key, the /ussd page's simulator may call with the signed-in
 * session, as JSON only (a cross-site form cannot ride the cookie), and only for the person's own
 * number. Anything else is 401/403 and changes nothing. GET /admin/ussd/sessions is the page's list
 * of active sessions (its own for an ordinary user, all for an operator).
 */
export async function registerUssdGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const allowList = allowListOf(deps.env.USSD_ALLOWED_IPS);
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: USSD_BODY_LIMIT }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
    );

    scope.post('/ussd', { bodyLimit: USSD_BODY_LIMIT }, async (req, reply) => {
      const asForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const caller = await callerOf(req, deps, allowList, asForm);
      if (caller.kind === 'refused')
        return reply.code(caller.status).send(errorBody(caller.message, caller.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN'));
      const parsed = ZUssdBody.safeParse(req.body);
      if (!parsed.success) return reply.code(400).send(errorBody('sessionId and phoneNumber are required', 'VALIDATION_FAILED'));
      const body = parsed.data;
      if (caller.kind === 'simulator' && !(await simulatorMayActAs(deps.db, caller.userId, body.phoneNumber)))
        return reply.code(403).send(errorBody('The simulator can only use your own phone number', 'FORBIDDEN'));
      const screen = await answerUssd(deps, { ...body, networkCode: body.networkCode ?? null, channel: caller.kind }, (error) =>
        req.log.error({ err: error, sessionId: body.sessionId }, 'USSD request failed'),
      );
      return answer(reply, screen, asForm);
    });

    scope.get('/admin/ussd/sessions', async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const userId = req.session?.get('userId');
      if (!userId) return reply.code(401).send(errorBody('You are not signed in', 'UNAUTHENTICATED'));
      return { sessions: await listUssdSessions(deps, { userId, passkeySession: req.session.get('signInMethod') === 'passkey' }) };
    });
  });
}

function answer(reply: FastifyReply, screen: UssdScreen, asForm: boolean) {
  void reply.header('Cache-Control', 'no-store');
  if (!asForm) return reply.send(screen);
  return reply.type('text/plain; charset=utf-8').send(`${screen.continueSession ? 'CON' : 'END'} ${screen.message}`);
}

async function callerOf(req: FastifyRequest, deps: AppDeps, allowList: BlockList | null, asForm: boolean): Promise<Caller> {
  const header = req.headers['x-ussd-key'];
  const query = (req.query as Record<string, unknown> | undefined)?.key;
  const given = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  if (given !== undefined) {
    const expected = deps.env.USSD_GATEWAY_KEY;
    if (!expected || !sameSecret(given, expected)) return { kind: 'refused', status: 401, message: 'Invalid USSD gateway key' };
    if (allowList && !allowList.check(plainAddress(req.ip), isIP(plainAddress(req.ip)) === 6 ? 'ipv6' : 'ipv4'))
      return { kind: 'refused', status: 403, message: 'This address may not call the USSD gateway' };
    return { kind: 'aggregator' };
  }
  const userId = req.session?.get('userId');
  if (!userId) return { kind: 'refused', status: 401, message: 'You are not signed in' };
  if (asForm || !(req.headers['content-type'] ?? '').startsWith('application/json'))
    return { kind: 'refused', status: 403, message: 'The simulator sends JSON' };
  return { kind: 'simulator', userId };
}

/** Compared in constant time (as digests, so the lengths need not match). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

function allowListOf(setting: string | undefined): BlockList | null {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}
