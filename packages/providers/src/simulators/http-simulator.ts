import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningSimulator } from './simulated-message';

/** A simulator's request, framework-neutral: the API mounts the same handler under /simulators/…. */
export interface SimulatorRequest {
  method: string;
  /** The path below the simulator's base ("/collection/token/"). */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface SimulatorResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type SimulatorHandler = (request: SimulatorRequest) => Promise<SimulatorResponse>;

/** Reads a node request into a SimulatorRequest (JSON bodies up to 64 KB; an HTML form's fields as an object). */
export async function readSimulatorRequest(req: IncomingMessage, path: string): Promise<SimulatorRequest> {
  const url = new URL(path, 'http://simulator');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) break;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown;
  if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    body = Object.fromEntries(new URLSearchParams(text));
  } else {
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = Symbol.for('invalid-json');
    }
  }
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(req.headers)) headers[key.toLowerCase()] = Array.isArray(value) ? value[0] : value;
  return { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, body };
}

/** JSON, or a page as it is (a string body with its own content-type: the simulated hosted checkout). */
export function writeSimulatorResponse(res: ServerResponse, response: SimulatorResponse): void {
  if (typeof response.body === 'string' && response.headers?.['content-type']) {
    res.writeHead(response.status, response.headers);
    res.end(response.body);
    return;
  }
  const headers = { ...(response.body === undefined ? {} : { 'content-type': 'application/json' }), ...response.headers };
  res.writeHead(response.status, headers);
  res.end(response.body === undefined ? undefined : JSON.stringify(response.body));
}

/** Serves a simulator on its own loopback port (tests, and the API's adapters in demo mode). */
export async function serveSimulator(handler: SimulatorHandler, port = 0): Promise<RunningSimulator> {
  const server = http.createServer((req, res) => {
    readSimulatorRequest(req, req.url ?? '/')
      .then(handler)
      .then((response) => writeSimulatorResponse(res, response))
      .catch(() => writeSimulatorResponse(res, { status: 500, body: { message: 'Simulator error' } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    host: '127.0.0.1',
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
