import { t } from '@lingui/core/macro';
/**
 * The merchant category codes a shop on the app is most likely to be: ISO 18245 codes (the MCC an
 * EMVCo code carries in its ID 52), named as people in Ghana call the trade.
 */
export const MERCHANT_CATEGORIES = [
  { value: '5411', label: 'Grocery and supermarket' },
  { value: '5812', label: 'Restaurant or chop bar' },
  { value: '5814', label: 'Fast food' },
  { value: '5499', label: 'Food store (provisions)' },
  { value: '5912', label: 'Pharmacy or chemist' },
  { value: '5999', label: 'Retail shop' },
  { value: '5699', label: 'Clothing and fabrics' },
  { value: '7230', label: 'Hair and beauty salon' },
  { value: '4121', label: 'Taxi or trotro' },
  { value: '5541', label: 'Fuel station' },
  { value: '4814', label: 'Phones and airtime' },
  { value: '7699', label: 'Repairs (artisan)' },
  { value: '8299', label: 'School fees' },
] as const;

/** "Restaurant or chop bar" for 5812; the bare code for one not in the list. */
export function categoryName(code: string): string {
  return MERCHANT_CATEGORIES.find((category) => category.value === code)?.label ?? t`Category ${code}`;
}
