export { ProviderUnavailableError } from './provider-error';
export type { SmsMessage, SmsProvider, SmsReceipt } from './sms/sms-provider';
export { HubtelSmsProvider } from './sms/providers/hubtel/hubtel-provider';
export type { HubtelConfig } from './sms/providers/hubtel/types';
