import { msg, t } from '@lingui/core/macro';
const FACE_ID = {
  notSupported: msg`Biometric authentication is not supported on this device`,
  aborted: msg`Biometric authentication was aborted`,
  expired: msg`Session expired. Please refresh the page and try again.`,
  fallback: msg`Please try again or use password login`,
};

/**
 * The spec's "Face ID login failed" descriptions. Browser errors arrive by name (SimpleWebAuthn keeps
 * the DOMException's name); server errors carry their own message, except an expired challenge.
 */
export function faceIdErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (name === 'NotSupportedError' || /not supported/i.test(message)) return t(FACE_ID.notSupported);
  if (name === 'AbortError') return t(FACE_ID.aborted);
  if (/challenge|expired/i.test(message)) return t(FACE_ID.expired);
  // Cancelled, timed out, or no passkey for this site: the browser's wording means little to people.
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'InvalidStateError') return t(FACE_ID.fallback);
  return message || t(FACE_ID.fallback);
}
