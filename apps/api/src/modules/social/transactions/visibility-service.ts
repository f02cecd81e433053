import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { findVisibleTransaction } from './transaction-access';
import { updatePartyVisibility } from './visibility-repository';
import { asVisibility, effectiveVisibility, type Visibility } from './visibility-rules';

export interface VisibilityView {
  id: number;
  /** The caller's own choice. */
  visibility: Visibility;
  senderVisibility: Visibility;
  recipientVisibility: Visibility;
  /** What others actually get: the stricter of the two. */
  effectiveVisibility: Visibility;
}

/** A party sets their own side; the other party's choice is theirs to keep. */
export async function setTransactionVisibility(
  db: Database,
  viewerId: string,
  transactionId: number,
  visibility: Visibility,
): Promise<VisibilityView> {
  const tx = await findVisibleTransaction(db, viewerId, transactionId);
  const side = tx.senderId === viewerId ? 'sender' : tx.recipientId === viewerId ? 'recipient' : null;
  if (!side) throw new AppError('FORBIDDEN', 'Only the people in a payment can change who sees it');
  const row = await updatePartyVisibility(db, tx.id, side, visibility);
  const senderVisibility = asVisibility(row.senderVisibility);
  const recipientVisibility = asVisibility(row.recipientVisibility);
  return {
    id: Number(tx.id),
    visibility,
    senderVisibility,
    recipientVisibility,
    effectiveVisibility: effectiveVisibility(senderVisibility, recipientVisibility),
  };
}
