import http from 'node:http';
import { randomUUID } from 'node:crypto';

export interface Answer {
  status: number;
  body: string;
}

/** One payment through POST /api/send-money, each with its own Idempotency-Key, over a client's `post`. */
export function sendMoneyOver(post: (pathname: string, headers: Record<string, string>, body: string) => Promise<Answer>) {
  return (payer: { cookie: string; to: string }, amount: string) =>
    post(
      '/api/send-money',
      { cookie: payer.cookie, 'idempotency-key': randomUUID() },
      JSON.stringify({ amount, recipientUsername: payer.to }),
    );
}

/**
 * A node:http client on kept-alive sockets: the cheapest node has (fetch costs about twice the
 * CPU per request, which the transfers bench would count against the machine).
 */
export function createKeepAliveClient(port: number, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  function post(pathname: string, headers: Record<string, string>, body: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let data = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (data += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    post,
    sendMoney: sendMoneyOver(post),
    /** Signs in and returns the session cookie header. */
    login: async (loginId: string, password: string): Promise<string> => {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId, password }),
      });
      if (!res.ok) throw new Error(`login ${loginId}: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    close: () => agent.destroy(),
  };
}
