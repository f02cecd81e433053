import { feeFor, isCedisAmount, MAX_TRANSACTION_MESSAGE, MAX_TRANSACTION_PESEWAS, parseCedis } from '@ghanapay/money';
import { normalizeGhanaPhone, APP_NAME } from '@ghanapay/validators';
import { AppError, isWalletFrozen, walletFrozenError } from '../../../errors';
import { sendUssdPinCode, checkUssdPinCode } from '../../auth';
import {
  heldPaymentsWaitingFor,
  pendingRequestsFor,
  recipientByPhone,
  recentTransactions,
  reversalsAwaitingAnswer,
  walletBalance,
} from '../../money';
import { hashUssdPin, ussdPinPepper, verifyUssdPin } from '../pins/ussd-pin-hashing';
import { checkUssdPin, setUssdPin, USSD_PIN_MAX_ATTEMPTS, USSD_PIN_PATTERN, ussdPinStatus } from '../pins/ussd-pin-service';
import {
  airtimeMenu,
  airtimePhoneStep,
  airtimeWhomStep,
  BILL_CANCELLED_TEXT,
  billAmountStep,
  billersMenu,
  billersStep,
  billNameStep,
  billNumberStep,
} from './ussd-bill-menus';
import { complaintCategoryStep, complaintPaymentsMenu, complaintPaymentStep } from './ussd-complaint-menus';
import { answerReversalByUssd, reversalAnswerStep, reversalChoiceStep } from './ussd-reversal-menus';
import { merchantAmountStep, merchantIdMenu, merchantIdStep, merchantNameStep } from './ussd-merchant-menus';
import { payBillByUssd, payMerchantByUssd, respondToRequestByUssd, sendMoneyByUssd } from './ussd-money';
import { ghs, gsmText, HELD_DAYS, MAIN_MENU_TEXT, MORE_INPUT, paginate, short } from './ussd-screens';
import { MAIN_MENUS, type UssdAction, type UssdContext, type UssdState } from './ussd-state';
import { ask, done, failed, type UssdStep } from './ussd-steps';

const PENDING_REQUESTS_LISTED = 30;
const STATEMENT_ENTRIES = 5;

const LOCKED_TEXT = `Your USSD PIN is locked after ${USSD_PIN_MAX_ATTEMPTS} wrong tries. Set a new PIN in the ${APP_NAME} app under Settings.`;

/** The first screen of a session: who is dialling decides it. */
export async function openingStep(ctx: UssdContext): Promise<UssdStep> {
  if (!ctx.user) return unregisteredStep(ctx);
  const pin = await ussdPinStatus(ctx.deps.db, ctx.user.id);
  if (!pin.hasPin) {
    await sendUssdPinCode(ctx.deps, ctx.phone);
    return ask({ menu: 'setup-code' }, `Welcome to ${APP_NAME}. To set your USSD PIN, enter the 6-digit code we sent you by SMS:`);
  }
  return ask({ menu: 'main' }, MAIN_MENU_TEXT);
}

async function unregisteredStep(ctx: UssdContext): Promise<UssdStep> {
  const held = await heldPaymentsWaitingFor(ctx.deps.db, ctx.phone);
  const join = `This number has no ${APP_NAME} wallet. Sign up free in the ${APP_NAME} app with this number.`;
  if (held.count === 0) return done(join);
  const payments = held.count === 1 ? '1 payment' : `${held.count} payments`;
  return done(`${join} ${ghs(held.amountPesewas)} (${payments}) is waiting for you: sign up within ${HELD_DAYS} days to receive it.`);
}

