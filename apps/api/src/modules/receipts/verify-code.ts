/**
 * A receipt's verify code: the receipt's facts and an Ed25519 signature over them, in bytes, as
 * base64url (RFC 4648 §5, no padding) so it sits in a URL path and a QR code as it is.
 *
 *   version(1) keyId(3) kindTag(1) sourceId(varint | 16-byte UUID) amountPesewas(varint)
 *   completedAt(uint32, seconds since 1970 UTC) status(1) signature(64)
 *
 * The signature covers SIGNING_CONTEXT followed by every byte before it. A transfer's code is 94
 * bytes, 126 characters: with the /verify/ URL a QR of version 8 at level M, which a cheap camera
 * reads. The shape follows compact signed tokens such as PASETO's v4.public (Ed25519, base64url),
 * packed in binary instead of JSON to keep the QR small.
 */
const VERIFY_CODE_VERSION = 1;
export const KEY_ID_BYTES = 3;
const SIGNATURE_BYTES = 64;
const SIGNING_CONTEXT = Buffer.from('GhanaPay receipt\0', 'latin1');
/** Longer than any code this format makes: anything longer is refused before decoding. */
const MAX_VERIFY_CODE_LENGTH = 200;

export type ReceiptIdFormat = 'integer' | 'uuid';

/** What a code says, signature aside. */
export interface VerifyCodeFacts {
  keyId: Buffer;
  kindTag: number;
  sourceId: string;
  amountPesewas: bigint;
  /** Whole seconds. */
  completedAt: Date;
  statusCode: number;
}

export interface DecodedVerifyCode {
  facts: VerifyCodeFacts;
  /** The bytes the signature covers (context included). */
  signed: Buffer;
  signature: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function writeVarint(value: bigint): number[] {
  if (value < 0n) throw new RangeError('A receipt number cannot be negative');
  const out: number[] = [];
  let rest = value;
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    out.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return out;
}

function encodeSourceId(sourceId: string, format: ReceiptIdFormat): number[] {
  if (format === 'uuid') {
    if (!UUID.test(sourceId)) throw new RangeError(`Not a UUID: ${sourceId}`);
    return [...Buffer.from(sourceId.replace(/-/g, ''), 'hex')];
  }
  if (!/^\d{1,19}$/.test(sourceId)) throw new RangeError(`Not a receipt number: ${sourceId}`);
  return writeVarint(BigInt(sourceId));
}

/** The bytes a code's signature covers, and those it carries before the signature. */
export function verifyCodeBody(facts: VerifyCodeFacts, idFormat: ReceiptIdFormat): { body: Buffer; signed: Buffer } {
  const seconds = Math.floor(facts.completedAt.getTime() / 1000);
  if (facts.keyId.length !== KEY_ID_BYTES) throw new RangeError('A key id is 3 bytes');
  const time = Buffer.alloc(4);
  time.writeUInt32BE(seconds);
  const body = Buffer.from([
    VERIFY_CODE_VERSION,
    ...facts.keyId,
    facts.kindTag,
    ...encodeSourceId(facts.sourceId, idFormat),
    ...writeVarint(facts.amountPesewas),
    ...time,
    facts.statusCode,
  ]);
  return { body, signed: Buffer.concat([SIGNING_CONTEXT, body]) };
}

export function joinVerifyCode(body: Buffer, signature: Buffer): string {
  return Buffer.concat([body, signature]).toString('base64url');
}

/** Reads bytes in order; every read past the end throws, which the decoder turns into null. */
class Reader {
  private at = 0;
  constructor(private readonly bytes: Buffer) {}
  byte(): number {
    if (this.at >= this.bytes.length) throw new RangeError('short');
    return this.bytes[this.at++]!;
  }
  take(count: number): Buffer {
    if (this.at + count > this.bytes.length) throw new RangeError('short');
    const out = this.bytes.subarray(this.at, this.at + count);
    this.at += count;
    return out;
  }
  varint(): bigint {
    let value = 0n;
    for (let shift = 0n; shift < 64n; shift += 7n) {
      const b = this.byte();
      value |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) {
        // One spelling per number: a padded varint ("0x80 0x00") would let one receipt have two codes.
        if (b === 0 && shift > 0n) throw new RangeError('padded');
        return value;
      }
    }
    throw new RangeError('too long');
  }
  get offset(): number {
    return this.at;
  }
}

/**
 * The code's facts and signature, or null when it is not a code of this format (wrong characters,
 * cut short, an unknown kind or version, bytes left over). A null never says why: to whoever checks a
 * receipt, every such code is simply not genuine.
 */
export function decodeVerifyCode(code: string, idFormatOf: (kindTag: number) => ReceiptIdFormat | undefined): DecodedVerifyCode | null {
  if (code.length === 0 || code.length > MAX_VERIFY_CODE_LENGTH || !BASE64URL.test(code)) return null;
  const bytes = Buffer.from(code, 'base64url');
  // Node ignores stray trailing bits; a code that does not round-trip is not the one we issued.
  if (bytes.toString('base64url') !== code || bytes.length <= SIGNATURE_BYTES) return null;
  const body = bytes.subarray(0, bytes.length - SIGNATURE_BYTES);
  const signature = bytes.subarray(bytes.length - SIGNATURE_BYTES);
  try {
    const read = new Reader(body);
    if (read.byte() !== VERIFY_CODE_VERSION) return null;
    const keyId = Buffer.from(read.take(KEY_ID_BYTES));
    const kindTag = read.byte();
    const idFormat = idFormatOf(kindTag);
    if (!idFormat) return null;
    const sourceId = idFormat === 'uuid' ? uuidOf(read.take(16)) : read.varint().toString();
    const amountPesewas = read.varint();
    const completedAt = new Date(read.take(4).readUInt32BE() * 1000);
    const statusCode = read.byte();
    if (read.offset !== body.length) return null;
    return {
      facts: { keyId, kindTag, sourceId, amountPesewas, completedAt, statusCode },
      signed: Buffer.concat([SIGNING_CONTEXT, body]),
      signature: Buffer.from(signature),
    };
  } catch {
    return null;
  }
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
