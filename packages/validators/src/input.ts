// What the web's forms read without loading zod: '@ghanapay/validators/input'.
export * from './amount-input';
export { ghanaNetworkOf, type GhanaMobileNetwork } from './ghana-networks';
