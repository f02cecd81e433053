import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a provider simulator sent us (an MTN callback, a Paystack webhook), as received. */
export interface ReceivedCallback {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The exact body text (Paystack signs these bytes). */
  body: string;
}

/** A loopback HTTP server standing in for the API's callback routes in tests: records and answers 200. */
export async function startCallbackReceiver(): Promise<{ url: string; received: ReceivedCallback[]; close: () => Promise<void> }> {
  const received: ReceivedCallback[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(req.headers)) headers[key] = Array.isArray(value) ? value[0] : value;
      received.push({ method: req.method ?? '', path: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"received"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Polls until `accept` holds for what `read` returns (or fails after timeoutMs with the last value). */
export async function waitFor<T>(read: () => T | Promise<T>, accept: (value: T) => boolean, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`waitFor: still ${JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
