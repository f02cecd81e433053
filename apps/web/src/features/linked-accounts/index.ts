import { lazy } from 'react';

// What other features may use of linked accounts: the wallet home's connected-accounts pieces. The
// dialogs load when first opened (they bring Mantine's Modal, Select and the forms' rules), so the
// wallet home paints without them.
export const AddAccountDialog = lazy(() => import('./add-account-dialog').then((m) => ({ default: m.AddAccountDialog })));
export const ProfilePictureDialog = lazy(() => import('./profile-picture-dialog').then((m) => ({ default: m.ProfilePictureDialog })));
export const RemoveAccountDialog = lazy(() => import('./remove-account-dialog').then((m) => ({ default: m.RemoveAccountDialog })));
export { cardsQuery, paymentAccountsQuery, useRefreshAccounts } from './linked-accounts-queries';
export { showAccountFailure } from './account-toasts';
export { VerificationBadge } from './verification-badge';
