/** Payment codes the API signs: "ghanapay:pay:v1:<userId>:<username>:<signature>". */
const GHANAPAY_PREFIX = 'ghanapay:pay:';

export const NOT_OURS_MESSAGE = 'This QR code is not a GhanaPay payment code.';

export type ScannedCode = { kind: 'ghanapay'; payload: string } | { kind: 'foreign' };

/** A code from elsewhere (a URL, a Wi-Fi code) is refused here; a GhanaPay one still goes to the API to check its signature. */
export function classifyScannedText(text: string | null | undefined): ScannedCode {
  const payload = text?.trim() ?? '';
  return payload.toLowerCase().startsWith(GHANAPAY_PREFIX) ? { kind: 'ghanapay', payload } : { kind: 'foreign' };
}

/** What to tell someone whose camera could not start. */
export function cameraErrorMessage(error: unknown): string {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera access was denied. Allow the camera for this site in your browser settings, or upload a picture of the code instead.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Upload a picture of the code instead.';
    case 'NotReadableError':
      return 'The camera is in use by another app. Close it and try again, or upload a picture of the code.';
    default:
      return 'The camera could not start. Upload a picture of the code instead.';
  }
}
