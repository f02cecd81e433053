import { formatCedis, parseCedis } from '@ghanapay/money';
import type { AppDeps } from '../../deps';
import { noticeText } from '../../i18n/translate';
import { localizedPush, notifyUser, notifyWithChoices, type NoticeChoices } from '../notify';

/**
 * Tells the recipient of a completed payment, and the payer of a new money request, through the
 * channels they chose (Settings → Notifications). After the answer, never in its way: a notice that
 * fails to go out changes nothing and is not the caller's problem.
 */
export function noticePaymentReceived(
  deps: Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'notifier'>>,
  payment: {
    id?: string | number;
    recipientId: string | null;
    senderName: string | null;
    amount: string;
    status: string;
    message?: string | null;
  },
  /** The recipient's addresses and choices, when the caller read them already (a send does). */
  choices?: NoticeChoices | null,
): void {
  if (!payment.recipientId || payment.status !== 'completed') return;
  const amount = formatCedis(parseCedis(payment.amount));
  const from = payment.senderName ?? 'Someone';
  const note = payment.message ? ` "${payment.message.slice(0, 80)}"` : '';
  const notice = {
    ...noticeText('email.moneyReceived', 'sms.moneyReceived', { from, amount, note }),
    // A tap opens the payment's receipt.
    push: localizedPush(
      payment.id === undefined ? '/history' : `/receipts/p2p-${payment.id}`,
      { title: 'push.moneyReceived.title', body: 'push.openToSee' },
      { title: 'push.moneyReceived.detailedTitle', body: 'push.moneyReceived.detailedBody' },
      { from, amount, note },
    ),
  };
  const sent = choices
    ? notifyWithChoices(deps, { ...choices, userId: payment.recipientId }, notice)
    : notifyUser(deps, payment.recipientId, 'transactions', notice);
  void sent.catch(() => {});
}

export function noticeMoneyRequested(
  deps: Pick<AppDeps, 'db' | 'notifier'>,
  request: { payerId: string; requesterName: string; amount: string; message?: string | null },
): void {
  const amount = formatCedis(parseCedis(request.amount));
  const note = request.message ? ` "${request.message.slice(0, 80)}"` : '';
  void notifyUser(deps, request.payerId, 'transactions', {
    ...noticeText('email.moneyRequested', 'sms.moneyRequested', { name: request.requesterName, amount, note }),
    push: localizedPush(
      '/notifications',
      { title: 'push.moneyRequested.title', body: 'push.moneyRequested.body' },
      { title: 'push.moneyRequested.detailedTitle', body: 'push.moneyRequested.detailedBody' },
      { name: request.requesterName, amount, note },
    ),
  }).catch(() => {});
}

/** A split bill's creator reminds someone who has not paid their share yet. */
export function noticeSplitBillReminder(
  deps: Pick<AppDeps, 'db' | 'notifier'>,
  reminder: { payerId: string; requesterName: string; amount: bigint; description: string },
): void {
  const amount = formatCedis(reminder.amount);
  const bill = reminder.description.slice(0, 80);
  void notifyUser(deps, reminder.payerId, 'transactions', {
    ...noticeText('email.splitReminder', 'sms.splitReminder', { name: reminder.requesterName, bill, amount }),
  }).catch(() => {});
}
