import { t } from '@lingui/core/macro';

/**
 * Payment codes the API signs: "ghanapay:pay:v1:<userId>:<username>:<signature>". A wire format, not the
 * product's name: codes already printed keep working whatever the app is called.
 */
const SIGNED_CODE_PREFIX = 'ghanapay:pay:';
/** Our checksummed person code, "ghanapay:pay?u=<username>&c=<crc>" (packages/ghqr person-qr.ts). */
const PERSON_CODE_PREFIX = 'ghanapay:pay?';
/**
 * Every EMVCo merchant-presented code starts with its Payload Format Indicator, ID 00 length 02
 * value "01" (EMV QRCPS Merchant-Presented Mode v1.1, 4.2.1 and 3.2): a shop's GhQR code, ours or
 * another network's.
 */
const EMV_PREFIX = '000201';

/**
 * `signed`: a signed person code (today's send flow, verified by social.verifyQrCode); `ghqr`: a
 * shop's GhQR code or a person code, read by money.readQr (which names the business, the person, or
 * another network); `foreign`: anything else.
 */
export type ScannedCode = { kind: 'signed'; payload: string } | { kind: 'ghqr'; payload: string } | { kind: 'foreign' };

/** A code from elsewhere (a URL, a Wi-Fi code) is refused here; a payment code still goes to the API to be checked. */
export function classifyScannedText(text: string | null | undefined): ScannedCode {
  const payload = text?.trim() ?? '';
  const lower = payload.toLowerCase();
  if (lower.startsWith(SIGNED_CODE_PREFIX)) return { kind: 'signed', payload };
  if (lower.startsWith(PERSON_CODE_PREFIX) || payload.startsWith(EMV_PREFIX)) return { kind: 'ghqr', payload };
  return { kind: 'foreign' };
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
      return t`Camera access was denied. Allow the camera for this site in your browser settings, or upload a picture of the code instead.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t`No camera was found on this device. Upload a picture of the code instead.`;
    case 'NotReadableError':
      return t`The camera is in use by another app. Close it and try again, or upload a picture of the code.`;
    default:
      return t`The camera could not start. Upload a picture of the code instead.`;
  }
}
