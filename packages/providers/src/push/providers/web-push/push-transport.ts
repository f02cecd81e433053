import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { pushAddressAllowed } from '../../push-address';

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A name's addresses, refused unless every one may be reached (pushAddressAllowed): the check is on
 * the address the connection is made to, so a name that later resolves elsewhere gains nothing.
 */
function guardedLookup(options: { allowLoopback: boolean }) {
  return (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => !pushAddressAllowed(a.address, options));
      if (refused || addresses.length === 0) {
        const denied: NodeJS.ErrnoException = new Error(`${hostname} resolves to an address a push may not go to`);
        denied.code = 'EPUSHADDRESS';
        return callback(denied, []);
      }
      if (lookupOptions.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * POSTs an encrypted push to its push service: at most `timeoutMs` for the whole exchange, no
 * redirect followed, at most 4 KB of the answer read (it only matters for the logs).
 */
export function postPush(
  request: PushRequest,
  options: { allowLoopback: boolean; timeoutMs: number },
): Promise<{ status: number; body: string }> {
  const url = new URL(request.endpoint);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        headers: request.headers,
        lookup: guardedLookup(options) as never,
        signal: AbortSignal.timeout(options.timeoutMs),
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < 4096) body += chunk.slice(0, 4096 - body.length);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
