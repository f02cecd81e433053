import { describe, expect, it } from 'vitest';
import { haproxyConfig, pgbouncerConfig, pgbouncerUserlist } from './config-files';

describe('haproxyConfig', () => {
  const text = haproxyConfig({
    port: 4100,
    replicas: [
      { name: 'api1', port: 4101 },
      { name: 'api2', port: 4102 },
    ],
  });

  it('listens on loopback only and balances round-robin over every replica with a /health check', () => {
    expect(text).toContain('bind 127.0.0.1:4100');
    expect(text).toContain('balance roundrobin');
    expect(text).toContain('option httpchk GET /health');
    expect(text).toMatch(/server api1 127\.0\.0\.1:4101 check inter 1000ms fall 3/);
    expect(text).toMatch(/server api2 127\.0\.0\.1:4102 check inter 1000ms fall 3/);
    expect(text).not.toMatch(/bind (\*|0\.0\.0\.0)/);
  });

  it('retries only connection failures on another replica, and names the replica in every answer', () => {
    expect(text).toContain('retry-on conn-failure empty-response');
    expect(text).toContain('option redispatch 1');
    expect(text).toContain('http-response set-header X-Served-By %s');
  });
});

describe('pgbouncerConfig', () => {
  const base = {
    port: 4117,
    database: 'ghanapay',
    upstreamPort: 4116,
    upstreamPassword: 'upstream-secret',
    poolSize: 20,
    authFile: '/tmp/x/users.txt',
    pidFile: '/tmp/x/pgbouncer.pid',
    logFile: '/tmp/x/pgbouncer.log',
    socketDir: '/tmp/x',
  };

  it('writes the pool mode asked for and points at the loopback PostgreSQL', () => {
    expect(pgbouncerConfig({ ...base, mode: 'transaction' })).toContain('pool_mode = transaction');
    const session = pgbouncerConfig({ ...base, mode: 'session' });
    expect(session).toContain('pool_mode = session');
    expect(session).toContain('ghanapay = host=127.0.0.1 port=4116 dbname=ghanapay user=postgres');
    expect(session).toContain('listen_addr = 127.0.0.1');
    expect(session).toContain('listen_port = 4117');
  });

  it('quotes every user in the auth file', () => {
    expect(pgbouncerUserlist([{ name: 'postgres', password: 'postgres' }])).toBe('"postgres" "postgres"\n');
  });
});
