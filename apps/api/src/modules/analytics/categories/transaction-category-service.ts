import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { findSentPayment, insertSuggestedCategories, saveChosenCategory } from './payment-category-repository';
import { suggestCategory, type PaymentCategory } from './payment-category';
import type { TTransactionCategoryResponse } from './transaction-category.types';

/** The category of a payment the person sent: theirs if they chose one, else the suggestion (stored). */
export async function getTransactionCategory(deps: Pick<AppDeps, 'db'>, userId: string, id: number): Promise<TTransactionCategoryResponse> {
  const payment = await sentPayment(deps, userId, id);
  if (payment.category !== null)
    return { transactionId: id, category: payment.category as PaymentCategory, chosen: payment.chosen === true };
  const category = suggestCategory({
    message: payment.message,
    counterparty: [payment.firstName, payment.lastName].filter(Boolean).join(' ') || null,
    sameFamilyName: payment.lastName !== null && payment.lastName.toLowerCase() === payment.myLastName.toLowerCase(),
  });
  await insertSuggestedCategories(deps.db, userId, [{ transactionId: payment.id, transferId: null, category }]);
  return { transactionId: id, category, chosen: false };
}

/** The person files a payment they sent under another category; analytics count it there from now on. */
export async function setTransactionCategory(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  input: { id: number; category: PaymentCategory },
): Promise<TTransactionCategoryResponse> {
  const payment = await sentPayment(deps, userId, input.id);
  await saveChosenCategory(deps.db, userId, payment.id, input.category, deps.now());
  return { transactionId: input.id, category: input.category, chosen: true };
}

/** Only the sender files a payment: anyone else's, or a payment received, is not found. */
async function sentPayment(deps: Pick<AppDeps, 'db'>, userId: string, id: number) {
  const payment = await findSentPayment(deps.db, userId, id);
  if (!payment) throw new AppError('NOT_FOUND', 'Transaction not found');
  return payment;
}
