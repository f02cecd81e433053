// What the web's forms read without loading zod: '@ghanapay/validators/input'.
export * from './amount-input';
export { ghanaNetworkOf, type GhanaMobileNetwork } from './ghana-networks';
export { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from './language-names';
export { normalizeGhanaPhone } from './ghana-phone-normalize';
export * from './split-bill';
export * from './kyc-rules';
