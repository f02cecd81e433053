import crc16ccitt from 'crc/calculators/crc16ccitt';

const utf8 = new TextEncoder();

/**
 * EMVCo MPM §4.7.3 (ID 63): CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no final
 * XOR) over every byte of the payload up to and including "6304", written as 4 upper-case hex
 * digits. `crc`'s crc16ccitt is exactly that model (its check value for "123456789" is 0x29B1).
 * The bytes are UTF-8, as the spec's own example (with Chinese text in ID 64) is computed: A13A.
 * The byte-array calculator is used rather than `crc16ccitt(string)`, which needs Node's Buffer and
 * would not run in the browser.
 */
export function emvChecksum(payloadThroughCrcHeader: string): string {
  return crc16ccitt(utf8.encode(payloadThroughCrcHeader)).toString(16).toUpperCase().padStart(4, '0');
}
