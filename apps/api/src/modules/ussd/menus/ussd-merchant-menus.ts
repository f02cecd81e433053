import { isCedisAmount, MAX_TRANSACTION_MESSAGE, MAX_TRANSACTION_PESEWAS, parseCedis } from '@ghanapay/money';
import { AppError } from '../../../errors';
import { merchantToPay } from '../../money';
import { BILL_CANCELLED_TEXT } from './ussd-bill-menus';
import type { Language } from '@ghanapay/validators';
import { translate } from '../../../i18n/translate';
import { ghs, gsmText } from './ussd-screens';
import type { MerchantChoice, UssdContext, UssdState } from './ussd-state';
import { ask, done, type UssdStep } from './ussd-steps';

// The steps of "8 Pay merchant" before the PIN; the PIN and the payment itself are ussd-menus.ts's
// `merchant-confirm` (withPin) and ussd-money.ts's payMerchantByUssd. A business name is at most 25
// printable ASCII characters (merchant.types.ts), so every screen fits whole.

const MERCHANT_ID_PROMPT = 'Enter the 6-digit merchant ID:';
const AMOUNT_PROMPT = 'Enter the amount in GHS:';
const CONFIRM_PROMPT = 'Enter your USSD PIN to confirm, or 0 to cancel:';

export function merchantIdMenu(language: Language): UssdStep {
  return ask({ menu: 'merchant-id' }, translate(language, 'ussd.payMerchant'));
}

/**
 * The merchant ID, then the business it names to confirm. The merchant service refuses an unknown
 * ID and the payer's own business in plain words; both are asked again. The amount is not known
 * yet (0 stands in for it): the PIN hop resolves the merchant again with the real amount.
 */
export async function merchantIdStep(ctx: UssdContext, userId: string, input: string): Promise<UssdStep> {
  const merchantId = input.trim();
  if (!/^\d{6}$/.test(merchantId)) return ask({ menu: 'merchant-id' }, `A merchant ID is 6 digits. ${MERCHANT_ID_PROMPT}`);
  try {
    const merchant = await merchantToPay(ctx.deps.db, userId, merchantId);
    return ask(
      { menu: 'merchant-name', merchantId, businessName: merchant.businessName },
      `Merchant ${merchantId}\n${merchant.businessName}, ${merchant.city}\n1 Confirm\n2 Cancel`,
    );
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'NOT_FOUND' && error.code !== 'VALIDATION_FAILED')) throw error;
    return ask({ menu: 'merchant-id' }, `${gsmText(error.message)}. ${MERCHANT_ID_PROMPT}`);
  }
}

/** 1 Confirm (the business is the one meant) / 2 Cancel. */
export function merchantNameStep(state: Extract<UssdState, { menu: 'merchant-name' }>, input: string): UssdStep {
  if (input === '2') return done(BILL_CANCELLED_TEXT);
  if (input !== '1') return ask(state, `Invalid choice. Pay ${state.businessName}?\n1 Confirm\n2 Cancel`);
  return ask({ menu: 'merchant-amount', ...choiceOf(state) }, `Pay ${state.businessName}\n${AMOUNT_PROMPT}`);
}

/** The amount (the per-transaction cap as the send menu's), then what is about to be paid and the PIN. */
export function merchantAmountStep(state: Extract<UssdState, { menu: 'merchant-amount' }>, input: string): UssdStep {
  const text = input.trim();
  const amount = isCedisAmount(text) ? parseCedis(text) : 0n;
  if (amount <= 0n) return ask(state, `Invalid amount. ${AMOUNT_PROMPT}`);
  if (amount > MAX_TRANSACTION_PESEWAS) return ask(state, gsmText(`${MAX_TRANSACTION_MESSAGE}. ${AMOUNT_PROMPT}`));
  return ask(
    { menu: 'merchant-confirm', amountPesewas: amount.toString(), ...choiceOf(state) },
    `Pay ${ghs(amount)} to ${state.businessName} (merchant ${state.merchantId})\n${CONFIRM_PROMPT}`,
  );
}

function choiceOf(state: MerchantChoice): MerchantChoice {
  return { merchantId: state.merchantId, businessName: state.businessName };
}
