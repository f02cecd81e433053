import { crc16ccitt } from 'crc';
import { describe, expect, it } from 'vitest';
import { emvChecksum } from './emv-checksum';
import { EMVCO_SPEC_EXAMPLE } from './emv-test-payloads';

describe('emvChecksum (CRC-16/CCITT-FALSE)', () => {
  it("gives the model's published check value for '123456789': 29B1", () => {
    expect(crc16ccitt('123456789')).toBe(0x29b1);
    expect(emvChecksum('123456789')).toBe('29B1');
  });

  it("reproduces the EMVCo specification example's checksum A13A over its UTF-8 bytes", () => {
    expect(emvChecksum(EMVCO_SPEC_EXAMPLE.slice(0, -4))).toBe('A13A');
  });

  it('writes four upper-case hex digits, zero-padded', () => {
    for (const text of ['', '6304', '000201', 'a'.repeat(50)]) expect(emvChecksum(text)).toMatch(/^[0-9A-F]{4}$/);
  });
});
