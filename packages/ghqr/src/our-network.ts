/**
 * Our own merchant account template (EMVCo MPM §4.5.2: templates 26–51 carry a globally unique
 * identifier in subfield 00, which may be a reverse domain name). We write ID 26 with
 * 00 = "com.ghanapay" and 01 = the merchant id, and recognises a code as ours by that GUID in any
 * of 26–51 (another acquirer may place our template under a different ID beside its own).
 */
export const OUR_TEMPLATE_ID = '26';
export const OUR_GUID = 'com.ghanapay';
export const OUR_MERCHANT_ID_SUBFIELD = '01';

/** ISO 4217 numeric for the Ghana cedi, and ISO 3166 alpha-2 for Ghana. */
export const GHS_CURRENCY = '936';
export const GHANA_COUNTRY = 'GH';
