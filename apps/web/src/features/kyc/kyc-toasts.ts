import { t } from '@lingui/core/macro';
import { showToast } from '../../lib/toast';

/** The document's KYC messages (sections 5 and 8), in one place, in the active language. */
export function kycToasts() {
  return {
    missing: { title: t`Missing Information`, message: t`Please select a document type and upload your document photo`, destructive: true },
    biometricRequired: {
      title: t`Biometric Verification Required`,
      message: t`Please complete the live capture and its verification, or upload a photo instead`,
      destructive: true,
    },
    selfieRequired: { title: t`Selfie Required`, message: t`Please upload a photo of your face`, destructive: true },
    invalidFile: { title: t`Invalid File`, message: t`Please select an image file`, destructive: true },
    faceNotDetected: {
      title: t`Face Not Detected Properly`,
      message: t`Centre your face in the frame, keep your eyes open and hold still`,
      destructive: true,
    },
    validationFailed: {
      title: t`Biometric Validation Failed`,
      message: t`We could not verify your face. Please try again.`,
      destructive: true,
    },
    cameraRequired: {
      title: t`Camera Access Required`,
      message: t`Please allow camera access for biometric verification`,
      destructive: true,
    },
    success: { title: t`Verification Successful`, message: t`Your identity has been verified` },
    underReview: {
      title: t`Verification Under Review`,
      message: t`Your documents are being reviewed. You will be notified when the review is complete.`,
    },
  } as const;
}

export function showKycToast(key: keyof ReturnType<typeof kycToasts>): void {
  showToast(kycToasts()[key]);
}
