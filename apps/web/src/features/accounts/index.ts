// What other features may use of linked accounts: the wallet home's connected-accounts pieces.
export { AddAccountDialog } from './add-account-dialog';
export { paymentAccountsQuery, useRefreshAccounts } from './accounts-queries';
export { ProfilePictureDialog } from './profile-picture-dialog';
export { RemoveAccountDialog } from './remove-account-dialog';
export { showAccountFailure } from './account-toasts';
export { VerificationBadge } from './verification-badge';
