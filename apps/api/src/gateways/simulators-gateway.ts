import {
  readSimulatorRequest,
  writeSimulatorResponse,
  type PushServiceSimulator,
  type SimulatorHandler,
  type SmileIdSimulator,
} from '@ghanapay/providers';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/**
 * Demo mode only: the provider simulators at /simulators/momo (MTN's MoMo Open API) and
 * /simulators/paystack, so a third-party MoMo or Paystack client pointed at this base URL works
 * unchanged. The simulators read their own bodies and check their own credentials (the provider's
 * headers, not a session), so these routes take the raw request.
 */
/** Where MTN's MoMo Open API (its simulator) is served in demo mode; /dev/providers shows it. */
export const MOMO_SIMULATOR_PATH = '/simulators/momo';

export async function registerSimulatorsGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (deps.env.DEMO_MODE && deps.smileIdSimulator) await mountRawSimulator(app, '/simulators/smile-id', deps.smileIdSimulator);
  if (deps.env.DEMO_MODE && deps.pushServiceSimulator) await mountRawSimulator(app, '/simulators/push', deps.pushServiceSimulator);
  if (!deps.env.DEMO_MODE || !deps.simulators) return;
  const mount = (prefix: string, handler: SimulatorHandler) =>
    app.register(
      async (scope) => {
        // The simulator parses the body itself, as the provider would.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
        scope.all('/*', async (req, reply) => {
          const below = req.url.slice(prefix.length) || '/';
          const response = await handler(await readSimulatorRequest(req.raw, below));
          reply.hijack();
          writeSimulatorResponse(reply.raw, response);
        });
      },
      { prefix },
    );
  await mount(MOMO_SIMULATOR_PATH, deps.simulators.momo);
  await mount('/simulators/paystack', deps.simulators.paystack);
  // Hubtel's Commission Services (airtime, data, bills): /commissionservices/… and /transactions/… below it.
  if (deps.simulators.hubtelCommission) await mount('/simulators/hubtel-commission', deps.simulators.hubtelCommission);
}

/**
 * A simulator that reads its own request bodies, mounted under `prefix`: /simulators/smile-id (JSON
 * and the zip upload) and /simulators/push (a Web Push service: encrypted bodies, the VAPID header;
 * a demo's loopback subscription is http://127.0.0.1:<port>/simulators/push/push/<token>).
 */
async function mountRawSimulator(
  app: FastifyInstance,
  prefix: string,
  simulator: Pick<SmileIdSimulator | PushServiceSimulator, 'handle'>,
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
      scope.all('/*', async (req, reply) => {
        reply.hijack();
        await simulator.handle(req.raw, reply.raw, new URL(req.url.slice(prefix.length) || '/', 'http://simulator').pathname).catch(() => {
          // A body cut off half-way: answered as any malformed request.
          if (!reply.raw.headersSent) reply.raw.writeHead(400);
          reply.raw.end();
        });
      });
    },
    { prefix },
  );
}
