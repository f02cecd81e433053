import { crc16ccitt } from 'crc';
import { TlvParserService, getCrcInfo, parseQR, QRParseMode } from 'emvco-qr-sdk';

/**
 * EMVCo MPM v1.1, Appendix A: the specification's own example payload (CNY, with a Chinese
 * language template in ID 64). Its checksum A13A is reproduced by every implementation we checked.
 */
export const EMVCO_SPEC_EXAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN' +
  '5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***' +
  '0708A60086670902ME91320016A0112233449988770708123456786304A13A';

/** One data object, written by hand here so the tests do not lean on the code under test. */
export function tlv(id: string, value: string): string {
  return `${id}${String(Array.from(value).length).padStart(2, '0')}${value}`;
}

/** Appends "6304" and a checksum computed with `crc` directly (UTF-8 bytes). */
export function withChecksum(body: string): string {
  const through = `${body}6304`;
  return through + crc16ccitt(Buffer.from(through, 'utf8')).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A static GHS code of another acquirer. The GUID "gh.com.examplebank" is invented for the test:
 * GhIPSS does not publish acquirers' GUIDs.
 */
export const OTHER_NETWORK_STATIC = withChecksum(
  tlv('00', '01') +
    tlv('01', '11') +
    tlv('26', tlv('00', 'gh.com.examplebank') + tlv('01', '4455667788')) +
    tlv('52', '5411') +
    tlv('53', '936') +
    tlv('58', 'GH') +
    tlv('59', 'Makola Provisions') +
    tlv('60', 'Accra') +
    tlv('62', tlv('07', 'TILL-3')),
);

export interface IndependentReading {
  checksumValid: boolean;
  fields: Record<string, string>;
  subfields: (id: string) => Record<string, string>;
}

/**
 * Reads a payload with emvco-qr-sdk (MIT, an EMVCo MPM reader independent of ours). Its checksum
 * takes `charCodeAt` as the byte, which is right for the ASCII our generator writes but not for
 * non-ASCII text, so it is only asked about our own payloads.
 */
export function readIndependently(payload: string): IndependentReading {
  const entities = parseQR(payload, { parseMode: QRParseMode.TLV, recursiveParsing: false }) as {
    tag: string;
    value: string;
  }[];
  const fields = Object.fromEntries(entities.map((entity) => [entity.tag, entity.value]));
  return {
    checksumValid: getCrcInfo(payload, entities as never).isValid,
    fields,
    subfields: (id) => Object.fromEntries(TlvParserService.parse(fields[id] ?? '', false).map((entity) => [entity.tag, entity.value])),
  };
}
