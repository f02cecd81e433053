import type { Language } from '@ghanapay/validators';
import { parseCedis } from '@ghanapay/money';
import { idempotentRequest, runIdempotent } from '../../idempotency';
import { getPreferences } from '../../notify';
import {
  afterPaymentCommitted,
  createBillPayment,
  findBiller,
  noticeMerchantPaid,
  payMerchant,
  quoteBillPayment,
  resolveMerchantPayment,
  respondToMoneyRequest,
  sendMoney,
  walletBalance,
} from '../../money';
import { translate } from '../../../i18n/translate';
import { ghs, HELD_DAYS, say, short } from './ussd-screens';
import type { UssdContext } from './ussd-state';

/**
 * The payment's idempotency key is the session and the full input path that confirmed it: an
 * aggregator's retry of that request (or a concurrent copy of it) finds the stored payment instead
 * of paying again, exactly as a web retry with the same Idempotency-Key does.
 */
function ussdKey(ctx: UssdContext): string {
  return `ussd:${ctx.sessionId}:${ctx.text}`;
}

/** Sends through the web app's send service: the same fraud scoring, limits, ledger and notices. */
export async function sendMoneyByUssd(
  ctx: UssdContext,
  senderId: string,
  command: { phone: string; amountPesewas: bigint },
): Promise<{ ok: boolean; message: string }> {
  // A replay answers the stored payment; sendMoney tells the recipient only when it writes one.
  const idempotency = idempotentRequest(
    senderId,
    ussdKey(ctx),
    'ussd-send-money',
    { phone: command.phone, amount: command.amountPesewas.toString() },
    () => {},
  );
  const payment = await sendMoney(
    ctx.deps,
    { senderId, amountPesewas: command.amountPesewas, recipient: { phone: command.phone }, message: null },
    { idempotency, sessionId: null },
  );
  const amount = ghs(parseCedis(payment.amount));
  const ref = payment.displayId;
  const name = short(payment.recipientName ?? command.phone, 30);
  switch (payment.status) {
    case 'completed': {
      const balance = ghs(await walletBalance(ctx.deps.db, senderId));
      return { ok: true, message: say(ctx, 'ussd.sent', { amount, name, ref, balance }) };
    }
    case 'pending':
      // A payment that waits (a large first payment, or one for the guardian): when, and where to cancel it.
      if (payment.waiting) {
        const at = payment.waiting.until.slice(11, 16);
        const key = payment.waiting.reason === 'guardian' ? 'ussd.waitsForGuardian' : 'ussd.arrivesAt';
        return { ok: true, message: say(ctx, key, { amount, name, at, ref }) };
      }
      return { ok: true, message: say(ctx, 'ussd.heldFor', { amount, phone: command.phone, days: HELD_DAYS, ref }) };
    case 'blocked':
      return { ok: false, message: say(ctx, 'ussd.blocked', { amount, ref }) };
    default:
      return { ok: false, message: say(ctx, 'ussd.paymentStatus', { status: payment.status, ref }) };
  }
}

/** Approves (pays) or rejects a request through the web app's service, under the session's key. */
export async function respondToRequestByUssd(
  ctx: UssdContext,
  userId: string,
  command: { requestId: number; action: 'approve' | 'reject' },
): Promise<string> {
  let ran = false;
  const answer = await runIdempotent({ deps: ctx.deps, userId, key: ussdKey(ctx) }, 'ussd-respond-money-request', command, (trx) => {
    ran = true;
    return respondToMoneyRequest(trx, ctx.deps, { userId, requestId: command.requestId, action: command.action });
  });
  if (ran && answer.transactionId !== null) await afterPaymentCommitted(ctx.deps, String(answer.transactionId));
  if (answer.status === 'rejected') return say(ctx, 'ussd.requestRejected');
  const balance = ghs(await walletBalance(ctx.deps.db, userId));
  // English names the amount and the person as the service wrote it; another language says it in its words.
  if (ctx.language !== 'en') return say(ctx, 'ussd.requestPaid', { balance });
  return `${answer.message.replace('₵', 'GHS ')}. Balance: ${balance}.`;
}

/**
 * Buys airtime or pays a bill through the web app's path (bill-payment-procedures.ts): the quote
 * (bounds, the number's network, the holder's name again) before the money's transaction, then the
 * hold and the payment in one idempotent transaction under the session's key, sent after commit by
 * the job queue. The outcome's notice is bill-payment-state-machine.ts sendBillNotice.
 */
export async function payBillByUssd(
  ctx: UssdContext,
  userId: string,
  command: { billerId: string; customerNumber: string; amountPesewas: bigint },
): Promise<string> {
  const quote = await quoteBillPayment(ctx.deps, { userId, ...command, payerPhone: ctx.phone });
  const payment = await runIdempotent(
    { deps: ctx.deps, userId, key: ussdKey(ctx) },
    'ussd-bill-payment',
    { billerId: command.billerId, customerNumber: command.customerNumber, amount: command.amountPesewas.toString() },
    (trx) => createBillPayment(trx, ctx.deps, userId, quote),
  );
  ctx.deps.kickBillPayment?.(payment.id);
  // The outcome's notice honours the person's SMS choice (off by default): promise a text only when one comes.
  const { notifications } = await getPreferences(ctx.deps.db, userId);
  return billProcessingText(ctx.language, {
    airtime: findBiller(command.billerId)?.kind === 'airtime',
    amountPesewas: parseCedis(payment.amount),
    billerName: payment.billerName,
    customerNumber: command.customerNumber,
    smsFollows: notifications.transactions && notifications.sms,
  });
}

/**
 * Pays a merchant through the web app's path (merchant-procedures.ts payMerchantProcedure): the
 * merchant resolved again with the amount, then the journal and the payment row in one idempotent
 * transaction under the session's key. The payment is complete at once; the merchant is told after
 * commit, and only by the request that paid (a replay tells no one again). The reference is the one
 * the payment's receipt carries (receipts/receipt-sources.ts).
 */
export async function payMerchantByUssd(
  ctx: UssdContext,
  payerId: string,
  command: { merchantId: string; amountPesewas: bigint },
): Promise<string> {
  const resolved = await resolveMerchantPayment(ctx.deps.db, payerId, { merchantId: command.merchantId, amount: command.amountPesewas });
  let replayed = false;
  const payment = await runIdempotent(
    { deps: ctx.deps, userId: payerId, key: ussdKey(ctx) },
    'ussd-merchant-payment',
    { merchantId: command.merchantId, amount: command.amountPesewas.toString() },
    (trx) => payMerchant(trx, payerId, resolved, ctx.deps.now()),
    () => {
      replayed = true;
    },
  );
  if (!replayed) await noticeMerchantPaid(ctx.deps, payment.id);
  const balance = ghs(await walletBalance(ctx.deps.db, payerId));
  return say(ctx, 'ussd.merchantPaid', { amount: ghs(parseCedis(payment.amount)), name: payment.merchantName, ref: payment.id, balance });
}

/** The END screen of a bill or airtime payment: it is processing, and how its outcome will be told. */
export function billProcessingText(
  language: Language,
  payment: {
    airtime: boolean;
    amountPesewas: bigint;
    billerName: string;
    customerNumber: string;
    smsFollows: boolean;
  },
): string {
  const values = { amount: ghs(payment.amountPesewas), biller: payment.billerName, number: payment.customerNumber };
  const what = translate(language, payment.airtime ? 'ussd.airtimeProcessing' : 'ussd.billProcessing', values);
  return `${what} ${translate(language, payment.smsFollows ? 'ussd.smsFollows' : 'ussd.smsOff')}`;
}
