import { lazy } from 'react';

// What other features may use of transfers. The dialogs load when first opened, so /me paints without them.
export const TransferToAccountDialog = lazy(() =>
  import('./transfer-to-account-dialog').then((m) => ({ default: m.TransferToAccountDialog })),
);
export const AddMoneyDialog = lazy(() => import('./add-money-dialog').then((m) => ({ default: m.AddMoneyDialog })));
export { ExternalTransfersList } from './external-transfers-list';
export { transferAnswerText } from './transfer-answer-text';
