// What other code may call of kyc: its router (the root router), the image upload and the guarded
// read (the kyc-images gateway), and the role setter (`pnpm user:role`).
export { kycRouter } from './kyc-router';
export { readKycImageFor, storeKycImage } from './images/kyc-image-service';
export { KYC_IMAGE_MAX_BYTES } from './images/kyc-image';
export { setUserRole } from './review/user-role-repository';
