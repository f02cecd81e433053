import type { Language } from '@ghanapay/validators';
import { formatCedis } from '@ghanapay/money';
import type { Database } from '@ghanapay/db';
import type { MessageValues } from '../../../i18n/format-message';
import { noticeText, translate, type MessageKey } from '../../../i18n/translate';
import { localizedPush, noticeAsPush, notifyUser, type Notifier } from '../../notify';
import type { ExternalTransferRow } from './external-transfer-repository';
import { accountNumberLabel, destinationLabel } from './transfer-dto';

export type NoticeOutcome = 'settled' | 'reversed' | 'credited' | 'failed' | 'recovered' | 'needs_review' | 'refunding';

type LocalizedNotice = ReturnType<typeof noticeText>;

/** The notice a person gets when one of their transfers ends, as a wallet sends on every debit and credit. */
function transferNotice(row: ExternalTransferRow, outcome: NoticeOutcome): LocalizedNotice | null {
  const to = `${destinationLabel(row)} ${accountNumberLabel(row)}`;
  const values = {
    amount: formatCedis(BigInt(row.amountPesewas)),
    total: formatCedis(BigInt(row.amountPesewas) + BigInt(row.feePesewas)),
    to,
    why: row.failureReason ? ` (${row.failureReason})` : '',
    ref: row.id.slice(0, 8).toUpperCase(),
  };
  const subject = SUBJECTS[outcome];
  if (row.purpose === 'add_money_refund' && outcome === 'settled') return noticeText(subject, 'sms.addRefundSent', values);
  if (row.purpose === 'add_money_refund' && outcome === 'needs_review') return noticeText(subject, 'sms.addRefundHeld', values);
  if (row.purpose === 'payment_link') return paymentLinkNotice(row, outcome, { ...values, from: to });
  switch (outcome) {
    case 'settled':
      return BigInt(row.feePesewas) > 0n
        ? noticeText(subject, 'sms.transferSettledFee', { ...values, fee: formatCedis(BigInt(row.feePesewas)) })
        : noticeText(subject, 'sms.transferSettled', values);
    case 'reversed':
      return noticeText(subject, 'sms.transferReversed', values);
    case 'credited':
      return noticeText(subject, 'sms.addMoneyCredited', values);
    case 'failed':
      return noticeText(subject, 'sms.addMoneyFailed', values);
    case 'recovered':
      return noticeText(subject, 'sms.transferRecovered', values);
    case 'refunding':
      return withReason(row, subject, 'sms.addMoneyRefunding', values);
    case 'needs_review':
      return noticeText(subject, 'sms.transferNeedsReview', values);
  }
}

/**
 * A payment to one of the person's links: only its arrival is news to them (or its return, when their
 * wallet could not take it). A payer who declines is the payer's business: the owner is not told.
 */
function paymentLinkNotice(row: ExternalTransferRow, outcome: NoticeOutcome, values: MessageValues): LocalizedNotice | null {
  if (outcome === 'credited') return noticeText(SUBJECTS[outcome], 'sms.linkCredited', values);
  if (outcome === 'refunding') return withReason(row, SUBJECTS[outcome], 'sms.linkRefunding', values);
  return null;
}

/** The provider's reason as it gave it; without one, the balance limit in the person's language. */
function withReason(row: ExternalTransferRow, subject: MessageKey, key: MessageKey, values: MessageValues): LocalizedNotice {
  const notice = (language: Language) => {
    const reason = row.failureReason ?? translate(language, 'text.overLimit');
    return { subject: translate(language, subject, values), text: translate(language, key, { ...values, reason }) };
  };
  return { ...notice('en'), localized: notice };
}

const SUBJECTS: Record<NoticeOutcome, MessageKey> = {
  settled: 'email.transferSettled',
  reversed: 'email.transferReversed',
  credited: 'email.addMoneyCredited',
  failed: 'email.addMoneyFailed',
  recovered: 'email.transferRecovered',
  needs_review: 'email.transferNeedsReview',
  refunding: 'email.addMoneyRefunding',
};

/**
 * Tells the person how their transfer ended, through the channels they chose in Settings (an e-mail by
 * default, an SMS when they turned SMS on). A delivery failure never touches the money: it has moved.
 */
export async function sendTransferNotice(
  deps: { db: Database; notifier?: Notifier },
  row: ExternalTransferRow,
  outcome: NoticeOutcome,
): Promise<void> {
  const notice = transferNotice(row, outcome);
  if (notice === null) return;
  await notifyUser(deps, row.userId, 'transactions', {
    ...notice,
    // The subjects name no amount or account: they may stand on a lock screen.
    push: localizedPush(pushUrl(row, outcome), { title: SUBJECTS[outcome], body: 'push.openToSee' }, noticeAsPush(notice.localized)),
  }).catch(() => {});
}

/**
 * A tap opens what the notice is about: a paid transfer out's receipt (only a paid one has one; one
 * recovered after its refund is paid too); a transfer out that failed or is being checked, its own
 * card in the list that shows it with its reason (a bank transfer's `#bank-transfer-<id>` on
 * /bank-transfers, a transfer to a linked account's `#transfer-<id>` on /me); money in, the history.
 */
function pushUrl(row: Pick<ExternalTransferRow, 'id' | 'direction' | 'purpose' | 'bankTransferId'>, outcome: NoticeOutcome): string {
  if (row.direction !== 'out' || (row.purpose !== 'wallet_transfer' && row.purpose !== 'bank_transfer')) return '/history';
  if (outcome === 'settled' || outcome === 'recovered') return `/receipts/transfer-${row.id}`;
  return row.purpose === 'bank_transfer' && row.bankTransferId !== null
    ? `/bank-transfers#bank-transfer-${row.bankTransferId}`
    : `/me#transfer-${row.id}`;
}
