import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const USSD_KEY = 'connection-limits-ussd-key-0123456789';

/** A raw TCP client: what the server sent, and when the connection ended (ms after it opened). */
function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const openedAt = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const ended = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: Date.now() - openedAt, received })),
  );
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, ended, connected, received: () => received };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a whole request over a fresh connection and reads the answer until the server closes it. */
async function oneRequest(port: number, request: string): Promise<string> {
  const client = rawClient(port);
  await client.connected;
  client.socket.write(request);
  return (await client.ended).received;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  // Short limits, so the test sees them act; the defaults are 60 s and 15 s (env.ts).
  t = await startTestApp({ HTTP_REQUEST_TIMEOUT_SECONDS: '2', HTTP_HEADERS_TIMEOUT_SECONDS: '1', USSD_GATEWAY_KEY: USSD_KEY });
  port = Number(new URL(t.baseUrl).port);
});
afterAll(async () => {
  await t?.close();
});

describe('a slow client cannot hold a connection open', () => {
  it('a body sent a byte at a time gets 408 and the connection closed at the request limit, while others are served', async () => {
    const slow = rawClient(port);
    await slow.connected;
    slow.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{');
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(' '), 400);
    try {
      // Meanwhile an ordinary request is answered at once.
      await sleep(500);
      const health = await t.client().get('/health');
      expect(health.status).toBe(200);
      expect(slow.socket.destroyed).toBe(false);
      const { afterMs, received } = await Promise.race([slow.ended, sleep(10_000).then(() => ({ afterMs: Infinity, received: '' }))]);
      expect(afterMs).toBeLessThan(4_000); // the 2 s limit plus the check's interval
      expect(afterMs).toBeGreaterThanOrEqual(1_500);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
      slow.socket.destroy();
    }
  });

  it('headers sent a byte at a time end the connection at the headers limit', async () => {
    const slow = rawClient(port);
    await slow.connected;
    const request = 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ' + 'a'.repeat(200);
    let i = 0;
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(request[i++ % request.length]!), 200);
    try {
      const { afterMs, received } = await Promise.race([slow.ended, sleep(10_000).then(() => ({ afterMs: Infinity, received: '' }))]);
      expect(afterMs).toBeLessThan(3_000);
      expect(received).not.toMatch(/ 200 OK/);
    } finally {
      clearInterval(trickle);
      slow.socket.destroy();
    }
  });

  it('the USSD gateway and the provider callbacks still answer under the limits', async () => {
    const form = 'sessionId=limits-1&phoneNumber=%2B233240000001&serviceCode=*920*00%23&text=';
    const ussd = await oneRequest(
      port,
      `POST /ussd?key=${USSD_KEY} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`,
    );
    expect(ussd).toMatch(/^HTTP\/1\.1 200 /);
    expect(ussd).toMatch(/\r\n\r\n(CON|END) /);
    const callback = '{"event":"transfer.success","data":{"reference":"nothing-here"}}';
    const paystack = await oneRequest(
      port,
      'POST /api/callbacks/paystack HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${callback.length}\r\n\r\n${callback}`,
    );
    expect(paystack).toMatch(/^HTTP\/1\.1 200 /);
    expect(paystack).toContain('{"status":"received"}');
    const mtn = await fetch(`${t.baseUrl}/api/callbacks/mtn-momo`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ financialTransactionId: 'x', externalId: 'nothing-here', status: 'SUCCESSFUL' }),
    });
    expect(mtn.status).toBe(200);
    expect(await mtn.json()).toEqual({ status: 'received' });
  });
});

describe('the connection cap', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await startTestApp({ HTTP_MAX_CONNECTIONS: '3' });
  });
  afterAll(async () => {
    await capped?.close();
  });

  it('closes a connection past the cap unanswered, and takes one again once a place is free', async () => {
    const cappedPort = Number(new URL(capped.baseUrl).port);
    const held = [rawClient(cappedPort), rawClient(cappedPort), rawClient(cappedPort)];
    await Promise.all(held.map((c) => c.connected));
    await sleep(100); // the server has accepted all three
    try {
      const excess = await Promise.race([
        oneRequest(cappedPort, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
        sleep(5_000).then(() => 'still open'),
      ]);
      expect(excess).toBe('');

      held[0]!.socket.destroy();
      await held[0]!.ended;
      await sleep(100);
      const next = await oneRequest(cappedPort, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect(next).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const c of held) c.socket.destroy();
    }
  });
});
