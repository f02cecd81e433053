import { describe, expect, it } from 'vitest';
import { addressGroupOf } from './address-group';

describe('addressGroupOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroupOf('203.0.113.7')).toBe('203.0.113.7');
  });
  it('counts every address of one IPv6 /64 as one (the attack: a fresh address per request)', () => {
    const a = addressGroupOf('2001:db8:1234:5678::1');
    const b = addressGroupOf('2001:0db8:1234:5678:ffff:eeee:dddd:cccc');
    expect(a).toBe('2001:db8:1234:5678::/64');
    expect(b).toBe(a);
    expect(addressGroupOf('2001:db8:1234:5679::1')).not.toBe(a);
  });
  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressGroupOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroupOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });
  it('handles the loopback and a zone id', () => {
    expect(addressGroupOf('::1')).toBe('0:0:0:0::/64');
    expect(addressGroupOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
