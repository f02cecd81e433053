// What other features may use of reversals: history shows the actions under each payment and links here.
export { PaymentReversalActions } from './payment-reversal-actions';
