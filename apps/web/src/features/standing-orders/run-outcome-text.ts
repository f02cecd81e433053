import { t } from '@lingui/core/macro';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { formatCedis } from '../../lib/locale-format';
import type { trpc } from '../../lib/trpc';
import { transferAnswerText } from '../transfers';

type TRun = inferOutput<typeof trpc.money.listStandingOrders>['standingOrders'][number]['runs'][number];

const STATUS = {
  running: () => t`Under way`,
  retry: () => t`Not enough money at 08:00: tried again at 17:00`,
  completed: () => t`Done`,
  skipped: () => t`Skipped`,
  failed: () => t`Failed`,
} as const satisfies Record<TRun['status'], () => string>;

/**
 * A run's outcome line in the language shown, from the API's `outcomeParts` (the stored English line
 * beside it); a line without parts is shown as stored, a run without one by its status. Another
 * service's reason quoted in it stays in its words.
 */
export function runOutcomeText(run: Pick<TRun, 'status' | 'outcome' | 'outcomeParts'>): string {
  const parts = run.outcomeParts;
  if (!parts) return run.outcome ?? STATUS[run.status]();
  const { name = '', reason = '' } = parts.values;
  const amount = formatCedis(parts.values.amount ?? '0');
  switch (parts.key) {
    case 'paid':
      return t`Paid ${amount} to ${name}`;
    case 'asked':
      return t`Asked ${name} for ${amount}`;
    case 'stopped_for_safety':
      return t`Stopped for your safety: open the payment to proceed or cancel it`;
    case 'waiting_guardian':
      return t`Waiting: for your guardian's approval`;
    case 'waiting_first_large':
      return t`Waiting: a first large payment`;
    case 'retry_at_17':
      return STATUS.retry();
    case 'skipped_no_money':
      return t`Skipped: not enough money at 08:00 or 17:00`;
    case 'skipped_order_paused':
      return t`Skipped: the standing order was paused before 17:00`;
    case 'skipped_order_cancelled':
      return t`Skipped: the standing order was cancelled before 17:00`;
    case 'skipped_account_gone':
      return t`Skipped: ${reason}. The standing order is paused`;
    case 'not_sent':
      return t`Not sent: ${reason}`;
    case 'not_paid':
      return t`Not paid: ${reason}`;
    case 'wallet_on_its_way':
    case 'wallet_scheduled':
      return transferAnswerText({ messageKey: parts.key, messageValues: parts.values });
  }
}
