import { describe, expect, it } from 'vitest';
import { faceIdErrorMessage } from './webauthn-errors';

function named(name: string, message = 'x') {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('faceIdErrorMessage', () => {
  it('maps browser refusals to the spec texts', () => {
    expect(faceIdErrorMessage(named('NotSupportedError'))).toBe('Biometric authentication is not supported on this device');
    expect(faceIdErrorMessage(new Error('WebAuthn is not supported in this browser'))).toBe(
      'Biometric authentication is not supported on this device',
    );
    expect(faceIdErrorMessage(named('AbortError'))).toBe('Biometric authentication was aborted');
    expect(faceIdErrorMessage(named('NotAllowedError', 'The operation either timed out or was not allowed.'))).toBe(
      'Please try again or use password login',
    );
  });

  it('asks to refresh when the server no longer knows the challenge', () => {
    expect(faceIdErrorMessage(new Error('Authentication challenge expired'))).toBe(
      'Session expired. Please refresh the page and try again.',
    );
  });

  it("shows the server's own message otherwise", () => {
    expect(faceIdErrorMessage(new Error('Passkey not recognised'))).toBe('Passkey not recognised');
    expect(faceIdErrorMessage('weird')).toBe('Please try again or use password login');
  });
});
