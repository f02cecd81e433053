import { toCedisString } from '@ghanapay/money';
import { parseFault, type SimulatorBooks } from '@ghanapay/providers';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { listSimulatedMessages } from '../modules/demo';
import { setUserRole } from '../modules/kyc';
import { runNextStandingOrderNow } from '../modules/money';
import { AppError } from '../errors';
import { MOMO_SIMULATOR_PATH } from './simulators-gateway';

const INBOX_PAGE = 50;

/** The last orders each simulator shows on /dev/providers. */
const ORDERS_SHOWN = 20;

function booksJson(books: SimulatorBooks) {
  return {
    currency: books.currency,
    balances: Object.fromEntries(Object.entries(books.balances).map(([account, pesewas]) => [account, toCedisString(pesewas)])),
    faults: books.faults,
    orders: books.orders
      .slice(-ORDERS_SHOWN)
      .reverse()
      .map((o) => ({
        reference: o.reference,
        kind: o.kind,
        party: o.party,
        amount: toCedisString(o.amountPesewas),
        status: o.status,
        reason: o.reason,
        fault: o.fault,
        createdAt: o.createdAt.toISOString(),
      })),
  };
}

/**
 * GET /api/app-config tells the web app which mode it runs in (the demo banner). GET /api/dev/inbox
 * lists what the demo's simulators "sent", newest first; it exists only in demo mode (404 otherwise).
 * /api/dev/providers shows the simulated MTN MoMo and aggregator (their books and orders) and sets or
 * clears a fault for a number (demo mode only), so a person can watch a payout fail, time out or
 * succeed late, as the providers' own sandboxes allow.
 */
export async function registerDemoGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/app-config', async (_req, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return { demoMode: deps.env.DEMO_MODE };
  });
  if (!deps.env.DEMO_MODE) return;
  app.get('/api/dev/inbox', async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const messages = await listSimulatedMessages(deps.db, INBOX_PAGE);
    return { messages: messages.map((m) => ({ ...m, receivedAt: m.receivedAt.toISOString() })) };
  });
  // A demo person becomes complaints staff (support or compliance), so the staff desk can be tried
  // and the e2e specs can answer a complaint; elsewhere roles are set with `pnpm user:role` only.
  app.post('/api/dev/staff-role', async (req, reply) => {
    const body = (req.body ?? {}) as { username?: unknown; role?: unknown };
    if (typeof body.username !== 'string' || (body.role !== 'support' && body.role !== 'compliance')) {
      return reply.code(400).send({ message: 'Name a username and a role (support or compliance)' });
    }
    if (!(await setUserRole(deps.db, body.username, body.role))) return reply.code(404).send({ message: 'No user with this username' });
    return { username: body.username, role: body.role };
  });
  // A standing order's next run, now (as the job runs it at 08:00 on its day): the owner's, signed in.
  app.post('/api/dev/standing-orders/:id/run-now', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const userId = req.session?.get('userId');
    if (!userId) return reply.code(401).send({ message: 'You are not signed in', code: 'UNAUTHENTICATED' });
    const { id } = req.params as { id: string };
    if (!/^[0-9a-f-]{36}$/i.test(id)) return reply.code(404).send({ message: 'Standing order not found', code: 'NOT_FOUND' });
    try {
      return await runNextStandingOrderNow(deps, userId, id.toLowerCase());
    } catch (error) {
      if (error instanceof AppError)
        return reply.code(error.code === 'NOT_FOUND' ? 404 : 409).send({ message: error.message, code: error.code });
      throw error;
    }
  });
  const controls = deps.simulatorControls;
  if (!controls) return;
  app.get('/api/dev/providers', async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    // MTN's MoMo Open API sandbox, served at /simulators/momo: a client provisions its own API user
    // with this subscription key, as at MTN's sandbox.
    const sandbox = controls.momo.sandbox;
    const momoSandbox = sandbox && deps.simulators ? { basePath: MOMO_SIMULATOR_PATH, ...sandbox } : null;
    const bills = controls.hubtelCommission ? booksJson(controls.hubtelCommission.books()) : null;
    return { momo: booksJson(controls.momo.books()), paystack: booksJson(controls.paystack.books()), bills, momoSandbox };
  });
  /** The simulators a fault may be set on: MTN MoMo, the payments aggregator, the bills aggregator. */
  const faultable = (provider: unknown) =>
    provider === 'momo'
      ? controls.momo
      : provider === 'paystack'
        ? controls.paystack
        : provider === 'bills'
          ? controls.hubtelCommission
          : undefined;
  app.post('/api/dev/providers/faults', async (req, reply) => {
    const body = (req.body ?? {}) as { provider?: unknown; party?: unknown; fault?: unknown };
    const fault = parseFault(body.fault);
    const party = typeof body.party === 'string' ? body.party.replace(/[\s-]/g, '') : '';
    const control = faultable(body.provider);
    if (!control || !/^\+?\d{9,20}$/.test(party) || fault === null) {
      return reply.code(400).send({ message: 'Choose a provider, a number (9 to 20 digits) and a known fault' });
    }
    // MTN knows wallets by MSISDN (233…); a local 0… number is turned into one.
    const normalized = body.provider === 'momo' ? party.replace(/^\+/, '').replace(/^0/, '233') : party;
    control.setFault(normalized, fault);
    return { faults: control.books().faults };
  });
  app.delete('/api/dev/providers/faults', async (req, reply) => {
    const query = req.query as { provider?: unknown; party?: unknown };
    // One of each at most (a repeated parameter arrives as an array: the fuzzer's 500).
    if ((query.provider !== undefined && !faultable(query.provider)) || (query.party !== undefined && typeof query.party !== 'string')) {
      return reply.code(400).send({ message: 'Name at most one provider (momo, paystack or bills) and one number', code: 'BAD_REQUEST' });
    }
    const party = (query.party as string | undefined) || undefined;
    for (const provider of ['momo', 'paystack', 'bills'] as const) {
      if (!query.provider || query.provider === provider) faultable(provider)?.clearFaults(party);
    }
    return {
      momo: controls.momo.books().faults,
      paystack: controls.paystack.books().faults,
      bills: controls.hubtelCommission?.books().faults ?? null,
    };
  });
}
