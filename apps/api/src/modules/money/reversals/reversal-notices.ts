import { formatCedis, parseCedis } from '@ghanapay/money';
import type { Language } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { noticeText, translate, type MessageKey } from '../../../i18n/translate';
import { localizedPush, noticeAsPush, notifyUser } from '../../notify';
import type { TTransaction } from '../transaction-dto';
import type { ReversalView } from './reversal-repository';

type Deps = Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>;

/** Where a push about a reversal opens: the Reversals screen, both sides' cases. */
const REVERSALS_URL = '/reversals';

/** A person's name as the notices write it ("Someone" when they have none). */
export function personName(first: string | null, last: string | null): string {
  return `${first ?? ''} ${last ?? ''}`.trim() || 'Someone';
}

const amountOf = (view: ReversalView) => formatCedis(BigInt(view.amountPesewas));

/** The recipient is asked to send back a payment the sender says was a mistake. */
export function noticeReversalAsked(deps: Deps, view: ReversalView): void {
  const values = {
    from: personName(view.senderFirstName, view.senderLastName),
    amount: amountOf(view),
    reason: view.reason.slice(0, 80),
    date: view.respondBy,
  };
  void notifyUser(deps, view.recipientId, 'transactions', {
    ...noticeText('email.reversalAsked', 'sms.reversalAsked', values),
    push: localizedPush(
      REVERSALS_URL,
      { title: 'push.reversalAsked.title', body: 'push.reversalAsked.body' },
      { title: 'push.reversalAsked.detailedTitle', body: 'push.reversalAsked.detailedBody' },
      values,
    ),
  }).catch(() => {});
}

/** The sender hears the recipient's answer: returned, agreed (as soon as the money is there), or declined. */
export function noticeReversalAnswered(deps: Deps, view: ReversalView): void {
  const key: MessageKey =
    view.status === 'reversed' ? 'sms.reversalReturned' : view.status === 'disputed' ? 'sms.reversalDeclined' : 'sms.reversalAccepted';
  const notice = noticeText('email.reversalAnswered', key, {
    name: personName(view.recipientFirstName, view.recipientLastName),
    amount: amountOf(view),
  });
  void notifyUser(deps, view.senderId, 'transactions', {
    ...notice,
    push: localizedPush(
      REVERSALS_URL,
      { title: 'push.reversalAnswered.title', body: 'push.reversalAnswered.body' },
      noticeAsPush(notice.localized),
    ),
  }).catch(() => {});
}

/** Both sides hear what staff decided, with the staff's note as written. */
export function noticeReversalDecided(deps: Deps, view: ReversalView, note: string): void {
  const released = view.status === 'released';
  const notice = noticeText('email.reversalDecided', released ? 'sms.reversalStays' : 'sms.reversalGoesBack', {
    amount: amountOf(view),
    name: released ? personName(view.recipientFirstName, view.recipientLastName) : personName(view.senderFirstName, view.senderLastName),
    note: note.slice(0, 120),
  });
  for (const userId of [view.senderId, view.recipientId]) {
    void notifyUser(deps, userId, 'transactions', {
      ...notice,
      push: localizedPush(
        REVERSALS_URL,
        { title: 'push.reversalDecided.title', body: 'push.reversalDecided.body' },
        noticeAsPush(notice.localized),
      ),
    }).catch(() => {});
  }
}

/** Both sides hear that an unanswered request went to staff. */
export function noticeReversalToStaff(deps: Deps, view: ReversalView): void {
  const notice = noticeText('email.reversalToStaff', 'sms.reversalToStaff', {
    amount: amountOf(view),
    from: personName(view.recipientFirstName, view.recipientLastName),
    to: personName(view.senderFirstName, view.senderLastName),
  });
  for (const userId of [view.senderId, view.recipientId]) {
    void notifyUser(deps, userId, 'transactions', {
      ...notice,
      push: localizedPush(
        REVERSALS_URL,
        { title: 'push.reversalToStaff.title', body: 'push.reversalToStaff.body' },
        noticeAsPush(notice.localized),
      ),
    }).catch(() => {});
  }
}

/** After a return commits: the sender is told their money is back. */
export async function noticePaymentReturned(deps: Deps, payment: TTransaction): Promise<void> {
  const values = { amount: formatCedis(parseCedis(payment.amount)), ref: payment.displayId };
  const words = (language: Language) => {
    const name = payment.recipientName ?? translate(language, 'text.theRecipient');
    return { subject: translate(language, 'email.paymentReturned'), text: translate(language, 'sms.paymentReturned', { ...values, name }) };
  };
  await notifyUser(deps, payment.senderId, 'transactions', { ...words('en'), localized: words }).catch(() => {});
}
