import { QrError, malformed } from './qr-error';

/** One EMVCo data object: a 2-digit ID and its value. */
export interface TlvField {
  id: string;
  value: string;
}

/**
 * Reads a run of EMVCo data objects: ID (2 digits), length (2 digits, 01–99), value (EMVCo MPM §4.1,
 * §3.2). Lengths count characters, not bytes: the spec's example writes "0104最佳运输" (4 characters,
 * 12 UTF-8 bytes), so the text is walked by code point.
 */
export function readTlv(text: string): TlvField[] {
  const chars = Array.from(text);
  const fields: TlvField[] = [];
  let at = 0;
  while (at < chars.length) {
    const header = chars.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(header)) throw malformed(`a field header at position ${at + 1} is not 4 digits`);
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    if (length === 0) throw malformed(`field ${id} has length 00`);
    const end = at + 4 + length;
    if (end > chars.length) throw malformed(`field ${id} says it is ${length} characters long but the code ends first`);
    fields.push({ id, value: chars.slice(at + 4, end).join('') });
    at = end;
  }
  return fields;
}

/** Writes one data object; a value must be 1–99 characters. */
export function writeTlv(id: string, value: string): string {
  const length = Array.from(value).length;
  if (!/^\d{2}$/.test(id) || length < 1 || length > 99) {
    throw new QrError('INVALID_INPUT', `Field ${id} must be 1 to 99 characters (it is ${length})`);
  }
  return `${id}${String(length).padStart(2, '0')}${value}`;
}
