/**
 * The only error `parseQr` and the generators throw. `code` is stable (the API maps it, tests assert
 * it); `message` is written for the person holding the phone.
 */
export type QrErrorCode =
  | 'NOT_A_PAYMENT_CODE'
  | 'TOO_LONG'
  | 'MALFORMED'
  | 'CHECKSUM_MISMATCH'
  | 'MISSING_FIELD'
  | 'UNSUPPORTED_CURRENCY'
  | 'INVALID_AMOUNT'
  | 'INVALID_PERSON_CODE'
  | 'INVALID_INPUT';

export class QrError extends Error {
  readonly code: QrErrorCode;

  constructor(code: QrErrorCode, message: string) {
    super(message);
    this.name = 'QrError';
    this.code = code;
  }
}

export const CHECKSUM_MISMATCH_MESSAGE = 'This code is damaged or altered (its checksum does not match)';

export function malformed(detail: string): QrError {
  return new QrError('MALFORMED', `This is not a valid payment code (${detail})`);
}
