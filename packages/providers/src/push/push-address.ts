import { BlockList, isIP } from 'node:net';

/**
 * Where a push may go. A subscription's endpoint is chosen by whoever subscribes, so the server
 * would make requests to an address someone else picks: only public addresses, never this machine,
 * its network or a cloud's metadata address. A demo also reaches a push service on loopback (its
 * own simulator, a test's receiver).
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function family(ip: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(ip);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** True for an address on the public internet (not private, loopback, link-local, shared, reserved or multicast). */
export function isPublicAddress(ip: string): boolean {
  const kind = family(ip);
  return kind !== null && !notPublic.check(ip, kind);
}

function isLoopbackAddress(ip: string): boolean {
  const kind = family(ip);
  return kind !== null && loopback.check(ip, kind);
}

/** May a push go to this resolved address? */
export function pushAddressAllowed(ip: string, options: { allowLoopback: boolean }): boolean {
  return isPublicAddress(ip) || (options.allowLoopback && isLoopbackAddress(ip));
}

const LOCAL_NAMES = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa)$/i;

/**
 * Why an endpoint may not be used, or null when it may: an https URL on a public name or address
 * (a name must have a dot and not be a local one); with `allowLoopback` (demo mode) also
 * http(s)://127.0.0.1|localhost|[::1]:<port>. The name's addresses are checked again when a push is
 * sent (push-transport.ts), so a public name that resolves to a private address is refused then.
 */
export function pushEndpointRefusal(endpoint: string, options: { allowLoopback: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The endpoint must be a URL';
  }
  if (endpoint.length > 1024) return 'The endpoint must be at most 1024 characters';
  if (url.username || url.password) return 'The endpoint must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackHost = host === 'localhost' || isLoopbackAddress(host);
  if (options.allowLoopback && loopbackHost && url.port !== '' && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'The endpoint must be an https URL of a push service';
  if (family(host)) return isPublicAddress(host) ? null : 'The endpoint must be a push service on the internet, not a private address';
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return 'The endpoint must be a push service on the internet, not a local name';
  return null;
}
