export { QrError, CHECKSUM_MISMATCH_MESSAGE, type QrErrorCode } from './qr-error';
export { generateMerchantQr, zMerchantQrInput, type MerchantQrInput } from './generate-merchant-qr';
export { generatePersonQr } from './person-qr';
export { toEmvCharacters } from './emv-text';
export { type ConvenienceFee } from './convenience-fee';
export { parseQr, type MerchantQr, type PersonQr, type ParsedQr } from './parse-qr';
export {
  decodeEmvPayload,
  MAX_PAYLOAD_LENGTH,
  type EmvMerchantPayload,
  type MerchantAccount,
  type AdditionalData,
} from './decode-emv-payload';
export { emvChecksum } from './emv-checksum';
export { OUR_GUID, OUR_TEMPLATE_ID, GHS_CURRENCY } from './our-network';
