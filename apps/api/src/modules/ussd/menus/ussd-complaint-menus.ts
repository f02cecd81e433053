import { parseCedis } from '@ghanapay/money';
import type { ComplaintCategory, Language } from '@ghanapay/validators';
import { AppError } from '../../../errors';
import { fileComplaint } from '../../complaints';
import { recentTransactions } from '../../money';
import { ghs, say, short } from './ussd-screens';
import { ussdErrorText } from './ussd-errors';
import type { UssdContext, UssdState } from './ussd-state';
import { ask, done, failed, type UssdStep } from './ussd-steps';

// "9 Report a problem": after the PIN (the list shows payments, as the mini statement does), one of
// the last 3 completed payments or "other", then what went wrong; the complaint is filed (free) and
// its reference goes out by SMS with the date we answer by.

const PAYMENTS_OFFERED = 3;
/** Fetched to find 3 completed among them (a pending or failed payment has no receipt to name). */
const PAYMENTS_READ = 10;

/**
 * Short names for a handset screen, in the order offered (the screen is `ussd.complaintCategories`
 * in the person's language; these English ones go into the complaint's description for staff).
 */
const USSD_CATEGORIES: readonly [ComplaintCategory, string][] = [
  ['wrong_recipient', 'Wrong person'],
  ['payment_not_received', 'Not received'],
  ['transfer_failed', 'Failed or stuck'],
  ['bill_or_airtime', 'Bill or airtime'],
  ['merchant', 'Shop payment'],
  ['fraud_or_scam', 'Fraud or scam'],
  ['fees_or_charges', 'Fees'],
  ['account_access', 'Account access'],
  ['other', 'Other'],
];
/** Dates on a handset screen, as each language's CLDR data writes them ("11 Dec", "11 déc."). */
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', tw: 'ak', ee: 'ee', ha: 'ha', fr: 'fr' };

/** Runs after the PIN: the payments to choose from. */
export async function complaintPaymentsMenu(ctx: UssdContext, userId: string): Promise<UssdStep> {
  const payments = (await recentTransactions(ctx.deps.db, userId, PAYMENTS_READ))
    .filter((t) => t.status === 'completed')
    .slice(0, PAYMENTS_OFFERED);
  const lines = payments.map((t, i) => {
    const sent = t.senderId === userId;
    const who = sent ? (t.recipientName ?? t.recipientPhone ?? t.recipientEmail ?? '') : (t.senderName ?? '');
    return `${i + 1} ${t.createdAt.slice(8, 10)}/${t.createdAt.slice(5, 7)} ${sent ? '-' : '+'}${ghs(parseCedis(t.amount))} ${short(who, 12)}`;
  });
  const other = payments.length + 1;
  return ask(
    { menu: 'complaint-payment', ids: payments.map((t) => `p2p-${t.id}`) },
    say(ctx, 'ussd.complaintPayments', { lines: [...lines, `${other} ${say(ctx, 'ussd.other')}`].join('\n') }),
  );
}

export function complaintPaymentStep(ctx: UssdContext, state: Extract<UssdState, { menu: 'complaint-payment' }>, input: string): UssdStep {
  const choice = /^\d$/.test(input) ? Number(input) : 0;
  if (choice < 1 || choice > state.ids.length + 1) return ask(state, say(ctx, 'ussd.replyRange', { max: state.ids.length + 1 }));
  return ask({ menu: 'complaint-category', transactionId: state.ids[choice - 1] ?? null }, say(ctx, 'ussd.complaintCategories'));
}

export async function complaintCategoryStep(
  ctx: UssdContext,
  userId: string,
  state: Extract<UssdState, { menu: 'complaint-category' }>,
  input: string,
): Promise<UssdStep> {
  const chosen = /^\d$/.test(input) ? USSD_CATEGORIES[Number(input) - 1] : undefined;
  if (!chosen) return ask(state, `${say(ctx, 'ussd.invalidChoice')}\n${say(ctx, 'ussd.complaintCategories')}`);
  const [category, label] = chosen;
  const about = state.transactionId ? ` about payment ${state.transactionId}` : '';
  try {
    const filed = await fileComplaint(
      ctx.deps,
      userId,
      { category, transactionId: state.transactionId ?? undefined, description: `Reported by USSD: ${label}${about}.` },
      { source: 'ussd' },
    );
    const date = new Date(`${filed.resolveBy}T00:00:00Z`).toLocaleDateString(DATE_LOCALE[ctx.language], {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return done(say(ctx, 'ussd.complaintFiled', { reference: filed.reference, date }));
  } catch (error) {
    if (error instanceof AppError) return failed(ussdErrorText(ctx.language, error));
    throw error;
  }
}
