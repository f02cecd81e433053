import { describe, expect, it } from 'vitest';
import { ghanaNetworkOf } from './ghana-networks';

describe('ghanaNetworkOf', () => {
  it.each([
    ['0241234567', 'MTN'],
    ['+233551234567', 'MTN'],
    ['059 123 4567', 'MTN'],
    ['0201234567', 'TELECEL'],
    ['233501234567', 'TELECEL'],
    ['0261234567', 'AIRTELTIGO'],
    ['+233571234567', 'AIRTELTIGO'],
  ])('reads the network of %j from its prefix', (phone, network) => {
    expect(ghanaNetworkOf(phone)).toBe(network);
  });

  it('knows no network for a landline or an unused range', () => {
    expect(ghanaNetworkOf('0302123456')).toBeNull();
    expect(ghanaNetworkOf('0111111111')).toBeNull();
  });
});
