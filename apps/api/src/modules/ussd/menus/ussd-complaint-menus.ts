import { parseCedis } from '@ghanapay/money';
import type { ComplaintCategory } from '@ghanapay/validators';
import { AppError } from '../../../errors';
import { fileComplaint } from '../../complaints';
import { recentTransactions } from '../../money';
import { ghs, gsmText, short } from './ussd-screens';
import type { UssdContext, UssdState } from './ussd-state';
import { ask, done, failed, type UssdStep } from './ussd-steps';

// "9 Report a problem": after the PIN (the list shows payments, as the mini statement does), one of
// the last 3 completed payments or "other", then what went wrong; the complaint is filed (free) and
// its reference goes out by SMS with the date we answer by.

const PAYMENTS_OFFERED = 3;
/** Fetched to find 3 completed among them (a pending or failed payment has no receipt to name). */
const PAYMENTS_READ = 10;

/** Short names for a handset screen, in the order offered; the app's form shows the full labels. */
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
const CATEGORY_MENU = `What went wrong?\n${USSD_CATEGORIES.map(([, label], i) => `${i + 1} ${label}`).join('\n')}`;

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
    `Report a problem\nWhich payment?\n${[...lines, `${other} Other`].join('\n')}`,
  );
}

export function complaintPaymentStep(state: Extract<UssdState, { menu: 'complaint-payment' }>, input: string): UssdStep {
  const choice = /^\d$/.test(input) ? Number(input) : 0;
  if (choice < 1 || choice > state.ids.length + 1) return ask(state, `Invalid choice. Reply with 1 to ${state.ids.length + 1}.`);
  return ask({ menu: 'complaint-category', transactionId: state.ids[choice - 1] ?? null }, CATEGORY_MENU);
}

export async function complaintCategoryStep(
  ctx: UssdContext,
  userId: string,
  state: Extract<UssdState, { menu: 'complaint-category' }>,
  input: string,
): Promise<UssdStep> {
  const chosen = /^\d$/.test(input) ? USSD_CATEGORIES[Number(input) - 1] : undefined;
  if (!chosen) return ask(state, `Invalid choice.\n${CATEGORY_MENU}`);
  const [category, label] = chosen;
  const about = state.transactionId ? ` about payment ${state.transactionId}` : '';
  try {
    const filed = await fileComplaint(
      ctx.deps,
      userId,
      { category, transactionId: state.transactionId ?? undefined, description: `Reported by USSD: ${label}${about}.` },
      { source: 'ussd' },
    );
    const by = new Date(`${filed.resolveBy}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return done(`Complaint ${filed.reference} filed. We will answer by ${by}. We sent the reference by SMS. Complaints are free.`);
  } catch (error) {
    if (error instanceof AppError) return failed(gsmText(error.message));
    throw error;
  }
}
