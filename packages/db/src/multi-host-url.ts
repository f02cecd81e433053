export interface HostPort {
  host: string;
  port: number;
}

/** libpq's target_session_attrs, the two that a wallet needs: any server, or one that takes writes. */
export type TargetSessionAttrs = 'any' | 'read-write';

export interface MultiHostUrl {
  hosts: HostPort[];
  targetSessionAttrs: TargetSessionAttrs;
  /** The same URL for one of its hosts (without target_session_attrs), which node-postgres can parse. */
  urlFor: (host: HostPort) => string;
}

// node-postgres 8 parses a URL with WHATWG `new URL`, which refuses `h1:p1,h2:p2` (a comma in the
// port), so the host list is split here, before it. The rest of the URL is left to node-postgres.
const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)([^?#]*)(\?[^#]*)?$/;
const DEFAULT_PORT = 5432;

/**
 * A libpq-style multi-host URL (`postgres://u:p@h1:p1,h2:p2/db?target_session_attrs=read-write`),
 * or null when the URL names one host (node-postgres handles that one itself). Throws on a host list
 * that cannot be right, so a typo in DATABASE_URL stops the start instead of half-working.
 */
export function parseMultiHostUrl(url: string): MultiHostUrl | null {
  const parts = URL_PARTS.exec(url);
  if (!parts) return null;
  const [, scheme = '', auth = '', hostList = '', path = '', query = ''] = parts;
  if (!hostList.includes(',')) return null;
  const hosts = hostList.split(',').map(parseHostPort);
  const params = new URLSearchParams(query.slice(1));
  const attrs = params.get('target_session_attrs') ?? 'any';
  if (attrs !== 'any' && attrs !== 'read-write')
    throw new Error(`target_session_attrs=${attrs} is not supported here (use read-write or any)`);
  params.delete('target_session_attrs');
  const rest = params.toString();
  return {
    hosts,
    targetSessionAttrs: attrs,
    urlFor: (host) => `${scheme}${auth}${formatHostPort(host)}${path}${rest ? `?${rest}` : ''}`,
  };
}

function parseHostPort(entry: string): HostPort {
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry.trim());
  if (!match) throw new Error(`A database URL's host list has an entry that is not host[:port]: "${entry}"`);
  const port = match[2] ? Number(match[2]) : DEFAULT_PORT;
  if (port < 1 || port > 65535) throw new Error(`A database URL's host list has a port out of range: "${entry}"`);
  return { host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port };
}

export function formatHostPort({ host, port }: HostPort): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A URL that node-postgres can use, with one host or (parsed here) several. */
export function isDatabaseUrl(url: string): boolean {
  try {
    return parseMultiHostUrl(url) !== null || URL.canParse(url);
  } catch {
    return false;
  }
}
