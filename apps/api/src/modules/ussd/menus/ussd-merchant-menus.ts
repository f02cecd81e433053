import { isCedisAmount, MAX_TRANSACTION_PESEWAS, parseCedis } from '@ghanapay/money';
import { AppError } from '../../../errors';
import { merchantToPay } from '../../money';
import type { Language } from '@ghanapay/validators';
import { translate } from '../../../i18n/translate';
import { amountTooLargeText, ghs, say } from './ussd-screens';
import { ussdErrorText } from './ussd-errors';
import type { MerchantChoice, UssdContext, UssdState } from './ussd-state';
import { ask, done, type UssdStep } from './ussd-steps';

// The steps of "8 Pay merchant" before the PIN; the PIN and the payment itself are ussd-menus.ts's
// `merchant-confirm` (withPin) and ussd-money.ts's payMerchantByUssd. A business name is at most 25
// printable ASCII characters (merchant.types.ts), so every screen fits whole.

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
  if (!/^\d{6}$/.test(merchantId)) return ask({ menu: 'merchant-id' }, say(ctx, 'ussd.merchantIdInvalid'));
  try {
    const merchant = await merchantToPay(ctx.deps.db, userId, merchantId);
    return ask(
      { menu: 'merchant-name', merchantId, businessName: merchant.businessName },
      say(ctx, 'ussd.merchantConfirm', { id: merchantId, name: merchant.businessName, city: merchant.city }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'NOT_FOUND' && error.code !== 'VALIDATION_FAILED')) throw error;
    return ask(
      { menu: 'merchant-id' },
      say(ctx, 'ussd.merchantRefused', { reason: ussdErrorText(ctx.language, error).replace(/\.$/, '') }),
    );
  }
}

/** 1 Confirm (the business is the one meant) / 2 Cancel. */
export function merchantNameStep(ctx: UssdContext, state: Extract<UssdState, { menu: 'merchant-name' }>, input: string): UssdStep {
  if (input === '2') return done(say(ctx, 'ussd.billCancelled'));
  if (input !== '1') return ask(state, say(ctx, 'ussd.merchantNameAgain', { name: state.businessName }));
  return ask({ menu: 'merchant-amount', ...choiceOf(state) }, say(ctx, 'ussd.merchantAmount', { name: state.businessName }));
}

/** The amount (the per-transaction cap as the send menu's), then what is about to be paid and the PIN. */
export function merchantAmountStep(ctx: UssdContext, state: Extract<UssdState, { menu: 'merchant-amount' }>, input: string): UssdStep {
  const text = input.trim();
  const amount = isCedisAmount(text) ? parseCedis(text) : 0n;
  if (amount <= 0n) return ask(state, say(ctx, 'ussd.invalidAmount'));
  if (amount > MAX_TRANSACTION_PESEWAS) return ask(state, amountTooLargeText(ctx));
  return ask(
    { menu: 'merchant-confirm', amountPesewas: amount.toString(), ...choiceOf(state) },
    say(ctx, 'ussd.merchantPayConfirm', { amount: ghs(amount), name: state.businessName, id: state.merchantId }),
  );
}

function choiceOf(state: MerchantChoice): MerchantChoice {
  return { merchantId: state.merchantId, businessName: state.businessName };
}
