import { describe, expect, it } from 'vitest';
import { FACE_ID, faceIdErrorMessage } from './webauthn-errors';

function named(name: string, message = 'x') {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('faceIdErrorMessage', () => {
  it('maps browser refusals to the spec texts', () => {
    expect(faceIdErrorMessage(named('NotSupportedError'))).toBe(FACE_ID.notSupported);
    expect(faceIdErrorMessage(new Error('WebAuthn is not supported in this browser'))).toBe(FACE_ID.notSupported);
    expect(faceIdErrorMessage(named('AbortError'))).toBe(FACE_ID.aborted);
    expect(faceIdErrorMessage(named('NotAllowedError', 'The operation either timed out or was not allowed.'))).toBe(FACE_ID.fallback);
  });

  it('asks to refresh when the server no longer knows the challenge', () => {
    expect(faceIdErrorMessage(new Error('Authentication challenge expired'))).toBe(FACE_ID.expired);
  });

  it("shows the server's own message otherwise", () => {
    expect(faceIdErrorMessage(new Error('Passkey not recognised'))).toBe('Passkey not recognised');
    expect(faceIdErrorMessage('weird')).toBe(FACE_ID.fallback);
  });
});
