/** What a person reads about their submission (the API's answers and the status list). */
export const KYC_SUBMIT_MESSAGES = {
  imageNotFound: 'Please upload your document photo and your selfie again',
  alreadyPending: 'Your documents are already under review. We will notify you when it is complete.',
  alreadyVerified: 'Your identity is already verified',
  samePicture:
    'Your document photo and your selfie are the same picture. Please upload a photo of your Ghana Card and take a separate selfie.',
  resubmitted: 'You have already submitted these photos. Please take a new photo of your Ghana Card and a new selfie.',
  busy: 'Identity checks are busy right now. Please try again in a minute.',
  verified: 'Your identity has been verified',
  pending: 'Your documents have been submitted for review. You will be notified when it is complete.',
  awaitingProvider:
    'We could not reach the National Identification Authority just now. Your documents are saved: we will finish the check and notify you.',
  rejected: 'We could not verify your identity from these photos. Please try again with a clear photo of your document and your face.',
  noMatch:
    'Your selfie does not match the photo the National Identification Authority holds for this Ghana Card. Please try again with a clear selfie of your own face.',
  notFound:
    'This Ghana Card number was not found at the National Identification Authority. Please check the number on your card and try again.',
  invalidNumber:
    'The National Identification Authority could not read this Ghana Card number. Please check the number on your card and try again.',
} as const;
