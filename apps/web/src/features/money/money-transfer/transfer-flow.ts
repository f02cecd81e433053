import { t } from '@lingui/core/macro';
import { type Pesewas } from '@ghanapay/money';
import { formatCedis } from '../../../lib/locale-format';
import type { MoneyAction } from '../../../lib/search-params';
import { readAmountInput } from '@ghanapay/validators/input';

/** The counterparty of variant B: picked from search or frequent contacts, or passed by a profile link. */
export interface TransferParty {
  /** The account's id; a saved contact without an account can be paid (by phone or email) but not asked. */
  id: string | null;
  name: string;
  phone?: string | null;
  email?: string | null;
  username?: string | null;
}

export interface TransferState {
  step: 'amount' | 'recipient' | 'confirm';
  amount: string;
  message: string;
  action: MoneyAction | null;
  recipient: TransferParty | null;
}

export type TransferEvent =
  | { type: 'amount'; value: string }
  | { type: 'message'; value: string }
  | { type: 'choose-action'; action: MoneyAction }
  | { type: 'choose-recipient'; recipient: TransferParty }
  | { type: 'clear-recipient' }
  | { type: 'back' }
  | { type: 'clear' };

export function initialTransferState(recipient: TransferParty | null = null): TransferState {
  return { step: 'amount', amount: '', message: '', action: null, recipient };
}

/**
 * The spec's variant B: amount entry → action chosen → recipient search → recipient chosen →
 * confirm. A recipient passed by a profile link skips the search. Clearing the recipient resets
 * amount, message and action; Clear resets everything.
 */
export function transferReducer(state: TransferState, event: TransferEvent): TransferState {
  switch (event.type) {
    case 'amount':
      return { ...state, amount: event.value };
    case 'message':
      return { ...state, message: event.value };
    case 'choose-action':
      if (!readAmountInput(state.amount).ok) return state;
      return { ...state, action: event.action, step: state.recipient ? 'confirm' : 'recipient' };
    case 'choose-recipient':
      return { ...state, recipient: event.recipient, step: 'confirm' };
    case 'clear-recipient':
      return initialTransferState();
    case 'back':
      if (state.step === 'confirm') return { ...state, step: 'recipient' };
      if (state.step === 'recipient') return { ...state, step: 'amount', action: null };
      return state;
    case 'clear':
      return initialTransferState();
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** "GHS 1,250.00": variant B shows amounts with the currency code. */
export function formatGhs(amount: Pesewas | string): string {
  return formatCedis(amount).replace('₵', 'GHS ');
}

/** What the confirm button submits, or the spec's message when something is missing. */
export function transferSubmission(
  state: TransferState,
): { ok: true; action: MoneyAction; recipient: TransferParty; amount: string; message?: string } | { ok: false; message: string } {
  const amount = readAmountInput(state.amount);
  if (!state.action || !state.recipient || !amount.ok) return { ok: false, message: t`Please fill in all required fields.` };
  const message = state.message.trim();
  return { ok: true, action: state.action, recipient: state.recipient, amount: amount.wire, ...(message ? { message } : {}) };
}
