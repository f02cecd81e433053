export { ProviderUnavailableError } from './provider-error';
export type { SmsMessage, SmsProvider, SmsReceipt } from './sms/sms-provider';
export { HubtelSmsProvider } from './sms/providers/hubtel/hubtel-provider';
export type { HubtelConfig } from './sms/providers/hubtel/types';
export type { EmailMessage, EmailProvider, EmailReceipt } from './email/email-provider';
export { SmtpEmailProvider } from './email/providers/smtp/smtp-provider';
export type { SmtpConfig } from './email/providers/smtp/types';
export type { RunningSimulator, SimulatedMessage } from './simulators/simulated-message';
export { startHubtelSimulator } from './simulators/hubtel-simulator';
export { startSmtpSimulator } from './simulators/smtp-simulator';
export { startDemoChannels, type RunningDemoChannels } from './simulators/demo-channels';
export {
  chooseEmailProvider,
  chooseSmsProvider,
  type ChosenProvider,
  type EmailChoice,
  type SimulatedChannels,
  type SmsChoice,
  type UnavailableChannel,
} from './channels';
export {
  namesMatch,
  type AccountVerifier,
  type BankAccountCheck,
  type MobileMoneyCheck,
  type MobileNetwork,
  type VerificationOutcome,
} from './account-verification/account-verifier';
export {
  createAccountVerifier,
  type AggregatorChoice,
  type MtnChoice,
  type SimulatedAccountProviders,
} from './account-verification/create-account-verifier';
export {
  startDemoAccountProviders,
  type DemoAccountProviderOptions,
  type RunningDemoAccountProviders,
} from './simulators/demo-account-providers';
export { readSimulatorRequest, serveSimulator, writeSimulatorResponse, type SimulatorHandler } from './simulators/http-simulator';
export { createMomoSimulator, type MomoSimulator, type MomoSimulatorOptions } from './simulators/momo-simulator';
export { createPaystackSimulator, type PaystackSimulator, type PaystackSimulatorOptions } from './simulators/paystack-simulator';
export type { SimulatedOrderView, SimulatorBooks, SimulatorControl } from './simulators/simulator-control';
export { FAULT_KINDS, parseFault, type SimulatorFault } from './simulators/simulator-faults';
export { MtnMomoPaymentClient } from './mobile-money/providers/mtn-momo/mtn-momo-payment-client';
export { MtnMomoCollectionRail, MtnMomoPayoutRail } from './mobile-money/providers/mtn-momo/mtn-momo-money-rails';
export type { MtnMomoConfig } from './mobile-money/providers/mtn-momo/types';
export { PaystackTransfers } from './banking/providers/paystack/paystack-transfers';
export type { CardTransactionCheck, CardOtpOutcome } from './banking/providers/paystack/paystack-checkout';
export type { CardChargeOutcome, SavedCardAuthorization } from './banking/providers/paystack/checkout-transform';
export type { PaystackConfig } from './banking/providers/paystack/types';
export type { MobileMoneyPayments, PaymentOrder, PaymentState } from './mobile-money/mobile-money-payments';
export { createMoneyRails } from './payouts/create-money-rails';
export type {
  CardRail,
  CollectionRailKey,
  CollectionOrder,
  CollectionOutcome,
  CollectionRail,
  CollectionSource,
  MoneyRails,
  OtpOutcome,
  PayoutDestination,
  PayoutOrder,
  PayoutRail,
  SubmitOutcome,
} from './payouts/money-rails';
export {
  submitAndWait,
  type IdentityCheck,
  type IdentityJobRef,
  type IdentityOutcome,
  type IdentityVerifier,
} from './identity/identity-verifier';
export { SmileIdProvider } from './identity/providers/smile-id/smile-id-provider';
export type { SmileIdConfig } from './identity/providers/smile-id/types';
export {
  createSmileIdSimulator,
  startSmileIdSimulator,
  type RunningSmileIdSimulator,
  type SmileIdSimulator,
} from './simulators/smile-id-simulator';
export { createIdentityVerifier, type SmileIdChoice } from './identity/create-identity-verifier';
export {
  BILL_SERVICES,
  BILL_SERVICE_KINDS,
  SERVICES_NEEDING_PHONE,
  isBillService,
  type BillBundle,
  type BillCallback,
  type BillCustomer,
  type BillPaymentOrder,
  type BillPaymentState,
  type BillPayments,
  type BillService,
  type BillStatus,
} from './bills/bill-payments';
export { BillOutcomeUnknownError, BillRefusedError } from './bills/bill-errors';
export { createBillPayments, type BillsChoice, type SimulatedBillProviders } from './bills/create-bill-payments';
export { HubtelCommissionProvider } from './bills/providers/hubtel/hubtel-commission-provider';
export type { HubtelCommissionConfig } from './bills/providers/hubtel/types';
export {
  createHubtelCommissionSimulator,
  type HubtelCommissionSimulator,
  type HubtelCommissionSimulatorOptions,
} from './simulators/hubtel-commission-simulator';
export type { PushMessage, PushOutcome, PushSender, PushSubscriptionTarget } from './push/push-sender';
export { pushEndpointRefusal } from './push/push-address';
export { WebPushSender, type WebPushSenderConfig } from './push/providers/web-push/web-push-sender';
export {
  createPushServiceSimulator,
  startPushServiceSimulator,
  type PushServiceSimulator,
  type ReceivedPush,
  type RunningPushServiceSimulator,
} from './simulators/push-service-simulator';
