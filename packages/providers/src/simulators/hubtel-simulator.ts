import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningSimulator, SimulatedMessage } from './simulated-message';

/**
 * A local stand-in for Hubtel's SMS API that speaks its protocol: POST /v1/messages/send with HTTP
 * Basic credentials and {From, To, Content}; answers {rate, messageId, status: 0, networkId} like
 * Hubtel, 401 for wrong credentials, 400 for a malformed body. The real adapter talks to it unchanged.
 */
export async function startHubtelSimulator(options: {
  clientId: string;
  clientSecret: string;
  onMessage: (message: SimulatedMessage) => Promise<void> | void;
  port?: number;
}): Promise<RunningSimulator> {
  const expectedAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v1/messages/send') return reply(404, { message: 'Not found' });
    if (req.headers.authorization !== expectedAuth) return reply(401, { message: 'Unauthorized' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    req.on('end', () => {
      let body: { From?: unknown; To?: unknown; Content?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return reply(400, { message: 'Invalid JSON' });
      }
      if (typeof body.To !== 'string' || !/^\d{9,15}$/.test(body.To) || typeof body.Content !== 'string' || typeof body.From !== 'string') {
        return reply(400, { message: 'From, To and Content are required', status: 4 });
      }
      const messageId = randomUUID();
      Promise.resolve(
        options.onMessage({ channel: 'sms', to: `+${body.To}`, subject: null, text: body.Content, providerMessageId: messageId }),
      )
        .then(() =>
          reply(200, {
            rate: 0.03,
            messageId,
            status: 0,
            networkId: '62001',
            clientReference: null,
            statusDescription: 'Request successfully submitted',
          }),
        )
        .catch(() => reply(500, { message: 'Internal error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
