import { feeFor, isCedisAmount, MAX_TRANSACTION_PESEWAS, parseCedis } from '@ghanapay/money';
import { LANGUAGE_NAMES, LANGUAGES, normalizeGhanaPhone } from '@ghanapay/validators';
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
import { saveLanguage } from '../../notify';
import { amountTooLargeText, ghs, HELD_DAYS, mainMenuText, MORE_INPUT, paginate, say, short } from './ussd-screens';
import { ussdErrorText } from './ussd-errors';
import { MAIN_MENUS, type UssdAction, type UssdContext, type UssdState } from './ussd-state';
import { ask, done, failed, type UssdStep } from './ussd-steps';

const PENDING_REQUESTS_LISTED = 30;
const STATEMENT_ENTRIES = 5;

const lockedText = (ctx: UssdContext) => say(ctx, 'ussd.locked', { attempts: USSD_PIN_MAX_ATTEMPTS });

/** The first screen of a session: who is dialling decides it. */
export async function openingStep(ctx: UssdContext): Promise<UssdStep> {
  if (!ctx.user) return unregisteredStep(ctx);
  const pin = await ussdPinStatus(ctx.deps.db, ctx.user.id);
  if (!pin.hasPin) {
    await sendUssdPinCode(ctx.deps, ctx.phone, ctx.language);
    return ask({ menu: 'setup-code' }, say(ctx, 'ussd.welcomeSetup'));
  }
  return ask({ menu: 'main' }, mainMenuText(ctx.language));
}

async function unregisteredStep(ctx: UssdContext): Promise<UssdStep> {
  const held = await heldPaymentsWaitingFor(ctx.deps.db, ctx.phone);
  const join = say(ctx, 'ussd.noWallet');
  if (held.count === 0) return done(join);
  return done(`${join} ${say(ctx, 'ussd.heldWaiting', { amount: ghs(held.amountPesewas), count: held.count, days: HELD_DAYS })}`);
}

/** One reply from the handset, in the session's current state. */
export async function nextStep(ctx: UssdContext, state: UssdState, input: string): Promise<UssdStep> {
  const userId = ctx.user?.id;
  if (!userId || state.menu === 'start' || state.menu === 'ended') return failed(say(ctx, 'ussd.sessionEnded'));
  const { db } = ctx.deps;
  switch (state.menu) {
    case 'main':
      return mainMenuStep(ctx, userId, input);
    case 'language':
      return languageStep(ctx, userId, input);
    case 'setup-code': {
      const verdict = await checkUssdPinCode(ctx.deps, ctx.phone, input);
      if (verdict === 'accepted') return ask({ menu: 'setup-new' }, say(ctx, 'ussd.choosePin'));
      if (verdict === 'wrong') return ask(state, say(ctx, 'ussd.wrongCode'));
      return failed(say(ctx, 'ussd.codeUnusable'));
    }
    case 'setup-new':
    case 'change-new':
      if (!USSD_PIN_PATTERN.test(input)) return ask(state, say(ctx, 'ussd.pinMustBe4'));
      return ask(
        { menu: state.menu === 'setup-new' ? 'setup-confirm' : 'change-confirm', pinHash: await hashUssdPin(input, pepperOf(ctx)) },
        say(ctx, 'ussd.confirmPin'),
      );
    case 'setup-confirm':
    case 'change-confirm': {
      if (!(await verifyUssdPin(state.pinHash, input, pepperOf(ctx))).matches) return failed(say(ctx, 'ussd.pinsDiffer'));
      await setUssdPin(db, pepperOf(ctx), userId, input, ctx.now);
      if (state.menu === 'change-confirm') return done(say(ctx, 'ussd.pinChanged'));
      return ask({ menu: 'main' }, `${say(ctx, 'ussd.pinSet')}\n${mainMenuText(ctx.language)}`);
    }
    case 'change-old':
      return withPin(ctx, userId, input, async () => ask({ menu: 'change-new' }, say(ctx, 'ussd.newPin')));
    case 'pin-for':
      return withPin(ctx, userId, input, () => pinnedAction(ctx, userId, state.action));
    case 'statement':
    case 'requests':
      return pagedStep(ctx, state, input);
    case 'request-choice':
      if (input === '1' || input === '2') {
        const action = input === '1' ? 'approve' : 'reject';
        const prompt = say(ctx, action === 'approve' ? 'ussd.pinToApprove' : 'ussd.pinToReject', { summary: state.summary });
        return ask({ menu: 'request-pin', id: state.id, action }, prompt);
      }
      return ask(state, say(ctx, 'ussd.requestChoice', { summary: state.summary }));
    case 'request-pin':
      return withPin(ctx, userId, input, async () =>
        done(await respondToRequestByUssd(ctx, userId, { requestId: state.id, action: state.action })),
      );
    case 'reversal-choice':
    case 'reversal-reason':
      return reversalAnswerStep(ctx, state, input);
    case 'reversal-pin':
      return withPin(ctx, userId, input, async () => done(await answerReversalByUssd(ctx, userId, state)));
    case 'send-phone':
      return sendPhoneStep(ctx, input);
    case 'send-amount':
      return sendAmountStep(ctx, userId, state.phone, input);
    case 'send-confirm':
      if (input === '0') return done(say(ctx, 'ussd.sendCancelled'));
      return withPin(ctx, userId, input, async () => {
        const result = await sendMoneyByUssd(ctx, userId, { phone: state.phone, amountPesewas: BigInt(state.amountPesewas) });
        return result.ok ? done(result.message) : failed(result.message);
      });
    case 'airtime-whom':
      return airtimeWhomStep(ctx, input);
    case 'airtime-phone':
      return airtimePhoneStep(ctx, input);
    case 'billers':
      return billersStep(ctx, state, input);
    case 'bill-number':
      return billNumberStep(ctx, state, input);
    case 'bill-name':
      return billNameStep(ctx, state, input);
    case 'bill-amount':
      return billAmountStep(ctx, state, input);
    case 'bill-confirm':
      if (input === '0') return done(say(ctx, 'ussd.billCancelled'));
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
      return merchantNameStep(ctx, state, input);
    case 'merchant-amount':
      return merchantAmountStep(ctx, state, input);
    case 'merchant-confirm':
      if (input === '0') return done(say(ctx, 'ussd.billCancelled'));
      return withPin(ctx, userId, input, async () =>
        done(await payMerchantByUssd(ctx, userId, { merchantId: state.merchantId, amountPesewas: BigInt(state.amountPesewas) })),
      );
    case 'complaint-payment':
      return complaintPaymentStep(ctx, state, input);
    case 'complaint-category':
      return complaintCategoryStep(ctx, userId, state, input);
  }
}

