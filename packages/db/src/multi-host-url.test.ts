import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUrl, parseMultiHostUrl } from './multi-host-url';

describe('parseMultiHostUrl', () => {
  it('splits the host list and gives node-postgres one URL per host, keeping the rest', () => {
    const url = parseMultiHostUrl(
      'postgres://app:s%40cret@127.0.0.1:4211,db2.local:4212/ghanapay?target_session_attrs=read-write&sslmode=disable',
    );
    expect(url?.targetSessionAttrs).toBe('read-write');
    expect(url?.hosts).toEqual([
      { host: '127.0.0.1', port: 4211 },
      { host: 'db2.local', port: 4212 },
    ]);
    const second = url!.urlFor(url!.hosts[1]!);
    expect(second).toBe('postgres://app:s%40cret@db2.local:4212/ghanapay?sslmode=disable');
    // What node-postgres itself makes of it: the password decoded, the database and port kept.
    const client = new pg.Client({ connectionString: second });
    const { user, password, host, port, database } = client;
    expect({ user, password, host, port, database }).toEqual({
      user: 'app',
      password: 's@cret',
      host: 'db2.local',
      port: 4212,
      database: 'ghanapay',
    });
  });

  it('defaults the port and target_session_attrs as libpq does, and handles IPv6 hosts', () => {
    const url = parseMultiHostUrl('postgresql://[::1]:6000,localhost/db');
    expect(url?.targetSessionAttrs).toBe('any');
    expect(url?.hosts).toEqual([
      { host: '::1', port: 6000 },
      { host: 'localhost', port: 5432 },
    ]);
    expect(url!.urlFor(url!.hosts[0]!)).toBe('postgresql://[::1]:6000/db');
  });

  it('leaves a one-host URL to node-postgres', () => {
    expect(parseMultiHostUrl('postgres://u:p@127.0.0.1:5432/db?target_session_attrs=read-write')).toBeNull();
    expect(parseMultiHostUrl('postgres://u:p@/db?host=/tmp')).toBeNull();
  });

  it('refuses a host list that cannot be right, and an attribute it would not honour', () => {
    expect(() => parseMultiHostUrl('postgres://h1:5432,/db')).toThrow(/not host\[:port\]/);
    expect(() => parseMultiHostUrl('postgres://h1:5432,h2:99999/db')).toThrow(/out of range/);
    expect(() => parseMultiHostUrl('postgres://h1,h2/db?target_session_attrs=standby')).toThrow(/not supported/);
  });
});

describe('isDatabaseUrl', () => {
  it('accepts one host or several, and refuses what is not a URL', () => {
    expect(isDatabaseUrl('postgres://u:p@127.0.0.1:5432/db')).toBe(true);
    expect(isDatabaseUrl('postgres://u:p@127.0.0.1:4211,127.0.0.1:4212/db?target_session_attrs=read-write')).toBe(true);
    expect(isDatabaseUrl('postgres://h1,h2/db?target_session_attrs=standby')).toBe(false);
    expect(isDatabaseUrl('not a url')).toBe(false);
  });
});