/** One reply from the handset, in the session's current state. */
export async function nextStep(ctx: UssdContext, state: UssdState, input: string): Promise<UssdStep> {
  const userId = ctx.user?.id;
  if (!userId || state.menu === 'start' || state.menu === 'ended') return failed('This session has ended. Dial *920*00# again.');
  const { db } = ctx.deps;
  switch (state.menu) {
    case 'main':
      return mainMenuStep(ctx, userId, input);
    case 'setup-code': {
      const verdict = await checkUssdPinCode(ctx.deps, ctx.phone, input);
      if (verdict === 'accepted') return ask({ menu: 'setup-new' }, 'Choose a 4-digit USSD PIN:');
      if (verdict === 'wrong') return ask(state, 'Wrong code. Enter the 6-digit code we sent you by SMS:');
      return failed('That code can no longer be used. Dial *920*00# again for a new one.');
    }
    case 'setup-new':
    case 'change-new':
      if (!USSD_PIN_PATTERN.test(input)) return ask(state, 'Your PIN must be 4 digits. Choose a 4-digit USSD PIN:');
      return ask(
        { menu: state.menu === 'setup-new' ? 'setup-confirm' : 'change-confirm', pinHash: await hashUssdPin(input, pepperOf(ctx)) },
        'Enter the same PIN again to confirm:',
      );
    case 'setup-confirm':
    case 'change-confirm': {
      if (!(await verifyUssdPin(state.pinHash, input, pepperOf(ctx))).matches)
        return failed('The PINs did not match. Dial *920*00# to try again.');
      await setUssdPin(db, pepperOf(ctx), userId, input, ctx.now);
      if (state.menu === 'change-confirm') return done('Your USSD PIN has been changed.');
      return ask({ menu: 'main' }, `PIN set.\n${MAIN_MENU_TEXT}`);
    }
    case 'change-old':
      return withPin(ctx, userId, input, async () => ask({ menu: 'change-new' }, 'Enter your new 4-digit PIN:'));
    case 'pin-for':
      return withPin(ctx, userId, input, () => pinnedAction(ctx, userId, state.action));
    case 'statement':
    case 'requests':
      return pagedStep(ctx, state, input);
    case 'request-choice':
      if (input === '1' || input === '2') {
        const action = input === '1' ? 'approve' : 'reject';
        return ask({ menu: 'request-pin', id: state.id, action }, `Enter your PIN to ${action} ${state.summary}:`);
      }
      return ask(state, `${state.summary}\n1 Approve\n2 Reject`);
    case 'request-pin':
      return withPin(ctx, userId, input, async () =>
        done(await respondToRequestByUssd(ctx, userId, { requestId: state.id, action: state.action })),
      );
    case 'reversal-choice':
    case 'reversal-reason':
      return reversalAnswerStep(state, input);
    case 'reversal-pin':
      return withPin(ctx, userId, input, async () => done(await answerReversalByUssd(ctx, userId, state)));
    case 'send-phone':
      return sendPhoneStep(ctx, input);
    case 'send-amount':
      return sendAmountStep(ctx, userId, state.phone, input);
    case 'send-confirm':
      if (input === '0') return done('Payment cancelled. Nothing was sent.');
      return withPin(ctx, userId, input, async () => {
        const result = await sendMoneyByUssd(ctx, userId, { phone: state.phone, amountPesewas: BigInt(state.amountPesewas) });
        return result.ok ? done(result.message) : failed(result.message);
      });
    case 'airtime-whom':
      return airtimeWhomStep(ctx, input);
    case 'airtime-phone':
      return airtimePhoneStep(input);
    case 'billers':
      return billersStep(state, input);
    case 'bill-number':
      return billNumberStep(ctx, state, input);
    case 'bill-name':
      return billNameStep(state, input);
    case 'bill-amount':
      return billAmountStep(state, input);
    case 'bill-confirm':
      if (input === '0') return done(BILL_CANCELLED_TEXT);
      return withPin(ctx, userId, input, async () =>
        done(
          await payBillByUssd(ctx, userId, {
            billerId: state.billerId,
            customerNumber: state.customerNumber,
            amountPesewas: BigInt(state.amountPesewas),
          }),
        ),
      );
    case 'merchant-id':
      return merchantIdStep(ctx, userId, input);
    case 'merchant-name':
      return merchantNameStep(state, input);
    case 'merchant-amount':
      return merchantAmountStep(state, input);
    case 'merchant-confirm':
      if (input === '0') return done(BILL_CANCELLED_TEXT);
      return withPin(ctx, userId, input, async () =>
        done(await payMerchantByUssd(ctx, userId, { merchantId: state.merchantId, amountPesewas: BigInt(state.amountPesewas) })),
      );
    case 'complaint-payment':
      return complaintPaymentStep(state, input);
    case 'complaint-category':
      return complaintCategoryStep(ctx, userId, state, input);
  }
}

