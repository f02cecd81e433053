// What other features may use of merchants: the scan screen pays a shop whose code it read.
export { PayMerchantPanel } from './pay-merchant-panel';
