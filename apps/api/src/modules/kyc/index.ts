// What other code may call of kyc: its router (the root router), the image upload and the guarded
// read (the kyc-images gateway), the role setter (`pnpm user:role`), and the identity provider's
// wiring, retry job and callback.
export { kycRouter } from './kyc-router';
export { deleteKycImagesOf, readKycImageFor, storeKycImage } from './images/kyc-image-service';
export { KYC_IMAGE_MAX_BYTES } from './images/kyc-image';
export { setUserRole, USER_ROLES } from './review/user-role-repository';
export { identityFor } from './verification/identity-deps';
export { confirmIdentityJob, retryIdentityChecks } from './verification/identity-check';
