import { existsSync, readFileSync } from 'node:fs';

/** The local addresses a port is listened on (from /proc/net/tcp and tcp6, state 0A = LISTEN). */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue;
      const [hex, portHex] = local.split(':');
      if (parseInt(portHex!, 16) !== port) continue;
      found.push(
        hex!.length === 8
          ? hex!
              .match(/../g)!
              .reverse()
              .map((b) => parseInt(b, 16))
              .join('.')
          : `ipv6:${hex}`,
      );
    }
  }
  return found;
}
