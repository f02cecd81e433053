import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { toCardDto } from './card-dto';
import { deleteCardRow, listCardRows, lockCardRows, setCardDefault } from './card-repository';

/**
 * The spec's "type your card number" endpoint: cards are added through Paystack's hosted checkout
 * now, so a card number never reaches this server (docs/decisions.md, "Cards").
 */
export const CARD_NUMBERS_REFUSED =
  'Card numbers are no longer taken here: add a card through Paystack’s secure page (POST /api/cards/checkout)';

export async function listCards(deps: Pick<AppDeps, 'db'>, userId: string) {
  return (await listCardRows(deps.db, userId)).map(toCardDto);
}

async function lockedCard(trx: AppDeps['db'], userId: string, id: string) {
  const cards = await lockCardRows(trx, userId);
  const card = cards.find((c) => c.id === id);
  if (!card) throw new AppError('NOT_FOUND', 'Card not found');
  return { cards, card };
}

export async function setDefaultCard(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { card } = await lockedCard(trx, userId, id);
    if (!card.isDefault) await setCardDefault(trx, userId, id);
  });
}

/** Deletes a card; when it was the default, the oldest card left becomes the default. */
export async function deleteCard(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { cards, card } = await lockedCard(trx, userId, id);
    await deleteCardRow(trx, userId, id);
    const next = cards.find((c) => c.id !== id);
    if (card.isDefault && next) await setCardDefault(trx, userId, next.id);
  });
}
