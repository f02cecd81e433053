import { describe, expect, it } from 'vitest';
import { QrError } from './qr-error';
import { readTlv, writeTlv } from './tlv';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof QrError) return error.code;
    throw error;
  }
  return undefined;
}

describe('readTlv', () => {
  it('reads ID, length and value in order', () => {
    expect(readTlv('0002010102125904ABCD')).toEqual([
      { id: '00', value: '01' },
      { id: '01', value: '12' },
      { id: '59', value: 'ABCD' },
    ]);
  });

  it('counts characters, not bytes, as the specification does for its Chinese example', () => {
    expect(readTlv('0002ZH0104最佳运输0202北京')).toEqual([
      { id: '00', value: 'ZH' },
      { id: '01', value: '最佳运输' },
      { id: '02', value: '北京' },
    ]);
  });

  it('refuses a header that is not 4 digits, a zero length and a value past the end', () => {
    expect(codeOf(() => readTlv('0A0201'))).toBe('MALFORMED');
    expect(codeOf(() => readTlv('000201'.slice(0, 5)))).toBe('MALFORMED');
    expect(codeOf(() => readTlv('5900'))).toBe('MALFORMED');
    expect(codeOf(() => readTlv('5999short'))).toBe('MALFORMED');
  });

  it('says which field overran the code', () => {
    expect(() => readTlv('00020159991234')).toThrow(/field 59 says it is 99 characters long/);
  });
});

describe('writeTlv', () => {
  it('writes the length in characters, two digits', () => {
    expect(writeTlv('59', 'Kofi')).toBe('5904Kofi');
    expect(writeTlv('01', '最佳运输')).toBe('0104最佳运输');
  });

  it('refuses empty values and values over 99 characters', () => {
    expect(codeOf(() => writeTlv('59', ''))).toBe('INVALID_INPUT');
    expect(codeOf(() => writeTlv('59', 'x'.repeat(100)))).toBe('INVALID_INPUT');
  });
});
