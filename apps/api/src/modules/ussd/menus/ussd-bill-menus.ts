import { isCedisAmount, parseCedis, toCedisString } from '@ghanapay/money';
import { ghanaNetworkOf, normalizeGhanaPhone, type Language } from '@ghanapay/validators';
import { AppError } from '../../../errors';
import { BILLERS, findBiller, lookupCustomer, zCustomerNumber, type Biller } from '../../money';
import { translate } from '../../../i18n/translate';
import { ghs, localPhone, MORE_INPUT, paginate, say, short } from './ussd-screens';
import type { BillChoice, UssdContext, UssdState } from './ussd-state';
import { ask, done, failed, type UssdStep } from './ussd-steps';

// The steps of "6 Airtime" and "7 Pay bill" before the PIN; the PIN and the payment itself are
// ussd-menus.ts's `bill-confirm` (withPin) and ussd-money.ts's payBillByUssd.

/** The billers "Pay bill" lists: those paid against a customer number whose holder's name is confirmed first. */
const BILL_BILLERS: readonly Biller[] = BILLERS.filter((b) => b.needsLookup);
function billerPages(language: Language): string[] {
  return paginate(
    language,
    translate(language, 'ussd.payBillHeader'),
    BILL_BILLERS.map((b, i) => `${i + 1} ${b.name}`),
  );
}

export function airtimeMenu(language: Language): UssdStep {
  return ask({ menu: 'airtime-whom' }, translate(language, 'ussd.airtimeMenu'));
}

export function billersMenu(language: Language, page = 0): UssdStep {
  return ask({ menu: 'billers', page }, billerPages(language)[page]!);
}

/** 1 My number / 2 Other number. */
export function airtimeWhomStep(ctx: UssdContext, input: string): UssdStep {
  if (input === '1') return airtimeFor(ctx, ctx.phone);
  if (input === '2') return ask({ menu: 'airtime-phone' }, say(ctx, 'ussd.airtimePhone'));
  return ask({ menu: 'airtime-whom' }, `${say(ctx, 'ussd.invalidChoice')}\n${say(ctx, 'ussd.airtimeMenu')}`);
}

export function airtimePhoneStep(ctx: UssdContext, input: string): UssdStep {
  const phone = normalizeGhanaPhone(input);
  if (!phone) return ask({ menu: 'airtime-phone' }, say(ctx, 'ussd.airtimeInvalidPhone'));
  return airtimeFor(ctx, phone);
}

/** The number's prefix names its network, and the network its airtime biller. */
function airtimeFor(ctx: UssdContext, phone: string): UssdStep {
  const network = ghanaNetworkOf(phone);
  const biller = BILLERS.find((b) => b.kind === 'airtime' && b.network === network);
  if (!biller) return failed(say(ctx, 'ussd.airtimeNotSold'));
  return amountPrompt(ctx, { flow: 'airtime', billerId: biller.id, customerNumber: localPhone(phone), customerName: null });
}

export function billersStep(ctx: UssdContext, state: Extract<UssdState, { menu: 'billers' }>, input: string): UssdStep {
  const pages = billerPages(ctx.language);
  if (input === MORE_INPUT && state.page < pages.length - 1) return billersMenu(ctx.language, state.page + 1);
  const biller = /^\d{1,2}$/.test(input) ? BILL_BILLERS[Number(input) - 1] : undefined;
  if (!biller) return ask(state, `${say(ctx, 'ussd.invalidChoice')}\n${pages[state.page]}`);
  return ask({ menu: 'bill-number', billerId: biller.id }, numberPrompt(ctx, biller));
}

