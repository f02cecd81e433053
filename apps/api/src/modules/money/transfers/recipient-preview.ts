import { APP_NAME } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { consumeAddressLimit, consumeRateLimit } from '../../rate-limits';
import { EXACT_LOOKUPS_PER_IP, EXACT_LOOKUPS_PER_USER } from '../../social';
import { findPayeesFor } from '../money-user-repository';
import { hasPaidBefore } from '../transaction-repository';
import type { RecipientQuery } from './recipient-resolver';

export interface RecipientPreview {
  /** As mobile money shows a payee: first name and last initial ("Kofi B."). */
  displayName: string;
  /** The sender has never completed a payment to this person. */
  firstPayment: boolean;
}

/** "Kofi B.": enough to tell a wrong digit, too little to harvest a name. */
export function momoDisplayName(user: { firstName: string; lastName: string }): string {
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${user.firstName.trim()} ${initial}.` : user.firstName.trim();
}

/** The refusal for a recipient nobody has (or who blocked the sender: the same words, so no leak). */
function unknownRecipientError(query: Omit<RecipientQuery, 'recipientId'>): AppError {
  if (query.username) return new AppError('NOT_FOUND', `No ${APP_NAME} user has the username @${query.username}`);
  if (query.phone) return new AppError('NOT_FOUND', `No ${APP_NAME} user has this phone number yet`);
  return new AppError('NOT_FOUND', `No ${APP_NAME} user has this email address yet`);
}

/**
 * Who a payment to these fields would reach, before the sender confirms it. Counted against the
 * same limits as a search by a whole number or e-mail (both tell whether an account exists), and
 * blind to anyone who blocked the sender, as the send is.
 */
export async function previewRecipient(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: { senderId: string; ip: string; recipient: Omit<RecipientQuery, 'recipientId'> },
): Promise<RecipientPreview> {
  const now = deps.now();
  await consumeRateLimit(deps.db, EXACT_LOOKUPS_PER_USER, request.senderId, now);
  await consumeAddressLimit(deps.db, EXACT_LOOKUPS_PER_IP, request.ip, now);
  const payees = await findPayeesFor(deps.db, request.senderId, request.recipient);
  const distinct = new Map(payees.map((u) => [u.id, u]));
  if (distinct.size > 1)
    throw new AppError('VALIDATION_FAILED', 'The phone number, email and username you entered belong to different people');
  const [user] = distinct.values();
  if (!user) throw unknownRecipientError(request.recipient);
  if (user.id === request.senderId) throw new AppError('VALIDATION_FAILED', 'You cannot send money to yourself');
  return { displayName: momoDisplayName(user), firstPayment: !(await hasPaidBefore(deps.db, request.senderId, user.id)) };
}
