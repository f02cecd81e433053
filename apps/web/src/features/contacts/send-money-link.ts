import type { MoneyAction, SendMoneySearch } from '../../lib/search-params';
import type { PickedContact } from './contact-directory';

/** The /send-money query a picked contact leads to: every field present, missing ones empty. */
export function sendMoneySearchFor(contact: PickedContact, action: MoneyAction): Required<SendMoneySearch> {
  return {
    action,
    recipientId: contact.id ?? '',
    recipientName: contact.name,
    recipientPhone: contact.phone ?? '',
    recipientEmail: contact.email ?? '',
    recipientUsername: contact.username ?? '',
  };
}
