import { msg, t } from '@lingui/core/macro';
/**
 * The merchant category codes a shop on the app is most likely to be: ISO 18245 codes (the MCC an
 * EMVCo code carries in its ID 52), named as people in Ghana call the trade.
 */
export const MERCHANT_CATEGORIES = [
  { value: '5411', label: msg`Grocery and supermarket` },
  { value: '5812', label: msg`Restaurant or chop bar` },
  { value: '5814', label: msg`Fast food` },
  { value: '5499', label: msg`Food store (provisions)` },
  { value: '5912', label: msg`Pharmacy or chemist` },
  { value: '5999', label: msg`Retail shop` },
  { value: '5699', label: msg`Clothing and fabrics` },
  { value: '7230', label: msg`Hair and beauty salon` },
  { value: '4121', label: msg`Taxi or trotro` },
  { value: '5541', label: msg`Fuel station` },
  { value: '4814', label: msg`Phones and airtime` },
  { value: '7699', label: msg`Repairs (artisan)` },
  { value: '8299', label: msg`School fees` },
];

/** "Restaurant or chop bar" for 5812; the bare code for one not in the list. */
export function categoryName(code: string): string {
  const label = MERCHANT_CATEGORIES.find((category) => category.value === code)?.label;
  return label ? t(label) : t`Category ${code}`;
}
