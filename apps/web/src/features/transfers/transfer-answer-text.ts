import { t } from '@lingui/core/macro';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { formatLocalDate } from '../../lib/locale-date';
import { formatCedis } from '../../lib/locale-format';
import type { trpc } from '../../lib/trpc';

type TTransferMessageKey = inferOutput<typeof trpc.money.transferToAccount>['messageKey'];

/** What a transfer's answer says (the API's `messageKey` and its values), in the language shown. */
export interface TransferAnswer {
  messageKey: TTransferMessageKey;
  messageValues: Record<string, string>;
}

/** "Wed, 2 Dec" in the language shown (Ghana is UTC all year). */
function dayText(isoDay: string | undefined): string {
  return isoDay
    ? formatLocalDate(new Date(`${isoDay}T12:00:00Z`), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en-GH')
    : '';
}

/**
 * The sentence the API wrote in English for a transfer, written from its key in the language shown:
 * English is the API's own words ("₵10.00 is on its way to MTN MoMo 024 555 0101").
 */
export function transferAnswerText({ messageKey, messageValues: v }: TransferAnswer): string {
  const amount = v.amount ? formatCedis(v.amount) : '';
  const date = dayText(v.date);
  const { to = '', name = '', bank = '', account = '', card = '' } = v;
  switch (messageKey) {
    case 'wallet_on_its_way':
      return t`${amount} is on its way to ${to}`;
    case 'wallet_scheduled':
      return t`${amount} will be paid to ${to} on ${date}`;
    case 'bank_on_its_way':
      return t`${amount} is on its way to ${name} at ${bank}`;
    case 'bank_scheduled':
      return t`${amount} to ${name} is scheduled for ${date}`;
    case 'interconnect_completed':
      return t`Bank transfer completed successfully via the national interconnect`;
    case 'interconnect_scheduled':
      return t`Bank transfer scheduled for ${date} via the national interconnect`;
    case 'interconnect_processing':
      return t`Bank transfer sent to the national interconnect; it is processing`;
    case 'interconnect_failed':
      // A bank's own reason stays in its words (docs/decisions.md "Languages").
      return v.reason ?? t`Bank transfer failed.`;
    case 'add_money_approve':
      return t`Approve the request for ${amount} on ${account} to add it to your wallet`;
    case 'add_money_card':
      return t`Charging ${amount} to your ${card}; it is added to your wallet when the card payment goes through`;
  }
}