async function mainMenuStep(ctx: UssdContext, userId: string, input: string): Promise<UssdStep> {
  const chosenMenu = MAIN_MENUS[input];
  if (!chosenMenu) return ask({ menu: 'main' }, `${say(ctx, 'ussd.invalidChoice')}\n${mainMenuText(ctx.language)}`);
  const step = await mainMenuChoice(ctx, userId, input);
  return { ...step, chosenMenu };
}

async function mainMenuChoice(ctx: UssdContext, userId: string, input: string): Promise<UssdStep> {
  if (input === '0') return done(say(ctx, 'ussd.thankYou'));
  if (input === '10') return ask({ menu: 'language' }, languageMenuText(ctx));
  const pin = await ussdPinStatus(ctx.deps.db, userId);
  if (pin.locked) return failed(lockedText(ctx));
  switch (input) {
    case '1':
      return ask({ menu: 'pin-for', action: 'balance' }, say(ctx, 'ussd.pinForBalance'));
    case '2':
      return ask({ menu: 'send-phone' }, say(ctx, 'ussd.recipientPhone'));
    case '3':
      return requestsStep(ctx, userId);
    case '4':
      return ask({ menu: 'pin-for', action: 'statement' }, say(ctx, 'ussd.pinForStatement'));
    case '6':
      return airtimeMenu(ctx.language);
    case '7':
      return billersMenu(ctx.language);
    case '8':
      return merchantIdMenu(ctx.language);
    case '9':
      return ask({ menu: 'pin-for', action: 'complaint' }, say(ctx, 'ussd.reportProblem'));
    case '5':
      return ask({ menu: 'change-old' }, say(ctx, 'ussd.currentPin'));
    default:
      return ask({ menu: 'main' }, `${say(ctx, 'ussd.invalidChoice')}\n${mainMenuText(ctx.language)}`);
  }
}

/** Runs `then` when the PIN is right; a wrong or locked PIN ends the session and changes nothing else. */
async function withPin(ctx: UssdContext, userId: string, pin: string, then: () => Promise<UssdStep>): Promise<UssdStep> {
  const check = await checkUssdPin(ctx.deps.db, pepperOf(ctx), userId, pin, ctx.now);
  switch (check.outcome) {
    case 'ok':
      return then().catch((error: unknown) => {
        if (error instanceof AppError) return failed(ussdErrorText(ctx.language, error));
        if (isWalletFrozen(error)) return failed(ussdErrorText(ctx.language, walletFrozenError()));
        throw error;
      });
    case 'wrong':
      return failed(say(ctx, 'ussd.wrongPin', { tries: check.triesLeft }));
    case 'locked':
      return failed(lockedText(ctx));
    case 'missing':
      return failed(say(ctx, 'ussd.noPin'));
  }
}