async function mainMenuStep(ctx: UssdContext, userId: string, input: string): Promise<UssdStep> {
  const chosenMenu = MAIN_MENUS[input];
  if (!chosenMenu) return ask({ menu: 'main' }, `Invalid choice.\n${MAIN_MENU_TEXT}`);
  const step = await mainMenuChoice(ctx, userId, input);
  return { ...step, chosenMenu };
}

async function mainMenuChoice(ctx: UssdContext, userId: string, input: string): Promise<UssdStep> {
  if (input === '0') return done(`Thank you for using ${APP_NAME}.`);
  const pin = await ussdPinStatus(ctx.deps.db, userId);
  if (pin.locked) return failed(LOCKED_TEXT);
  switch (input) {
    case '1':
      return ask({ menu: 'pin-for', action: 'balance' }, 'Enter your USSD PIN to see your balance:');
    case '2':
      return ask({ menu: 'send-phone' }, "Enter the recipient's phone number:");
    case '3':
      return requestsStep(ctx, userId);
    case '4':
      return ask({ menu: 'pin-for', action: 'statement' }, 'Enter your USSD PIN to see your mini statement:');
    case '6':
      return airtimeMenu();
    case '7':
      return billersMenu();
    case '8':
      return merchantIdMenu();
    case '9':
      return ask({ menu: 'pin-for', action: 'complaint' }, 'Report a problem (free)\nEnter your USSD PIN:');
    case '5':
      return ask({ menu: 'change-old' }, 'Enter your current USSD PIN:');
    default:
      return ask({ menu: 'main' }, `Invalid choice.\n${MAIN_MENU_TEXT}`);
  }
}

/** Runs `then` when the PIN is right; a wrong or locked PIN ends the session and changes nothing else. */
async function withPin(ctx: UssdContext, userId: string, pin: string, then: () => Promise<UssdStep>): Promise<UssdStep> {
  const check = await checkUssdPin(ctx.deps.db, pepperOf(ctx), userId, pin, ctx.now);
  switch (check.outcome) {
    case 'ok':
      return then().catch((error: unknown) => {
        if (error instanceof AppError) return failed(gsmText(error.message));
        if (isWalletFrozen(error)) return failed(gsmText(walletFrozenError().message));
        throw error;
      });
    case 'wrong':
      return failed(`Wrong PIN. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left before USSD payments are locked.`);
    case 'locked':
      return failed(LOCKED_TEXT);
    case 'missing':
      return failed('You have no USSD PIN yet. Dial *920*00# again to set one.');
  }
}

async function pinnedAction(ctx: UssdContext, userId: string, action: UssdAction): Promise<UssdStep> {
  if (action === 'balance') return done(`Your ${APP_NAME} balance is ${ghs(await walletBalance(ctx.deps.db, userId))}.`);
  if (action === 'complaint') return complaintPaymentsMenu(ctx, userId);
  const entries = await recentTransactions(ctx.deps.db, userId, STATEMENT_ENTRIES);
  if (entries.length === 0) return done('Mini statement: no transactions yet.');
  const lines = entries.map((t) => {
    const sent = t.senderId === userId;
    const who = sent ? (t.recipientName ?? t.recipientPhone ?? t.recipientEmail ?? '') : (t.senderName ?? '');
    const date = `${t.createdAt.slice(8, 10)}/${t.createdAt.slice(5, 7)}`;
    const status = t.status === 'completed' ? '' : ` ${t.status}`;
    return `${date} ${sent ? '-' : '+'}${ghs(parseCedis(t.amount))} ${short(who, 14)}${status}`;
  });
  return showPage({ menu: 'statement', pages: paginate('Mini statement', lines), page: 0 });
}

