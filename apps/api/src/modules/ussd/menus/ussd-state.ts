import type { Language } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';

/** What a menu step works with: this request of this session. */
export interface UssdContext {
  deps: AppDeps;
  sessionId: string;
  /** The full input path of this request (the idempotency of a payment is keyed on session + text). */
  text: string;
  phone: string;
  user: { id: string } | null;
  /** The account's language (English for a number without one): every screen is in it. */
  language: Language;
  now: Date;
}

/** One answer to the handset: `continueSession` false ends the session (Africa's Talking's END). */
export interface UssdScreen {
  message: string;
  continueSession: boolean;
}

export type UssdAction = 'balance' | 'statement' | 'complaint';

/** Where a session stands, stored with it (jsonb) between requests. A PIN itself is never stored. */
export type UssdState =
  | { menu: 'start' }
  | { menu: 'main' }
  | { menu: 'language' }
  | { menu: 'setup-code' }
  | { menu: 'setup-new' }
  | { menu: 'setup-confirm'; pinHash: string }
  | { menu: 'pin-for'; action: UssdAction }
  | { menu: 'statement'; pages: string[]; page: number }
  | { menu: 'send-phone' }
  | { menu: 'send-amount'; phone: string }
  | { menu: 'send-confirm'; phone: string; amountPesewas: string; name: string | null }
  /** Money requests (ids), then reversal requests asking my money back (reversalIds), numbered on in that order. */
  | { menu: 'requests'; ids: number[]; reversalIds?: string[]; pages: string[]; page: number }
  | { menu: 'request-choice'; id: number; summary: string }
  | { menu: 'request-pin'; id: number; action: 'approve' | 'reject' }
  /** `amount` as shown ("GHS 5.00"); absent in a session opened before it was kept. */
  | { menu: 'reversal-choice'; id: string; summary: string; amount?: string }
  | { menu: 'reversal-reason'; id: string; summary: string; amount?: string }
  | { menu: 'reversal-pin'; id: string; summary: string; amount?: string; action: 'accept' | 'decline'; reason: string | null }
  | { menu: 'change-old' }
  | { menu: 'change-new' }
  | { menu: 'change-confirm'; pinHash: string }
  | { menu: 'airtime-whom' }
  | { menu: 'airtime-phone' }
  | { menu: 'billers'; page: number }
  | { menu: 'bill-number'; billerId: string }
  | { menu: 'bill-name'; billerId: string; customerNumber: string; customerName: string }
  | ({ menu: 'bill-amount' } & BillChoice)
  | ({ menu: 'bill-confirm'; amountPesewas: string } & BillChoice)
  | { menu: 'merchant-id' }
  | ({ menu: 'merchant-name' } & MerchantChoice)
  | ({ menu: 'merchant-amount' } & MerchantChoice)
  | ({ menu: 'merchant-confirm'; amountPesewas: string } & MerchantChoice)
  | { menu: 'complaint-payment'; ids: string[] }
  | { menu: 'complaint-category'; transactionId: string | null }
  | { menu: 'ended' };

/** An airtime top-up or a bill on its way to the PIN: whom it pays (the name the lookup gave a bill). */
export interface BillChoice {
  flow: 'airtime' | 'bill';
  billerId: string;
  customerNumber: string;
  customerName: string | null;
}

/** A merchant on its way to the PIN: the ID typed and the business name it was confirmed by. */
export interface MerchantChoice {
  merchantId: string;
  businessName: string;
}

/** The menus of the main screen, by the digit that picks them (the page's popular menus use the names). */
export const MAIN_MENUS: Record<string, string> = {
  '1': 'Check balance',
  '2': 'Send money',
  '3': 'Money requests',
  '4': 'Mini statement',
  '5': 'Change PIN',
  '6': 'Airtime',
  '7': 'Pay bill',
  '8': 'Pay merchant',
  '9': 'Report a problem',
  '10': 'Language',
  '0': 'Exit',
};

const PINNED_MENUS: Record<UssdAction, string> = { balance: 'check-balance', statement: 'mini-statement', complaint: 'report-problem' };

/** The monitor's view of a state: which menu and how far into it. */
export function menuAndStep(state: UssdState): { currentMenu: string; step: number } {
  switch (state.menu) {
    case 'start':
    case 'main':
    case 'ended':
      return { currentMenu: state.menu, step: 0 };
    case 'setup-code':
      return { currentMenu: 'pin-setup', step: 1 };
    case 'setup-new':
      return { currentMenu: 'pin-setup', step: 2 };
    case 'setup-confirm':
      return { currentMenu: 'pin-setup', step: 3 };
    case 'pin-for':
      return { currentMenu: PINNED_MENUS[state.action], step: 1 };
    case 'statement':
      return { currentMenu: 'mini-statement', step: 2 + state.page };
    case 'send-phone':
      return { currentMenu: 'send-money', step: 1 };
    case 'send-amount':
      return { currentMenu: 'send-money', step: 2 };
    case 'send-confirm':
      return { currentMenu: 'send-money', step: 3 };
    case 'requests':
      return { currentMenu: 'money-requests', step: 1 };
    case 'request-choice':
      return { currentMenu: 'money-requests', step: 2 };
    case 'request-pin':
    case 'reversal-reason':
      return { currentMenu: 'money-requests', step: 3 };
    case 'reversal-choice':
      return { currentMenu: 'money-requests', step: 2 };
    case 'reversal-pin':
      return { currentMenu: 'money-requests', step: state.action === 'decline' ? 4 : 3 };
    case 'change-old':
      return { currentMenu: 'change-pin', step: 1 };
    case 'change-new':
      return { currentMenu: 'change-pin', step: 2 };
    case 'change-confirm':
      return { currentMenu: 'change-pin', step: 3 };
    case 'airtime-whom':
      return { currentMenu: 'airtime', step: 1 };
    case 'airtime-phone':
      return { currentMenu: 'airtime', step: 2 };
    case 'billers':
      return { currentMenu: 'pay-bill', step: 1 };
    case 'bill-number':
      return { currentMenu: 'pay-bill', step: 2 };
    case 'bill-name':
      return { currentMenu: 'pay-bill', step: 3 };
    case 'bill-amount':
      return state.flow === 'airtime' ? { currentMenu: 'airtime', step: 3 } : { currentMenu: 'pay-bill', step: 4 };
    case 'bill-confirm':
      return state.flow === 'airtime' ? { currentMenu: 'airtime', step: 4 } : { currentMenu: 'pay-bill', step: 5 };
    case 'merchant-id':
      return { currentMenu: 'pay-merchant', step: 1 };
    case 'merchant-name':
      return { currentMenu: 'pay-merchant', step: 2 };
    case 'merchant-amount':
      return { currentMenu: 'pay-merchant', step: 3 };
    case 'merchant-confirm':
      return { currentMenu: 'pay-merchant', step: 4 };
    case 'complaint-payment':
      return { currentMenu: 'report-problem', step: 2 };
    case 'complaint-category':
      return { currentMenu: 'report-problem', step: 3 };
    case 'language':
      return { currentMenu: 'language', step: 1 };
  }
}
