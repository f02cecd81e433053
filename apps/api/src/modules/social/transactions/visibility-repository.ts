import type { Database } from '@ghanapay/db';
import type { Visibility } from './visibility-rules';

export async function updatePartyVisibility(db: Database, transactionId: string, side: 'sender' | 'recipient', visibility: Visibility) {
  return db
    .updateTable('transactions')
    .set(side === 'sender' ? { senderVisibility: visibility } : { recipientVisibility: visibility })
    .where('id', '=', transactionId)
    .returning(['senderVisibility', 'recipientVisibility'])
    .executeTakeFirstOrThrow();
}
