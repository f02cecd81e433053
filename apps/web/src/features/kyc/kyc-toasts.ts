import { showToast } from '../../lib/toast';

/** The document's KYC messages (sections 5 and 8), in one place. */
export const KYC_TOASTS = {
  missing: { title: 'Missing Information', message: 'Please select a document type and upload your document photo', destructive: true },
  biometricRequired: {
    title: 'Biometric Verification Required',
    message: 'Please complete the live capture and its verification, or upload a photo instead',
    destructive: true,
  },
  selfieRequired: { title: 'Selfie Required', message: 'Please upload a photo of your face', destructive: true },
  invalidFile: { title: 'Invalid File', message: 'Please select an image file', destructive: true },
  faceNotDetected: {
    title: 'Face Not Detected Properly',
    message: 'Centre your face in the frame, keep your eyes open and hold still',
    destructive: true,
  },
  validationFailed: {
    title: 'Biometric Validation Failed',
    message: 'We could not verify your face. Please try again.',
    destructive: true,
  },
  cameraRequired: { title: 'Camera Access Required', message: 'Please allow camera access for biometric verification', destructive: true },
  success: { title: 'Verification Successful', message: 'Your identity has been verified' },
  underReview: {
    title: 'Verification Under Review',
    message: 'Your documents are being reviewed. You will be notified when the review is complete.',
  },
} as const;

export function showKycToast(key: keyof typeof KYC_TOASTS): void {
  showToast(KYC_TOASTS[key]);
}
