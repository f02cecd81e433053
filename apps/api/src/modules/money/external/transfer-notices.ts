import { APP_NAME } from '@ghanapay/validators';
import { formatCedis } from '@ghanapay/money';
import type { Database } from '@ghanapay/db';
import { notifyUser, type Notifier } from '../../notify';
import type { ExternalTransferRow } from './external-transfer-repository';
import { accountNumberLabel, destinationLabel } from './transfer-dto';

/** The name that opens every SMS ("Nkabom: …"), which a push's body leaves out. */
const NAME_PREFIX = new RegExp(`^${APP_NAME}: `);

export type NoticeOutcome = 'settled' | 'reversed' | 'credited' | 'failed' | 'recovered' | 'needs_review' | 'refunding';

/** The notice a person gets when one of their transfers ends, as a wallet sends on every debit and credit. */
function transferNotice(row: ExternalTransferRow, outcome: NoticeOutcome): string | null {
  const amount = formatCedis(BigInt(row.amountPesewas));
  const total = formatCedis(BigInt(row.amountPesewas) + BigInt(row.feePesewas));
  const to = `${destinationLabel(row)} ${accountNumberLabel(row)}`;
  const why = row.failureReason ? ` (${row.failureReason})` : '';
  const ref = `Ref ${row.id.slice(0, 8).toUpperCase()}`;
  if (row.purpose === 'add_money_refund' && outcome === 'settled')
    return `${APP_NAME}: ${amount} sent back to ${to}: the money you added that would have taken your wallet above its balance limit. ${ref}.`;
  if (row.purpose === 'add_money_refund' && outcome === 'needs_review')
    return `${APP_NAME}: we could not yet send ${amount} back to ${to}${why}. We hold it for you and our team will contact you. ${ref}.`;
  if (row.purpose === 'payment_link') return paymentLinkNotice(row, outcome, `${destinationLabel(row)} ${accountNumberLabel(row)}`, ref);
  switch (outcome) {
    case 'settled':
      return `${APP_NAME}: ${amount} sent to ${to}${BigInt(row.feePesewas) > 0n ? `, fee ${formatCedis(BigInt(row.feePesewas))}` : ''}. ${ref}.`;
    case 'reversed':
      return `${APP_NAME}: your transfer of ${amount} to ${to} did not go through${why}. ${total} is back in your wallet. ${ref}.`;
    case 'credited':
      return `${APP_NAME}: ${amount} added to your wallet from ${to}. ${ref}.`;
    case 'failed':
      return `${APP_NAME}: adding ${amount} from ${to} did not go through${why}. Nothing was taken from your wallet. ${ref}.`;
    case 'recovered':
      return `${APP_NAME}: your transfer of ${amount} to ${to} went through after all, after we had refunded it, so ${total} was taken from your wallet again. ${ref}.`;
    case 'refunding':
      return `${APP_NAME}: ${amount} from ${to} was not added to your wallet: ${row.failureReason ?? 'it would take your balance above its limit'}. Nothing was taken from your wallet. ${ref}.`;
    case 'needs_review':
      return `${APP_NAME}: your transfer of ${amount} to ${to} was paid by the provider after we refunded it. Our team will contact you. ${ref}.`;
  }
}

/**
 * A payment to one of the person's links: only its arrival is news to them (or its return, when their
 * wallet could not take it). A payer who declines is the payer's business: the owner is not told.
 */
function paymentLinkNotice(row: ExternalTransferRow, outcome: NoticeOutcome, from: string, ref: string): string | null {
  const amount = formatCedis(BigInt(row.amountPesewas));
  if (outcome === 'credited') return `${APP_NAME}: ${amount} received through your payment link from ${from}. ${ref}.`;
  if (outcome === 'refunding')
    return `${APP_NAME}: ${amount} paid to your payment link from ${from} was not added to your wallet: ${row.failureReason ?? 'it would take your balance above its limit'}. ${ref}.`;
  return null;
}

const SUBJECTS: Record<NoticeOutcome, string> = {
  settled: 'Your transfer was paid',
  reversed: 'Your transfer did not go through',
  credited: 'Money added to your wallet',
  failed: 'Adding money did not go through',
  recovered: 'Your transfer went through after all',
  needs_review: 'We are checking one of your transfers',
  refunding: 'Money you added is being sent back',
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
  const text = transferNotice(row, outcome);
  if (text === null) return;
  await notifyUser(deps, row.userId, 'transactions', {
    subject: SUBJECTS[outcome],
    text,
    // The subjects name no amount or account: they may stand on a lock screen.
    push: {
      url: '/history',
      title: SUBJECTS[outcome],
      body: `Open ${APP_NAME} to see it.`,
      detailed: { title: SUBJECTS[outcome], body: text.replace(NAME_PREFIX, '') },
    },
  }).catch(() => {});
}
