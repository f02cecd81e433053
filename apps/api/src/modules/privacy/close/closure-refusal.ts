import { formatCedis } from '@ghanapay/money';
import type { OpenItems } from './close-account-repository';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What still has to happen before the account can close, in the person's words; empty when nothing. */
export function closureBlockers(items: OpenItems): string[] {
  const blockers: string[] = [];
  if (items.balancePesewas !== 0n)
    blockers.push(`your wallet still holds ${formatCedis(items.balancePesewas)}: move it to a linked account or send it first`);
  if (items.pendingPayments > 0) blockers.push(`${plural(items.pendingPayments, 'payment is', 'payments are')} still pending`);
  if (items.pendingTransfersOut > 0)
    blockers.push(`${plural(items.pendingTransfersOut, 'transfer out is', 'transfers out are')} still on the way`);
  if (items.pendingAddMoney > 0) blockers.push(`${plural(items.pendingAddMoney, 'Add Money is', 'Add Money requests are')} still pending`);
  if (items.pendingBankTransfers > 0)
    blockers.push(`${plural(items.pendingBankTransfers, 'bank transfer is', 'bank transfers are')} still pending`);
  if (items.openRequests > 0) blockers.push(`${plural(items.openRequests, 'money request is', 'money requests are')} still open`);
  if (items.openSplitBills > 0) blockers.push(`${plural(items.openSplitBills, 'split bill is', 'split bills are')} still open`);
  return blockers;
}

/** The refusal's one sentence: "Your account can't be closed yet: a; b." */
export function closureRefusalMessage(blockers: readonly string[]): string {
  return `Your account can't be closed yet: ${blockers.join('; ')}.`;
}
