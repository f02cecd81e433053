import type { Outcomes, SpendingGroupRow } from './spending-repository';

/**
 * What the analytics add up, at the grain any range needs (and what a rollup stores for a closed
 * period): money in and out per month, spend per category, spend per recipient. Exact integers
 * (pesewas, counts), so sums of periods are the sums of their payments.
 */
interface FlowSum {
  month: string;
  direction: 'in' | 'out';
  amountPesewas: bigint;
  feePesewas: bigint;
  payments: number;
}
interface CategorySum {
  category: string;
  amountPesewas: bigint;
}
interface RecipientSum {
  counterpartyId: string | null;
  counterpartyAccount: string | null;
  /** A transfer's account name (the largest when one account was paid under several). */
  accountName: string | null;
  /** The person paid, by their current name (read live, never stored in a rollup). */
  personName: string | null;
  amountPesewas: bigint;
  payments: number;
}
export interface SpendingSums {
  flows: FlowSum[];
  categories: CategorySum[];
  recipients: RecipientSum[];
  /** The payments and transfers started in the period that completed, or failed / were stopped. */
  outcomes: Outcomes;
}

export const NO_SPENDING: SpendingSums = { flows: [], categories: [], recipients: [], outcomes: { succeeded: 0, failed: 0 } };

/** Sums grouped movements whose outgoing payments are all filed (fileNewPayments ran on them). */
export function sumGroups(groups: readonly SpendingGroupRow[], outcomes: Outcomes): SpendingSums {
  const flows = new Map<string, FlowSum>();
  const categories = new Map<string, CategorySum>();
  const recipients = new Map<string, RecipientSum>();
  for (const g of groups) {
    const amount = BigInt(g.amountPesewas);
    const payments = Number(g.payments);
    const month = g.day.slice(0, 7);
    const flowKey = `${month} ${g.direction}`;
    const flow = flows.get(flowKey) ?? { month, direction: g.direction, amountPesewas: 0n, feePesewas: 0n, payments: 0 };
    flow.amountPesewas += amount;
    flow.feePesewas += BigInt(g.feePesewas);
    flow.payments += payments;
    flows.set(flowKey, flow);
    if (g.direction !== 'out') continue;
    const category = g.category ?? 'other';
    const spent = categories.get(category) ?? { category, amountPesewas: 0n };
    spent.amountPesewas += amount;
    categories.set(category, spent);
    const recipientKey = JSON.stringify([g.counterpartyId, g.counterpartyAccount]);
    const recipient = recipients.get(recipientKey) ?? {
      counterpartyId: g.counterpartyId,
      counterpartyAccount: g.counterpartyAccount,
      accountName: g.accountName,
      personName: g.personName,
      amountPesewas: 0n,
      payments: 0,
    };
    if (g.accountName !== null && (recipient.accountName === null || g.accountName > recipient.accountName))
      recipient.accountName = g.accountName;
    recipient.amountPesewas += amount;
    recipient.payments += payments;
    recipients.set(recipientKey, recipient);
  }
  return { flows: [...flows.values()], categories: [...categories.values()], recipients: [...recipients.values()], outcomes };
}