async function pinnedAction(ctx: UssdContext, userId: string, action: UssdAction): Promise<UssdStep> {
  if (action === 'balance') return done(say(ctx, 'ussd.balance', { amount: ghs(await walletBalance(ctx.deps.db, userId)) }));
  if (action === 'complaint') return complaintPaymentsMenu(ctx, userId);
  const entries = await recentTransactions(ctx.deps.db, userId, STATEMENT_ENTRIES);
  if (entries.length === 0) return done(say(ctx, 'ussd.noTransactions'));
  const lines = entries.map((t) => {
    const sent = t.senderId === userId;
    const who = sent ? (t.recipientName ?? t.recipientPhone ?? t.recipientEmail ?? '') : (t.senderName ?? '');
    const date = `${t.createdAt.slice(8, 10)}/${t.createdAt.slice(5, 7)}`;
    const status = t.status === 'completed' ? '' : ` ${t.status}`;
    return `${date} ${sent ? '-' : '+'}${ghs(parseCedis(t.amount))} ${short(who, 14)}${status}`;
  });
  return showPage({ menu: 'statement', pages: paginate(ctx.language, say(ctx, 'ussd.statementHeader'), lines), page: 0 });
}

async function requestsStep(ctx: UssdContext, userId: string): Promise<UssdStep> {
  const pending = await pendingRequestsFor(ctx.deps, userId, PENDING_REQUESTS_LISTED);
  const reversals = await reversalsAwaitingAnswer(ctx.deps.db, userId);
  if (pending.length === 0 && reversals.length === 0) return done(say(ctx, 'ussd.noRequests'));
  const lines = [
    ...pending.map((r, i) => `${i + 1} ${short(r.requesterName, 18)} ${ghs(parseCedis(r.amount))}`),
    ...reversals.map(
      (r, i) =>
        `${pending.length + i + 1} ${say(ctx, 'ussd.reversalLine', { name: short(r.senderName, 14), amount: ghs(parseCedis(r.amount)) })}`,
    ),
  ];
  return showPage({
    menu: 'requests',
    ids: pending.map((r) => r.id),
    reversalIds: reversals.map((r) => r.id),
    pages: paginate(ctx.language, say(ctx, 'ussd.requestsHeader'), lines),
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
  if (id === undefined) return ask(state, `${say(ctx, 'ussd.invalidChoice')}\n${state.pages[state.page]}`);
  const request = (await pendingRequestsFor(ctx.deps, ctx.user!.id, PENDING_REQUESTS_LISTED)).find((r) => r.id === id);
  if (!request) return done(say(ctx, 'ussd.requestGone'));
  const note = request.message ? ` "${short(request.message, 40)}"` : '';
  const amount = ghs(parseCedis(request.amount));
  const summary = say(ctx, 'ussd.requestSummary', { amount, name: short(request.requesterName, 24) });
  return ask(
    { menu: 'request-choice', id, summary },
    say(ctx, 'ussd.requestAsks', { name: short(request.requesterName, 24), amount, note }),
  );
}

async function sendPhoneStep(ctx: UssdContext, input: string): Promise<UssdStep> {
  const phone = normalizeGhanaPhone(input);
  if (!phone) return ask({ menu: 'send-phone' }, say(ctx, 'ussd.invalidPhone'));
  if (phone === ctx.phone) return ask({ menu: 'send-phone' }, say(ctx, 'ussd.notYourself'));
  return ask({ menu: 'send-amount', phone }, say(ctx, 'ussd.enterAmount'));
}

async function sendAmountStep(ctx: UssdContext, senderId: string, phone: string, input: string): Promise<UssdStep> {
  const text = input.trim();
  const amount = isCedisAmount(text) ? parseCedis(text) : 0n;
  if (amount <= 0n) return ask({ menu: 'send-amount', phone }, say(ctx, 'ussd.invalidAmount'));
  if (amount > MAX_TRANSACTION_PESEWAS) return ask({ menu: 'send-amount', phone }, amountTooLargeText(ctx));
  const recipient = await recipientByPhone(ctx.deps.db, senderId, phone);
  const to = recipient ? short(recipient.name, 30) : say(ctx, 'ussd.noWalletYet', { phone, days: HELD_DAYS });
  return ask(
    { menu: 'send-confirm', phone, amountPesewas: amount.toString(), name: recipient?.name ?? null },
    say(ctx, 'ussd.sendConfirm', { amount: ghs(amount), to, fee: ghs(feeFor('p2p', amount)) }),
  );
}

/** The PIN hashes' pepper (pins/ussd-pin-hashing.ts): the new PIN waiting for its confirmation is peppered too. */
function pepperOf(ctx: UssdContext): Buffer {
  return ussdPinPepper(ctx.deps.env.DATA_HMAC_KEY);
}

/** "10 Language": the languages by their own names; a choice is the account's from now on (the web's too). */
function languageMenuText(ctx: UssdContext): string {
  return [say(ctx, 'ussd.languageMenu'), ...LANGUAGES.map((code, i) => `${i + 1} ${LANGUAGE_NAMES[code]}`)].join('\n');
}

async function languageStep(ctx: UssdContext, userId: string, input: string): Promise<UssdStep> {
  const language = /^\d$/.test(input) ? LANGUAGES[Number(input) - 1] : undefined;
  if (!language) return ask({ menu: 'language' }, `${say(ctx, 'ussd.invalidChoice')}\n${languageMenuText(ctx)}`);
  await saveLanguage(ctx.deps.db, userId, language, ctx.now);
  // The main menu again, in the language just chosen.
  return ask({ menu: 'main' }, mainMenuText(language));
}