/** The customer number, then its holder's name from the biller (through the aggregator) to confirm. */
export async function billNumberStep(
  ctx: UssdContext,
  state: Extract<UssdState, { menu: 'bill-number' }>,
  input: string,
): Promise<UssdStep> {
  const biller = billerOf(state.billerId);
  const parsed = zCustomerNumber.safeParse(input);
  if (!parsed.success || parsed.data.startsWith('+'))
    return ask(state, say(ctx, 'ussd.billNumberInvalid', { prompt: numberPrompt(ctx, biller) }));
  const customerNumber = parsed.data;
  try {
    const found = await lookupCustomer(ctx.deps, biller.id, customerNumber, ctx.phone);
    return ask(
      { menu: 'bill-name', billerId: biller.id, customerNumber, customerName: found.customerName },
      say(ctx, 'ussd.billNameConfirm', { biller: biller.name, number: customerNumber, name: short(found.customerName, 70) }),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'VALIDATION_FAILED') {
      return ask(
        state,
        say(ctx, 'ussd.billNoCustomer', { biller: biller.name, number: customerNumber, prompt: numberPrompt(ctx, biller) }),
      );
    }
    return failed(say(ctx, 'ussd.billerUnreachable', { biller: biller.name }));
  }
}

/** 1 Confirm (the name is right) / 2 Cancel. */
export function billNameStep(ctx: UssdContext, state: Extract<UssdState, { menu: 'bill-name' }>, input: string): UssdStep {
  if (input === '2') return done(say(ctx, 'ussd.billCancelled'));
  if (input !== '1') return ask(state, say(ctx, 'ussd.billNameAgain', { name: short(state.customerName, 70) }));
  return amountPrompt(ctx, {
    flow: 'bill',
    billerId: state.billerId,
    customerNumber: state.customerNumber,
    customerName: state.customerName,
  });
}

/** The amount, within the biller's bounds, then what is about to be paid and the PIN. */
export function billAmountStep(ctx: UssdContext, state: Extract<UssdState, { menu: 'bill-amount' }>, input: string): UssdStep {
  const biller = billerOf(state.billerId);
  const text = input.trim();
  const amount = isCedisAmount(text) ? parseCedis(text) : 0n;
  if (amount <= 0n) return ask(state, say(ctx, 'ussd.invalidAmountThen', { prompt: amountText(ctx, biller) }));
  if (amount < biller.minPesewas || amount > biller.maxPesewas) {
    const bounds = { biller: biller.name, min: ghs(biller.minPesewas), max: ghs(biller.maxPesewas) };
    return ask(state, say(ctx, 'ussd.billBounds', { ...bounds, prompt: amountText(ctx, biller) }));
  }
  const choice: BillChoice = {
    flow: state.flow,
    billerId: state.billerId,
    customerNumber: state.customerNumber,
    customerName: state.customerName,
  };
  const values = { amount: ghs(amount), biller: biller.name, number: state.customerNumber };
  const confirm =
    state.flow === 'airtime'
      ? say(ctx, 'ussd.airtimeConfirm', values)
      : say(ctx, 'ussd.billConfirm', { ...values, holder: state.customerName ? ` (${short(state.customerName, 40)})` : '' });
  return ask({ menu: 'bill-confirm', amountPesewas: amount.toString(), ...choice }, confirm);
}

function amountPrompt(ctx: UssdContext, choice: BillChoice): UssdStep {
  const biller = billerOf(choice.billerId);
  const prompt = amountText(ctx, biller);
  return ask(
    { menu: 'bill-amount', ...choice },
    say(ctx, 'ussd.billAmountHeader', { biller: biller.name, number: choice.customerNumber, prompt }),
  );
}

function amountText(ctx: UssdContext, biller: Biller): string {
  return say(ctx, 'ussd.billAmountPrompt', { min: toCedisString(biller.minPesewas), max: toCedisString(biller.maxPesewas) });
}

/** "Enter the DStv smartcard number:" (an acronym such as IUC keeps its capitals). */
function numberPrompt(ctx: UssdContext, biller: Biller): string {
  const label = /^[A-Z][a-z]/.test(biller.customerNumberLabel)
    ? biller.customerNumberLabel[0]!.toLowerCase() + biller.customerNumberLabel.slice(1)
    : biller.customerNumberLabel;
  return say(ctx, 'ussd.billNumberPrompt', { biller: biller.name, label });
}

/** A biller id kept in the session is one of ours (the state is written only by these steps). */
function billerOf(id: string): Biller {
  const biller = findBiller(id);
  if (!biller) throw new Error(`USSD session names an unknown biller: ${id}`);
  return biller;
}
