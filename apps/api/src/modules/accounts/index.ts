// What other modules and the server may call of accounts: its router (the root router) and the
// stored profile pictures (the profile-images gateway), the verifier main builds and the sweep the
// job queue runs. The money-in-and-out issue will add the
// lookups of a user's active accounts here.
export { accountsRouter } from './accounts-router';
export { accountVerifierFor } from './verification/create-account-verifier';
export { settlePendingVerifications, verifyPendingAccounts } from './verification/verify-accounts';
export { findProfileImage } from './profile-picture/profile-image-repository';
export { PROFILE_IMAGE_MAX_BYTES } from './profile-picture/profile-image';
// A card check's webhook (charge.success) completes it as a return to /cards would.
export { CARD_CHECK_PREFIX, completeCardCheckout } from './cards/card-checkout-service';
// The minute job gives back a card check's ₵1.00 that Paystack could not take back at completion.
export { refundCardChecks } from './cards/card-check-refunds';
