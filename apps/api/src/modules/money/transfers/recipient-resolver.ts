import { APP_NAME } from '@ghanapay/validators';
import { AppError } from '../../../errors';
import type { MoneyUser } from '../money-user-repository';

/** How a sender named the recipient; phone (E.164), email and username already normalised. */
export interface RecipientQuery {
  recipientId?: string | undefined;
  username?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

export type ResolvedRecipient =
  | { kind: 'user'; user: MoneyUser }
  /** Nobody has this phone or email yet: the money waits in the held account for them. */
  | { kind: 'unregistered'; phone: string | null; email: string | null };

/**
 * Decides who receives a payment from the accounts the query named (read with the send's context).
 * An explicit recipientId wins; otherwise any of username, phone and email that belongs to an
 * account names it (they must not name two different people). A phone or email nobody has is a
 * payment to an unregistered person; an unknown username is not found.
 */
export function resolveRecipient(senderId: string, query: RecipientQuery, candidates: readonly MoneyUser[]): ResolvedRecipient {
  let resolved: ResolvedRecipient;
  if (query.recipientId) {
    const [user] = candidates;
    if (!user) throw new AppError('NOT_FOUND', 'Recipient not found');
    resolved = { kind: 'user', user };
  } else {
    const distinct = new Map(candidates.map((u) => [u.id, u]));
    if (distinct.size > 1)
      throw new AppError('VALIDATION_FAILED', 'The phone number, email and username you entered belong to different people');
    const [user] = distinct.values();
    if (user) resolved = { kind: 'user', user };
    else if (query.phone || query.email) resolved = { kind: 'unregistered', phone: query.phone ?? null, email: query.email ?? null };
    else throw new AppError('NOT_FOUND', `No ${APP_NAME} user has the username @${query.username ?? ''}`);
  }
  if (resolved.kind === 'user' && resolved.user.id === senderId)
    throw new AppError('VALIDATION_FAILED', 'You cannot send money to yourself');
  return resolved;
}
