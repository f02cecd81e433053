// What other modules may use of settings: what a signed-in app applies everywhere (the saved
// appearance, money-received alerts when push notifications are on).
export { usePaymentAlerts } from './use-payment-alerts';
export { useSavedAppearance } from './use-saved-appearance';