async function requestsStep(ctx: UssdContext, userId: string): Promise<UssdStep> {
  const pending = await pendingRequestsFor(ctx.deps, userId, PENDING_REQUESTS_LISTED);
  const reversals = await reversalsAwaitingAnswer(ctx.deps.db, userId);
  if (pending.length === 0 && reversals.length === 0) return done('You have no pending money requests.');
  const lines = [
    ...pending.map((r, i) => `${i + 1} ${short(r.requesterName, 18)} ${ghs(parseCedis(r.amount))}`),
    ...reversals.map((r, i) => `${pending.length + i + 1} Back to ${short(r.senderName, 14)} ${ghs(parseCedis(r.amount))}`),
  ];
  return showPage({
    menu: 'requests',
    ids: pending.map((r) => r.id),
    reversalIds: reversals.map((r) => r.id),
    pages: paginate('Money requests', lines),
    page: 0,
  });
}

function showPage(state: Extract<UssdState, { menu: 'statement' | 'requests' }>): UssdStep {
  const message = state.pages[state.page]!;
  const last = state.page === state.pages.length - 1;
  // The statement's last page ends the session; a request list waits for a choice.
  if (state.menu === 'statement' && last) return done(message);
  return ask(state, message);
}

async function pagedStep(
  ctx: UssdContext,
  state: Extract<UssdState, { menu: 'statement' | 'requests' }>,
  input: string,
): Promise<UssdStep> {
  if (input === MORE_INPUT && state.page < state.pages.length - 1) return showPage({ ...state, page: state.page + 1 });
  if (state.menu === 'statement') return showPage(state);
  const index = /^\d{1,2}$/.test(input) ? Number(input) - 1 : -1;
  const reversalId = index >= state.ids.length ? state.reversalIds?.[index - state.ids.length] : undefined;
  if (reversalId !== undefined) return reversalChoiceStep(ctx, ctx.user!.id, reversalId);
  const id = state.ids[index];
  if (id === undefined) return ask(state, `Invalid choice.\n${state.pages[state.page]}`.slice(0, 182));
  const request = (await pendingRequestsFor(ctx.deps, ctx.user!.id, PENDING_REQUESTS_LISTED)).find((r) => r.id === id);
  if (!request) return done('That request was already answered or has expired.');
  const note = request.message ? ` "${short(request.message, 40)}"` : '';
  const summary = `${ghs(parseCedis(request.amount))} to ${short(request.requesterName, 24)}`;
  return ask(
    { menu: 'request-choice', id, summary },
    `${short(request.requesterName, 24)} asks ${ghs(parseCedis(request.amount))}${note}\n1 Approve\n2 Reject`,
  );
}

async function sendPhoneStep(ctx: UssdContext, input: string): Promise<UssdStep> {
  const phone = normalizeGhanaPhone(input);
  if (!phone) return ask({ menu: 'send-phone' }, "Invalid phone number. Enter the recipient's phone number:");
  if (phone === ctx.phone) return ask({ menu: 'send-phone' }, "You cannot send money to yourself. Enter the recipient's phone number:");
  return ask({ menu: 'send-amount', phone }, 'Enter the amount in GHS:');
}

async function sendAmountStep(ctx: UssdContext, senderId: string, phone: string, input: string): Promise<UssdStep> {
  const text = input.trim();
  const amount = isCedisAmount(text) ? parseCedis(text) : 0n;
  if (amount <= 0n) return ask({ menu: 'send-amount', phone }, 'Invalid amount. Enter the amount in GHS:');
  if (amount > MAX_TRANSACTION_PESEWAS) return ask({ menu: 'send-amount', phone }, `${MAX_TRANSACTION_MESSAGE}. Enter the amount in GHS:`);
  const recipient = await recipientByPhone(ctx.deps.db, senderId, phone);
  const to = recipient ? short(recipient.name, 30) : `${phone} (no wallet yet: held ${HELD_DAYS} days until they join)`;
  return ask(
    { menu: 'send-confirm', phone, amountPesewas: amount.toString(), name: recipient?.name ?? null },
    `Send ${ghs(amount)} to ${to}\nFee: ${ghs(feeFor('p2p', amount))}\nEnter your USSD PIN to confirm, or 0 to cancel:`,
  );
}

/** The PIN hashes' pepper (pins/ussd-pin-hashing.ts): the new PIN waiting for its confirmation is peppered too. */
function pepperOf(ctx: UssdContext): Buffer {
  return ussdPinPepper(ctx.deps.env.CARD_FINGERPRINT_KEY);
}
