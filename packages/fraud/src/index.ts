export * from './payment-features';
export * from './risk-display';
export * from './score-transaction';
export type { FiredSignal, SignalCode, SignalGroup } from './signals/fired-signal';
export {
  buildPaymentFeatures,
  featuresFromSummary,
  summarizeHistory,
  type HistorySummary,
  type OutgoingPayment,
  type PaymentFacts,
} from './build-payment-features';
export { FRAUD_REASON_KEYS, fraudReasonOf, type FraudReason, type FraudReasonKey } from './reason-keys';
