import { formatCedis } from '@ghanapay/money';
import type { Language } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { translate, type MessageKey } from '../../../i18n/translate';
import { notifyUser } from '../../notify';
import { linkedAccountLabelOf } from '../external';
import { findMoneyUserById, fullName } from '../money-user-repository';
import type { StandingOrderRow } from './standing-order-repository';

/**
 * What the owner of a standing order is told of a run, in their language. A reason another service
 * gave (an account's refusal, a payment's error) is sent as it wrote it.
 */
export type StandingOrderNews =
  | { kind: 'transferSent'; outcome: string }
  | { kind: 'paused' | 'notSent' | 'notPaid'; reason: string; runOn: string }
  | { kind: 'skipped'; runOn: string }
  | { kind: 'paid' | 'blocked' | 'waitsGuardian' | 'waitsFirst' | 'retry' | 'reminder' };

const TEXT: Record<Exclude<StandingOrderNews['kind'], 'transferSent' | 'reminder'>, MessageKey> = {
  paused: 'sms.soPaused',
  notSent: 'sms.soNotSent',
  notPaid: 'sms.soNotPaid',
  skipped: 'sms.soSkipped',
  paid: 'sms.soPaid',
  blocked: 'sms.soBlocked',
  waitsGuardian: 'sms.soWaitsGuardian',
  waitsFirst: 'sms.soWaitsFirst',
  retry: 'sms.soRetry',
};

export async function tellStandingOrder(deps: AppDeps, order: StandingOrderRow, news: StandingOrderNews): Promise<void> {
  const who = await targetWords(deps, order);
  const amount = formatCedis(BigInt(order.amountPesewas));
  const words = (language: Language) => {
    const values = { amount, name: who(language), date: 'runOn' in news ? news.runOn : '', reason: 'reason' in news ? news.reason : '' };
    return {
      subject: translate(language, 'email.standingOrder'),
      text: translate(language, textKey(order, news), textValues(language, news, values)),
    };
  };
  await notifyUser(deps, order.userId, 'transactions', { ...words('en'), localized: words }).catch(() => {});
}

function textKey(order: StandingOrderRow, news: StandingOrderNews): MessageKey {
  if (news.kind === 'transferSent') return 'sms.soTransferSent';
  if (news.kind === 'reminder') return order.kind === 'request' ? 'sms.soReminderAsk' : 'sms.soReminderPay';
  if (news.kind === 'notPaid' && order.kind === 'request') return 'sms.soRequestNotPaid';
  return TEXT[news.kind];
}

/** The message's values: a transfer's own words in English, the catalog's "on its way" in another language. */
function textValues(language: Language, news: StandingOrderNews, values: Record<string, string>): Record<string, string> {
  if (news.kind !== 'transferSent') return values;
  return { outcome: language === 'en' ? news.outcome : translate(language, 'text.soOnItsWay', values) };
}

/** Who (or where) the order pays, in a language: the person's name, or "your MTN MoMo 024 123 4567". */
async function targetWords(deps: Pick<AppDeps, 'db'>, order: StandingOrderRow): Promise<(language: Language) => string> {
  if (order.kind === 'transfer') {
    const label = await linkedAccountLabelOf(deps.db, order.userId, order.linkedAccountType!, order.linkedAccountId!);
    return (language) => (label ? translate(language, 'text.yourAccount', { label }) : translate(language, 'text.yourLinkedAccount'));
  }
  const user = await findMoneyUserById(deps.db, order.counterpartyId!);
  return (language) => (user ? fullName(user) : translate(language, 'text.them'));
}
